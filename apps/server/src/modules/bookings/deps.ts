import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { FollowUpJobs } from '../../lib/lifecycle/follow-ups';
import type { VnpayProvider } from '../../providers/vnpay';
import type { RealtimeHub } from '../../realtime/port';
import type { NotificationWriter } from '../notifications/service';
import type { BookingMailer } from './mail-port';
import type { BookingFollowUps, BookingMessages } from './notices';
import type { BookingRow, BookingsRepository } from './repository';
import type { BookingStatus } from '@lumi/shared';

export type BookingsDeps = {
  db: Db;
  clock: Clock;
  notifications: NotificationWriter;
  /** The job queue: each change writes its notification and mail as jobs in its own transaction (ADR 0043). */
  jobs: FollowUpJobs<Db>;
  /** The booking mails with their `.ics` (decision 26), sent by the mail jobs; without one no booking mail is sent. */
  mail?: BookingMailer;
  log?: { error(obj: unknown, msg?: string): void };
  /** Pushes `booking:status` after each committed creation or move (api-contract §5.3). */
  realtime?: RealtimeHub;
  /** Reminders by SMS and Zalo (ADR 0059): the channels set up and the sender; without it, none are sent. */
  messages?: BookingMessages;
  /** The server's secret the reminders' signed links are keyed from (ADR 0058). */
  linkSecret: string;
  /** The gateway deposits are paid and refunded at (ADR 0061); without it no deposit is asked. */
  vnpay?: VnpayProvider | undefined;
  /** Told of each booking made (the process's metrics, ADR 0052). */
  onCreated?: () => void;
};

/** Who acts on a booking and under which name the timeline records it. */
export type BookingCustomer = { id: string; name: string };
export type BookingStaff = { id: string; name: string };

/**
 * Whose bookings a clinic-side caller may move or list: a CLINIC account its own clinic (`clinicId`), an ADMIN every
 * clinic (`clinicId` null). Either is recorded as 'Clinic' in the timeline (api-contract §4.1).
 */
export type ClinicScope = { clinicId: string | null; actor: BookingStaff };

/** A slot of a doctor a booking took or gave back. */
export type SlotChange = { doctorId: string; startAt: Date; endAt: Date };

/**
 * Told, inside the transaction of the change, of each slot a booking takes (placed, moved to) or frees (cancelled,
 * moved from): the waitlist (issue 30, ADR 0057) settles its offers with the booking and writes the offers' job with
 * the cancellation, so neither is lost nor done for a change that rolled back. A watcher's failure rolls the change
 * back.
 */
export type SlotWatcher = {
  taken(tx: Db, slot: SlotChange & { bookingId: string; userId: string }): Promise<void>;
  freed(tx: Db, slot: SlotChange): Promise<void>;
};

/**
 * A booking's move settles its deposit (ADR 0061) in the move's transaction, on the row as the move wrote it: the row
 * with its deposit moved, or undefined when the deposit stays.
 */
export type DepositOnMove = (
  tx: Db,
  row: BookingRow,
  before: { status: BookingStatus; startAt: Date },
  to: BookingStatus,
  by: 'User' | 'Doctor' | 'Clinic' | 'System',
  now: Date,
) => Promise<BookingRow | undefined>;

/** What the parts of the bookings service share. */
export type BookingsCore = {
  deps: BookingsDeps;
  repo: (db?: Db) => BookingsRepository;
  /** What follows each change: written in its transaction (`record`), announced after its commit. */
  followUps: BookingFollowUps;
  /** The slot watchers, all told in turn (`watchSlots` adds one). */
  slots: SlotWatcher;
};
