import {
  avatarOf,
  type ClinicDetailStats,
  type ClinicOverview,
  type DoctorStatistics,
  type StatisticsPeriodQuery,
} from '@lumi/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import {
  averageOf,
  bucketLabel,
  compareDoctorRank,
  noShowRate,
  percentOf,
  statusCountsOf,
  statsPeriod,
  type StatsPeriod,
} from './figures';
import { bookingStatsRepository, type BookingBucket, type ReviewBucket, type StatsScope } from './repository';

/** What the statistics read, for the routes' kept answers (ADR 0048). */
export { BOOKING_STATS_TABLES } from './repository';

export type BookingStatsService = ReturnType<typeof createBookingStatsService>;

const EMPTY_BOOKINGS: Omit<BookingBucket, 'key'> = {
  total: 0,
  pending: 0,
  confirmed: 0,
  completed: 0,
  cancelled: 0,
  no_show: 0,
  revenue: 0,
  sales: 0,
};

/** Every bucket of the period in order, the empty ones as zeros. */
function fill<T extends { key: string }>(period: StatsPeriod, rows: T[], empty: Omit<T, 'key'>): T[] {
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return period.keys.map((key) => byKey.get(key) ?? ({ ...empty, key } as T));
}

function sumBookings(buckets: BookingBucket[]): Omit<BookingBucket, 'key'> {
  const total = { ...EMPTY_BOOKINGS };
  for (const b of buckets) {
    total.total += b.total;
    total.pending += b.pending;
    total.confirmed += b.confirmed;
    total.completed += b.completed;
    total.cancelled += b.cancelled;
    total.no_show += b.no_show;
    total.revenue += b.revenue;
    total.sales += b.sales;
  }
  return total;
}

function sumReviews(buckets: ReviewBucket[]): { average: number; total: number } {
  let count = 0;
  let sum = 0;
  for (const b of buckets) {
    count += b.count;
    sum += b.sum;
  }
  return { average: averageOf(sum, count), total: count };
}

/**
 * Booking statistics of a doctor and of a clinic (api-contract §3.8, §3.9; formulas in ADR 0021): the totals are
 * the sums of the buckets, so the cards and the charts of one screen always agree.
 */
export function createBookingStatsService(deps: { db: Db; clock: Clock }) {
  const repo = () => bookingStatsRepository(deps.db);

  const periodOf = (query: StatisticsPeriodQuery) => statsPeriod(query, deps.clock.now());

  async function read(scope: StatsScope, period: StatsPeriod) {
    const [bookings, reviews, patients] = await Promise.all([
      repo().bookingBuckets(scope, period),
      repo().reviewBuckets(scope, period),
      repo().patients(scope, period),
    ]);
    const bookingBuckets = fill(period, bookings, EMPTY_BOOKINGS);
    const reviewBuckets = fill(period, reviews, { count: 0, sum: 0 });
    return {
      bookingBuckets,
      reviewBuckets,
      totals: sumBookings(bookingBuckets),
      rating: sumReviews(reviewBuckets),
      patients,
    };
  }

  /** A CLINIC account reads only its own clinic (else FORBIDDEN); an unknown clinic is CLINIC_NOT_FOUND. */
  async function clinicScope(clinicId: string, allowedClinicId: string | null): Promise<StatsScope> {
    if (allowedClinicId !== null && allowedClinicId !== clinicId) throw new AppError('FORBIDDEN');
    if (!(await repo().clinicExists(clinicId))) throw new AppError('CLINIC_NOT_FOUND');
    return { clinicId };
  }

  return {
    /** GET /doctors/statistical: the signed-in doctor's own figures. */
    async doctor(doctorId: string, query: StatisticsPeriodQuery): Promise<DoctorStatistics> {
      const { bookingBuckets, totals, rating, patients } = await read({ doctorId }, periodOf(query));
      return {
        averageRating: rating.average,
        totalReviews: rating.total,
        totalStats: {
          revenue: totals.revenue,
          totalSales: totals.sales,
          revenueRate: percentOf(totals.revenue, totals.sales),
          totalBookings: totals.total,
          conversionRate: percentOf(totals.completed, totals.total),
          noShowRate: noShowRate(totals),
          ...statusCountsOf(totals),
        },
        patients,
        stats: bookingBuckets.map((b) => ({
          day: b.key,
          totalSales: b.sales,
          revenue: b.revenue,
          ...statusCountsOf(b),
        })),
      };
    },

    /**
     * GET /admin/clinics/statistical-overview/{clinicId}. `allowedClinicId` is the CLINIC account's own clinic (null
     * for a site ADMIN, who reads any).
     */
    async clinicOverview(
      clinicId: string,
      allowedClinicId: string | null,
      query: StatisticsPeriodQuery,
    ): Promise<ClinicOverview> {
      const scope = await clinicScope(clinicId, allowedClinicId);
      const period = periodOf(query);
      const [{ totals, rating, patients }, doctors] = await Promise.all([
        read(scope, period),
        repo().clinicDoctors(clinicId),
      ]);
      return {
        timeRange: { from: period.from, to: period.to },
        bookings: {
          total: totals.total,
          revenue: { actual: totals.revenue, potential: totals.sales },
          status: statusCountsOf(totals),
          completionRate: percentOf(totals.completed, totals.total),
          noShowRate: noShowRate(totals),
        },
        doctors: {
          total: doctors.total,
          specialties: [...doctors.specialties].sort((a, b) => a.localeCompare(b, 'vi')),
        },
        reviews: rating,
        patients,
      };
    },

    /**
     * GET /admin/clinics/statistical-detail/{clinicId}: one chart entry per day of the month or month of the year,
     * and the clinic's doctors ranked by revenue ('Bác sĩ nổi bật').
     */
    async clinicDetail(
      clinicId: string,
      allowedClinicId: string | null,
      query: StatisticsPeriodQuery,
    ): Promise<ClinicDetailStats> {
      const scope = await clinicScope(clinicId, allowedClinicId);
      const period = periodOf(query);
      const [{ bookingBuckets, reviewBuckets }, doctors] = await Promise.all([
        read(scope, period),
        repo().clinicDoctorTotals(clinicId, period),
      ]);
      return {
        charts: {
          booking: bookingBuckets.map((b) => ({
            label: bucketLabel(b.key),
            total: b.total,
            revenue: { actual: b.revenue, potential: b.sales },
            ...statusCountsOf(b),
          })),
          review: reviewBuckets.map((b) => ({
            label: bucketLabel(b.key),
            average: averageOf(b.sum, b.count),
            total: b.count,
          })),
        },
        doctors: [...doctors].sort(compareDoctorRank).map((d) => ({
          _id: d.id,
          name: d.name,
          avatar: avatarOf(d.avatar, d.name),
          specialty: d.specialty,
          isActive: d.isActive,
          bookings: d.bookings,
          completed: d.completed,
          cancelled: d.cancelled,
          noShow: d.no_show,
          noShowRate: noShowRate(d),
          revenue: d.revenue,
          averageRating: averageOf(d.reviewSum, d.reviewCount),
          reviews: d.reviewCount,
        })),
      };
    },
  };
}
