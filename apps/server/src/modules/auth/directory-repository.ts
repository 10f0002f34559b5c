import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { UserStatusFilter } from '@lumi/shared';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { escapeLike } from '../../db/sql';
import type { UserRow } from './repository';

/** Figures another module computes for each listed customer, from the customer's id column. */
export type PerUserColumns<K extends string> = (user: SQL) => Record<K, SQL<number>>;

/** The customer's id column of the directory's queries. */
const USER_ID = sql`"users"."id"`;

/**
 * The search of the customers list: the name without diacritics or case ('nguyen' finds 'Nguyễn'), the e-mail
 * without case, the phone by its digits ('0901 234' finds '0901234567').
 */
function searchFilter(search: string): SQL {
  const pattern = `%${escapeLike(search)}%`;
  const clauses: SQL[] = [
    sql`lumi_fold(${users.name}) like lumi_fold(${pattern})`,
    sql`lower(${users.email}) like lower(${pattern})`,
  ];
  const digits = search.replace(/[\s.+()-]/g, '');
  if (/^\d+$/.test(digits)) {
    clauses.push(sql`regexp_replace(coalesce(${users.phone}, ''), '\\D', '', 'g') like ${`%${digits}%`}`);
  }
  return sql`(${sql.join(clauses, sql` or `)})`;
}

/**
 * The customers as the admin's list reads them (api-contract §4.6), each with the figures the caller asks of other
 * modules (computed by the database for each listed row).
 */
export function usersDirectoryRepository(db: Db) {
  return {
    async list<K extends string>(
      query: {
        page: number;
        pageSize: number;
        search?: string | undefined;
        status?: UserStatusFilter | undefined;
      },
      columns: PerUserColumns<K>,
    ): Promise<{ items: (UserRow & Record<K, number>)[]; total: number }> {
      const filters: SQL[] = [];
      if (query.search) filters.push(searchFilter(query.search));
      if (query.status) filters.push(eq(users.isActive, query.status === 'active'));
      const where = filters.length ? and(...filters) : undefined;
      const [total] = await db
        .select({ value: sql<number>`count(*)::int`.mapWith(Number) })
        .from(users)
        .where(where);
      const rows = await db
        .select({ user: users, figures: columns(USER_ID) })
        .from(users)
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      return {
        items: rows.map((r) => ({ ...r.user, ...(r.figures as Record<K, number>) })),
        total: total?.value ?? 0,
      };
    },

    async find<K extends string>(
      id: string,
      columns: PerUserColumns<K>,
    ): Promise<(UserRow & Record<K, number>) | undefined> {
      const [row] = await db
        .select({ user: users, figures: columns(USER_ID) })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      return row ? { ...row.user, ...(row.figures as Record<K, number>) } : undefined;
    },
  };
}
