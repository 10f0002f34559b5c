import { z } from 'zod';
import { VALIDATION } from '../messages/vi';
import { EmailSchema, PhoneSchema, envelope, listEnvelope } from './common';
import { BookingReviewSchema, RatingStatsSchema } from './booking';
import { ClinicSummarySchema, DoctorSummarySchema } from './clinic';

/**
 * The public clinic and doctor discovery answers (api-contract §3.8, §3.9) and the partnership contact form
 * (§4.11): the shapes the web reads and the server declares as its `response`.
 */

// ── listing filters (values are what the list calls accept) ──────────────────

/** `doctorCount` of `GET /clinics/by-customer`. */
export const CLINIC_DOCTOR_COUNTS = ['1-5', '6-10', '11-20', '20+'] as const;
export type ClinicDoctorCount = (typeof CLINIC_DOCTOR_COUNTS)[number];

/** `workingHours` of `GET /clinics/by-customer`. */
export const CLINIC_WORKING_HOURS = ['morning', 'afternoon', 'evening', 'allday'] as const;
export type ClinicWorkingHours = (typeof CLINIC_WORKING_HOURS)[number];

/** `experience` (years) of `GET /doctors/by-customer`. */
export const DOCTOR_EXPERIENCE_RANGES = ['0-2', '2-5', '5-10', '10+'] as const;
export type DoctorExperienceRange = (typeof DOCTOR_EXPERIENCE_RANGES)[number];

/** Clinic review sorts (`sortBy`) of `GET /clinics/reviews`. */
export const CLINIC_REVIEW_SORTS = ['createdAt', 'rate'] as const;
export type ClinicReviewSort = (typeof CLINIC_REVIEW_SORTS)[number];

const OptionSchema = z.object({ label: z.string(), value: z.string() });
const RatingOptionSchema = z.object({ label: z.string(), value: z.number() });

/** `GET /clinics/filter-options` → data (whole, not paginated). */
export const ClinicFilterOptionsSchema = z.object({
  status: z.object({ stats: z.object({ total: z.number().int(), activeCount: z.number().int() }) }),
  specialties: z.object({ options: z.array(OptionSchema) }),
  prices: z.object({
    stats: z.object({ min: z.number(), max: z.number() }),
    ranges: z.array(OptionSchema),
  }),
  doctorCounts: z.array(OptionSchema),
  ratings: z.array(RatingOptionSchema),
  workingHours: z.array(OptionSchema),
});
export type ClinicFilterOptions = z.infer<typeof ClinicFilterOptionsSchema>;

/** `GET /doctors/filter-options` → data (whole, not paginated). */
export const DoctorFilterOptionsSchema = z.object({
  status: z.object({ stats: z.object({ total: z.number().int(), active: z.number().int() }) }),
  specialties: z.object({ options: z.array(OptionSchema) }),
  experience: z.object({ stats: z.object({ avg: z.number() }), options: z.array(OptionSchema) }),
  prices: z.object({
    stats: z.object({ formatted: z.object({ min: z.string(), max: z.string() }) }),
    ranges: z.array(OptionSchema),
  }),
  ratings: z.object({ stats: z.object({ total: z.number().int() }), options: z.array(RatingOptionSchema) }),
  clinics: z.object({ options: z.array(OptionSchema.extend({ address: z.string() })) }),
});
export type DoctorFilterOptions = z.infer<typeof DoctorFilterOptionsSchema>;

// ── answers ──────────────────────────────────────────────────────────────────

/** One suggestion of `GET /doctors/search-doctor-clinic` (≤ 5 of each kind). */
export const SearchDoctorClinicItemSchema = z.discriminatedUnion('type', [
  DoctorSummarySchema.extend({ type: z.literal('doctor') }),
  ClinicSummarySchema.extend({ type: z.literal('clinic') }),
]);
export type SearchDoctorClinicItem = z.infer<typeof SearchDoctorClinicItemSchema>;

/** One entry of `GET /doctors/doctor-recommend/`: a doctor and their match with the product categories. */
export const DoctorRecommendationSchema = DoctorSummarySchema.extend({ score: z.number() });
export type DoctorRecommendation = z.infer<typeof DoctorRecommendationSchema>;

/** `GET /clinics/reviews` (and the doctor review lists): visible reviews + pagination + `stats`. */
export const BookingReviewsResponseSchema = listEnvelope(BookingReviewSchema).extend({
  stats: RatingStatsSchema,
});
export type BookingReviewsResponse = z.infer<typeof BookingReviewsResponseSchema>;

// ── the partnership contact form (api-contract §4.11) ───────────────────────

export const ContactBodySchema = z.object({
  clinicName: z
    .string({ error: VALIDATION.contactClinicNameRequired })
    .trim()
    .min(1, VALIDATION.contactClinicNameRequired)
    .min(2, VALIDATION.contactClinicNameLength)
    .max(200, VALIDATION.contactClinicNameLength),
  contactName: z
    .string({ error: VALIDATION.contactNameRequired })
    .trim()
    .min(1, VALIDATION.contactNameRequired)
    .min(2, VALIDATION.contactNameLength)
    .max(100, VALIDATION.contactNameLength),
  email: EmailSchema,
  phone: PhoneSchema,
  address: z.string().trim().max(255, VALIDATION.contactAddressMax).optional(),
  content: z
    .string({ error: VALIDATION.contactContentRequired })
    .trim()
    .min(1, VALIDATION.contactContentRequired)
    .max(2000, VALIDATION.contactContentMax),
});
export type ContactBody = z.input<typeof ContactBodySchema>;

/** `POST /contacts` → 201. */
export const ContactCreatedResponseSchema = envelope(z.object({ _id: z.string() }));
