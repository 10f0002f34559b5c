import '../zod-setup';
import { z } from 'zod';
import { VALIDATION } from '../messages/vi';
import { BookingReviewSchema, RatingStatsSchema } from './booking';
import {
  AvatarSchema,
  IdSchema,
  LocalDateSchema,
  PageQuerySchema,
  SearchParamSchema,
  VndSchema,
  envelope,
  filterQuery,
  listEnvelope,
  optionalQuery,
} from './common';
import { RateInputSchema } from './reviews';

// Booking statistics of a doctor and of a clinic (api-contract §2, §3.8, §3.9); the formulas are ADR 0021.

// ── query parameters ─────────────────────────────────────────────────────────

/**
 * `?year&month` of the statistics calls: `year` four digits (default the current year in Asia/Ho_Chi_Minh),
 * `month` 1–12 or absent (the whole year). An empty value, 'all' or 0 for the month means the whole year.
 */
export const StatisticsPeriodQuerySchema = z.object({
  year: optionalQuery(
    z.coerce
      .number({ error: VALIDATION.statisticsYearInvalid })
      .int(VALIDATION.statisticsYearInvalid)
      .min(2000, VALIDATION.statisticsYearInvalid)
      .max(2100, VALIDATION.statisticsYearInvalid),
  ),
  month: filterQuery(
    z.coerce
      .number({ error: VALIDATION.statisticsMonthInvalid })
      .int(VALIDATION.statisticsMonthInvalid)
      .min(1, VALIDATION.statisticsMonthInvalid)
      .max(12, VALIDATION.statisticsMonthInvalid),
  ),
});
export type StatisticsPeriodQuery = z.output<typeof StatisticsPeriodQuerySchema>;

export const ClinicStatsParamsSchema = z.object({ clinicId: IdSchema });

/** `GET /doctors/reviews/{doctor}` (moderation): hidden reviews included; `search` customer name, email, content. */
export const DoctorReviewModerationQuerySchema = PageQuerySchema.extend({
  rate: filterQuery(RateInputSchema),
  search: SearchParamSchema,
});
export type DoctorReviewModerationQuery = z.output<typeof DoctorReviewModerationQuerySchema>;

/** `PUT /doctors/reviews/{id}`: show or hide one of the doctor's reviews. */
export const UpdateDoctorReviewBodySchema = z.object({
  isActive: z.boolean({ error: VALIDATION.invalid }),
});
export type UpdateDoctorReviewBody = z.output<typeof UpdateDoctorReviewBodySchema>;

// ── answers ──────────────────────────────────────────────────────────────────

const CountSchema = z.number().int().min(0);
/** A percentage 0–100 with one decimal. */
const RateSchema = z.number().min(0).max(100);

/** Patients of the period (beyond the contract): booking accounts new to the doctor or clinic, or returning. */
export const PatientSplitSchema = z.object({ new: CountSchema, returning: CountSchema });
export type PatientSplit = z.infer<typeof PatientSplitSchema>;

const StatusCountsSchema = z.object({
  completed: CountSchema,
  pending: CountSchema,
  confirmed: CountSchema,
  cancelled: CountSchema,
  /** Additive (issue 30): bookings marked 'Không đến'. */
  no_show: CountSchema,
});

/** `GET /doctors/statistical` → `data`. */
export const DoctorStatisticsSchema = z.object({
  averageRating: z.number(),
  totalReviews: CountSchema,
  totalStats: StatusCountsSchema.extend({
    revenue: VndSchema,
    totalSales: VndSchema,
    revenueRate: RateSchema,
    totalBookings: CountSchema,
    conversionRate: RateSchema,
    /** Additive (issue 30): no_show ÷ (completed + no_show) × 100, one decimal; 0 when no visit was due. */
    noShowRate: RateSchema,
  }),
  patients: PatientSplitSchema,
  /** One entry per day of the month (`day` 'YYYY-MM-DD'), or per month of the year (`day` 'YYYY-MM'). */
  stats: z.array(
    StatusCountsSchema.extend({
      day: z.string(),
      totalSales: VndSchema,
      revenue: VndSchema,
    }),
  ),
});
export type DoctorStatistics = z.infer<typeof DoctorStatisticsSchema>;

const RevenuePairSchema = z.object({ actual: VndSchema, potential: VndSchema });

/** `GET /admin/clinics/statistical-overview/{clinicId}` → `data`. */
export const ClinicOverviewSchema = z.object({
  timeRange: z.object({ from: LocalDateSchema, to: LocalDateSchema }),
  bookings: z.object({
    total: CountSchema,
    revenue: RevenuePairSchema,
    status: StatusCountsSchema,
    completionRate: RateSchema,
    /** Additive (issue 30): no_show ÷ (completed + no_show) × 100, one decimal; 0 when no visit was due. */
    noShowRate: RateSchema,
  }),
  doctors: z.object({ total: CountSchema, specialties: z.array(z.string()) }),
  reviews: z.object({ average: z.number(), total: CountSchema }),
  patients: PatientSplitSchema,
});
export type ClinicOverview = z.infer<typeof ClinicOverviewSchema>;

/**
 * One doctor of the clinic over the period ('Bác sĩ nổi bật', beyond the contract; ADR 0021): `bookings` every
 * booking of the period (cancelled included), `revenue` Σ price of the completed ones, `averageRating` and `reviews`
 * over the doctor's visible reviews created in the period.
 */
export const ClinicDoctorStatsSchema = z.object({
  _id: z.string(),
  name: z.string(),
  avatar: AvatarSchema,
  specialty: z.string(),
  isActive: z.boolean(),
  bookings: CountSchema,
  completed: CountSchema,
  cancelled: CountSchema,
  /** Additive (issue 30): bookings marked 'Không đến', and their rate as the clinic's. */
  noShow: CountSchema,
  noShowRate: RateSchema,
  revenue: VndSchema,
  averageRating: z.number(),
  reviews: CountSchema,
});
export type ClinicDoctorStats = z.infer<typeof ClinicDoctorStatsSchema>;

/**
 * `GET /admin/clinics/statistical-detail/{clinicId}` → `data`: `label` 'dd/MM' per day, 'MM/yyyy' per month;
 * `doctors` by revenue, then completed bookings, then name.
 */
export const ClinicDetailStatsSchema = z.object({
  charts: z.object({
    booking: z.array(
      StatusCountsSchema.extend({ label: z.string(), total: CountSchema, revenue: RevenuePairSchema }),
    ),
    review: z.array(z.object({ label: z.string(), average: z.number(), total: CountSchema })),
  }),
  doctors: z.array(ClinicDoctorStatsSchema),
});
export type ClinicDetailStats = z.infer<typeof ClinicDetailStatsSchema>;

export const DoctorStatisticsResponseSchema = envelope(DoctorStatisticsSchema);
export const ClinicOverviewResponseSchema = envelope(ClinicOverviewSchema);
export const ClinicDetailStatsResponseSchema = envelope(ClinicDetailStatsSchema);

/** `GET /doctors/reviews/{doctor}` → the doctor's reviews, hidden included, with the statistics of the visible ones. */
export const DoctorReviewModerationResponseSchema = listEnvelope(BookingReviewSchema).extend({
  stats: RatingStatsSchema,
});
