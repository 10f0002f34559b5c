import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clinics } from '../../db/schema';

/** The clinics counted (the site dashboard's figures, read by the system module). */
export async function clinicCounts(db: Db) {
  const [row] = await db
    .select({
      total: count(),
      active: sql<number>`count(*) filter (where ${clinics.isActive})`.mapWith(Number),
    })
    .from(clinics);
  return { total: row?.total ?? 0, active: row?.active ?? 0 };
}

/** One clinic's name, slug, state and specialties (a CLINIC account's dashboard). */
export async function findClinicSummary(db: Db, id: string) {
  const [row] = await db
    .select({
      id: clinics.id,
      name: clinics.name,
      slug: clinics.slug,
      isActive: clinics.isActive,
      specialties: clinics.specialties,
    })
    .from(clinics)
    .where(eq(clinics.id, id))
    .limit(1);
  return row;
}
