import { count, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/** The customers' accounts counted (the site dashboard's figures, read by the system module). */
export async function userCounts(db: Db) {
  const [row] = await db
    .select({
      total: count(),
      verified: sql<number>`count(*) filter (where ${users.isVerified})`.mapWith(Number),
      active: sql<number>`count(*) filter (where ${users.isActive})`.mapWith(Number),
    })
    .from(users);
  return { total: row?.total ?? 0, verified: row?.verified ?? 0, active: row?.active ?? 0 };
}
