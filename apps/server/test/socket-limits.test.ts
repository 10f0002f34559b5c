import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ERRORS,
  SOCKET_RATE_LIMIT,
  SOCKETS_PER_ACCOUNT,
  type PrincipalKind,
  type SocketAck,
} from '@lumi/shared';
import { buildApp } from '../src/app';
import { admins, messages, users } from '../src/db/schema';
import { createTokenService } from '../src/lib/tokens';
import { buildTestApp, type Principal, type TestApp } from './helpers';
import { connect, disconnection, emitWithAck, eventually, listen, recorder } from './realtime-client';

/**
 * One account cannot flood the chat (issue 24, ADR 0031): a few sockets per account and kind, a newer one closing
 * the oldest, and the client-event budget counted per account across its sockets — and across server processes
 * sharing Redis. Real socket.io clients against the whole server; what is stored is counted in the database.
 */

let t: TestApp;
let origin: string;
let sign: (kind: PrincipalKind, id: string) => Promise<string>;
const open: Socket[] = [];

type Person = { id: string; principal: Principal };

async function newCustomer(): Promise<Person> {
  const [row] = await t.database.db
    .insert(users)
    .values({
      name: 'Khách Nhiều Thẻ',
      email: `nhieu.the.${randomUUID()}@example.com`,
      passwordHash: 'x',
      isVerified: true,
    })
    .returning({ id: users.id });
  return { id: row!.id, principal: { kind: 'user', token: await sign('user', row!.id) } };
}

async function newSupport(): Promise<Person> {
  const [row] = await t.database.db
    .insert(admins)
    .values({ name: 'Hỗ Trợ', username: `hotro.${randomUUID()}`, passwordHash: 'x', role: 'SUPPORT' })
    .returning({ id: admins.id });
  return { id: row!.id, principal: { kind: 'admin', token: await sign('admin', row!.id) } };
}

async function socketOn(base: string, principal: Principal): Promise<Socket> {
  const socket = await connect(base, principal);
  open.push(socket);
  return socket;
}

/** Opens sockets one after another (their order is the order the server counts them in). */
async function socketsOn(base: string, principal: Principal, n: number): Promise<Socket[]> {
  const list: Socket[] = [];
  for (let i = 0; i < n; i += 1) list.push(await socketOn(base, principal));
  return list;
}

async function storedBy(senderId: string): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(messages)
    .where(eq(messages.senderId, senderId));
  return row!.n;
}

/** `total` chat:send events spread over the sockets, all in flight at once; answers every acknowledgement. */
async function flood(sockets: Socket[], conversationId: string, total: number): Promise<SocketAck[]> {
  return Promise.all(
    Array.from({ length: total }, (_, n) =>
      emitWithAck(
        sockets[n % sockets.length]!,
        'chat:send',
        { conversationId, content: `Tin nhắn ${n}` },
        15_000,
      ),
    ),
  );
}

/** An acknowledged event on that socket (the server still serves it), whatever its answer. */
async function answered(socket: Socket): Promise<void> {
  const ack = await emitWithAck(socket, 'chat:typing', { conversationId: randomUUID(), isTyping: false });
  expect(ack).toMatchObject({ ok: false, code: 'CONVERSATION_NOT_FOUND' });
}

/** The customer's first message to support: the conversation the flood writes to. */
async function firstMessage(socket: Socket, support: Person): Promise<string> {
  const ack = (await emitWithAck(socket, 'chat:send', {
    to: { _id: support.id, kind: 'admin' },
    content: 'Xin chào',
  })) as SocketAck<{ conversation: { _id: string } }>;
  if (!ack.ok) throw new Error(`chat:send refused: ${ack.code}`);
  return ack.data!.conversation._id;
}

beforeAll(async () => {
  t = await buildTestApp();
  origin = await listen(t.app);
  const tokens = createTokenService(t.config.secrets, t.clock);
  sign = (kind, id) => tokens.sign(kind, id, 0);
}, 120_000);

afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});

afterAll(async () => {
  await t?.close();
});

