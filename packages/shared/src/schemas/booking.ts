import '../zod-setup';
import { z } from 'zod';
import { BOOKING_STATUSES, DEPOSIT_STATUSES, PATIENT_GENDERS } from '../enums';
import { isCalendarDate } from '../logic/date';
import { VALIDATION } from '../messages/vi';
import { ClinicSummarySchema, DayOfWeekSchema, TimeRangeSchema } from './clinic';
import {
  AvatarSchema,
  EmailSchema,
  IdSchema,
  IsoDateTimeSchema,
  LocalDateSchema,
  LocalTimeSchema,
  PageQuerySchema,
  PersonNameSchema,
  PhoneSchema,
  SearchParamSchema,
  VndSchema,
  filterQuery,
  listEnvelope,
  optionalQuery,
} from './common';
import { CancelReasonSchema, requireCancelReason } from './orders';
import { RateDistributionSchema, RateInputSchema, ReviewRateSchema } from './reviews';

// ── answers (api-contract §2) ────────────────────────────────────────────────

export const BookingStatusSchema = z.enum(BOOKING_STATUSES, { error: VALIDATION.bookingStatusInvalid });

/** Who moved a booking; a site ADMIN acting on the clinic's bookings is recorded as 'Clinic' (§4.1). */
export const BOOKING_ACTOR_MODELS = ['User', 'Doctor', 'Clinic', 'System'] as const;
export type BookingActorModel = (typeof BOOKING_ACTOR_MODELS)[number];

export const PatientSchema = z.object({
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  gender: z.enum(PATIENT_GENDERS),
  dateOfBirth: LocalDateSchema,
  address: z.string(),
  note: z.string().nullable(),
});
export type Patient = z.infer<typeof PatientSchema>;

export const BookingEventSchema = z.object({
  prevStatus: BookingStatusSchema.nullable(),
  status: BookingStatusSchema,
  updatedBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  updatedByModel: z.enum(BOOKING_ACTOR_MODELS),
  note: z.string().nullable(),
  date: IsoDateTimeSchema,
});
export type BookingEvent = z.infer<typeof BookingEventSchema>;

/** A booking's deposit (ADR 0061): its amount, its state, until when it may be paid, and when it was paid. */
export const BookingDepositSchema = z.object({
  amount: VndSchema,
  status: z.enum(DEPOSIT_STATUSES),
  expiresAt: IsoDateTimeSchema,
  paidAt: IsoDateTimeSchema.nullable(),
});
export type BookingDeposit = z.infer<typeof BookingDepositSchema>;

export const BookingSchema = z.object({
  _id: z.string(),
  code: z.string(),
  user: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  doctor: z.object({
    _id: z.string(),
    name: z.string(),
    slug: z.string(),
    avatar: AvatarSchema,
    specialty: z.string(),
    email: z.string(),
    phone: z.string(),
  }),
  clinic: ClinicSummarySchema.pick({ _id: true, name: true, slug: true, logo: true, address: true }).extend({
    phone: z.string(),
    /** How long before the visit the customer may still move it (issue 30). */
    rescheduleNoticeHours: z.number().int(),
  }),
  date: LocalDateSchema,
  startTime: LocalTimeSchema,
  endTime: LocalTimeSchema,
  duration: z.number().int(),
  startAt: IsoDateTimeSchema,
  endAt: IsoDateTimeSchema,
  price: VndSchema,
  customer: PatientSchema,
  status: BookingStatusSchema,
  cancelReason: z.string().nullable(),
  cancelledBy: z.enum(BOOKING_ACTOR_MODELS).nullable(),
  statusHistory: z.array(BookingEventSchema),
  isReview: z.boolean(),
  isClinicReview: z.boolean(),
  canCancel: z.boolean(),
  canEdit: z.boolean(),
  /** How many times the customer moved it to another slot (issue 30). */
  rescheduleCount: z.number().int(),
  /** Whether the customer may move it now: see `bookingRescheduleBlock`. */
  canReschedule: z.boolean(),
  /** When the customer said through a reminder's link that they will come (issue 30, ADR 0058). */
  customerConfirmedAt: IsoDateTimeSchema.nullable(),
  /** Additive (issue 30, ADR 0061): the deposit asked after missed visits, or null. */
  deposit: BookingDepositSchema.nullable(),
  createdAt: IsoDateTimeSchema,
  updatedAt: IsoDateTimeSchema,
});
export type Booking = z.infer<typeof BookingSchema>;

/** Top-level `statistics` of the booking lists (§3.10): counts by status over the caller's bookings. */
export const BookingStatisticsSchema = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  confirmed: z.number().int(),
  completed: z.number().int(),
  cancelled: z.number().int(),
  /** Additive (issue 30): 'Không đến'. */
  no_show: z.number().int(),
});
export type BookingStatistics = z.infer<typeof BookingStatisticsSchema>;

