import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  bookingLinkBlock,
  toLocalDate,
  toLocalTime,
  type Booking,
  type BookingLinkActionBody,
  type BookingLinkView,
} from '@lumi/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { BookingsCore } from './deps';
import { bookingLinksRepository, type BookingLinkRow } from './links-repository';
import type { BookingRow } from './repository';
import type { BookingMove } from './transitions';

/** The reason a cancellation through a reminder's link records when the customer gives none. */
export const LINK_CANCEL_REASON = 'Khách hủy qua liên kết nhắc lịch';

const ID_BYTES = 16;
/** base64url lengths of the id (16 bytes) and of its MAC (HMAC-SHA256, 32 bytes): the token is the two joined. */
const ID_LENGTH = 22;
const MAC_LENGTH = 43;

/**
 * A reminder's signed single-use link (issue 30 item 3, ADR 0058): `{id}{mac}` — a random id and its HMAC under a
 * key derived from the server's secret, so a forged or mistyped link is refused before any read; the database keeps
 * only the id's SHA-256 with the booking, the link's end (the visit's start) and its one use. Confirming records
 * that the customer will come; cancelling goes through the booking lifecycle's cancel (the doctor is told, the slot
 * offered to the waitlist), under the link's rule (`bookingLinkBlock`: until the visit starts).
 */
export function createBookingLinks(
  core: BookingsCore,
  deps: { secret: string; move: (change: BookingMove) => Promise<Booking> },
) {
  const key = createHmac('sha256', deps.secret).update('lumi:booking-link:v1').digest();
  const macOf = (id: string) => createHmac('sha256', key).update(id).digest('base64url');
  const hashOf = (id: string) => createHash('sha256').update(id).digest('hex');
  const links = (db: Db = core.deps.db) => bookingLinksRepository(db);

  /**
   * The link's id when the token is one this server signed, else null. No separator: a page address ending in
   * '.something' would be taken for a file.
   */
  function idOf(token: string): string | null {
    if (token.length !== ID_LENGTH + MAC_LENGTH) return null;
    const id = token.slice(0, ID_LENGTH);
    const expected = Buffer.from(macOf(id));
    const given = Buffer.from(token.slice(ID_LENGTH));
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
  }

  async function load(token: string): Promise<{ link: BookingLinkRow; row: BookingRow }> {
    const id = idOf(token);
    const link = id ? await links().findByHash(hashOf(id)) : undefined;
    const row = link ? await core.repo().findById(link.bookingId) : undefined;
    if (!link || !row) throw new AppError('BOOKING_LINK_INVALID');
    return { link, row };
  }

  async function viewOf(link: BookingLinkRow, row: BookingRow): Promise<BookingLinkView> {
    const refs = await core.repo().refsOf([row]);
    const doctor = refs.doctors.get(row.doctorId);
    const clinic = refs.clinics.get(row.clinicId);
    return {
      code: row.code,
      status: row.status,
      patientName: row.patientName,
      doctor: { name: doctor?.name ?? '', specialty: doctor?.specialty ?? '' },
      clinic: { name: clinic?.name ?? '', address: clinic?.address ?? '', phone: clinic?.phone ?? '' },
      date: toLocalDate(row.startAt),
      startTime: toLocalTime(row.startAt),
      endTime: toLocalTime(row.endAt),
      usedAction: link.usedAction ?? null,
      canAct: link.usedAt === null && bookingLinkBlock(row, core.deps.clock.now()) === null,
      expiresAt: link.expiresAt.toISOString(),
    };
  }

  return {
    /** In the transaction that claims a reminder: a new link to the booking; answers its token. */
    async issue(tx: Db, booking: { id: string; startAt: Date }): Promise<string> {
      const id = randomBytes(ID_BYTES).toString('base64url');
      await links(tx).insert({
        tokenHash: hashOf(id),
        bookingId: booking.id,
        expiresAt: booking.startAt,
        createdAt: core.deps.clock.now(),
      });
      return `${id}${macOf(id)}`;
    },

    /** `GET /bookings/by-link/{token}`. */
    async view(token: string): Promise<BookingLinkView> {
      const { link, row } = await load(token);
      return viewOf(link, row);
    },

    /** `POST /bookings/by-link/{token}`: confirm or cancel, once. */
    async act(token: string, body: BookingLinkActionBody): Promise<BookingLinkView> {
      const { link, row } = await load(token);
      if (link.usedAt) throw new AppError('BOOKING_LINK_USED');
      const now = core.deps.clock.now();
      const block = bookingLinkBlock(row, now);
      if (block) throw new AppError(block);
      if (body.action === 'confirm') {
        // The booking's row first, then the link's: the order a cancel through the lifecycle takes (the booking
        // locked, then the link used in `also`), so a confirm and a cancel at once wait for each other instead of
        // deadlocking on PostgreSQL.
        await core.deps.db.transaction(async (tx) => {
          const attended = await links(tx).confirmAttendance(row.id, now);
          if (!(await links(tx).use(link.id, 'confirm', now))) throw new AppError('BOOKING_LINK_USED');
          if (!attended) throw new AppError('BOOKING_NOT_CANCELLABLE');
        });
      } else {
        await deps.move({
          id: row.id,
          owns: () => true,
          to: 'cancelled',
          actor: { id: row.userId, name: row.patientName, model: 'User' },
          reason: body.cancelReason ?? LINK_CANCEL_REASON,
          block: bookingLinkBlock,
          also: async (tx) => {
            if (!(await links(tx).use(link.id, 'cancel', now))) throw new AppError('BOOKING_LINK_USED');
          },
        });
      }
      const fresh = await load(token);
      return viewOf(fresh.link, fresh.row);
    },
  };
}

export type BookingLinks = ReturnType<typeof createBookingLinks>;
