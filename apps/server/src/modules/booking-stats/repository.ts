import { sql, type SQL } from 'drizzle-orm';
import { BUSINESS_TIME_ZONE } from '@lumi/shared';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/sql';
import type { StatsPeriod } from './figures';

/** Whose bookings and reviews are counted: one doctor's, or one clinic's (all its doctors). */
export type StatsScope = { doctorId: string } | { clinicId: string };

/** The sums of one bucket (a day or a month) of bookings, by appointment date. */
export type BookingBucket = {
  key: string;
  total: number;
  pending: number;
  confirmed: number;
  completed: number;
  cancelled: number;
  /** Σ price of completed bookings ("Doanh thu thực"). */
  revenue: number;
  /** Σ price of bookings not cancelled ("Doanh số"). */
  sales: number;
};

/** Visible reviews received in one bucket: their count and the sum of their stars. */
export type ReviewBucket = { key: string; count: number; sum: number };

function columnOf(scope: StatsScope, alias: string): { column: SQL; id: string } {
  const a = sql.raw(alias);
  return 'doctorId' in scope
    ? { column: sql`${a}.doctor_id`, id: scope.doctorId }
    : { column: sql`${a}.clinic_id`, id: scope.clinicId };
}

/** The bucket key of an instant column in the business time zone. */
function keyOf(column: SQL, period: StatsPeriod): SQL {
  const format = period.unit === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM';
  return sql`to_char(${column} at time zone ${BUSINESS_TIME_ZONE}, ${format})`;
}

const instant = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/**
 * The SQL of the booking statistics (ADR 0021). A booking belongs to the period and bucket of its appointment's
 * local date (`start_at` in Asia/Ho_Chi_Minh), whatever its status; a review to those of its `created_at`.
 */
export function bookingStatsRepository(db: Db) {
  return {
    /** Counts and money per bucket; buckets without bookings are absent (the service fills them). */
    async bookingBuckets(scope: StatsScope, period: StatsPeriod): Promise<BookingBucket[]> {
      const { column, id } = columnOf(scope, 'b');
      return rowsOf<BookingBucket>(
        db,
        sql`select ${keyOf(sql`b.start_at`, period)} as key,
            count(*)::int as total,
            (count(*) filter (where b.status = 'pending'))::int as pending,
            (count(*) filter (where b.status = 'confirmed'))::int as confirmed,
            (count(*) filter (where b.status = 'completed'))::int as completed,
            (count(*) filter (where b.status = 'cancelled'))::int as cancelled,
            (coalesce(sum(b.price) filter (where b.status = 'completed'), 0))::float8 as revenue,
            (coalesce(sum(b.price) filter (where b.status <> 'cancelled'), 0))::float8 as sales
          from bookings b
          where ${column} = ${id}::uuid and b.start_at >= ${instant(period.start)} and b.start_at < ${instant(period.end)}
          group by 1 order by 1`,
      );
    },

    /** Visible doctor reviews (of a doctor) or clinic reviews (of a clinic) per bucket of their creation. */
    async reviewBuckets(scope: StatsScope, period: StatsPeriod): Promise<ReviewBucket[]> {
      const { column, id } = columnOf(scope, 'r');
      const kind = 'doctorId' in scope ? 'doctor' : 'clinic';
      return rowsOf<ReviewBucket>(
        db,
        sql`select ${keyOf(sql`r.created_at`, period)} as key, count(*)::int as count, sum(r.rate)::int as sum
          from booking_reviews r
          where r.kind = ${kind} and ${column} = ${id}::uuid and r.is_active
            and r.created_at >= ${instant(period.start)} and r.created_at < ${instant(period.end)}
          group by 1 order by 1`,
      );
    },

    /**
     * The period's patients: the accounts with a booking in the period that is not cancelled. One is returning when
     * it had a completed booking with the same doctor (clinic) that started before the period, new otherwise.
     */
    async patients(scope: StatsScope, period: StatsPeriod): Promise<{ new: number; returning: number }> {
      const { column, id } = columnOf(scope, 'b');
      const { column: earlier } = columnOf(scope, 'e');
      const [row] = await rowsOf<{ new: number; returning: number }>(
        db,
        sql`select (count(*) filter (where not p.returning))::int as new,
            (count(*) filter (where p.returning))::int as returning
          from (
            select u.user_id, exists (
              select 1 from bookings e
              where e.user_id = u.user_id and ${earlier} = ${id}::uuid and e.status = 'completed'
                and e.start_at < ${instant(period.start)}
            ) as returning
            from (
              select distinct b.user_id from bookings b
              where ${column} = ${id}::uuid and b.status <> 'cancelled'
                and b.start_at >= ${instant(period.start)} and b.start_at < ${instant(period.end)}
            ) u
          ) p`,
      );
      return { new: row?.new ?? 0, returning: row?.returning ?? 0 };
    },

    /** The clinic's active doctors: how many, and their specialties (each once). */
    async clinicDoctors(clinicId: string): Promise<{ total: number; specialties: string[] }> {
      const [row] = await rowsOf<{ total: number; specialties: string[] | null }>(
        db,
        sql`select count(*)::int as total, array_agg(distinct d.specialty) as specialties
          from doctors d where d.clinic_id = ${clinicId}::uuid and d.is_active`,
      );
      return { total: row?.total ?? 0, specialties: row?.specialties ?? [] };
    },

    async clinicExists(clinicId: string): Promise<boolean> {
      const rows = await rowsOf<{ id: string }>(db, sql`select id from clinics where id = ${clinicId}::uuid`);
      return rows.length > 0;
    },
  };
}

export type BookingStatsRepository = ReturnType<typeof bookingStatsRepository>;