export const TimeSlotSchema = z.object({
  startTime: LocalTimeSchema,
  endTime: LocalTimeSchema,
  isAvailable: z.boolean(),
  duration: z.number().int(),
});
export type TimeSlot = z.infer<typeof TimeSlotSchema>;

/** The answer of `schedule-booking` (§3.9); `message` says why a day has no slots. */
export const DayScheduleSchema = z.object({
  date: LocalDateSchema,
  dayOfWeek: DayOfWeekSchema,
  isOpen: z.boolean(),
  workingHours: TimeRangeSchema.extend({ breakTime: TimeRangeSchema.nullable() }).nullable(),
  timeSlots: z.array(TimeSlotSchema),
  message: z.string().optional(),
});
export type DaySchedule = z.infer<typeof DayScheduleSchema>;

export const RatingStatsSchema = z.object({
  averageRating: z.number(),
  totalReviews: z.number().int(),
  ratingDistribution: RateDistributionSchema,
});
export type RatingStats = z.infer<typeof RatingStatsSchema>;

const NamedRefSchema = z.object({ _id: z.string(), name: z.string(), slug: z.string() });

/** A doctor or clinic review; one of each per completed booking (decision 25). */
export const BookingReviewSchema = z.object({
  _id: z.string(),
  user: z.object({ _id: z.string(), name: z.string(), avatar: AvatarSchema, email: z.string().optional() }),
  booking: z.object({ _id: z.string(), code: z.string(), date: LocalDateSchema, startTime: LocalTimeSchema }),
  doctor: NamedRefSchema.optional(),
  clinic: NamedRefSchema.optional(),
  rate: ReviewRateSchema,
  content: z.string(),
  isActive: z.boolean(),
  createdAt: IsoDateTimeSchema,
});
export type BookingReview = z.infer<typeof BookingReviewSchema>;

// ── requests (api-contract §4.1, §4.5) ───────────────────────────────────────

const NoteSchema = z.string().trim().max(500, VALIDATION.bookingNoteMax);

/** A real calendar day from 1900 on; whether it lies in the past needs the clock, so the server checks that. */
const DateOfBirthSchema = z
  .string({ error: VALIDATION.dateOfBirthRequired })
  .min(1, VALIDATION.dateOfBirthRequired)
  .refine((value) => isCalendarDate(value) && value >= '1900-01-01', VALIDATION.dateOfBirthInvalid);

/** Patient details typed by the customer (decision 24); an empty note is stored as null. */
export const PatientInputSchema = z.object({
  name: PersonNameSchema,
  phone: PhoneSchema,
  email: EmailSchema,
  gender: z.enum(PATIENT_GENDERS, { error: VALIDATION.genderRequired }),
  dateOfBirth: DateOfBirthSchema,
  address: z
    .string({ error: VALIDATION.patientAddressRequired })
    .trim()
    .min(1, VALIDATION.patientAddressRequired)
    .max(255, VALIDATION.patientAddressMax),
  note: NoteSchema.nullable()
    .optional()
    .transform((note) => note || null),
});
export type PatientInput = z.input<typeof PatientInputSchema>;

/**
 * `POST /bookings`. A top-level `note` fills an empty `customer.note`; the reference client's `clinic`, `endTime`,
 * `price`, `isAvailable` and `duration` are dropped (the server derives them).
 */
/** The day and start of a slot the customer chose (a new booking's, a move's). */
const SlotChoiceShape = {
  date: z
    .string({ error: VALIDATION.bookingDateRequired })
    .min(1, VALIDATION.bookingDateRequired)
    .pipe(LocalDateSchema),
  startTime: z
    .string({ error: VALIDATION.bookingTimeRequired })
    .min(1, VALIDATION.bookingTimeRequired)
    .pipe(LocalTimeSchema),
};

export const CreateBookingBodySchema = z
  .object({
    doctor: z.string({ error: VALIDATION.doctorRequired }).pipe(IdSchema),
    ...SlotChoiceShape,
    customer: PatientInputSchema,
    note: NoteSchema.optional(),
  })
  .transform(({ note, customer, ...rest }) => ({
    ...rest,
    customer: { ...customer, note: customer.note ?? (note || null) },
  }));
export type CreateBookingBody = z.output<typeof CreateBookingBodySchema>;

/** `PUT /bookings/customer-info/{id}`: any patient detail; the date and time never change. */
export const UpdateBookingCustomerInfoBodySchema = z.object({ customer: PatientInputSchema.partial() });
export type UpdateBookingCustomerInfoBody = z.output<typeof UpdateBookingCustomerInfoBodySchema>;

