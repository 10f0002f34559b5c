import '../zod-setup';
import { z } from 'zod';
import {
  CLINIC_HOURS_FILTERS,
  DOCTOR_COUNT_FILTERS,
  DOCTOR_RECOMMEND_PAGE_SIZE,
  EXPERIENCE_FILTERS,
  MAX_PAGE_SIZE,
} from '../constants';
import { CONTACT_VALIDATION } from '../messages/clinic-directory';
import { VALIDATION } from '../messages/vi';
import { BookingReviewSchema, RatingStatsSchema } from './booking';
import { PriceRangeParamSchema, RatingParamSchema, arrayQuery } from './catalog/listing';
import { ClinicSchema, ClinicSummarySchema, DoctorSummarySchema } from './clinic';
import {
  EmailSchema,
  IdSchema,
  IsoDateTimeSchema,
  PageQuerySchema,
  PhoneSchema,
  SearchParamSchema,
  envelope,
  filterQuery,
  listEnvelope,
  optionalQuery,
} from './common';
import { RateInputSchema } from './reviews';

// The public clinic and doctor directory (api-contract §3.8, §3.9, §4.5, §4.11): query parameters and answers.

// ── filter values ────────────────────────────────────────────────────────────

// `workingHours`, `doctorCount` and `experience` values: CLINIC_HOURS_FILTERS, DOCTOR_COUNT_FILTERS and
// EXPERIENCE_FILTERS (../constants, so that the lists' pages read them without these schemas).

/** Minimum averages offered by the filter panels (§1.8 `rating`). */
export const DOCTOR_RATING_OPTIONS = [4.5, 4, 3.5] as const;
export const CLINIC_RATING_OPTIONS = [4.5, 4, 3.5, 3] as const;

/** A specialty label as a filter value (labels never contain commas). */
const LabelSchema = z.string().trim().min(1).max(100, VALIDATION.invalid);

// ── query parameters ─────────────────────────────────────────────────────────

/** GET /clinics/by-customer. */
export const ListClinicsQuerySchema = PageQuerySchema.extend({
  search: SearchParamSchema,
  specialties: arrayQuery(LabelSchema),
  priceRange: PriceRangeParamSchema,
  doctorCount: filterQuery(z.enum(DOCTOR_COUNT_FILTERS, { error: VALIDATION.invalid })),
  rating: RatingParamSchema,
  workingHours: filterQuery(z.enum(CLINIC_HOURS_FILTERS, { error: VALIDATION.invalid })),
});
export type ListClinicsQuery = z.output<typeof ListClinicsQuerySchema>;

/** GET /doctors/by-customer. */
export const ListDoctorsQuerySchema = PageQuerySchema.extend({
  search: SearchParamSchema,
  specialty: arrayQuery(LabelSchema),
  clinic: arrayQuery(IdSchema),
  experience: filterQuery(z.enum(EXPERIENCE_FILTERS, { error: VALIDATION.invalid })),
  priceRange: PriceRangeParamSchema,
  rating: RatingParamSchema,
});
export type ListDoctorsQuery = z.output<typeof ListDoctorsQuerySchema>;

export const DirectorySlugParamsSchema = z.object({ slug: z.string().trim().min(1).max(200) });

/** GET /clinics/reviews: `clinicId` required; `rating` an exact star value. */
/** `sortBy` of the clinic reviews. */
export const CLINIC_REVIEW_SORTS = ['createdAt', 'rate'] as const;
export type ClinicReviewSort = (typeof CLINIC_REVIEW_SORTS)[number];

export const ClinicReviewsQuerySchema = PageQuerySchema.extend({
  clinicId: z.string({ error: VALIDATION.required }).pipe(IdSchema),
  sortBy: optionalQuery(z.enum(CLINIC_REVIEW_SORTS, { error: VALIDATION.invalid })).transform(
    (v) => v ?? 'createdAt',
  ),
  sortOrder: optionalQuery(z.enum(['asc', 'desc'], { error: VALIDATION.invalid })).transform(
    (v) => v ?? 'desc',
  ),
  rating: filterQuery(RateInputSchema),
});
export type ClinicReviewsQuery = z.output<typeof ClinicReviewsQuerySchema>;

