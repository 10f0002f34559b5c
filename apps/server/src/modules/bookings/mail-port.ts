import type { Booking } from '@lumi/shared';

/**
 * What the booking service asks of the booking mails (created, confirmed, cancelled; the reminder job sends
 * 'reminder'): each mail carries the booking's `.ics` (logic/ics.ts in @lumi/shared). Sending never fails the
 * booking change that caused it: the mail is queued in the outbox after the change commits.
 */
export type BookingMailKind = 'created' | 'confirmed' | 'cancelled' | 'reminder';

export type BookingMailer = {
  send(kind: BookingMailKind, booking: Booking): Promise<void>;
};
