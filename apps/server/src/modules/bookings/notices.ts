import { z } from 'zod';
import {
  ROOMS,
  bookingActionLink,
  bookingNotice,
  customerBookingLink,
  type Booking,
  type BookingChange,
  type BookingStatus,
  type BookingStatusEvent,
} from '@lumi/shared';
import type { Db } from '../../db/client';
import { lifecycleFollowUps, type FollowUpJobs } from '../../lib/lifecycle/follow-ups';
import type { RealtimeHub } from '../../realtime/port';
import type { NotificationWriter } from '../notifications/service';
import type { BookingMailer, BookingMailKind } from './mail-port';
import { reminderNotificationText } from './reminder-text';

/** What follows a booking: a committed change (created, confirmed, cancelled, completed) or its reminder. */
export type BookingFollowUp = {
  bookingId: string;
  /** A reminder carries its signed link's token (ADR 0058) when one was issued. */
  change: BookingChange | { kind: 'reminder'; link?: string | undefined };
};

const ChangeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('created') }),
  z.object({ kind: z.literal('reminder'), link: z.string().optional() }),
  z.object({ kind: z.literal('cancelled'), by: z.enum(['User', 'Doctor', 'Clinic']), reason: z.string() }),
  z.object({ kind: z.enum(['confirmed', 'completed']), by: z.enum(['Doctor', 'Clinic']) }),
  z.object({
    kind: z.literal('rescheduled'),
    by: z.literal('User'),
    fromDate: z.string(),
    fromTime: z.string(),
  }),
]);
const FollowUpSchema = z.object({ bookingId: z.string(), change: ChangeSchema });

function parseFollowUp(payload: unknown): BookingFollowUp {
  const parsed = FollowUpSchema.safeParse(payload);
  if (!parsed.success) throw new Error(`malformed booking follow-up: ${parsed.error.message}`);
  return parsed.data;
}

/** The customer's mail of a change (decision 26: created, confirmed, cancelled, the reminder; a move, issue 30); none on completion. */
export function bookingMailKind(change: BookingFollowUp['change']): BookingMailKind | null {
  return change.kind === 'completed' ? null : change.kind;
}

/** The `booking:status` event of a committed creation (prevStatus null) or move (api-contract §5.3). */
export function bookingStatusEvent(booking: Booking, prevStatus: BookingStatus | null): BookingStatusEvent {
  return {
    bookingId: booking._id,
    code: booking.code,
    status: booking.status,
    prevStatus,
    doctorId: booking.doctor._id,
    clinicId: booking.clinic._id,
    date: booking.date,
    startTime: booking.startTime,
    updatedAt: booking.updatedAt,
  };
}

/** Pushes `booking:status` to the customer's, the doctor's and the clinic's rooms (after the commit). */
export function pushBookingStatus(
  realtime: RealtimeHub | undefined,
  booking: Booking,
  prevStatus: BookingStatus | null,
): void {
  realtime?.emit(
    [
      ROOMS.principal('user', booking.user._id),
      ROOMS.principal('doctor', booking.doctor._id),
      ROOMS.clinic(booking.clinic._id),
    ],
    'booking:status',
    bookingStatusEvent(booking, prevStatus),
  );
}

/**
 * The booking lifecycle's follow-ups (the lifecycle kit, ADR 0043): the BOOKING notification of the doctor or the
 * customer, and the customer's mail with its `.ics`, each a job written in the change's transaction. The booking is
 * read when the job runs; the notification carries the change's instant.
 */
export function createBookingFollowUps(
  deps: {
    jobs: FollowUpJobs<Db>;
    notifications: NotificationWriter;
    mail?: BookingMailer;
    log?: { error(obj: unknown, msg?: string): void };
  },
  load: (id: string) => Promise<Booking>,
) {
  const { mail } = deps;
  return lifecycleFollowUps<BookingFollowUp, Db>({
    name: 'booking',
    jobs: deps.jobs,
    parse: parseFollowUp,
    log: deps.log,
    stepsOf: ({ change }) => (mail && bookingMailKind(change) ? ['notification', 'mail'] : ['notification']),
    steps: {
      async notification({ bookingId, change }, job) {
        const booking = await load(bookingId);
        const notice =
          change.kind === 'reminder'
            ? {
                to: 'User' as const,
                ...reminderNotificationText(booking, job.enqueuedAt),
                link: customerBookingLink(bookingId),
              }
            : bookingNotice(change, booking);
        await deps.notifications.create({
          recipient:
            notice.to === 'Doctor'
              ? { id: booking.doctor._id, model: 'Doctor' }
              : { id: booking.user._id, model: 'User' },
          type: 'BOOKING',
          title: notice.title,
          content: notice.content,
          link: notice.link,
          bookingId,
          at: job.enqueuedAt,
        });
      },
      async mail({ bookingId, change }) {
        const kind = bookingMailKind(change);
        if (!kind || !mail) return;
        const link = change.kind === 'reminder' ? change.link : undefined;
        await mail.send(
          kind,
          await load(bookingId),
          link ? { actionPath: bookingActionLink(link) } : undefined,
        );
      },
    },
  });
}

export type BookingFollowUps = ReturnType<typeof createBookingFollowUps>;
