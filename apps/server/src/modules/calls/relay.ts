import {
  CALL_WINDOW_MESSAGES,
  CallAnswerSchema,
  CallEndSchema,
  CallIceSchema,
  CallOfferSchema,
  ROOMS,
  type CallEndReason,
} from '@lumi/shared';
import { AppError } from '../../lib/app-error';
import type { RealtimeHub, SocketContext } from '../../realtime/port';
import type { CallsService } from './service';
import type { CallParty, CallRecord, CallStore } from './store';

/** An answered call is kept this long at most (a process that dies mid-call leaves nothing behind for longer). */
export const CALL_ACTIVE_TTL_MS = 4 * 3_600_000;
/** A ringing call's record outlives its ring time by this much, so a late look still sees it as unanswered. */
const RING_GRACE_MS = 5_000;

export const CALL_MESSAGES = {
  gone: 'Cuộc gọi đã kết thúc',
  answeredElsewhere: 'Cuộc gọi đã được trả lời trên thiết bị khác',
  notYours: 'Bạn không tham gia cuộc gọi này',
} as const;

type Log = { warn(obj: object, msg: string): void };

/**
 * The call relay (api-contract §5.4): offers, answers, ICE candidates and hang-ups between the two participants of
 * a conversation, delivered to the sockets of the call wherever they are connected. The SDP and candidates are
 * passed on untouched. A call's state lives in the store (Redis across processes); the process that relayed an
 * offer owns its ring timer, and the record's `ringUntil` and time to live end it if that process is gone.
 */
