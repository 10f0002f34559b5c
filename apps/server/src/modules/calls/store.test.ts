import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { memoryCallStore, redisCallStore, type CallRecord, type CallStore } from './store';

/* The call state store, in memory and in the real Redis (127.0.0.1:6379 unless REDIS_URL says otherwise). */

function ringing(overrides: Partial<CallRecord> = {}): CallRecord {
  return {
    callId: randomUUID(),
    conversationId: randomUUID(),
    caller: { kind: 'user', id: randomUUID(), socketId: `s-${randomUUID()}` },
    callee: { kind: 'doctor', id: randomUUID(), socketId: null },
    state: 'ringing',
    ringUntil: Date.now() + 45_000,
    ...overrides,
  };
}

const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: 2 });
afterAll(async () => {
  await redis.quit();
});

let clockMs = Date.now();
const stores: [string, () => { store: CallStore; expire: (ms: number) => Promise<void> }][] = [
  [
    'memory',
    () => ({
      store: memoryCallStore(() => clockMs),
      expire: async (ms) => {
        clockMs += ms;
      },
    }),
  ],
  [
    'redis',
    () => ({
      store: redisCallStore(redis, `lumi:t:${randomUUID()}:`),
      expire: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    }),
  ],
];

describe.each(stores)('call store (%s)', (_name, make) => {
  it('keeps a ringing call, marks both sides busy and lets one socket answer it once', async () => {
    const { store } = make();
    const call = ringing();
    expect(await store.create(call, 60_000)).toBe('ok');
    expect(await store.create(call, 60_000)).toBe('exists');
    expect(await store.get(call.callId)).toEqual(call);
    expect(await store.callOf(call.callee)).toBe(call.callId);
    expect(await store.callOf(call.caller)).toBe(call.callId);

    // The callee (or the caller) cannot be rung by another call meanwhile.
    expect(await store.create(ringing({ callee: call.callee }), 60_000)).toBe('callee-busy');
    expect(await store.create(ringing({ callee: { ...call.caller, socketId: null } }), 60_000)).toBe(
      'callee-busy',
    );
    expect(await store.create(ringing({ caller: { ...call.callee, socketId: 's-x' } }), 60_000)).toBe(
      'caller-busy',
    );

    const [first, second] = await Promise.all([
      store.answer(call.callId, 'socket-a', 60_000),
      store.answer(call.callId, 'socket-b', 60_000),
    ]);
    const winners = [first, second].filter((r) => r !== null);
    expect(winners).toHaveLength(1);
    expect(winners[0]).toMatchObject({
      state: 'active',
      callee: { socketId: expect.stringMatching(/^socket-/) },
    });
    expect(await store.callsOfSocket(winners[0]!.callee.socketId!)).toEqual([call.callId]);
    expect(await store.callsOfSocket(call.caller.socketId)).toEqual([call.callId]);
    // Only a ringing call times out.
    expect(await store.take(call.callId, true)).toBeNull();
  });

  it('lets exactly one remover take a call, and frees both sides', async () => {
    const { store } = make();
    const call = ringing();
    await store.create(call, 60_000);
    const taken = await Promise.all([store.take(call.callId), store.take(call.callId)]);
    expect(taken.filter((r) => r !== null)).toHaveLength(1);
    expect(await store.get(call.callId)).toBeNull();
    expect(await store.callOf(call.callee)).toBeNull();
    expect(await store.callsOfSocket(call.caller.socketId)).toEqual([]);
    expect(await store.create(ringing({ callee: call.callee }), 60_000)).toBe('ok');
  });

  it('forgets a call after its time to live, whoever was meant to end it', async () => {
    const { store, expire } = make();
    const call = ringing();
    await store.create(call, 150);
    await expire(400);
    expect(await store.get(call.callId)).toBeNull();
    expect(await store.callOf(call.callee)).toBeNull();
    expect(await store.create(ringing({ callee: call.callee }), 60_000)).toBe('ok');
  });
});
