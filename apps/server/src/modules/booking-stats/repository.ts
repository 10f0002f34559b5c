import { sql, type SQL } from 'drizzle-orm';
import { BUSINESS_TIME_ZONE, type Image } from '@lumi/shared';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/sql';
import { bookingFigureColumns } from '../bookings/figures-sql';
import type { StatsPeriod } from './figures';
import { bookingView } from '../../db/read/bookings';
import { bookingReviewView, clinicView } from '../../db/read/clinics';
import { doctorView } from '../../db/read/doctors';
import { viewAs } from '../../db/views';

/** The tables the booking statistics read (through their owners' views): a change to one drops kept answers. */
export const BOOKING_STATS_TABLES = ['bookings', 'booking_reviews', 'doctors', 'clinics'] as const;

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
  no_show: number;
  /** Σ price of completed bookings ("Doanh thu thực"). */
  revenue: number;
  /** Σ price of bookings not cancelled ("Doanh số"). */
  sales: number;
};

/** Visible reviews received in one bucket: their count and the sum of their stars. */
export type ReviewBucket = { key: string; count: number; sum: number };

/** One doctor of a clinic over a period: its bookings by appointment date, its reviews by creation date. */
export type DoctorTotals = {
  id: string;
  name: string;
  avatar: Image | null;
  specialty: string;
  isActive: boolean;
  bookings: number;
  completed: number;
  cancelled: number;
  no_show: number;
  /** Σ price of completed bookings, as `BookingBucket.revenue`. */
  revenue: number;
  /** Visible doctor reviews created in the period: their count and the sum of their stars. */
  reviewCount: number;
  reviewSum: number;
};

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

/** Whether an instant column lies in the period [start, end). */
const within = (column: SQL, period: StatsPeriod) =>
  sql`${column} >= ${instant(period.start)} and ${column} < ${instant(period.end)}`;

/** The booking sums of ADR 0021 over the rows of `bookings b` in scope (the bookings module's figures). */
const BOOKING_SUMS = bookingFigureColumns({
  total: 'total',
  pending: 'pending',
  confirmed: 'confirmed',
  completed: 'completed',
  cancelled: 'cancelled',
  no_show: 'no_show',
  revenue: 'revenue',
  sales: 'sales',
});

/** The visible reviews of one kind (alias r) created in the period. */
const visibleReviewsIn = (kind: 'doctor' | 'clinic', period: StatsPeriod) =>
  sql`r.kind = ${kind} and r.is_active and ${within(sql`r.created_at`, period)}`;

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
        sql`select ${keyOf(sql`b.start_at`, period)} as key, ${BOOKING_SUMS}
          from ${viewAs(bookingView, 'b')}
          where ${column} = ${id}::uuid and ${within(sql`b.start_at`, period)}
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
          from ${viewAs(bookingReviewView, 'r')}
          where ${visibleReviewsIn(kind, period)} and ${column} = ${id}::uuid
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
              select 1 from ${viewAs(bookingView, 'e')}
              where e.user_id = u.user_id and ${earlier} = ${id}::uuid and e.status = 'completed'
                and e.start_at < ${instant(period.start)}
            ) as returning
            from (
              select distinct b.user_id from ${viewAs(bookingView, 'b')}
              where ${column} = ${id}::uuid and b.status <> 'cancelled' and ${within(sql`b.start_at`, period)}
            ) u
          ) p`,
      );
      return { new: row?.new ?? 0, returning: row?.returning ?? 0 };
    },

    /**
     * Every doctor of the clinic over the period: the active ones always (zeros included), an inactive one only
     * with a booking or a visible review in the period. Unordered (the service orders them).
     */
    async clinicDoctorTotals(clinicId: string, period: StatsPeriod): Promise<DoctorTotals[]> {
      return rowsOf<DoctorTotals>(
        db,
        sql`select d.id, d.name, d.avatar, d.specialty, d.is_active as "isActive",
            coalesce(bs.total, 0)::int as bookings, coalesce(bs.completed, 0)::int as completed,
            coalesce(bs.cancelled, 0)::int as cancelled, coalesce(bs.no_show, 0)::int as no_show,
            coalesce(bs.revenue, 0)::float8 as revenue,
            coalesce(rs.count, 0)::int as "reviewCount", coalesce(rs.sum, 0)::int as "reviewSum"
          from ${viewAs(doctorView, 'd')}
          left join (
            select b.doctor_id, ${BOOKING_SUMS}
            from ${viewAs(bookingView, 'b')}
            where b.clinic_id = ${clinicId}::uuid and ${within(sql`b.start_at`, period)}
            group by b.doctor_id
          ) bs on bs.doctor_id = d.id
          left join (
            select r.doctor_id, count(*)::int as count, sum(r.rate)::int as sum
            from ${viewAs(bookingReviewView, 'r')}
            where ${visibleReviewsIn('doctor', period)} and r.clinic_id = ${clinicId}::uuid
            group by r.doctor_id
          ) rs on rs.doctor_id = d.id
          where d.clinic_id = ${clinicId}::uuid and (d.is_active or bs.doctor_id is not null or rs.doctor_id is not null)`,
      );
    },

    /** The clinic's active doctors: how many, and their specialties (each once). */
    async clinicDoctors(clinicId: string): Promise<{ total: number; specialties: string[] }> {
      const [row] = await rowsOf<{ total: number; specialties: string[] | null }>(
        db,
        sql`select count(*)::int as total, array_agg(distinct d.specialty) as specialties
          from ${viewAs(doctorView, 'd')} where d.clinic_id = ${clinicId}::uuid and d.is_active`,
      );
      return { total: row?.total ?? 0, specialties: row?.specialties ?? [] };
    },

    async clinicExists(clinicId: string): Promise<boolean> {
      const rows = await rowsOf<{ id: string }>(
        db,
        sql`select id from ${viewAs(clinicView, 'clinics')} where id = ${clinicId}::uuid`,
      );
      return rows.length > 0;
    },
  };
}

export type BookingStatsRepository = ReturnType<typeof bookingStatsRepository>;