export function registerCallRelay(deps: {
  hub: RealtimeHub;
  store: CallStore;
  calls: Pick<CallsService, 'partiesForCall'>;
  ringTimeoutMs: number;
  log: Log;
}): { close(): void } {
  const { hub, store } = deps;
  const timers = new Map<string, NodeJS.Timeout>();

  const clearTimer = (callId: string) => {
    const timer = timers.get(callId);
    if (timer) clearTimeout(timer);
    timers.delete(callId);
  };

  /** Every socket of the callee while it rings; the one that answered once it is answered. */
  function toCallee(record: CallRecord, reason: CallEndReason) {
    if (record.callee.socketId)
      hub.emitToSocket(record.callee.socketId, 'call:end', { callId: record.callId, reason });
    else
      hub.emit(ROOMS.principal(record.callee.kind, record.callee.id), 'call:end', {
        callId: record.callId,
        reason,
      });
  }
  function toCaller(record: CallRecord, reason: CallEndReason) {
    hub.emitToSocket(record.caller.socketId, 'call:end', { callId: record.callId, reason });
  }

  const isParty = (party: CallParty, context: SocketContext) =>
    party.kind === context.principal.kind && party.id === context.principal.id;

  async function timeOut(callId: string) {
    timers.delete(callId);
    const record = await store.take(callId, true);
    if (!record) return;
    toCaller(record, 'timeout');
    toCallee(record, 'timeout');
  }

  /** A ringing call whose ring time has passed is over, whoever notices first. */
  async function expired(record: CallRecord): Promise<boolean> {
    if (record.state !== 'ringing' || record.ringUntil > Date.now()) return false;
    await timeOut(record.callId);
    return true;
  }

  /** Whether a socket is still connected, on any process. */
  async function isConnected(party: CallParty): Promise<boolean> {
    if (party.socketId === null) return true;
    return (await hub.socketsOf(party.kind, party.id)).includes(party.socketId);
  }

  /**
   * Ends the call a principal is held in when one of its sockets is gone (the other side gets `disconnected`), or
   * when it rang past its time; true when it did.
   */
  async function clearIfAbandoned(principal: CallParty): Promise<boolean> {
    const callId = await store.callOf(principal);
    const record = callId ? await store.get(callId) : null;
    if (!record) return false;
    if (await expired(record)) return true;
    const [callerHere, calleeHere] = await Promise.all([
      isConnected(record.caller),
      isConnected(record.callee),
    ]);
    if (callerHere && calleeHere) return false;
    const taken = await store.take(record.callId);
    if (!taken) return true;
    clearTimer(taken.callId);
    if (callerHere) toCaller(taken, 'disconnected');
    if (calleeHere) toCallee(taken, 'disconnected');
    return true;
  }

  async function load(callId: string, context: SocketContext): Promise<CallRecord> {
    const record = await store.get(callId);
    if (!record || (await expired(record))) throw new AppError('FORBIDDEN', { message: CALL_MESSAGES.gone });
    if (!isParty(record.caller, context) && !isParty(record.callee, context))
      throw new AppError('FORBIDDEN', { message: CALL_MESSAGES.notYours });
    return record;
  }

  hub.handle('call:offer', async (context, payload) => {
    const body = CallOfferSchema.parse(payload);
    const caller = context.principal;
    const parties = await deps.calls.partiesForCall(body.conversationId, {
      kind: caller.kind,
      id: caller.id,
      role: caller.role,
    });
    const callee = parties.other;
    const end = (reason: CallEndReason) =>
      hub.emitToSocket(context.socketId, 'call:end', { callId: body.callId, reason });

    if ((await hub.socketsOf(callee.kind, callee._id)).length === 0) {
      end('offline');
      return { callId: body.callId, delivered: false };
    }
    const record: CallRecord = {
      callId: body.callId,
      conversationId: body.conversationId,
      caller: { kind: caller.kind, id: caller.id, socketId: context.socketId },
      callee: { kind: callee.kind, id: callee._id, socketId: null },
      state: 'ringing',
      ringUntil: Date.now() + deps.ringTimeoutMs,
    };
    const ttl = deps.ringTimeoutMs + RING_GRACE_MS;
    let created = await store.create(record, ttl);
    // A call left behind by a process that died (its sockets gone without a goodbye) does not keep anyone busy.
    if (created === 'callee-busy' || created === 'caller-busy') {
      const blocking = created === 'callee-busy' ? record.callee : record.caller;
      if (await clearIfAbandoned(blocking)) created = await store.create(record, ttl);
    }
    if (created === 'exists') throw new AppError('VALIDATION_ERROR');
    if (created === 'caller-busy')
      throw new AppError('FORBIDDEN', { message: CALL_WINDOW_MESSAGES.callerBusy });
    if (created === 'callee-busy') {
      end('busy');
      return { callId: body.callId, delivered: false };
    }
    hub.emit(ROOMS.principal(callee.kind, callee._id), 'call:offer', {
      callId: body.callId,
      conversationId: body.conversationId,
      from: parties.self,
      offer: body.offer,
      withVideo: body.withVideo,
      // Additive (ADR 0067): the booking this consultation belongs to, so the doctor's window can show its record.
      ...(parties.bookingId ? { bookingId: parties.bookingId } : {}),
    });
    const timer = setTimeout(() => {
      timeOut(body.callId).catch((err: unknown) => deps.log.warn({ err }, 'call ring time-out failed'));
    }, deps.ringTimeoutMs);
    timer.unref();
    timers.set(body.callId, timer);
    return { callId: body.callId, delivered: true };
  });

  hub.handle('call:answer', async (context, payload) => {
    const body = CallAnswerSchema.parse(payload);
    const record = await load(body.callId, context);
    if (!isParty(record.callee, context))
      throw new AppError('FORBIDDEN', { message: CALL_MESSAGES.notYours });
    const answered = await store.answer(body.callId, context.socketId, CALL_ACTIVE_TTL_MS);
    if (!answered) throw new AppError('FORBIDDEN', { message: CALL_MESSAGES.answeredElsewhere });
    clearTimer(body.callId);
    hub.emitToSocket(answered.caller.socketId, 'call:answer', { callId: body.callId, answer: body.answer });
    hub.emit(
      ROOMS.principal(answered.callee.kind, answered.callee.id),
      'call:end',
      { callId: body.callId, reason: 'answered_elsewhere' },
      { exceptSocketId: context.socketId },
    );
    return { callId: body.callId };
  });

  hub.handle('call:ice', async (context, payload) => {
    const body = CallIceSchema.parse(payload);
    const record = await load(body.callId, context);
    const message = { callId: body.callId, candidate: body.candidate };
    if (context.socketId === record.caller.socketId) {
      // Before the answer the caller's candidates go to every ringing socket (the one that answers keeps them).
      if (record.callee.socketId) hub.emitToSocket(record.callee.socketId, 'call:ice', message);
      else hub.emit(ROOMS.principal(record.callee.kind, record.callee.id), 'call:ice', message);
    } else if (record.callee.socketId !== null && context.socketId === record.callee.socketId) {
      hub.emitToSocket(record.caller.socketId, 'call:ice', message);
    } else {
      throw new AppError('FORBIDDEN', { message: CALL_MESSAGES.notYours });
    }
    return null;
  });

  hub.handle('call:end', async (context, payload) => {
    const body = CallEndSchema.parse(payload);
    const found = await store.get(body.callId);
    // Ending a call that is already over is not an error: both sides may hang up at once.
    if (!found) return null;
    const isCaller = context.socketId === found.caller.socketId;
    const isCallee =
      isParty(found.callee, context) &&
      (found.callee.socketId === null || found.callee.socketId === context.socketId);
    if (!isCaller && !isCallee) throw new AppError('FORBIDDEN', { message: CALL_MESSAGES.notYours });
    const record = await store.take(body.callId);
    if (!record) return null;
    clearTimer(body.callId);
    if (isCaller) {
      toCallee(record, 'hangup');
      return null;
    }
    const reason: CallEndReason =
      record.state === 'ringing' && body.reason === 'rejected' ? 'rejected' : 'hangup';
    toCaller(record, reason);
    // The callee's other devices stop ringing.
    if (record.state === 'ringing')
      hub.emit(
        ROOMS.principal(record.callee.kind, record.callee.id),
        'call:end',
        { callId: record.callId, reason },
        { exceptSocketId: context.socketId },
      );
    return null;
  });

  hub.onDisconnect((context) => {
    void (async () => {
      for (const callId of await store.callsOfSocket(context.socketId)) {
        const record = await store.take(callId);
        if (!record) continue;
        clearTimer(callId);
        if (record.caller.socketId === context.socketId) toCallee(record, 'disconnected');
        else toCaller(record, 'disconnected');
      }
      // A callee whose last socket went while it rang cannot answer any more.
      const ringing = await store.callOf({ kind: context.principal.kind, id: context.principal.id });
      if (!ringing) return;
      const record = await store.get(ringing);
      if (!record || record.state !== 'ringing' || !isParty(record.callee, context)) return;
      if ((await hub.socketsOf(record.callee.kind, record.callee.id)).length > 0) return;
      const taken = await store.take(ringing, true);
      if (!taken) return;
      clearTimer(ringing);
      toCaller(taken, 'disconnected');
    })().catch((err: unknown) => deps.log.warn({ err }, 'ending the calls of a closed socket failed'));
  });

  return {
    close() {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}
