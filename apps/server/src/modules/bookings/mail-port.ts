import type { Booking } from '@lumi/shared';

/**
 * What the booking service asks of the booking mails (created, confirmed, cancelled, rescheduled; the reminder job sends
 * 'reminder'): each mail carries the booking's `.ics` (logic/ics.ts in @lumi/shared). It is sent by the change's
 * `booking.mail` job, never inside the change's request; a send that throws is retried by the job queue.
 */
export type BookingMailKind = 'created' | 'confirmed' | 'cancelled' | 'rescheduled' | 'reminder';

export type BookingMailer = {
  /** `actionPath`: a reminder's link to confirm or cancel without signing in (ADR 0058). */
  send(kind: BookingMailKind, booking: Booking, extra?: { actionPath?: string }): Promise<void>;
};
