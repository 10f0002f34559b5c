import type { Redis } from 'ioredis';
import type { PrincipalKind } from '@lumi/shared';

/** One side of a call: who, and the socket that speaks for them (the callee's is known once answered). */
export type CallParty = { kind: PrincipalKind; id: string; socketId: string | null };

/** A call in progress, shared by every server process (api-contract §5.4). The server never keeps the SDP. */
export type CallRecord = {
  callId: string;
  conversationId: string;
  caller: CallParty & { socketId: string };
  callee: CallParty;
  state: 'ringing' | 'active';
  /** Epoch ms after which a call still ringing counts as unanswered, whichever process looks at it. */
  ringUntil: number;
};

export type PrincipalRef = { kind: PrincipalKind; id: string };

/**
 * Where calls live: in memory for one process, in Redis (a hash per call, with a time to live) when several
 * processes share the sockets. Every change that two processes could race on is atomic.
 */
export interface CallStore {
  /**
   * Stores a ringing call and marks both parties as in it. `callee-busy` / `caller-busy` when either is already in
   * a call (nothing stored), `exists` when the call id is taken.
   */
  create(record: CallRecord, ttlMs: number): Promise<'ok' | 'callee-busy' | 'caller-busy' | 'exists'>;
  get(callId: string): Promise<CallRecord | null>;
  /** The callee's socket takes a ringing call: the record as answered, or null (gone, or already answered). */
  answer(callId: string, socketId: string, ttlMs: number): Promise<CallRecord | null>;
  /** Removes the call and frees both parties; the record if this caller removed it (only one remover wins). */
  take(callId: string, onlyIfRinging?: boolean): Promise<CallRecord | null>;
  /** The call a principal is in, if any. */
  callOf(principal: PrincipalRef): Promise<string | null>;
  /** The calls a socket speaks in (as the caller, or as the callee that answered). */
  callsOfSocket(socketId: string): Promise<string[]>;
  close(): Promise<void>;
}

const principalKey = (p: PrincipalRef) => `${p.kind}:${p.id}`;

/** One process: plain maps, each entry expiring on its own. */
export function memoryCallStore(now: () => number = Date.now): CallStore {
  const calls = new Map<string, { record: CallRecord; expiresAt: number }>();
  const principals = new Map<string, string>();

  function live(callId: string): CallRecord | null {
    const entry = calls.get(callId);
    if (!entry) return null;
    if (entry.expiresAt <= now()) {
      drop(entry.record);
      return null;
    }
    return entry.record;
  }
  function drop(record: CallRecord) {
    calls.delete(record.callId);
    for (const party of [record.caller, record.callee])
      if (principals.get(principalKey(party)) === record.callId) principals.delete(principalKey(party));
  }
  function busy(p: PrincipalRef): boolean {
    const callId = principals.get(principalKey(p));
    if (callId === undefined) return false;
    if (live(callId)) return true;
    principals.delete(principalKey(p));
    return false;
  }

  return {
    async create(record, ttlMs) {
      if (live(record.callId)) return 'exists';
      if (busy(record.callee)) return 'callee-busy';
      if (busy(record.caller)) return 'caller-busy';
      calls.set(record.callId, { record: { ...record }, expiresAt: now() + ttlMs });
      principals.set(principalKey(record.caller), record.callId);
      principals.set(principalKey(record.callee), record.callId);
      return 'ok';
    },
    async get(callId) {
      const record = live(callId);
      return record ? { ...record } : null;
    },
    async answer(callId, socketId, ttlMs) {
      const record = live(callId);
      if (!record || record.state !== 'ringing') return null;
      const answered: CallRecord = {
        ...record,
        state: 'active',
        callee: { ...record.callee, socketId },
      };
      calls.set(callId, { record: answered, expiresAt: now() + ttlMs });
      return { ...answered };
    },
    async take(callId, onlyIfRinging = false) {
      const record = live(callId);
      if (!record || (onlyIfRinging && record.state !== 'ringing')) return null;
      drop(record);
      return record;
    },
    async callOf(principal) {
      const callId = principals.get(principalKey(principal));
      return callId !== undefined && live(callId) ? callId : null;
    },
    async callsOfSocket(socketId) {
      const found: string[] = [];
      for (const callId of [...calls.keys()]) {
        const record = live(callId);
        if (record && (record.caller.socketId === socketId || record.callee.socketId === socketId))
          found.push(callId);
      }
      return found;
    },
    async close() {
      calls.clear();
      principals.clear();
    },
  };
}

/*
 * Redis layout, under the realtime layer's prefix + `call:`:
 *   c:{callId}       hash of the record (fields below), with a TTL
 *   p:{kind}:{id}    the call the principal is in, with the same TTL
 *   s:{socketId}     set of the calls the socket speaks in, with the same TTL
 */

// KEYS: call, callee lock, caller lock, caller socket set; ARGV: callId, ttl ms, prefix, then field/value pairs.
const CREATE = `
if redis.call('EXISTS', KEYS[1]) == 1 then return 'exists' end
local function taken(key)
  local id = redis.call('GET', key)
  if not id then return false end
  if redis.call('EXISTS', ARGV[3] .. 'c:' .. id) == 1 then return true end
  redis.call('DEL', key)
  return false
end
if taken(KEYS[2]) then return 'callee-busy' end
if taken(KEYS[3]) then return 'caller-busy' end
local ttl = tonumber(ARGV[2])
redis.call('HSET', KEYS[1], unpack(ARGV, 4))
redis.call('PEXPIRE', KEYS[1], ttl)
redis.call('SET', KEYS[2], ARGV[1], 'PX', ttl)
redis.call('SET', KEYS[3], ARGV[1], 'PX', ttl)
redis.call('SADD', KEYS[4], ARGV[1])
redis.call('PEXPIRE', KEYS[4], ttl)
return 'ok'
`;