/** GET /doctors/reviews/by-customer/{doctor}: newest first, `rate` an exact star value. */
export const DoctorReviewsQuerySchema = PageQuerySchema.extend({ rate: filterQuery(RateInputSchema) });
export type DoctorReviewsQuery = z.output<typeof DoctorReviewsQuerySchema>;

export const DoctorParamsSchema = z.object({ doctor: IdSchema });

/** GET /doctors/search-doctor-clinic: an empty text answers nothing. */
export const SearchDoctorClinicQuerySchema = z.object({ search: SearchParamSchema });

/** GET /doctors/doctor-recommend/: product category ids; pageSize 5 by default (§1.5). */
export const DoctorRecommendQuerySchema = z.object({
  page: PageQuerySchema.shape.page,
  pageSize: optionalQuery(
    z.coerce.number().int().min(1, VALIDATION.invalid).max(MAX_PAGE_SIZE, VALIDATION.invalid),
  ).transform((v) => v ?? DOCTOR_RECOMMEND_PAGE_SIZE),
  categories: arrayQuery(IdSchema),
});
export type DoctorRecommendQuery = z.output<typeof DoctorRecommendQuerySchema>;

// ── answers ──────────────────────────────────────────────────────────────────

const OptionSchema = z.object({ label: z.string(), value: z.string() });
const RatingOptionSchema = z.object({ label: z.string(), value: z.number() });

/**
 * `statistics` of the public clinic detail (api-contract §2 Clinic, "detail answer only"), as the reference client
 * reads it (ADR 0030): the same figures as the clinic's `doctorCount`, `reviewCount` and `averageRating`, the
 * reference's `totalReviews` (= reviewCount) and how many visible reviews gave each star.
 */
export const ClinicStatisticsSchema = z.object({
  doctorCount: z.number().int(),
  reviewCount: z.number().int(),
  totalReviews: z.number().int(),
  averageRating: z.number(),
  ratingDistribution: RatingStatsSchema.shape.ratingDistribution,
});
export type ClinicStatistics = z.infer<typeof ClinicStatisticsSchema>;

/** `GET /clinics/{slug}`: the clinic with its statistics. */
export const PublicClinicDetailSchema = ClinicSchema.extend({ statistics: ClinicStatisticsSchema });
export type PublicClinicDetail = z.infer<typeof PublicClinicDetailSchema>;
export const PublicClinicDetailResponseSchema = envelope(PublicClinicDetailSchema);

/** `prices.stats` of both filter panels: the fees' range, as numbers and as shown ('150.000 ₫'). */
const PriceStatsSchema = z.object({
  min: z.number().int(),
  max: z.number().int(),
  formatted: z.object({ min: z.string(), max: z.string() }),
});

export const ClinicFilterOptionsSchema = z.object({
  status: z.object({ stats: z.object({ total: z.number().int(), activeCount: z.number().int() }) }),
  specialties: z.object({ options: z.array(OptionSchema) }),
  prices: z.object({ stats: PriceStatsSchema, ranges: z.array(OptionSchema) }),
  /**
   * As the reference sends it (ADR 0030): the options, and the fewest and most doctors a listed clinic has. It was a
   * bare array of the options before issue 24.
   */
  doctorCounts: z.object({
    options: z.array(OptionSchema),
    stats: z.object({ min: z.number().int(), max: z.number().int() }),
  }),
  ratings: z.array(RatingOptionSchema),
  workingHours: z.array(OptionSchema),
});
export type ClinicFilterOptions = z.infer<typeof ClinicFilterOptionsSchema>;

export const DoctorFilterOptionsSchema = z.object({
  status: z.object({ stats: z.object({ total: z.number().int(), active: z.number().int() }) }),
  specialties: z.object({ options: z.array(OptionSchema) }),
  experience: z.object({ stats: z.object({ avg: z.number() }), options: z.array(OptionSchema) }),
  prices: z.object({ stats: PriceStatsSchema, ranges: z.array(OptionSchema) }),
  ratings: z.object({ stats: z.object({ total: z.number().int() }), options: z.array(RatingOptionSchema) }),
  clinics: z.object({ options: z.array(OptionSchema.extend({ address: z.string() })) }),
});
export type DoctorFilterOptions = z.infer<typeof DoctorFilterOptionsSchema>;

