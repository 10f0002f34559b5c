import '../zod-setup';
import { z } from 'zod';
import { VALIDATION } from '../messages/vi';
import { BookingStatusSchema } from './booking';
import { IsoDateTimeSchema, LocalDateSchema, LocalTimeSchema } from './common';
import { CancelReasonSchema } from './orders';

/** What a reminder's link does (issue 30, ADR 0058): the customer says they will come, or cancels. */
export const BOOKING_LINK_ACTIONS = ['confirm', 'cancel'] as const;
export type BookingLinkAction = (typeof BOOKING_LINK_ACTIONS)[number];

/** `GET /bookings/by-link/{token}`: the booking as the link's page shows it, to someone not signed in. */
export const BookingLinkViewSchema = z.object({
  code: z.string(),
  status: BookingStatusSchema,
  patientName: z.string(),
  doctor: z.object({ name: z.string(), specialty: z.string() }),
  clinic: z.object({ name: z.string(), address: z.string(), phone: z.string() }),
  date: LocalDateSchema,
  startTime: LocalTimeSchema,
  endTime: LocalTimeSchema,
  /** What the link was used for, once it was (a link acts once). */
  usedAction: z.enum(BOOKING_LINK_ACTIONS).nullable(),
  /** Whether the link may still act: unused, the booking pending or confirmed and not started. */
  canAct: z.boolean(),
  expiresAt: IsoDateTimeSchema,
});
export type BookingLinkView = z.infer<typeof BookingLinkViewSchema>;

export const BookingLinkParamsSchema = z.object({
  token: z.string().min(1, VALIDATION.invalid).max(200, VALIDATION.invalid),
});

/** `POST /bookings/by-link/{token}`: confirm, or cancel with an optional reason. */
export const BookingLinkActionBodySchema = z.object({
  action: z.enum(BOOKING_LINK_ACTIONS, { error: VALIDATION.invalid }),
  cancelReason: CancelReasonSchema.optional(),
});
export type BookingLinkActionBody = z.output<typeof BookingLinkActionBodySchema>;

/** The page a reminder's link opens. */
export const bookingActionLink = (token: string) => `/booking-action/${encodeURIComponent(token)}`;
