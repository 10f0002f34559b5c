import type {
  Booking,
  OutboundMessage,
  CancelBookingBody,
  CreateBookingBody,
  StaffBookingStatusBody,
  UpdateBookingCustomerInfoBody,
} from '@lumi/shared';
import { AppError } from '../../lib/app-error';
import type { Db } from '../../db/client';
import type { BookingCustomer, BookingsCore, BookingsDeps, ClinicScope, SlotWatcher } from './deps';
import { createDeposits } from './deposits';
import { createEdits } from './edits';
import { createBookingLinks } from './links';
import { createBookingFollowUps } from './notices';
import { createPlacement } from './placement';
import { createReschedule } from './reschedule';
import { createBookingQueries } from './queries';
import { bookingsRepository } from './repository';
import { createTransitions } from './transitions';

export type BookingsService = ReturnType<typeof createBookingsService>;

/**
 * Bookings own every change of a booking row (decisions 21–24, api-contract §3.9, §3.10, §4.1): the slot table,
 * booking a slot, the customer's edits and cancellation, the doctor's and the clinic's moves, and the lists.
 */
export function createBookingsService(deps: BookingsDeps) {
  const repo = (db: Db = deps.db) => bookingsRepository(db);
  const queries = createBookingQueries({ deps, repo });
  const followUps = createBookingFollowUps(deps, queries.dto);
  const watchers: SlotWatcher[] = [];
  const slots: SlotWatcher = {
    async taken(tx, slot) {
      for (const watcher of watchers) await watcher.taken(tx, slot);
    },
    async freed(tx, slot) {
      for (const watcher of watchers) await watcher.freed(tx, slot);
    },
  };
  const core: BookingsCore = { deps, repo, followUps, slots };
  const deposits = createDeposits(core, { vnpay: deps.vnpay, dto: queries.dtoOf });
  const placement = createPlacement(core, queries.dtoOf, deposits.asked);
  const { editMine } = createEdits(core, queries.dtoOf);
  const { move } = createTransitions(core, queries.dtoOf, deposits.onMove);
  const { rescheduleMine } = createReschedule(core, queries.dtoOf);
  const links = createBookingLinks(core, { secret: deps.linkSecret, move });

  /** The doctor's name as the timeline records it. */
  async function doctorActor(doctorId: string) {
    const name = await repo().doctorName(doctorId);
    if (name === undefined) throw new AppError('BOOKING_NOT_FOUND');
    return { id: doctorId, name, model: 'Doctor' as const };
  }

  return {
    /** `GET /doctors/schedule-booking/{doctorId}?date`. */
    daySchedule: placement.daySchedule,

    /** `POST /bookings`: a pending booking of an offered slot; the doctor is notified and the customer mailed. */
    async create(customer: BookingCustomer, body: CreateBookingBody): Promise<Booking> {
      const booking = await placement.create(customer, body);
      deps.onCreated?.();
      return booking;
    },

    dto: queries.dto,
    /** Adds a watcher of the slots bookings take and free (the waitlist's, ADR 0057). */
    watchSlots(watcher: SlotWatcher): void {
      watchers.push(watcher);
    },
    /** A bookable day's plan of slots at an instant (the waitlist judges its windows on it). */
    bookablePlan: placement.bookablePlan,
    /** The lifecycle's follow-ups (the reminder task writes its own with them). */
    followUps,
    listMine: queries.listMine,
    detailMine: queries.detailMine,
    editMine: (customer: BookingCustomer, id: string, body: UpdateBookingCustomerInfoBody) =>
      editMine(customer, id, body),

    /** `PUT /bookings/status/{id}`: the customer cancels, with a reason; the doctor is notified. */
    cancelMine(customer: BookingCustomer, id: string, body: CancelBookingBody): Promise<Booking> {
      return move({
        id,
        owns: (row) => row.userId === customer.id,
        to: 'cancelled',
        actor: { id: customer.id, name: customer.name, model: 'User' },
        reason: body.cancelReason,
      });
    },

    /** `PUT /bookings/reschedule/{id}`: another free slot of the same doctor (issue 30). */
    rescheduleMine,

    /** The reminders' signed links: issued with a reminder, read and acted on without signing in (ADR 0058). */
    links,

    /** Deposits after missed visits (ADR 0061): paying one, VNPay's answers, the expiry of unpaid ones. */
    deposits: {
      paymentUrl: deposits.paymentUrl,
      vnpayIpn: deposits.vnpayIpn,
      vnpayReturn: deposits.vnpayReturn,
      refund: deposits.refund,
      expireOverdue: () => deposits.expireOverdue(move),
    },

    listForDoctor: queries.listForDoctor,
    detailForDoctor: queries.detailForDoctor,

    /** The doctor confirms, completes (once started) or cancels (with a reason) one of their bookings. */
    async moveByDoctor(doctorId: string, id: string, body: StaffBookingStatusBody): Promise<Booking> {
      const actor = await doctorActor(doctorId);
      return move({
        id,
        owns: (row) => row.doctorId === doctorId,
        to: body.status,
        actor,
        reason: body.cancelReason ?? null,
      });
    },

    listForClinic: queries.listForClinic,

    /** The text messages of a booking of the clinic's (its reminders by SMS and Zalo, ADR 0059). */
    async messagesForClinic(scope: ClinicScope, id: string): Promise<OutboundMessage[]> {
      const row = await repo().findById(id);
      if (!row || (scope.clinicId !== null && row.clinicId !== scope.clinicId))
        throw new AppError('BOOKING_NOT_FOUND');
      return deps.messages ? deps.messages.ofSubject(id) : [];
    },

    /** The clinic (its own bookings) or a site ADMIN (any): same rules as the doctor, recorded as 'Clinic'. */
    moveByClinic(scope: ClinicScope, id: string, body: StaffBookingStatusBody): Promise<Booking> {
      return move({
        id,
        owns: (row) => scope.clinicId === null || row.clinicId === scope.clinicId,
        to: body.status,
        actor: { id: scope.actor.id, name: scope.actor.name, model: 'Clinic' },
        reason: body.cancelReason ?? null,
      });
    },
  };
}
