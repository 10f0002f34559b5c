import { and, eq, like, or, sql, type SQL } from 'drizzle-orm';
import { isUuid, type Image } from '@lumi/shared';
import type { Db } from '../../db/client';
import { FOREIGN_KEY_VIOLATION, isPgError, UNIQUE_VIOLATION } from '../../db/pg-errors';
import { doctors } from '../../db/schema';
import { escapeLike, foldedMatch, rowsOf } from '../../db/sql';
import { fieldsOf } from '../../db/views';
import { AppError } from '../../lib/app-error';
import { SlugTakenError } from '../../lib/slug';
import { clinicView } from '../../db/read/clinics';
import { doctorsRepository, type ClinicStats, type DoctorWithClinic } from './repository';

export type NewDoctorRow = typeof doctors.$inferInsert;

type Page = { limit: number; offset: number };

function doctorConflict(error: unknown): Error {
  if (isPgError(error, UNIQUE_VIOLATION, 'doctors_email_unique')) return new AppError('DOCTOR_EMAIL_TAKEN');
  if (isPgError(error, UNIQUE_VIOLATION, 'doctors_slug_unique')) return new SlugTakenError();
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * The doctors as their clinics manage them (api-contract §4.4): listed with their clinic whatever their state,
 * created, edited and deleted. The clinic-admin module's services call it; this module owns the table (ADR 0044).
 */
export function doctorsManagementRepository(db: Db) {
  /** Active doctors' count and fees per clinic, for the doctors' answers. */
  async function clinicStatsOf(clinicIds: string[]): Promise<Map<string, ClinicStats>> {
    if (clinicIds.length === 0) return new Map();
    const rows = await rowsOf<{ clinicId: string; n: number; feeMin: number | null; feeMax: number | null }>(
      db,
      sql`select clinic_id as "clinicId", count(*)::int as n, min(fees) as "feeMin", max(fees) as "feeMax"
        from doctors where is_active and clinic_id = any(${`{${clinicIds.join(',')}}`}::uuid[])
        group by clinic_id`,
    );
    return new Map(
      rows.map((r) => [r.clinicId, { doctorCount: r.n, feeMin: r.feeMin, feeMax: r.feeMax }] as const),
    );
  }

  return {
    /** The ids of a clinic's doctors (their sockets are checked again when the clinic is deactivated). */
    async doctorIds(clinicId: string): Promise<string[]> {
      const rows = await db.select({ id: doctors.id }).from(doctors).where(eq(doctors.clinicId, clinicId));
      return rows.map((r) => r.id);
    },

    /** The doctors' pictures of a clinic, released with the clinic. */
    async doctorAvatars(clinicId: string): Promise<Image[]> {
      const rows = await db
        .select({ avatar: doctors.avatar })
        .from(doctors)
        .where(eq(doctors.clinicId, clinicId));
      return rows.flatMap((r) => (r.avatar ? [r.avatar] : []));
    },

    /** A page of doctors with their clinic (inactive included), newest first; `name` diacritics-insensitive. */
    async listDoctors(
      filter: { clinicId?: string | undefined; name?: string | undefined },
      page: Page,
    ): Promise<{ items: DoctorWithClinic[]; total: number }> {
      const conditions: SQL[] = [];
      if (filter.clinicId) conditions.push(eq(doctors.clinicId, filter.clinicId));
      if (filter.name) conditions.push(foldedMatch(sql`lumi_fold(${doctors.name})`, filter.name));
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [rows, counted] = await Promise.all([
        db
          .select({ doctor: doctors, clinic: fieldsOf(clinicView) })
          .from(doctors)
          .innerJoin(clinicView, eq(clinicView.id, doctors.clinicId))
          .where(where)
          .orderBy(sql`${doctors.createdAt} desc`, doctors.id)
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(doctors)
          .where(where),
      ]);
      const stats = await clinicStatsOf([...new Set(rows.map((r) => r.clinic.id))]);
      const empty: ClinicStats = { doctorCount: 0, feeMin: null, feeMax: null };
      return {
        items: rows.map((r) => ({
          ...r.doctor,
          clinic: r.clinic,
          clinicStats: stats.get(r.clinic.id) ?? empty,
        })),
        total: counted[0]?.n ?? 0,
      };
    },

    /** The clinic of a doctor (for the caller's scope), or undefined when there is no such doctor. */
    async doctorClinicId(id: string): Promise<string | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .select({ clinicId: doctors.clinicId })
        .from(doctors)
        .where(eq(doctors.id, id))
        .limit(1);
      return row?.clinicId;
    },

    async doctorSlugsLike(base: string): Promise<Set<string>> {
      const rows = await db
        .select({ slug: doctors.slug })
        .from(doctors)
        .where(or(eq(doctors.slug, base), like(doctors.slug, `${escapeLike(base)}-%`)));
      return new Set(rows.map((r) => r.slug));
    },

    async insertDoctor(values: NewDoctorRow): Promise<string> {
      try {
        const [row] = await db.insert(doctors).values(values).returning({ id: doctors.id });
        if (!row) throw new Error('doctor insert returned nothing');
        return row.id;
      } catch (error) {
        throw doctorConflict(error);
      }
    },

    /** Writes a doctor's fields; `bumpTokenVersion` revokes every token issued before (a password reset). */
    async updateDoctor(
      id: string,
      values: Partial<NewDoctorRow>,
      options: { bumpTokenVersion?: boolean } = {},
    ): Promise<void> {
      try {
        await doctorsRepository(db).update(id, values, options);
      } catch (error) {
        throw doctorConflict(error);
      }
    },

    /** Deletes a doctor; false when a booking refers to it (the bookings' foreign key refuses). */
    async deleteDoctor(id: string): Promise<boolean> {
      try {
        await db.delete(doctors).where(eq(doctors.id, id));
        return true;
      } catch (error) {
        if (isPgError(error, FOREIGN_KEY_VIOLATION)) return false;
        throw error;
      }
    },
  };
}
