import {
  bookingMoveBlock,
  type Booking,
  type BookingChange,
  type BookingActor as RuleActor,
  type BookingStatus,
  type ErrorCode,
} from '@lumi/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { BookingsCore, DepositOnMove } from './deps';
import { conditionalMove } from '../../lib/lifecycle/move';
import { pushBookingStatus } from './notices';
import type { BookingActor, BookingRow } from './repository';

export type BookingMove = {
  id: string;
  /** Whether the caller may see this booking; any other is BOOKING_NOT_FOUND (api-contract §1.2). */
  owns: (row: BookingRow) => boolean;
  to: BookingStatus;
  /** 'System': the deposit's expiry (ADR 0061), which always brings its own `block`. */
  actor: BookingActor & { model: RuleActor | 'System' };
  reason: string | null;
  /** Another rule than the actor's (a reminder's link cancels until the visit starts, ADR 0058). */
  block?: (row: BookingRow, now: Date) => ErrorCode | null;
  /** Written in the move's transaction (a link's one use): throwing rolls the move back. */
  also?: (tx: Db) => Promise<void>;
};

/**
 * Status changes (decision 23): the shared state machine decides, and the repository applies the change only while
 * the booking is still in the status that was checked (the lifecycle kit's conditional move), so of two concurrent
 * moves only one wins; the loser is judged again on the fresh row. The timeline event and the follow-ups' jobs land
 * in the same transaction; the live push after the commit.
 */
export function createTransitions(
  { deps, repo, followUps, slots }: BookingsCore,
  dto: (row: BookingRow) => Promise<Booking>,
  /** The deposit's part of the move (ADR 0061), in its transaction, on the row as the move wrote it. */
  depositOnMove: DepositOnMove,
) {
  async function move(change: BookingMove): Promise<Booking> {
    const notice = changeOf(change);
    let now = deps.clock.now();
    const { from, moved } = await conditionalMove({
      async load() {
        const row = await repo().findById(change.id);
        if (!row || !change.owns(row)) throw new AppError('BOOKING_NOT_FOUND');
        return row;
      },
      judge(row) {
        now = deps.clock.now();
        const { model } = change.actor;
        const block = change.block
          ? change.block(row, now)
          : model === 'System'
            ? 'BOOKING_STATUS_INVALID'
            : bookingMoveBlock(row, change.to, model, now);
        if (block) throw new AppError(block);
      },
      write(row) {
        const cancelReason = change.to === 'cancelled' ? (change.reason ?? undefined) : undefined;
        return deps.db.transaction(async (tx) => {
          const written = await repo(tx).updateStatus({
            id: row.id,
            from: row.status,
            to: change.to,
            actor: change.actor,
            note: cancelReason ?? null,
            at: now,
            ...(cancelReason !== undefined ? { cancelReason } : {}),
          });
          if (!written) return null;
          const withDeposit = await depositOnMove(tx, written, row, change.to, change.actor.model, now);
          await change.also?.(tx);
          if (change.to === 'cancelled')
            await slots.freed(tx, { doctorId: row.doctorId, startAt: row.startAt, endAt: row.endAt });
          await followUps.record(tx, { bookingId: row.id, change: notice });
          return withDeposit ?? written;
        });
      },
      lost: () =>
        new AppError(change.actor.model === 'User' ? 'BOOKING_NOT_CANCELLABLE' : 'BOOKING_STATUS_INVALID'),
    });
    const booking = await dto(moved);
    followUps.announce(() => pushBookingStatus(deps.realtime, booking, from.status));
    return booking;
  }

  return { move };
}

/** What the change will announce; a move no actor may make (the customer confirming, anyone to pending) is refused. */
function changeOf(change: BookingMove): BookingChange {
  const by = change.actor.model;
  if (change.to === 'cancelled') return { kind: 'cancelled', by, reason: change.reason ?? '' };
  if (
    by !== 'User' &&
    by !== 'System' &&
    (change.to === 'confirmed' || change.to === 'completed' || change.to === 'no_show')
  )
    return { kind: change.to, by };
  throw new AppError('BOOKING_STATUS_INVALID');
}
