import { z } from 'zod';
import {
  SITE_NAME,
  WAITLIST_MAX_ENTRIES,
  WAITLIST_OFFER_PURPOSE,
  formatLocalDate,
  toLocalDate,
  toLocalTime,
  waitlistFreeSlots,
  waitlistJoinBlock,
  waitlistOfferExpiry,
  waitlistOfferLink,
  waitlistOfferWords,
  type JoinWaitlistBody,
  type StaffWaitlistDay,
  type WaitlistEntry,
} from '@lumi/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { lifecycleFollowUps, type FollowUpJobs } from '../../lib/lifecycle/follow-ups';
import type { Mailer } from '../../providers/mail';
import type { SlotWatcher } from '../bookings/deps';
import type { BookingMessages } from '../bookings/notices';
import type { BookingsService } from '../bookings/service';
import type { NotificationWriter } from '../notifications/service';
import { waitlistOfferMail } from './mail';
import { waitlistRepository, type EntryRefs, type EntryRow, type OfferRow } from './repository';

export type WaitlistDeps = {
  db: Db;
  clock: Clock;
  jobs: FollowUpJobs<Db>;
  bookings: Pick<BookingsService, 'bookablePlan' | 'watchSlots'>;
  notifications: NotificationWriter;
  /** The offers' mails; without one only the bell tells. */
  mailer?: Mailer;
  /** The site's address, for the mails' links. */
  publicUrl: string;
  /**
   * Text messages (ADR 0059): an offer goes by SMS too where the gateway is set up. Not by Zalo: ZNS sends only
   * approved templates, and Lumi's is the reminder's.
   */
  messages?: Pick<BookingMessages, 'channels' | 'send'>;
  log?: { error(obj: unknown, msg?: string): void };
};

/** What follows offers made to one entry: its bell and its mail (the lifecycle kit's follow-ups). */
const OfferedSchema = z.object({ entryId: z.string(), offerIds: z.array(z.string()).min(1) });
type Offered = z.infer<typeof OfferedSchema>;

/** The job that offers a doctor's day's free slots to its waiting customers, written with the change that freed one. */
const OFFER_DAY_JOB = 'waitlist.offer-day';
const OfferDaySchema = z.object({ doctorId: z.string(), date: z.string() });

