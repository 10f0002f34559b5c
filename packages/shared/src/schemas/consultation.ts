import '../zod-setup';
import { z } from 'zod';
import {
  AvatarSchema,
  IdSchema,
  IsoDateTimeSchema,
  LocalDateSchema,
  LocalTimeSchema,
  optionalQuery,
} from './common';
import { BookingStatusSchema } from './booking';

// ── GET /consultations/{bookingId} ───────────────────────────────────────────

export const ConsultationParamsSchema = z.object({ bookingId: IdSchema });
export const ConsultationQuerySchema = z.object({ as: optionalQuery(z.enum(['user', 'doctor'])) });
export type ConsultationQuery = z.output<typeof ConsultationQuerySchema>;

export const ConsultationSchema = z.object({
  bookingId: z.string(),
  code: z.string(),
  doctor: z.object({ _id: z.string(), name: z.string(), avatar: AvatarSchema, specialty: z.string() }),
  /** The customer account that booked: the doctor's other party in the call. */
  customer: z.object({ _id: z.string(), name: z.string() }),
  /** The patient's name on the booking. */
  patientName: z.string(),
  date: LocalDateSchema,
  startTime: LocalTimeSchema,
  endTime: LocalTimeSchema,
  startAt: IsoDateTimeSchema,
  endAt: IsoDateTimeSchema,
  status: BookingStatusSchema,
  opensAt: IsoDateTimeSchema,
  closesAt: IsoDateTimeSchema,
  /** Confirmed and inside the window at the time of the answer. */
  canCallNow: z.boolean(),
  /** The customer ↔ doctor conversation the call goes through (found or opened). */
  conversationId: z.string(),
});
export type Consultation = z.infer<typeof ConsultationSchema>;