export const ClinicListResponseSchema = listEnvelope(ClinicSummarySchema);
export const DoctorListResponseSchema = listEnvelope(DoctorSummarySchema);

/** A page of visible doctor or clinic reviews with the statistics of all of them. */
export const BookingReviewListResponseSchema = listEnvelope(BookingReviewSchema).extend({
  stats: RatingStatsSchema,
});
export type BookingReviewListResponse = z.infer<typeof BookingReviewListResponseSchema>;

export const RecommendedDoctorSchema = DoctorSummarySchema.extend({ score: z.number() });
export type RecommendedDoctor = z.infer<typeof RecommendedDoctorSchema>;
export const DoctorRecommendResponseSchema = listEnvelope(RecommendedDoctorSchema);

export const DoctorClinicSuggestionSchema = z.union([
  DoctorSummarySchema.extend({ type: z.literal('doctor') }),
  ClinicSummarySchema.extend({ type: z.literal('clinic') }),
]);
export type DoctorClinicSuggestion = z.infer<typeof DoctorClinicSuggestionSchema>;
export const SearchDoctorClinicResponseSchema = envelope(z.array(DoctorClinicSuggestionSchema));

// ── contact form (api-contract §4.11) ────────────────────────────────────────

const requiredText = (required: string, min: number, max: number, length: string) =>
  z.string({ error: required }).trim().min(1, required).min(min, length).max(max, length);

/** POST /contacts (the partnership form). An empty address is stored as null. */
export const CreateContactBodySchema = z.object({
  clinicName: requiredText(
    CONTACT_VALIDATION.clinicNameRequired,
    2,
    200,
    CONTACT_VALIDATION.clinicNameLength,
  ),
  contactName: requiredText(
    CONTACT_VALIDATION.contactNameRequired,
    2,
    100,
    CONTACT_VALIDATION.contactNameLength,
  ),
  email: EmailSchema,
  phone: PhoneSchema,
  address: z
    .string()
    .trim()
    .max(255, CONTACT_VALIDATION.addressMax)
    .nullable()
    .optional()
    .transform((v) => v || null),
  content: requiredText(CONTACT_VALIDATION.contentRequired, 1, 2000, CONTACT_VALIDATION.contentMax),
});
export type CreateContactBody = z.output<typeof CreateContactBodySchema>;
/** What the form holds before parsing. */
export type CreateContactInput = z.input<typeof CreateContactBodySchema>;

export const ContactSchema = z.object({
  _id: z.string(),
  clinicName: z.string(),
  contactName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string().nullable(),
  content: z.string(),
  createdAt: IsoDateTimeSchema,
  /** Additive (issue 24): whether an administrator has dealt with the request, when and who (ADR 0030). */
  handled: z.boolean(),
  handledAt: IsoDateTimeSchema.nullable(),
  /** Null while not handled, or when the account that handled it has been deleted since. */
  handledBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
});
export type Contact = z.infer<typeof ContactSchema>;

/** The list's `status`: requests still waiting for an answer, or those already handled. */
export const CONTACT_STATUS_FILTERS = ['new', 'handled'] as const;
export type ContactStatusFilter = (typeof CONTACT_STATUS_FILTERS)[number];

/** GET /admin/contacts: `search` in the clinic, the person, the email or the phone; `status` new or handled. */
export const ListContactsQuerySchema = PageQuerySchema.extend({
  search: SearchParamSchema,
  status: filterQuery(z.enum(CONTACT_STATUS_FILTERS, { error: VALIDATION.invalid })),
});
export type ListContactsQuery = z.output<typeof ListContactsQuerySchema>;

/** PATCH /admin/contacts/{id}: mark the request handled (who and when are recorded) or back to new. */
export const UpdateContactBodySchema = z.object({ handled: z.boolean({ error: VALIDATION.invalid }) });
export type UpdateContactBody = z.infer<typeof UpdateContactBodySchema>;

export const ContactListResponseSchema = listEnvelope(ContactSchema);
export const ContactResponseSchema = envelope(ContactSchema);
export const ContactCreatedResponseSchema = envelope(z.object({ _id: z.string() }));