export function toWaitlistEntryDto(row: EntryRow, offers: OfferRow[], refs: EntryRefs): WaitlistEntry {
  const doctor = refs.doctors.get(row.doctorId);
  const clinic = refs.clinics.get(row.clinicId);
  return {
    _id: row.id,
    doctor: {
      _id: row.doctorId,
      name: doctor?.name ?? '',
      slug: doctor?.slug ?? '',
      specialty: doctor?.specialty ?? '',
    },
    clinic: { _id: row.clinicId, name: clinic?.name ?? '' },
    date: row.date,
    from: row.fromTime,
    to: row.toTime,
    status: row.status,
    bookingId: row.bookingId,
    offers: offers.map((o) => ({
      _id: o.id,
      date: toLocalDate(o.startAt),
      startTime: toLocalTime(o.startAt),
      endTime: toLocalTime(o.endAt),
      status: o.status,
      offeredAt: o.offeredAt.toISOString(),
      expiresAt: o.expiresAt.toISOString(),
    })),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The waitlist (issue 30, ADR 0057): a customer waits for a doctor's full day or a window of it; each slot freed —
 * a cancellation, a move, the doctor's schedule — is offered to everyone waiting for it, in order of joining, by
 * the bell and a mail; the first to book it gets it and the others' offers read 'Đã có người đặt' while they keep
 * waiting. Built from the lifecycle kit's parts: the freed slot's job is written in the change's transaction, each
 * offer's bell and mail are follow-up jobs written with the offers, and a booking settles the offers in its own
 * transaction.
 */
export function createWaitlistService(deps: WaitlistDeps) {
  const repo = (db: Db = deps.db) => waitlistRepository(db);

  async function dtosOf(rows: EntryRow[]): Promise<WaitlistEntry[]> {
    const [offers, refs] = await Promise.all([repo().offersOf(rows.map((r) => r.id)), repo().refsOf(rows)]);
    return rows.map((row) =>
      toWaitlistEntryDto(
        row,
        offers.filter((o) => o.entryId === row.id),
        refs,
      ),
    );
  }

  /** The entry and its offers still open (a step reads them when it runs; nothing to tell once none is open). */
  async function openOffersOf({ entryId, offerIds }: Offered) {
    const entry = await repo().findEntry(entryId);
    if (!entry || entry.status !== 'waiting') return null;
    const offers = (await repo().offersByIds(offerIds)).filter((o) => o.status === 'open');
    if (offers.length === 0) return null;
    const refs = await repo().refsOf([entry]);
    const doctor = refs.doctors.get(entry.doctorId);
    if (!doctor) return null;
    const first = offers[0]!;
    return {
      entry,
      doctor,
      clinicName: refs.clinics.get(entry.clinicId)?.name ?? '',
      times: offers.map((o) => toLocalTime(o.startAt)),
      link: waitlistOfferLink(doctor.slug, entry.date, toLocalTime(first.startAt)),
    };
  }

  const followUps = lifecycleFollowUps<Offered, Db>({
    name: 'waitlist',
    jobs: deps.jobs,
    parse: (payload) => {
      const parsed = OfferedSchema.safeParse(payload);
      if (!parsed.success) throw new Error(`malformed waitlist follow-up: ${parsed.error.message}`);
      return parsed.data;
    },
    log: deps.log,
    stepsOf: () => [
      'notification',
      ...(deps.mailer ? ['mail'] : []),
      ...(deps.messages?.channels().includes('sms') ? ['sms'] : []),
    ],
    steps: {
      async notification(change, job) {
        const open = await openOffersOf(change);
        if (!open) return;
        const words = waitlistOfferWords({
          doctorName: open.doctor.name,
          date: open.entry.date,
          times: open.times,
        });
        await deps.notifications.create({
          recipient: { id: open.entry.userId, model: 'User' },
          type: 'BOOKING',
          title: words.title,
          content: words.content,
          link: open.link,
          at: job.enqueuedAt,
        });
      },
      async sms(change) {
        if (!deps.messages) return;
        const open = await openOffersOf(change);
        if (!open) return;
        const phone = (await repo().customerOf(open.entry.userId))?.phone;
        // An account without a phone number is told by the bell and the mail.
        if (!phone) return;
        await deps.messages.send({
          purpose: WAITLIST_OFFER_PURPOSE,
          // One message per offering: the change's first offer names it.
          subjectId: change.offerIds[0] ?? change.entryId,
          channel: 'sms',
          phone,
          text:
            `${SITE_NAME}: ${open.doctor.name} có giờ trống ${open.times.join(', ')} ngày ` +
            `${formatLocalDate(open.entry.date)}. Người đặt trước nhận giờ này: ${deps.publicUrl}${open.link}`,
          params: {},
        });
      },
      async mail(change) {
        if (!deps.mailer) return;
        const open = await openOffersOf(change);
        if (!open) return;
        const customer = await repo().customerOf(open.entry.userId);
        if (!customer) return;
        await deps.mailer.send(
          waitlistOfferMail({
            to: customer.email,
            customerName: customer.name,
            doctorName: open.doctor.name,
            clinicName: open.clinicName,
            date: open.entry.date,
            times: open.times,
            url: `${deps.publicUrl}${open.link}`,
          }),
        );
      },
    },
  });

  /**
   * Offers a doctor's day's free slots to everyone waiting for them, in order of joining: each entry is offered each
   * free slot of its window once (until someone books it); the new offers and their follow-ups are written together.
   */
  async function offerDay(doctorId: string, date: string): Promise<number> {
    const now = deps.clock.now();
    if (date < toLocalDate(now)) return 0;
    const waiting = await repo().waitingOfDay(doctorId, date);
    if (waiting.length === 0) return 0;
    let plan;
    try {
      ({ plan } = await deps.bookings.bookablePlan(doctorId, date, now));
    } catch (error) {
      // A doctor or clinic no longer taking bookings has nothing to offer; their waits lapse with the day.
      if (error instanceof AppError) return 0;
      throw error;
    }
    const rows = waiting.flatMap((entry) =>
      waitlistFreeSlots(plan, { from: entry.fromTime, to: entry.toTime }).map((slot) => ({
        entryId: entry.id,
        doctorId,
        startAt: slot.startAt,
        endAt: slot.endAt,
        offeredAt: now,
        expiresAt: waitlistOfferExpiry(now, slot.startAt),
      })),
    );
    if (rows.length === 0) return 0;
    const made = await deps.db.transaction(async (tx) => {
      const inserted = await repo(tx).insertOffers(rows);
      const byEntry = new Map<string, string[]>();
      for (const offer of inserted)
        byEntry.set(offer.entryId, [...(byEntry.get(offer.entryId) ?? []), offer.id]);
      // In order of joining: `waiting` is.
      const changes = waiting
        .filter((entry) => byEntry.has(entry.id))
        .map((entry) => ({ entryId: entry.id, offerIds: byEntry.get(entry.id)! }));
      await followUps.record(tx, ...changes);
      return inserted.length;
    });
    if (made > 0) followUps.announce();
    return made;
  }

  deps.jobs.define(OFFER_DAY_JOB, async (payload) => {
    const { doctorId, date } = OfferDaySchema.parse(payload);
    await offerDay(doctorId, date);
  });

  /** Told by the bookings in each change's transaction (ADR 0057). */
  const slotWatcher: SlotWatcher = {
    async taken(tx, slot) {
      await repo(tx).settleTaken({
        doctorId: slot.doctorId,
        startAt: slot.startAt,
        userId: slot.userId,
        bookingId: slot.bookingId,
        date: toLocalDate(slot.startAt),
        time: toLocalTime(slot.startAt),
        at: deps.clock.now(),
      });
    },
    async freed(tx, slot) {
      await deps.jobs.enqueue(tx, {
        kind: OFFER_DAY_JOB,
        payload: { doctorId: slot.doctorId, date: toLocalDate(slot.startAt) },
      });
    },
  };
  deps.bookings.watchSlots(slotWatcher);

  return {
    /** `POST /waitlist`: waits for a doctor's day (or window) with no free slot now. */
    async join(customer: { id: string }, body: JoinWaitlistBody): Promise<WaitlistEntry> {
      const now = deps.clock.now();
      if (body.date < toLocalDate(now)) throw new AppError('WAITLIST_WINDOW_EMPTY');
      const { subject, plan } = await deps.bookings.bookablePlan(body.doctor, body.date, now);
      const block = waitlistJoinBlock(plan, { from: body.from, to: body.to });
      if (block) throw new AppError(block);
      const row = await deps.db.transaction(async (tx) => {
        const r = repo(tx);
        await r.takeCustomersTurn(customer.id);
        if ((await r.countWaiting(customer.id)) >= WAITLIST_MAX_ENTRIES) throw new AppError('WAITLIST_LIMIT');
        return r.insertEntry({
          userId: customer.id,
          doctorId: subject.doctor.id,
          clinicId: subject.clinic.id,
          date: body.date,
          fromTime: body.from,
          toTime: body.to,
          status: 'waiting',
          createdAt: now,
          updatedAt: now,
        });
      });
      const [dto] = await dtosOf([row]);
      return dto!;
    },

    /** `GET /waitlist`: the customer's waits of today and later (those they left excepted), with their offers. */
    async listMine(customer: { id: string }): Promise<WaitlistEntry[]> {
      const today = toLocalDate(deps.clock.now());
      return dtosOf(await repo().entriesOf(customer.id, today));
    },

    /**
     * `GET /waitlist/by-doctor` (`{ doctorId }`) and `GET /admin/clinics/waitlist` (`{ clinicId }`, null for a site
     * ADMIN): the days customers wait for, and how many.
     */
    async staffDays(scope: { doctorId: string } | { clinicId: string | null }): Promise<StaffWaitlistDay[]> {
      const rows = await repo().waitingCounts(scope, toLocalDate(deps.clock.now()));
      const refs = await repo().refsOf(rows);
      return rows.map((row) => ({
        doctor: { _id: row.doctorId, name: refs.doctors.get(row.doctorId)?.name ?? '' },
        date: row.date,
        waiting: row.waiting,
        windows: row.windows,
      }));
    },

    /** `DELETE /waitlist/{id}`: leaves a wait; another customer's is WAITLIST_NOT_FOUND. */
    async leave(customer: { id: string }, id: string): Promise<WaitlistEntry> {
      const row = await repo().findEntry(id);
      if (!row || row.userId !== customer.id) throw new AppError('WAITLIST_NOT_FOUND');
      const left = await repo().leave(id, customer.id, deps.clock.now());
      if (!left) throw new AppError('WAITLIST_NOT_WAITING');
      const [dto] = await dtosOf([left]);
      return dto!;
    },

    offerDay,

    /**
     * The periodic pass: waits of past days end, lapsed offers expire, and every day someone waits for is offered
     * its free slots — which also catches slots a doctor's or clinic's schedule change opened.
     */
    async sweep(): Promise<{ offered: number; expiredOffers: number; expiredEntries: number }> {
      const now = deps.clock.now();
      const today = toLocalDate(now);
      const expiredEntries = await repo().expireEntries(today, now);
      const expiredOffers = await repo().expireOffers(now);
      let offered = 0;
      for (const day of await repo().waitingDays(today)) offered += await offerDay(day.doctorId, day.date);
      return { offered, expiredOffers, expiredEntries };
    },

    followUps,
  };
}

export type WaitlistService = ReturnType<typeof createWaitlistService>;
