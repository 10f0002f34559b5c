import type { Redis } from 'ioredis';
import { REMEMBER_TOKEN_TTL_DAYS } from '@lumi/shared';

/**
 * Who is online, across every server process (api-contract §5.3 `userOnlines`).
 *
 * A member is `{tag}:{id}`: `user` (customer), `doctor`, `staff` (admin ADMIN or SUPPORT), `clinic` (admin CLINIC).
 * The hub counts a principal's sockets on its own process and tells the store only when the first one connects or
 * the last one goes; the store answers a snapshot when that changed who is online on the whole deployment (null when
 * another process still holds the principal). Every change bumps a version, read in the same atomic step as the
 * members, so a process can drop a snapshot older than one it already applied whatever order they arrive in.
 *
 * It also counts each account's sockets on every live process (ADR 0031), so that one account holds a few at most.
 */
export type PresenceTag = 'user' | 'doctor' | 'staff' | 'clinic';
export type PresenceSnapshot = { version: number; members: string[] };

export interface PresenceStore {
  /** This process holds a first socket of `member`. A snapshot when the member was offline everywhere. */
  add(member: string): Promise<PresenceSnapshot | null>;
  /** This process's last socket of `member` has gone. A snapshot when no process holds it any more. */
  remove(member: string): Promise<PresenceSnapshot | null>;
  snapshot(): Promise<PresenceSnapshot>;
  /** Whether any of these members is online on some process. */
  hasAny(members: readonly string[]): Promise<boolean>;
  /**
   * Proof of life, called periodically: processes that stopped beating are dropped (a snapshot when that changed
   * anything). `local` are the members this process holds, put back if another process had dropped this one.
   */
  beat(local: () => string[]): Promise<PresenceSnapshot | null>;
  /** This process is leaving: its members go (a snapshot of what remains). */
  leave(): Promise<PresenceSnapshot | null>;
  /**
   * A new socket of `account` (`{kind}:{id}`), on this process. Past `max` sockets of that account on every live
   * process, the oldest make room: their ids are answered (oldest first, never the new one) and no longer counted.
   */
  attach(account: string, socketId: string, max: number): Promise<SocketRef[]>;
  /** That socket has gone (also when it was made room for already). */
  detach(account: string, socketId: string): Promise<void>;
}

/** A socket and the process holding it. */
export type SocketRef = { nodeId: string; socketId: string };

/** One process alone (no REDIS_URL). */
export function memoryPresenceStore(nodeId = 'local'): PresenceStore {
  const members = new Set<string>();
  /** Each account's sockets, oldest first. */
  const sockets = new Map<string, string[]>();
  let version = 0;
  const snap = (): PresenceSnapshot => ({ version, members: [...members] });
  return {
    async add(member) {
      if (members.has(member)) return null;
      members.add(member);
      version += 1;
      return snap();
    },
    async remove(member) {
      if (!members.delete(member)) return null;
      version += 1;
      return snap();
    },
    async snapshot() {
      return snap();
    },
    async hasAny(list) {
      return list.some((member) => members.has(member));
    },
    async beat() {
      return null;
    },
    async leave() {
      members.clear();
      sockets.clear();
      version += 1;
      return snap();
    },
    async attach(account, socketId, max) {
      const list = sockets.get(account) ?? [];
      list.push(socketId);
      sockets.set(account, list);
      const over = Math.max(0, list.length - Math.max(1, max));
      return list.splice(0, over).map((id) => ({ nodeId, socketId: id }));
    },
    async detach(account, socketId) {
      const list = sockets.get(account);
      if (!list) return;
      const at = list.indexOf(socketId);
      if (at >= 0) list.splice(at, 1);
      if (list.length === 0) sockets.delete(account);
    },
  };
}

// Lua scripts, each atomic on the Redis server. KEYS[1] = the live-process sorted set (member: process id, score:
// its last beat in ms by Redis's clock), KEYS[2] = the version counter. ARGV[1] = the prefix of the per-process
// member sets, ARGV[2] = this process's id, ARGV[3] = the time after which a silent process is dead (ms).
const PRELUDE = `
local nodesKey, versionKey = KEYS[1], KEYS[2]
local setPrefix, self, ttl = ARGV[1], ARGV[2], tonumber(ARGV[3])
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local function live()
  return redis.call('ZRANGEBYSCORE', nodesKey, '(' .. (now - ttl), '+inf')
end
local function snapshot()
  local nodes = live()
  local keys = {}
  for i, node in ipairs(nodes) do keys[i] = setPrefix .. node end
  local members = {}
  if #keys > 0 then members = redis.call('SUNION', unpack(keys)) end
  return { tonumber(redis.call('GET', versionKey) or '0'), members }
end
local function elsewhere(member)
  for _, node in ipairs(live()) do
    if node ~= self and redis.call('SISMEMBER', setPrefix .. node, member) == 1 then return true end
  end
  return false
end
-- Versions never go back, even if the counter is lost (expired, Redis emptied): never below the time in µs.
local function bump()
  local v = redis.call('INCR', versionKey)
  local floor = now * 1000
  if v < floor then redis.call('SET', versionKey, floor) end
  redis.call('PEXPIRE', versionKey, 86400000)
  return snapshot()
end
local function touch()
  redis.call('ZADD', nodesKey, now, self)
  redis.call('PEXPIRE', nodesKey, 86400000)
  redis.call('PEXPIRE', setPrefix .. self, ttl * 2)
end
`;

const ADD = `${PRELUDE}
local member = ARGV[4]
local added = redis.call('SADD', setPrefix .. self, member)
touch()
if added == 0 or elsewhere(member) then return false end
return bump()
`;

