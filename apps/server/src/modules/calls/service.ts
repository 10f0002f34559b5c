import {
  type AdminRole,
  CALL_WINDOW_MESSAGES,
  avatarOf,
  consultationWindow,
  isInCallWindow,
  toLocalDate,
  type ChatType,
  type Consultation,
  type Participant,
  toLocalTime,
} from '@lumi/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { callsRepository } from './repository';
import type { PrincipalRef } from './store';

/** The two sides of a conversation, seen from one participant. */
export type ConversationParties = {
  type: ChatType;
  /** The customer of the conversation (always one of the two). */
  customerId: string;
  self: Participant;
  other: Participant;
};

/** A caller as the socket knows them (an admin account with its role). */
export type CallActor = PrincipalRef & { role?: AdminRole | undefined };

/** What calls need of the chat module (ctx.services.chat), adapted in index.ts. */
export type CallDirectory = {
  /** The participants of a conversation the principal takes part in; else CONVERSATION_NOT_FOUND. */
  parties(conversationId: string, principal: CallActor): Promise<ConversationParties>;
  /** The customer ↔ doctor conversation (found or opened): its id. */
  doctorConversationFor(customerId: string, doctorId: string): Promise<string>;
};

export type CallsService = ReturnType<typeof createCallsService>;

/** The rules of who may call whom and when (api-contract §5.4), and the consultation page's answer. */
export function createCallsService(deps: { db: Db; clock: Clock; directory: CallDirectory }) {
  const repo = () => callsRepository(deps.db);

  return {
    /**
     * The parties of a call the principal places in a conversation. A customer ↔ doctor call needs a confirmed
     * booking between them whose window holds now (FORBIDDEN, saying when it opens) — the call is that booking's
     * consultation (`bookingId`, the soonest when two windows hold); support calls need nothing more.
     */
    async partiesForCall(
      conversationId: string,
      caller: CallActor,
    ): Promise<ConversationParties & { bookingId?: string }> {
      const parties = await deps.directory.parties(conversationId, caller);
      if (parties.type !== 'User_Doctor') return parties;
      const doctor = parties.self.kind === 'doctor' ? parties.self : parties.other;
      const now = deps.clock.now();
      const windows = (await repo().openOrComingWindows(parties.customerId, doctor._id, now)).map(
        (booking) => ({
          bookingId: booking.id,
          ...consultationWindow(booking),
        }),
      );
      const open = windows.find((w) => isInCallWindow(w, now));
      if (open) return { ...parties, bookingId: open.bookingId };
      const next = windows.find((w) => w.opensAt.getTime() > now.getTime());
      throw new AppError('FORBIDDEN', {
        message: next ? CALL_WINDOW_MESSAGES.opensAt(next.opensAt) : CALL_WINDOW_MESSAGES.none,
      });
    },

    /** `GET /consultations/{bookingId}`: the customer's or the doctor's own booking, else BOOKING_NOT_FOUND. */
    async consultation(bookingId: string, principal: PrincipalRef): Promise<Consultation> {
      const row = await repo().consultation(bookingId);
      const owns =
        row !== undefined &&
        ((principal.kind === 'user' && row.userId === principal.id) ||
          (principal.kind === 'doctor' && row.doctorId === principal.id));
      if (!row || !owns) throw new AppError('BOOKING_NOT_FOUND');
      const window = consultationWindow(row);
      const now = deps.clock.now();
      return {
        bookingId: row.id,
        code: row.code,
        doctor: {
          _id: row.doctorId,
          name: row.doctorName,
          avatar: avatarOf(row.doctorAvatar, row.doctorName),
          specialty: row.doctorSpecialty,
        },
        customer: { _id: row.userId, name: row.userName },
        patientName: row.patientName,
        date: toLocalDate(row.startAt),
        startTime: toLocalTime(row.startAt),
        endTime: toLocalTime(row.endAt),
        startAt: row.startAt.toISOString(),
        endAt: row.endAt.toISOString(),
        status: row.status,
        opensAt: window.opensAt.toISOString(),
        closesAt: window.closesAt.toISOString(),
        canCallNow: row.status === 'confirmed' && isInCallWindow(window, now),
        conversationId: await deps.directory.doctorConversationFor(row.userId, row.doctorId),
      };
    },
  };
}