/** `PUT /bookings/reschedule/{id}` (issue 30): another free slot of the same doctor; the code stays. */
export const RescheduleBookingBodySchema = z.object(SlotChoiceShape);
export type RescheduleBookingBody = z.output<typeof RescheduleBookingBodySchema>;

/** `PUT /bookings/status/{id}`: the customer only cancels, with a reason (the reference's `model` is ignored). */
export const CancelBookingBodySchema = z.object({
  status: z.literal('cancelled', { error: VALIDATION.bookingStatusInvalid }),
  cancelReason: CancelReasonSchema,
});
export type CancelBookingBody = z.output<typeof CancelBookingBodySchema>;

/** `PUT /bookings/by-doctor/status/{id}` and `PUT /admin/clinics/bookings/status/{id}`: a reason to cancel. */
export const StaffBookingStatusBodySchema = z
  .object({
    status: z.enum(['confirmed', 'completed', 'cancelled', 'no_show'], {
      error: VALIDATION.bookingStatusInvalid,
    }),
    cancelReason: CancelReasonSchema.optional(),
  })
  .superRefine(requireCancelReason);
export type StaffBookingStatusBody = z.output<typeof StaffBookingStatusBodySchema>;

const BookingReviewBodySchema = z.object({
  booking: IdSchema,
  rate: RateInputSchema,
  content: z
    .string({ error: VALIDATION.bookingReviewContentRequired })
    .trim()
    .min(1, VALIDATION.bookingReviewContentRequired)
    .max(250, VALIDATION.bookingReviewContentMax),
});

/** `POST /doctors/reviews`: `doctor`, when sent, must be the booking's. */
export const CreateDoctorReviewBodySchema = BookingReviewBodySchema.extend({ doctor: IdSchema.optional() });
export type CreateDoctorReviewBody = z.output<typeof CreateDoctorReviewBodySchema>;

/** `POST /clinics/reviews`: `clinic`, when sent, must be the booking's. */
export const CreateClinicReviewBodySchema = BookingReviewBodySchema.extend({ clinic: IdSchema.optional() });
export type CreateClinicReviewBody = z.output<typeof CreateClinicReviewBodySchema>;

// ── booking calls: parameters and list answers (api-contract §3.8, §3.9, §3.10, §4.1) ──

export const BookingIdParamsSchema = z.object({ id: IdSchema });
export const DoctorIdParamsSchema = z.object({ doctorId: IdSchema });

/** `GET /doctors/schedule-booking/{doctorId}`: `date` defaults to today in Asia/Ho_Chi_Minh. */
export const ScheduleBookingQuerySchema = z.object({ date: optionalQuery(LocalDateSchema) });
export type ScheduleBookingQuery = z.output<typeof ScheduleBookingQuerySchema>;

/** `GET /bookings/customer`: `status` 'all' (default) or one status. */
export const ListCustomerBookingsQuerySchema = PageQuerySchema.extend({
  status: filterQuery(BookingStatusSchema),
});
export type ListCustomerBookingsQuery = z.output<typeof ListCustomerBookingsQuerySchema>;

/** `GET /bookings/by-doctor`: `bookingId` narrows to one booking (notification links). */
export const ListDoctorBookingsQuerySchema = ListCustomerBookingsQuerySchema.extend({
  bookingId: filterQuery(IdSchema),
  search: SearchParamSchema,
  fromDate: optionalQuery(LocalDateSchema),
  toDate: optionalQuery(LocalDateSchema),
});
export type ListDoctorBookingsQuery = z.output<typeof ListDoctorBookingsQuerySchema>;

/** `GET /admin/clinics/bookings/`: an ADMIN may narrow to one clinic; a CLINIC account sees its own. */
export const ListClinicBookingsQuerySchema = ListCustomerBookingsQuerySchema.extend({
  search: SearchParamSchema,
  fromDate: optionalQuery(LocalDateSchema),
  toDate: optionalQuery(LocalDateSchema),
  clinicId: filterQuery(IdSchema),
});
export type ListClinicBookingsQuery = z.output<typeof ListClinicBookingsQuerySchema>;

/** A page of bookings with the top-level `statistics` (counts by status over the whole list). */
export const BookingListResponseSchema = listEnvelope(BookingSchema).extend({
  statistics: BookingStatisticsSchema,
});
export type BookingListResponse = z.infer<typeof BookingListResponseSchema>;

/** `POST /bookings/deposit/{id}/vnpay` → `data`: where the customer pays the deposit (ADR 0061). */
export const DepositPaymentResultSchema = z.object({ paymentUrl: z.string(), expiresAt: IsoDateTimeSchema });
export type DepositPaymentResult = z.infer<typeof DepositPaymentResultSchema>;