const REMOVE = `${PRELUDE}
local member = ARGV[4]
local removed = redis.call('SREM', setPrefix .. self, member)
touch()
if removed == 0 or elsewhere(member) then return false end
return bump()
`;

const SNAPSHOT = `${PRELUDE}
return snapshot()
`;

const HAS_ANY = `${PRELUDE}
for _, node in ipairs(live()) do
  for i = 4, #ARGV do
    if redis.call('SISMEMBER', setPrefix .. node, ARGV[i]) == 1 then return 1 end
  end
end
return 0
`;

// Answers { 1 when this process had been dropped (its members must be put back) else 0, snapshot or false }.
const BEAT = `${PRELUDE}
local dropped = redis.call('ZSCORE', nodesKey, self) == false
local dead = redis.call('ZRANGEBYSCORE', nodesKey, '-inf', now - ttl)
for _, node in ipairs(dead) do
  if node ~= self then
    redis.call('ZREM', nodesKey, node)
    redis.call('DEL', setPrefix .. node)
  end
end
touch()
local changed = false
for _, node in ipairs(dead) do if node ~= self then changed = true end end
if changed then return { dropped and 1 or 0, bump() } end
return { dropped and 1 or 0, false }
`;

const RESTORE = `${PRELUDE}
for i = 4, #ARGV do redis.call('SADD', setPrefix .. self, ARGV[i]) end
touch()
return bump()
`;

const LEAVE = `${PRELUDE}
redis.call('ZREM', nodesKey, self)
redis.call('DEL', setPrefix .. self)
return bump()
`;

// A sorted set per account: members `{process id} {socket id}`, scores strictly increasing in arrival order. Entries
// of processes that stopped beating are dropped first, so a crashed process's sockets never count.
// ARGV[4] = the account's key, ARGV[5] = the new socket's id, ARGV[6] = the most sockets, ARGV[7] = the key's lifetime.
const ATTACH = `${PRELUDE}
local key, socket, max, keep = ARGV[4], ARGV[5], tonumber(ARGV[6]), tonumber(ARGV[7])
touch()
local alive = {}
for _, node in ipairs(live()) do alive[node] = true end
for _, entry in ipairs(redis.call('ZRANGE', key, 0, -1)) do
  if not alive[string.match(entry, '^[^ ]+')] then redis.call('ZREM', key, entry) end
end
local score = now
local newest = redis.call('ZRANGE', key, -1, -1, 'WITHSCORES')
if newest[2] and tonumber(newest[2]) >= score then score = tonumber(newest[2]) + 1 end
redis.call('ZADD', key, score, self .. ' ' .. socket)
redis.call('PEXPIRE', key, keep)
local over = redis.call('ZCARD', key) - math.max(1, max)
if over <= 0 then return {} end
local evicted = redis.call('ZRANGE', key, 0, over - 1)
redis.call('ZREMRANGEBYRANK', key, 0, over - 1)
return evicted
`;

/** An account's socket list outlives any socket in it: a socket ends when its token does (30 days at most). */
const SOCKETS_KEY_TTL_MS = (REMEMBER_TOKEN_TTL_DAYS + 1) * 86_400_000;

type RawSnapshot = [number, string[]] | null;

function toSnapshot(raw: RawSnapshot): PresenceSnapshot | null {
  return raw ? { version: Number(raw[0]), members: raw[1] } : null;
}

/**
 * Presence shared through Redis: one set of members per process, a sorted set of live processes refreshed by a
 * heartbeat, and a version counter. A process that dies without leaving stops beating; the next beat of any other
 * process after `ttlMs` drops it and broadcasts the new list.
 */
export function redisPresenceStore(options: {
  redis: Redis;
  prefix: string;
  nodeId: string;
  ttlMs: number;
}): PresenceStore {
  const { redis, prefix, nodeId, ttlMs } = options;
  const keys = [`${prefix}presence:nodes`, `${prefix}presence:version`];
  const base = [`${prefix}presence:node:`, nodeId, String(ttlMs)];
  const run = async <T>(script: string, extra: readonly string[] = []): Promise<T> =>
    (await redis.eval(script, keys.length, ...keys, ...base, ...extra)) as T;

  return {
    async add(member) {
      return toSnapshot(await run<RawSnapshot>(ADD, [member]));
    },
    async remove(member) {
      return toSnapshot(await run<RawSnapshot>(REMOVE, [member]));
    },
    async snapshot() {
      return toSnapshot(await run<RawSnapshot>(SNAPSHOT)) ?? { version: 0, members: [] };
    },
    async hasAny(list) {
      if (list.length === 0) return false;
      return (await run<number>(HAS_ANY, list)) === 1;
    },
    async beat(local) {
      const [dropped, raw] = await run<[number, RawSnapshot]>(BEAT);
      if (dropped === 1) {
        const members = local();
        if (members.length > 0) return toSnapshot(await run<RawSnapshot>(RESTORE, members));
      }
      return toSnapshot(raw);
    },
    async leave() {
      return toSnapshot(await run<RawSnapshot>(LEAVE));
    },
    async attach(account, socketId, max) {
      const evicted = await run<string[]>(ATTACH, [
        `${prefix}presence:sockets:${account}`,
        socketId,
        String(max),
        String(SOCKETS_KEY_TTL_MS),
      ]);
      return evicted.map((entry) => {
        const at = entry.indexOf(' ');
        return { nodeId: entry.slice(0, at), socketId: entry.slice(at + 1) };
      });
    },
    async detach(account, socketId) {
      // No heartbeat here: a process that is leaving must not look alive again.
      await redis.zrem(`${prefix}presence:sockets:${account}`, `${nodeId} ${socketId}`);
    },
  };
}
