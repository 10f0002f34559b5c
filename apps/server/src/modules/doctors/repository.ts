import { and, count, eq, max, min, sql } from 'drizzle-orm';
import { BUSINESS_TIME_ZONE } from '@lumi/shared';
import type { Db } from '../../db/client';
import { doctors } from '../../db/schema';
import { fieldsOf, viewAs } from '../../db/views';
import { clinicView, type ClinicRow } from '../../db/read/clinics';
import { rowsOf, textArray } from '../../db/sql';
import { bookingView } from '../../db/read/bookings';

export type DoctorRow = typeof doctors.$inferSelect;
export type NewDoctor = typeof doctors.$inferInsert;
export type ClinicStats = { doctorCount: number; feeMin: number | null; feeMax: number | null };
export type DoctorWithClinic = DoctorRow & { clinic: ClinicRow; clinicStats: ClinicStats };

export function doctorsRepository(db: Db) {
  async function clinicStats(clinicId: string): Promise<ClinicStats> {
    const [row] = await db
      .select({ doctorCount: count(), feeMin: min(doctors.fees), feeMax: max(doctors.fees) })
      .from(doctors)
      .where(and(eq(doctors.clinicId, clinicId), eq(doctors.isActive, true)));
    return { doctorCount: row?.doctorCount ?? 0, feeMin: row?.feeMin ?? null, feeMax: row?.feeMax ?? null };
  }

  async function findWith(where: ReturnType<typeof eq>): Promise<DoctorWithClinic | undefined> {
    const [row] = await db
      .select({ doctor: doctors, clinic: fieldsOf(clinicView) })
      .from(doctors)
      .innerJoin(clinicView, eq(clinicView.id, doctors.clinicId))
      .where(where)
      .limit(1);
    if (!row) return undefined;
    return { ...row.doctor, clinic: row.clinic, clinicStats: await clinicStats(row.clinic.id) };
  }

  return {
    findById: (id: string) => findWith(eq(doctors.id, id)),
    findByEmail: (email: string) =>
      findWith(sql`lower(${doctors.email}) = ${email.toLowerCase()}` as ReturnType<typeof eq>),
    /** The bare row, for the per-request token check. */
    async findAuthRow(id: string) {
      const [row] = await db
        .select({
          id: doctors.id,
          isActive: doctors.isActive,
          tokenVersion: doctors.tokenVersion,
          clinicActive: clinicView.isActive,
        })
        .from(doctors)
        .innerJoin(clinicView, eq(clinicView.id, doctors.clinicId))
        .where(eq(doctors.id, id))
        .limit(1);
      return row;
    },
    async update(
      id: string,
      values: Partial<NewDoctor>,
      options: { bumpTokenVersion?: boolean } = {},
    ): Promise<void> {
      await db
        .update(doctors)
        .set({
          ...values,
          ...(options.bumpTokenVersion ? { tokenVersion: sql`${doctors.tokenVersion} + 1` } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(doctors.id, id));
    },
    /**
     * Makes the doctor's booking inserts wait until the caller's transaction ends: the lock the booking insert takes
     * (modules/bookings/repository.ts), so that days off and new bookings are decided one after the other.
     */
    async lockBookings(id: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`lumi:booking-doctor:${id}`}))`);
    },

    /** Which of the given local days hold a pending or confirmed booking of the doctor. */
    async daysWithLiveBookings(id: string, days: string[]): Promise<string[]> {
      if (days.length === 0) return [];
      const rows = await rowsOf<{ day: string }>(
        db,
        sql`select distinct to_char(b.start_at at time zone ${BUSINESS_TIME_ZONE}, 'YYYY-MM-DD') as day
          from ${viewAs(bookingView, 'b')}
          where b.doctor_id = ${id}::uuid and b.status in ('pending', 'confirmed')
            and to_char(b.start_at at time zone ${BUSINESS_TIME_ZONE}, 'YYYY-MM-DD') = any(${textArray(days)})
          order by day`,
      );
      return rows.map((r) => r.day);
    },

    async counts(clinicId?: string): Promise<{ total: number; active: number }> {
      const [row] = await db
        .select({
          total: count(),
          active: sql<number>`count(*) filter (where ${doctors.isActive})`.mapWith(Number),
        })
        .from(doctors)
        .where(clinicId ? eq(doctors.clinicId, clinicId) : undefined);
      return { total: row?.total ?? 0, active: row?.active ?? 0 };
    },
  };
}
