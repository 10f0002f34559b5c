import '../zod-setup';
import { z } from 'zod';
import { WAITLIST_OFFER_STATUSES, WAITLIST_STATUSES } from '../enums';
import { VALIDATION } from '../messages/vi';
import { IdSchema, IsoDateTimeSchema, LocalDateSchema, LocalTimeSchema } from './common';

// ── answers (issue 30, ADR 0057) ─────────────────────────────────────────────

/** A freed slot offered to a waiting customer; `expiresAt` is when an open offer lapses. */
export const WaitlistOfferSchema = z.object({
  _id: z.string(),
  date: LocalDateSchema,
  startTime: LocalTimeSchema,
  endTime: LocalTimeSchema,
  status: z.enum(WAITLIST_OFFER_STATUSES),
  offeredAt: IsoDateTimeSchema,
  expiresAt: IsoDateTimeSchema,
});
export type WaitlistOffer = z.infer<typeof WaitlistOfferSchema>;

/** A customer's place on a doctor's day's waitlist, for the whole day (`from`/`to` null) or a window of it. */
export const WaitlistEntrySchema = z.object({
  _id: z.string(),
  doctor: z.object({ _id: z.string(), name: z.string(), slug: z.string(), specialty: z.string() }),
  clinic: z.object({ _id: z.string(), name: z.string() }),
  date: LocalDateSchema,
  from: LocalTimeSchema.nullable(),
  to: LocalTimeSchema.nullable(),
  status: z.enum(WAITLIST_STATUSES),
  /** The booking the customer made of that day once they did. */
  bookingId: z.string().nullable(),
  /** Offers newest first. */
  offers: z.array(WaitlistOfferSchema),
  createdAt: IsoDateTimeSchema,
});
export type WaitlistEntry = z.infer<typeof WaitlistEntrySchema>;

/**
 * `GET /waitlist/by-doctor` and `GET /admin/clinics/waitlist`: the days, from today on, on which customers wait for a
 * slot of a doctor (the doctor's own, the clinic's doctors', or every doctor for a site ADMIN): how many, and how
 * many of them for a window of the day only. By date, then doctor.
 */
export const StaffWaitlistDaySchema = z.object({
  doctor: z.object({ _id: z.string(), name: z.string() }),
  date: LocalDateSchema,
  waiting: z.number().int().min(1),
  windows: z.number().int().min(0),
});
export type StaffWaitlistDay = z.infer<typeof StaffWaitlistDaySchema>;

// ── requests ─────────────────────────────────────────────────────────────────

/**
 * `POST /waitlist`: a doctor's day, or a window of it (`from` ≤ a slot's start < `to`), that has no free slot now.
 */
export const JoinWaitlistBodySchema = z
  .object({
    doctor: z.string({ error: VALIDATION.doctorRequired }).pipe(IdSchema),
    date: z
      .string({ error: VALIDATION.bookingDateRequired })
      .min(1, VALIDATION.bookingDateRequired)
      .pipe(LocalDateSchema),
    from: LocalTimeSchema.nullable().optional(),
    to: LocalTimeSchema.nullable().optional(),
  })
  .transform(({ from, to, ...rest }) => ({ ...rest, from: from ?? null, to: to ?? null }))
  .refine((body) => (body.from === null) === (body.to === null), {
    path: ['to'],
    message: VALIDATION.waitlistWindowInvalid,
  })
  .refine((body) => body.from === null || body.to === null || body.from < body.to, {
    path: ['to'],
    message: VALIDATION.waitlistWindowInvalid,
  });
export type JoinWaitlistBody = z.output<typeof JoinWaitlistBodySchema>;
