import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryPresenceStore, redisPresenceStore, type PresenceStore } from './presence';

/** The presence store on the real Redis of the test environment (127.0.0.1:6379 unless REDIS_URL says otherwise). */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const TTL_MS = 400;

let redis: Redis;
let prefix: string;

function node(id: string): PresenceStore {
  return redisPresenceStore({ redis, prefix, nodeId: id, ttlMs: TTL_MS });
}

beforeAll(() => {
  redis = new Redis(REDIS_URL);
  prefix = `lumi:t:${randomUUID()}:`;
});

afterAll(async () => {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

describe('redis presence store', () => {
  it('announces a member once, when the first process has it, and its going when the last one lets go', async () => {
    const a = node('a');
    const b = node('b');
    const added = await a.add('doctor:1');
    expect(added?.members).toEqual(['doctor:1']);
    // Another process holding the same member changes nothing anyone sees.
    expect(await b.add('doctor:1')).toBeNull();
    expect(await a.add('doctor:1')).toBeNull();
    expect(await a.remove('doctor:1')).toBeNull();
    expect(await b.hasAny(['doctor:1'])).toBe(true);
    const removed = await b.remove('doctor:1');
    expect(removed?.members).toEqual([]);
    expect(removed!.version).toBeGreaterThan(added!.version);
    expect(await a.hasAny(['doctor:1', 'user:2'])).toBe(false);
    await a.leave();
    await b.leave();
  });

  it('drops a process that stopped beating, and puts back one that was dropped while alive', async () => {
    const alive = node('alive');
    const dead = node('dead');
    await alive.add('user:1');
    await dead.add('doctor:9');
    expect((await alive.snapshot()).members.sort()).toEqual(['doctor:9', 'user:1']);
    await new Promise((r) => setTimeout(r, TTL_MS + 100));
    // Past the time-out nobody counts the silent process any more; the next beat announces it.
    expect(await alive.hasAny(['doctor:9'])).toBe(false);
    const beat = await alive.beat(() => ['user:1']);
    expect(beat?.members).toEqual(['user:1']);
    // The silent process comes back (a long pause, not a death): its next beat puts its members back.
    const back = await dead.beat(() => ['doctor:9']);
    expect(back?.members.sort()).toEqual(['doctor:9', 'user:1']);
    expect(back!.version).toBeGreaterThan(beat!.version);
    const left = await dead.leave();
    expect(left?.members).toEqual(['user:1']);
    await alive.leave();
  });

  it('versions increase with every change, whichever process makes it', async () => {
    const a = node('va');
    const b = node('vb');
    const versions: number[] = [];
    for (const [store, member] of [
      [a, 'user:1'],
      [b, 'user:2'],
      [a, 'staff:3'],
    ] as const)
      versions.push((await store.add(member))!.version);
    versions.push((await b.remove('user:2'))!.version);
    expect([...versions].sort((x, y) => x - y)).toEqual(versions);
    expect(new Set(versions).size).toBe(versions.length);
    expect((await a.snapshot()).version).toBe(versions.at(-1));
    await a.leave();
    await b.leave();
  });
});

describe('sockets per account in redis (ADR 0031)', () => {
  it('counts an account over every process and answers the oldest past the most, never the new one', async () => {
    const a = node('sa');
    const b = node('sb');
    expect(await a.attach('user:1', 's1', 3)).toEqual([]);
    expect(await b.attach('user:1', 's2', 3)).toEqual([]);
    expect(await a.attach('user:1', 's3', 3)).toEqual([]);
    // Another account and another kind of the same id count on their own.
    expect(await b.attach('admin:1', 'x1', 1)).toEqual([]);
    expect(await b.attach('user:2', 'y1', 1)).toEqual([]);
    expect(await b.attach('user:1', 's4', 3)).toEqual([{ nodeId: 'sa', socketId: 's1' }]);
    // A socket that went frees its place; the one made room for is no longer counted either.
    await a.detach('user:1', 's3');
    await a.detach('user:1', 's1');
    expect(await a.attach('user:1', 's5', 3)).toEqual([]);
    expect(await a.attach('user:1', 's6', 3)).toEqual([{ nodeId: 'sb', socketId: 's2' }]);
    await a.leave();
    await b.leave();
  });

  it('does not count the sockets of a process that stopped beating', async () => {
    const alive = node('salive');
    const dead = node('sdead');
    await dead.attach('doctor:7', 'd1', 2);
    await dead.attach('doctor:7', 'd2', 2);
    await new Promise((r) => setTimeout(r, TTL_MS + 100));
    expect(await alive.attach('doctor:7', 'n1', 2)).toEqual([]);
    expect(await alive.attach('doctor:7', 'n2', 2)).toEqual([]);
    expect(await alive.attach('doctor:7', 'n3', 2)).toEqual([{ nodeId: 'salive', socketId: 'n1' }]);
    await alive.leave();
  });
});

describe('memory presence store', () => {
  it('counts the sockets of an account and answers the oldest past the most', async () => {
    const store = memoryPresenceStore('here');
    expect(await store.attach('user:1', 'a', 2)).toEqual([]);
    expect(await store.attach('user:1', 'b', 2)).toEqual([]);
    expect(await store.attach('doctor:1', 'c', 2)).toEqual([]);
    expect(await store.attach('user:1', 'd', 2)).toEqual([{ nodeId: 'here', socketId: 'a' }]);
    await store.detach('user:1', 'b');
    await store.detach('user:1', 'a');
    expect(await store.attach('user:1', 'e', 2)).toEqual([]);
    expect(await store.attach('user:1', 'f', 2)).toEqual([{ nodeId: 'here', socketId: 'd' }]);
  });

  it('counts one process alone', async () => {
    const store = memoryPresenceStore();
    expect((await store.add('user:1'))?.members).toEqual(['user:1']);
    expect(await store.add('user:1')).toBeNull();
    expect(await store.hasAny(['user:1'])).toBe(true);
    expect((await store.remove('user:1'))?.members).toEqual([]);
    expect(await store.remove('user:1')).toBeNull();
    expect(await store.beat(() => [])).toBeNull();
  });
});