// KEYS: call; ARGV: socket id, ttl ms, prefix. Answers the call once; extends every key of it.
const ANSWER = `
if redis.call('HGET', KEYS[1], 'state') ~= 'ringing' then return nil end
redis.call('HSET', KEYS[1], 'state', 'active', 'calleeSocket', ARGV[1])
local ttl = tonumber(ARGV[2])
local f = redis.call('HMGET', KEYS[1], 'callId', 'callerKind', 'callerId', 'calleeKind', 'calleeId', 'callerSocket')
redis.call('PEXPIRE', KEYS[1], ttl)
redis.call('PEXPIRE', ARGV[3] .. 'p:' .. f[2] .. ':' .. f[3], ttl)
redis.call('PEXPIRE', ARGV[3] .. 'p:' .. f[4] .. ':' .. f[5], ttl)
redis.call('SADD', ARGV[3] .. 's:' .. ARGV[1], f[1])
redis.call('PEXPIRE', ARGV[3] .. 's:' .. ARGV[1], ttl)
redis.call('PEXPIRE', ARGV[3] .. 's:' .. f[6], ttl)
return redis.call('HGETALL', KEYS[1])
`;

// KEYS: call; ARGV: prefix, '1' to take only a ringing call. Deletes the call and what points at it.
const TAKE = `
local all = redis.call('HGETALL', KEYS[1])
if #all == 0 then return nil end
local f = {}
for i = 1, #all, 2 do f[all[i]] = all[i + 1] end
if ARGV[2] == '1' and f['state'] ~= 'ringing' then return nil end
redis.call('DEL', KEYS[1])
for _, side in ipairs({ 'caller', 'callee' }) do
  local lock = ARGV[1] .. 'p:' .. f[side .. 'Kind'] .. ':' .. f[side .. 'Id']
  if redis.call('GET', lock) == f['callId'] then redis.call('DEL', lock) end
  local socket = f[side .. 'Socket']
  if socket and socket ~= '' then redis.call('SREM', ARGV[1] .. 's:' .. socket, f['callId']) end
end
return all
`;

function toFields(record: CallRecord): string[] {
  return [
    'callId',
    record.callId,
    'conversationId',
    record.conversationId,
    'callerKind',
    record.caller.kind,
    'callerId',
    record.caller.id,
    'callerSocket',
    record.caller.socketId,
    'calleeKind',
    record.callee.kind,
    'calleeId',
    record.callee.id,
    'calleeSocket',
    record.callee.socketId ?? '',
    'state',
    record.state,
    'ringUntil',
    String(record.ringUntil),
  ];
}

function fromFields(flat: string[] | Record<string, string> | null): CallRecord | null {
  if (!flat) return null;
  const f: Record<string, string> = {};
  if (Array.isArray(flat)) for (let i = 0; i + 1 < flat.length; i += 2) f[flat[i]!] = flat[i + 1]!;
  else Object.assign(f, flat);
  if (!f.callId || !f.callerSocket) return null;
  return {
    callId: f.callId,
    conversationId: f.conversationId ?? '',
    caller: { kind: f.callerKind as PrincipalKind, id: f.callerId ?? '', socketId: f.callerSocket },
    callee: {
      kind: f.calleeKind as PrincipalKind,
      id: f.calleeId ?? '',
      socketId: f.calleeSocket ? f.calleeSocket : null,
    },
    state: f.state === 'active' ? 'active' : 'ringing',
    ringUntil: Number(f.ringUntil ?? 0),
  };
}

/** Several processes: the record in Redis, changed only by the scripts above. */
export function redisCallStore(redis: Redis, keyPrefix: string): CallStore {
  const PREFIX = `${keyPrefix}call:`;
  const callKey = (callId: string) => `${PREFIX}c:${callId}`;
  const lockKey = (p: PrincipalRef) => `${PREFIX}p:${principalKey(p)}`;
  const socketKey = (socketId: string) => `${PREFIX}s:${socketId}`;
  return {
    async create(record, ttlMs) {
      const result = await redis.eval(
        CREATE,
        4,
        callKey(record.callId),
        lockKey(record.callee),
        lockKey(record.caller),
        socketKey(record.caller.socketId),
        record.callId,
        String(ttlMs),
        PREFIX,
        ...toFields(record),
      );
      return result as 'ok' | 'callee-busy' | 'caller-busy' | 'exists';
    },
    async get(callId) {
      return fromFields(await redis.hgetall(callKey(callId)));
    },
    async answer(callId, socketId, ttlMs) {
      const flat = (await redis.eval(ANSWER, 1, callKey(callId), socketId, String(ttlMs), PREFIX)) as
        string[] | null;
      return fromFields(flat);
    },
    async take(callId, onlyIfRinging = false) {
      const flat = (await redis.eval(TAKE, 1, callKey(callId), PREFIX, onlyIfRinging ? '1' : '0')) as
        string[] | null;
      return fromFields(flat);
    },
    async callOf(principal) {
      const callId = await redis.get(lockKey(principal));
      if (!callId) return null;
      return (await redis.exists(callKey(callId))) === 1 ? callId : null;
    },
    async callsOfSocket(socketId) {
      return redis.smembers(socketKey(socketId));
    },
    async close() {
      // The connection belongs to the app.
    },
  };
}
