import { z } from 'zod';
import {
  BOOKING_REMINDER_PURPOSES,
  ROOMS,
  bookingActionLink,
  bookingNotice,
  customerBookingLink,
  type Booking,
  type BookingChange,
  type BookingStatus,
  type BookingStatusEvent,
  type MessageChannel,
  type OutboundMessage,
} from '@lumi/shared';
import type { Db } from '../../db/client';
import { lifecycleFollowUps, type FollowUpJobs } from '../../lib/lifecycle/follow-ups';
import type { RealtimeHub } from '../../realtime/port';
import type { NotificationWriter } from '../notifications/service';
import type { BookingMailer, BookingMailKind } from './mail-port';
import { reminderNotificationText, reminderSmsText, reminderZnsParams } from './reminder-text';

/** What the bookings ask of the text messages (the messaging module's service, ADR 0059). */
export type BookingMessages = {
  channels(): MessageChannel[];
  send(message: {
    purpose: string;
    subjectId: string;
    channel: MessageChannel;
    phone: string;
    text: string;
    params: Record<string, string>;
  }): Promise<unknown>;
  /** The messages of a booking (its reminders), as the clinic reads them. */
  ofSubject(subjectId: string): Promise<OutboundMessage[]>;
  /** The site's address, for the links in the messages. */
  publicUrl: string;
};

/** What follows a booking: a committed change (created, confirmed, cancelled, completed) or its reminder. */
export type BookingFollowUp = {
  bookingId: string;
  /** A reminder carries its signed link's token (ADR 0058) when one was issued. */
  change: BookingChange | { kind: 'reminder'; link?: string | undefined; soon?: boolean };
};

const ChangeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('created') }),
  z.object({ kind: z.literal('reminder'), link: z.string().optional(), soon: z.boolean().optional() }),
  z.object({
    kind: z.literal('cancelled'),
    by: z.enum(['User', 'Doctor', 'Clinic', 'System']),
    reason: z.string(),
  }),
  z.object({ kind: z.enum(['confirmed', 'completed', 'no_show']), by: z.enum(['Doctor', 'Clinic']) }),
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

/**
 * The customer's mail of a change (decision 26: created, confirmed, cancelled, the reminder; a move, issue 30); none
 * on completion nor on a missed visit (the bell tells it).
 */
export function bookingMailKind(change: BookingFollowUp['change']): BookingMailKind | null {
  return change.kind === 'completed' || change.kind === 'no_show' ? null : change.kind;
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
    messages?: BookingMessages;
    log?: { error(obj: unknown, msg?: string): void };
  },
  load: (id: string) => Promise<Booking>,
) {
  const { mail, messages } = deps;
  /** A reminder with a link goes by SMS and Zalo too, where they are set up; each channel its own retried job. */
  const textSteps = (change: BookingFollowUp['change']) =>
    change.kind === 'reminder' && change.link && messages ? messages.channels() : [];
  async function sendText(channel: MessageChannel, { bookingId, change }: BookingFollowUp, at: Date) {
    if (!messages || change.kind !== 'reminder' || !change.link) return;
    const booking = await load(bookingId);
    const actionUrl = `${messages.publicUrl}${bookingActionLink(change.link)}`;
    await messages.send({
      purpose: change.soon ? BOOKING_REMINDER_PURPOSES.soon : BOOKING_REMINDER_PURPOSES.dayBefore,
      subjectId: bookingId,
      channel,
      phone: booking.customer.phone,
      text: reminderSmsText(booking, at, actionUrl),
      params: reminderZnsParams(booking, actionUrl),
    });
  }
  return lifecycleFollowUps<BookingFollowUp, Db>({
    name: 'booking',
    jobs: deps.jobs,
    parse: parseFollowUp,
    log: deps.log,
    stepsOf: ({ change }) => [
      'notification',
      ...(mail && bookingMailKind(change) ? ['mail'] : []),
      ...textSteps(change),
    ],
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
      sms: (followUp, job) => sendText('sms', followUp, job.enqueuedAt),
      zalo: (followUp, job) => sendText('zalo', followUp, job.enqueuedAt),
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