describe(`at most ${SOCKETS_PER_ACCOUNT} sockets per account and kind`, () => {
  it('a newer socket replaces the oldest, which is told why in Vietnamese and closed; the others stay', async () => {
    const customer = await newCustomer();
    const sockets = await socketsOn(origin, customer.principal, SOCKETS_PER_ACCOUNT);
    const oldest = sockets[0]!;
    const closed = disconnection(oldest);
    const newest = await socketOn(origin, customer.principal);

    expect(await recorder(oldest).next('connection:replaced')).toEqual({
      code: 'TOO_MANY_CONNECTIONS',
      message: ERRORS.TOO_MANY_CONNECTIONS.message,
    });
    await closed;
    expect(ERRORS.TOO_MANY_CONNECTIONS.message).toMatch(/thẻ hoặc thiết bị/);
    expect(newest.connected).toBe(true);
    for (const socket of sockets.slice(1)) expect(socket.connected).toBe(true);
    await eventually(
      async () => (await t.app.realtime.socketsOf('user', customer.id)).length === SOCKETS_PER_ACCOUNT,
    );
    expect((await t.app.realtime.socketsOf('user', customer.id)).sort()).toEqual(
      [...sockets.slice(1), newest].map((s) => s.id).sort(),
    );
    // The newest socket is served.
    await answered(newest);
  });

  it('each kind and each account counts on its own, and a closed socket frees its place', async () => {
    const customer = await newCustomer();
    const other = await newCustomer();
    const support = await newSupport();
    const mine = await socketsOn(origin, customer.principal, SOCKETS_PER_ACCOUNT);
    const theirs = await socketsOn(origin, other.principal, SOCKETS_PER_ACCOUNT);
    const staff = await socketsOn(origin, support.principal, SOCKETS_PER_ACCOUNT);
    // One goes; the next one takes its place without closing anybody.
    const gone = mine[2]!;
    gone.close();
    await eventually(
      async () => (await t.app.realtime.socketsOf('user', customer.id)).length === SOCKETS_PER_ACCOUNT - 1,
    );
    const next = await socketOn(origin, customer.principal);
    await answered(next);
    // Each socket still answers, and a `connection:replaced` sent before that answer would have arrived first.
    const kept = [...mine.filter((s) => s !== gone), next, ...theirs, ...staff];
    for (const socket of kept) await answered(socket);
    for (const socket of kept) expect(recorder(socket).all('connection:replaced')).toEqual([]);
  });
});

describe(`${SOCKET_RATE_LIMIT.events} client events per ${SOCKET_RATE_LIMIT.windowMs / 1000} s per account`, () => {
  it('counts across the account’s sockets: a flood over every socket stores no more than the limit', async () => {
    const customer = await newCustomer();
    const support = await newSupport();
    const sockets = await socketsOn(origin, customer.principal, SOCKETS_PER_ACCOUNT);
    const conversationId = await firstMessage(sockets[0]!, support);

    // Three times the budget, fewer per socket than the budget: each socket alone would be let through.
    const total = SOCKET_RATE_LIMIT.events * 3;
    expect(total / SOCKETS_PER_ACCOUNT).toBeLessThan(SOCKET_RATE_LIMIT.events);
    const answers = await flood(sockets, conversationId, total);
    const accepted = answers.filter((a) => a.ok).length;
    expect(accepted).toBe(SOCKET_RATE_LIMIT.events - 1);
    for (const refused of answers.filter((a) => !a.ok))
      expect(refused).toEqual({ ok: false, code: 'RATE_LIMITED', message: ERRORS.RATE_LIMITED.message });
    expect(await storedBy(customer.id)).toBe(SOCKET_RATE_LIMIT.events);

    // Another account has its own budget, and so does the same person's other kind of account.
    expect(
      await emitWithAck(await socketOn(origin, support.principal), 'chat:seen', { conversationId }),
    ).toMatchObject({
      ok: true,
    });
    const other = await newCustomer();
    expect(
      await emitWithAck(await socketOn(origin, other.principal), 'chat:send', {
        to: { _id: support.id, kind: 'admin' },
        content: 'Khách khác',
      }),
    ).toMatchObject({ ok: true });
  });
});

describe.runIf(process.env.REDIS_URL)('two server processes sharing one Redis', () => {
  let second: FastifyInstance;
  let secondOrigin: string;

  beforeAll(async () => {
    // Same database, same Redis prefix: two processes of one deployment.
    second = await buildApp({ config: t.config, database: t.database, clock: t.clock, logger: false });
    await second.ready();
    secondOrigin = await listen(second);
  }, 60_000);

  afterAll(async () => {
    await second?.close();
  });

  it('count the account’s sockets together: one opened on the second replaces the oldest on the first', async () => {
    const customer = await newCustomer();
    const onFirst = await socketsOn(origin, customer.principal, 3);
    const onSecond = await socketsOn(secondOrigin, customer.principal, SOCKETS_PER_ACCOUNT - 3);
    const closed = disconnection(onFirst[0]!);
    const newest = await socketOn(secondOrigin, customer.principal);
    expect(await recorder(onFirst[0]!).next('connection:replaced')).toEqual({
      code: 'TOO_MANY_CONNECTIONS',
      message: ERRORS.TOO_MANY_CONNECTIONS.message,
    });
    await closed;
    for (const socket of [...onFirst.slice(1), ...onSecond, newest]) expect(socket.connected).toBe(true);
    await eventually(
      async () => (await t.app.realtime.socketsOf('user', customer.id)).length === SOCKETS_PER_ACCOUNT,
    );
  });

  it('enforce one budget: a flood through both processes stores no more than the limit', async () => {
    const customer = await newCustomer();
    const support = await newSupport();
    const sockets = [
      ...(await socketsOn(origin, customer.principal, 2)),
      ...(await socketsOn(secondOrigin, customer.principal, 2)),
    ];
    const conversationId = await firstMessage(sockets[0]!, support);
    const answers = await flood(sockets, conversationId, SOCKET_RATE_LIMIT.events * 2);
    expect(answers.filter((a) => a.ok)).toHaveLength(SOCKET_RATE_LIMIT.events - 1);
    expect(answers.filter((a) => !a.ok).every((a) => !a.ok && a.code === 'RATE_LIMITED')).toBe(true);
    expect(await storedBy(customer.id)).toBe(SOCKET_RATE_LIMIT.events);
  });
});
