import { and, asc, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AdminRole } from '@lumi/shared';
import type { Db } from '../../db/client';
import { admins } from '../../db/schema';
import { clinicView } from '../../db/read/clinics';

export type AdminRow = typeof admins.$inferSelect;
export type NewAdmin = typeof admins.$inferInsert;
export type AdminClinicRef = {
  id: string;
  name: string;
  slug: string;
  logo: { url: string; publicId: string };
  isActive: boolean;
};
export type AdminWithClinic = AdminRow & { clinic: AdminClinicRef | null };

const clinicColumns = {
  id: clinicView.id,
  name: clinicView.name,
  slug: clinicView.slug,
  logo: clinicView.logo,
  isActive: clinicView.isActive,
};

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export function adminsRepository(db: Db) {
  async function withClinic(where: SQL | undefined): Promise<AdminWithClinic | undefined> {
    const [row] = await db
      .select({ admin: admins, clinic: clinicColumns })
      .from(admins)
      .leftJoin(clinicView, eq(clinicView.adminId, admins.id))
      .where(where)
      .limit(1);
    return row ? { ...row.admin, clinic: row.clinic } : undefined;
  }

  return {
    findById: (id: string) => withClinic(eq(admins.id, id)),
    findByUsername: (username: string) =>
      withClinic(sql`lower(${admins.username}) = ${username.toLowerCase()}`),

    async list(query: {
      page: number;
      pageSize: number;
      search?: string | undefined;
      role?: AdminRole | undefined;
    }) {
      const filters: SQL[] = [];
      if (query.search) {
        // Names are matched without diacritics ('nguyen' finds 'Nguyễn'), usernames literally.
        const pattern = `%${escapeLike(query.search)}%`;
        filters.push(
          or(
            sql`unaccent(${admins.name}) ilike unaccent(${pattern})`,
            ilike(admins.username, pattern),
          ) as SQL,
        );
      }
      if (query.role) filters.push(eq(admins.role, query.role));
      const where = filters.length ? and(...filters) : undefined;
      const [total] = await db.select({ value: count() }).from(admins).where(where);
      const rows = await db
        .select({ admin: admins, clinic: clinicColumns })
        .from(admins)
        .leftJoin(clinicView, eq(clinicView.adminId, admins.id))
        .where(where)
        .orderBy(desc(admins.createdAt), asc(admins.username))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      return { items: rows.map((r) => ({ ...r.admin, clinic: r.clinic })), total: total?.value ?? 0 };
    },

    /** Undefined when the username is taken (the unique index decides). */
    async insert(values: NewAdmin): Promise<AdminRow | undefined> {
      const [row] = await db.insert(admins).values(values).onConflictDoNothing().returning();
      return row;
    },

    async update(
      id: string,
      values: Partial<NewAdmin>,
      options: { bumpTokenVersion?: boolean } = {},
    ): Promise<AdminRow | undefined> {
      const [row] = await db
        .update(admins)
        .set({
          ...values,
          ...(options.bumpTokenVersion ? { tokenVersion: sql`${admins.tokenVersion} + 1` } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(admins.id, id))
        .returning();
      return row;
    },

    async remove(id: string): Promise<void> {
      await db.delete(admins).where(eq(admins.id, id));
    },

    /**
     * Takes the lock of the ADMIN roster for the rest of the caller's transaction: every change that may take away an
     * active ADMIN runs under it, so two of them never both count the other as the one that remains (ADR 0024).
     */
    async lockRoster(): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext('lumi:admin-roster'))`);
    },

    /** Active ADMIN accounts other than `id`. */
    async countOtherActiveAdmins(id: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(admins)
        .where(and(eq(admins.role, 'ADMIN'), eq(admins.isActive, true), ne(admins.id, id)));
      return row?.value ?? 0;
    },

    async countByRole(): Promise<Record<AdminRole, number>> {
      const rows = await db.select({ role: admins.role, value: count() }).from(admins).groupBy(admins.role);
      const out: Record<AdminRole, number> = { ADMIN: 0, SUPPORT: 0, CLINIC: 0 };
      for (const r of rows) out[r.role] = r.value;
      return out;
    },
  };
}
