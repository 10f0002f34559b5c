import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  CALL_WINDOW_MESSAGES,
  ERRORS,
  type Consultation,
  type PrincipalKind,
  type SocketAck,
} from '@lumi/shared';
import { buildApp } from '../../app';
import { admins, bookings, doctors, users } from '../../db/schema';
import { createTokenService } from '../../lib/tokens';
import { expectFailure } from '../../../test/assertions';
import { DEMO, buildTestApp, injectAs, type Principal } from '../../../test/helpers';
import { connect, emitWithAck, listen, recorder } from '../../../test/realtime-client';
import { redisCallStore } from './store';

/*
 * Online consultation calls against the whole server: real socket.io clients of a customer and a doctor over HTTP,
 * the call rules of api-contract §5.4, and GET /consultations/{bookingId}. The SDP strings are opaque to the server.
 */

const MINUTE = 60_000;
const OFFER = { type: 'offer' as const, sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\ns=-\r\n' };
const ANSWER = { type: 'answer' as const, sdp: 'v=0\r\no=- 3 4 IN IP4 127.0.0.1\r\ns=-\r\n' };
const CANDIDATE = {
  candidate: 'candidate:1 1 udp 2122260223 127.0.0.1 50000 typ host',
  sdpMid: '0',
  sdpMLineIndex: 0,
};

type Person = { id: string; name: string; principal: Principal };
type Client = { socket: Socket; events: ReturnType<typeof recorder> };

/** A fresh server with its helpers: customers, confirmed bookings, sockets (closed after each test). */
async function callsFixture(env: Record<string, string> = {}) {
  const t = await buildTestApp({ env });
  // Every booking of the file lies after this (far from the demo's), and the tokens (30 days) stay valid throughout.
  t.clock.set(new Date(Date.UTC(2031, 0, 1)));
  const base = await listen(t.app);
  const tokens = createTokenService(t.config.secrets, t.clock);
  const db = t.database.db;
  const [an] = await db.select().from(doctors).where(eq(doctors.email, DEMO.doctor.email));
  const [binh] = await db.select().from(doctors).where(eq(doctors.email, DEMO.doctor2.email));
  const sockets: Socket[] = [];
  let seq = 0;

  const personOf = async (kind: PrincipalKind, id: string, name: string): Promise<Person> => ({
    id,
    name,
    principal: { kind, token: await tokens.sign(kind, id, 0, { remember: true }) },
  });

  return {
    t,
    doctor: await personOf('doctor', an!.id, an!.name),
    doctor2: await personOf('doctor', binh!.id, binh!.name),
    clinicId: an!.clinicId,
    async customer(): Promise<Person> {
      const name = `Khách Gọi ${++seq}`;
      const [row] = await db
        .insert(users)
        .values({ name, email: `goi.${randomUUID()}@example.com`, passwordHash: 'x', isVerified: true })
        .returning();
      return personOf('user', row!.id, name);
    },
    async support(): Promise<Person> {
      const name = `Hỗ Trợ ${++seq}`;
      const [row] = await db
        .insert(admins)
        .values({ name, username: `ht.${randomUUID()}`, passwordHash: 'x', role: 'SUPPORT' })
        .returning();
      return personOf('admin', row!.id, name);
    },
    /** A confirmed booking of its own hour, far from the demo's; the clock is put 5 minutes after its start. */
    async booking(customer: Person, doctor: Person, status: 'confirmed' | 'pending' = 'confirmed') {
      const startAt = new Date(Date.UTC(2031, 0, 1, 1) + ++seq * 2 * 3_600_000);
      const endAt = new Date(startAt.getTime() + 30 * MINUTE);
      const [row] = await db
        .insert(bookings)
        .values({
          code: `BK${randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase()}`,
          userId: customer.id,
          doctorId: doctor.id,
          clinicId: an!.clinicId,
          startAt,
          endAt,
          status,
          price: 300000,
          patientName: 'Bệnh Nhân Gọi',
          patientPhone: '0901234567',
          patientEmail: 'benh.nhan@example.com',
          patientGender: 'female',
          patientDateOfBirth: '1995-05-05',
          patientAddress: 'Hà Nội',
        })
        .returning();
      t.clock.set(new Date(startAt.getTime() + 5 * MINUTE));
      return { id: row!.id, startAt, endAt };
    },
    async consultation(who: Person, bookingId: string): Promise<Consultation> {
      const res = await injectAs(t.app, who.principal, {
        method: 'GET',
        url: `/consultations/${bookingId}?as=${who.principal.kind}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ data: Consultation }>().data;
    },
    async client(who: Person, origin = base): Promise<Client> {
      const socket = await connect(origin, who.principal);
      sockets.push(socket);
      return { socket, events: recorder(socket) };
    },
    async closeSockets() {
      for (const socket of sockets.splice(0)) socket.disconnect();
      // The server ends what they were in (disconnect handlers) before the next test places calls.
      await new Promise((resolve) => setTimeout(resolve, 150));
    },
  };
}

const offerOf = (conversationId: string, callId = randomUUID()) => ({
  callId,
  conversationId,
  offer: OFFER,
  withVideo: true,
});

function expectOk(ack: SocketAck): void {
  expect(ack, JSON.stringify(ack)).toMatchObject({ ok: true });
}

describe('online consultation calls', () => {
  let f: Awaited<ReturnType<typeof callsFixture>>;

  beforeAll(async () => {
    f = await callsFixture();
  });
  afterEach(async () => {
    await f.closeSockets();
  });
  afterAll(async () => {
    await f.t.close();
  });

  /** A customer with a confirmed booking now, its conversation, and both sockets. */
  async function pair(doctor = f.doctor) {
    const customer = await f.customer();
    const booking = await f.booking(customer, doctor);
    const { conversationId } = await f.consultation(customer, booking.id);
    const caller = await f.client(customer);
    const callee = await f.client(doctor);
    return { customer, booking, conversationId, caller, callee };
  }

  it('relays the offer with its sender and booking, the answer, ICE candidates both ways and the hang-up', async () => {
    const { customer, booking, conversationId, caller, callee } = await pair();
    const call = offerOf(conversationId);

    expectOk(await emitWithAck(caller.socket, 'call:offer', call));
    const offered = await callee.events.next('call:offer');
    // The patient placed it from the chat: the doctor still learns which booking's consultation it is (ADR 0067).
    expect(offered).toEqual({
      callId: call.callId,
      conversationId,
      from: expect.objectContaining({ _id: customer.id, kind: 'user', name: customer.name }),
      offer: OFFER,
      withVideo: true,
      bookingId: booking.id,
    });

    // The caller's candidates before the answer reach the ringing callee.
    expectOk(await emitWithAck(caller.socket, 'call:ice', { callId: call.callId, candidate: CANDIDATE }));
    expect(await callee.events.next('call:ice')).toEqual({ callId: call.callId, candidate: CANDIDATE });

    expectOk(await emitWithAck(callee.socket, 'call:answer', { callId: call.callId, answer: ANSWER }));
    expect(await caller.events.next('call:answer')).toEqual({ callId: call.callId, answer: ANSWER });

    const back = { ...CANDIDATE, candidate: 'candidate:2 1 udp 2122260223 127.0.0.1 50001 typ host' };
    expectOk(await emitWithAck(callee.socket, 'call:ice', { callId: call.callId, candidate: back }));
    expect(await caller.events.next('call:ice')).toEqual({ callId: call.callId, candidate: back });

    expectOk(await emitWithAck(caller.socket, 'call:end', { callId: call.callId, reason: 'hangup' }));
    expect(await callee.events.next('call:end')).toEqual({ callId: call.callId, reason: 'hangup' });
    // Once over, nothing more of it is relayed.
    const late = await emitWithAck(callee.socket, 'call:ice', { callId: call.callId, candidate: back });
    expect(late).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    expect(caller.events.all('call:end')).toEqual([]);
  });

  it('lets the doctor start the call from the booking and the customer turn it down', async () => {
    const { customer, booking, caller: customerClient, callee: doctorClient } = await pair();
    const { conversationId } = await f.consultation(f.doctor, booking.id);
    const call = offerOf(conversationId);

    expectOk(await emitWithAck(doctorClient.socket, 'call:offer', call));
    const offered = await customerClient.events.next('call:offer');
    expect(offered.from).toMatchObject({ _id: f.doctor.id, kind: 'doctor', name: f.doctor.name });
    expect(offered.bookingId).toBe(booking.id);
    expect(customer.id).not.toBe(f.doctor.id);

    expectOk(
      await emitWithAck(customerClient.socket, 'call:end', { callId: call.callId, reason: 'rejected' }),
    );
    expect(await doctorClient.events.next('call:end')).toEqual({ callId: call.callId, reason: 'rejected' });
  });

  it('opens a doctor call only inside the window of a confirmed booking', async () => {
    const { customer, booking, conversationId, caller } = await pair();

    // 20 minutes before the start: the window opens 5 minutes later.
    f.t.clock.set(new Date(booking.startAt.getTime() - 20 * MINUTE));
    const early = await emitWithAck(caller.socket, 'call:offer', offerOf(conversationId));
    expect(early).toEqual({
      ok: false,
      code: 'FORBIDDEN',
      message: CALL_WINDOW_MESSAGES.opensAt(new Date(booking.startAt.getTime() - 15 * MINUTE)),
    });
    expect((early as { message: string }).message).toMatch(/mở lúc \d{2}:\d{2} ngày \d{2}\/\d{2}\/\d{4}/);
    expect((await f.consultation(customer, booking.id)).canCallNow).toBe(false);

    // Exactly at the opening, and 30 minutes after the end: open.
    f.t.clock.set(new Date(booking.startAt.getTime() - 15 * MINUTE));
    const atOpening = offerOf(conversationId);
    expectOk(await emitWithAck(caller.socket, 'call:offer', atOpening));
    expectOk(await emitWithAck(caller.socket, 'call:end', { callId: atOpening.callId, reason: 'hangup' }));

    // After the window, with no other booking: refused, saying when calls are open.
    f.t.clock.set(new Date(booking.endAt.getTime() + 31 * MINUTE));
    expect(await emitWithAck(caller.socket, 'call:offer', offerOf(conversationId))).toEqual({
      ok: false,
      code: 'FORBIDDEN',
      message: CALL_WINDOW_MESSAGES.none,
    });
  });

  it('refuses a pending booking and a stranger to the conversation', async () => {
    const customer = await f.customer();
    const pending = await f.booking(customer, f.doctor, 'pending');
    const { conversationId, canCallNow } = await f.consultation(customer, pending.id);
    expect(canCallNow).toBe(false);
    const caller = await f.client(customer);
    await f.client(f.doctor);
    expect(await emitWithAck(caller.socket, 'call:offer', offerOf(conversationId))).toMatchObject({
      ok: false,
      code: 'FORBIDDEN',
    });

    const stranger = await f.client(await f.customer());
    expect(await emitWithAck(stranger.socket, 'call:offer', offerOf(conversationId))).toEqual({
      ok: false,
      code: 'CONVERSATION_NOT_FOUND',
      message: ERRORS.CONVERSATION_NOT_FOUND.message,
    });
  });

  it('ends at once with `offline` when the callee has no socket', async () => {
    const customer = await f.customer();
    const booking = await f.booking(customer, f.doctor2);
    const { conversationId } = await f.consultation(customer, booking.id);
    const caller = await f.client(customer);
    const call = offerOf(conversationId);
    expectOk(await emitWithAck(caller.socket, 'call:offer', call));
    expect(await caller.events.next('call:end')).toEqual({ callId: call.callId, reason: 'offline' });
  });

  it('ends with `busy` when the callee is already in a call', async () => {
    const first = await pair();
    const call = offerOf(first.conversationId);
    expectOk(await emitWithAck(first.caller.socket, 'call:offer', call));
    await first.callee.events.next('call:offer');
    expectOk(await emitWithAck(first.callee.socket, 'call:answer', { callId: call.callId, answer: ANSWER }));

    const other = await f.customer();
    const booking = await f.booking(other, f.doctor);
    const { conversationId } = await f.consultation(other, booking.id);
    const second = await f.client(other);
    const busy = offerOf(conversationId);
    expectOk(await emitWithAck(second.socket, 'call:offer', busy));
    expect(await second.events.next('call:end')).toEqual({ callId: busy.callId, reason: 'busy' });
    expect(first.callee.events.all('call:offer').map((o) => o.callId)).toEqual([call.callId]);

    expectOk(await emitWithAck(first.caller.socket, 'call:end', { callId: call.callId, reason: 'hangup' }));
  });

  it('stops the other devices with `answered_elsewhere` and sends the answer to the caller only', async () => {
    const { conversationId, caller, callee } = await pair();
    const otherDevice = await f.client(f.doctor);
    const call = offerOf(conversationId);
    expectOk(await emitWithAck(caller.socket, 'call:offer', call));
    await callee.events.next('call:offer');
    await otherDevice.events.next('call:offer');

    expectOk(await emitWithAck(callee.socket, 'call:answer', { callId: call.callId, answer: ANSWER }));
    expect(await otherDevice.events.next('call:end')).toEqual({
      callId: call.callId,
      reason: 'answered_elsewhere',
    });
    expect(await caller.events.next('call:answer')).toEqual({ callId: call.callId, answer: ANSWER });
    expect(callee.events.all('call:end')).toEqual([]);
    expect(otherDevice.events.all('call:answer')).toEqual([]);
    // The other device can no longer take it.
    expect(
      await emitWithAck(otherDevice.socket, 'call:answer', { callId: call.callId, answer: ANSWER }),
    ).toMatchObject({ ok: false, code: 'FORBIDDEN' });

    expectOk(await emitWithAck(callee.socket, 'call:end', { callId: call.callId, reason: 'hangup' }));
    expect(await caller.events.next('call:end')).toEqual({ callId: call.callId, reason: 'hangup' });
  });

  it('ends with `disconnected` when a socket drops mid-call, and the callee is free again', async () => {
    const { conversationId, caller, callee } = await pair();
    const call = offerOf(conversationId);
    expectOk(await emitWithAck(caller.socket, 'call:offer', call));
    await callee.events.next('call:offer');
    expectOk(await emitWithAck(callee.socket, 'call:answer', { callId: call.callId, answer: ANSWER }));

    callee.socket.disconnect();
    expect(await caller.events.next('call:end')).toEqual({ callId: call.callId, reason: 'disconnected' });

    const again = await f.client(f.doctor);
    const next = offerOf(conversationId);
    expectOk(await emitWithAck(caller.socket, 'call:offer', next));
    expect((await again.events.next('call:offer')).callId).toBe(next.callId);
    expectOk(await emitWithAck(caller.socket, 'call:end', { callId: next.callId, reason: 'hangup' }));
  });

  it('lets a customer and a support account call whenever both are online', async () => {
    const customer = await f.customer();
    const support = await f.support();
    const caller = await f.client(customer);
    const staff = await f.client(support);
    const sent = await emitWithAck(caller.socket, 'chat:send', {
      to: { _id: support.id, kind: 'admin' },
      content: 'Tôi cần hỗ trợ qua cuộc gọi',
    });
    expectOk(sent);
    const conversationId = (sent as { data: { conversation: { _id: string } } }).data.conversation._id;

    // Late at night, far from any booking.
    f.t.clock.set(new Date(Date.UTC(2031, 0, 20, 16)));
    const call = offerOf(conversationId);
    expectOk(await emitWithAck(caller.socket, 'call:offer', { ...call, withVideo: false }));
    const offered = await staff.events.next('call:offer');
    expect(offered).toMatchObject({
      callId: call.callId,
      withVideo: false,
      from: { _id: customer.id, kind: 'user' },
    });
    expect(offered).not.toHaveProperty('bookingId');
    expectOk(await emitWithAck(staff.socket, 'call:end', { callId: call.callId, reason: 'rejected' }));
    expect(await caller.events.next('call:end')).toEqual({ callId: call.callId, reason: 'rejected' });
  });

  it('checks the payloads', async () => {
    const { conversationId, caller } = await pair();
    expect(
      await emitWithAck(caller.socket, 'call:offer', {
        ...offerOf(conversationId),
        callId: 'không-phải-uuid',
      }),
    ).toMatchObject({ ok: false, code: 'VALIDATION_ERROR' });
    expect(
      await emitWithAck(caller.socket, 'call:answer', { callId: randomUUID(), answer: ANSWER }),
    ).toMatchObject({ ok: false, code: 'FORBIDDEN' });
  });

  describe.runIf(process.env.REDIS_URL)('across two server processes sharing Redis and the database', () => {
    it('relays a call whose sides are on different processes, and ends it when a socket there drops', async () => {
      const second = await buildApp({
        config: f.t.config,
        database: f.t.database,
        clock: f.t.clock,
        logger: false,
      });
      try {
        await second.ready();
        const secondBase = await listen(second);
        const customer = await f.customer();
        const booking = await f.booking(customer, f.doctor);
        const { conversationId } = await f.consultation(customer, booking.id);
        const caller = await f.client(customer);
        const here = await f.client(f.doctor);
        const there = await f.client(f.doctor, secondBase);
        const call = offerOf(conversationId);

        expectOk(await emitWithAck(caller.socket, 'call:offer', call));
        await here.events.next('call:offer');
        await there.events.next('call:offer');
        expectOk(await emitWithAck(there.socket, 'call:answer', { callId: call.callId, answer: ANSWER }));
        expect(await caller.events.next('call:answer')).toEqual({ callId: call.callId, answer: ANSWER });
        expect(await here.events.next('call:end')).toEqual({
          callId: call.callId,
          reason: 'answered_elsewhere',
        });

        expectOk(await emitWithAck(caller.socket, 'call:ice', { callId: call.callId, candidate: CANDIDATE }));
        expect(await there.events.next('call:ice')).toEqual({ callId: call.callId, candidate: CANDIDATE });
        expectOk(await emitWithAck(there.socket, 'call:ice', { callId: call.callId, candidate: CANDIDATE }));
        expect(await caller.events.next('call:ice')).toEqual({ callId: call.callId, candidate: CANDIDATE });

        // Process 2 sees the doctor busy with a call placed through process 1.
        const other = await f.customer();
        const otherBooking = await f.booking(other, f.doctor);
        const { conversationId: otherConversation } = await f.consultation(other, otherBooking.id);
        const otherCaller = await f.client(other, secondBase);
        const busy = offerOf(otherConversation);
        expectOk(await emitWithAck(otherCaller.socket, 'call:offer', busy));
        expect(await otherCaller.events.next('call:end')).toEqual({ callId: busy.callId, reason: 'busy' });

        there.socket.disconnect();
        expect(await caller.events.next('call:end')).toEqual({ callId: call.callId, reason: 'disconnected' });
      } finally {
        await f.closeSockets();
        await second.close();
      }
    });
  });

  describe.runIf(process.env.REDIS_URL)('a call left behind by a process that died', () => {
    it('keeps nobody busy once its sockets are gone', async () => {
      const { Redis } = await import('ioredis');
      const redis = new Redis(process.env.REDIS_URL!);
      try {
        const { conversationId, caller, callee } = await pair();
        // A call of the doctor through a process that crashed: its caller socket no longer exists anywhere.
        const orphan = randomUUID();
        const store = redisCallStore(redis, f.t.config.realtime.redisPrefix);
        const created = await store.create(
          {
            callId: orphan,
            conversationId,
            caller: { kind: 'user', id: randomUUID(), socketId: 'socket-of-a-dead-process' },
            callee: { kind: 'doctor', id: f.doctor.id, socketId: callee.socket.id ?? null },
            state: 'active',
            ringUntil: 0,
          },
          3_600_000,
        );
        expect(created).toBe('ok');

        const call = offerOf(conversationId);
        expectOk(await emitWithAck(caller.socket, 'call:offer', call));
        expect((await callee.events.next('call:offer')).callId).toBe(call.callId);
        expect(await callee.events.next('call:end')).toEqual({ callId: orphan, reason: 'disconnected' });
        expectOk(await emitWithAck(caller.socket, 'call:end', { callId: call.callId, reason: 'hangup' }));
      } finally {
        await redis.quit();
      }
    });
  });

  describe('GET /consultations/{bookingId}', () => {
    it('answers the booking, its window and its conversation to its customer and its doctor only', async () => {
      const customer = await f.customer();
      const booking = await f.booking(customer, f.doctor);
      const mine = await f.consultation(customer, booking.id);
      expect(mine).toMatchObject({
        bookingId: booking.id,
        doctor: { _id: f.doctor.id, name: f.doctor.name },
        customer: { _id: customer.id, name: customer.name },
        patientName: 'Bệnh Nhân Gọi',
        status: 'confirmed',
        startAt: booking.startAt.toISOString(),
        opensAt: new Date(booking.startAt.getTime() - 15 * MINUTE).toISOString(),
        closesAt: new Date(booking.endAt.getTime() + 30 * MINUTE).toISOString(),
        canCallNow: true,
      });
      expect(mine.startTime).toMatch(/^\d{2}:\d{2}$/);
      const doctors = await f.consultation(f.doctor, booking.id);
      expect(doctors.conversationId).toBe(mine.conversationId);

      const url = `/consultations/${booking.id}`;
      const other = await f.customer();
      expectFailure(await injectAs(f.t.app, other.principal, { method: 'GET', url }), 'BOOKING_NOT_FOUND');
      expectFailure(
        await injectAs(f.t.app, f.doctor2.principal, { method: 'GET', url: `${url}?as=doctor` }),
        'BOOKING_NOT_FOUND',
      );
      expectFailure(await injectAs(f.t.app, null, { method: 'GET', url }), 'AUTH_REQUIRED');
      expectFailure(
        await injectAs(f.t.app, customer.principal, { method: 'GET', url: `/consultations/${randomUUID()}` }),
        'BOOKING_NOT_FOUND',
      );
    });
  });
});

describe('a call nobody answers', () => {
  let f: Awaited<ReturnType<typeof callsFixture>>;

  beforeAll(async () => {
    f = await callsFixture({ CALL_RING_TIMEOUT_MS: '400' });
  });
  afterAll(async () => {
    await f.closeSockets();
    await f.t.close();
  });

  it('ends with `timeout` for both sides after the ring time, and frees both', async () => {
    const customer = await f.customer();
    const booking = await f.booking(customer, f.doctor);
    const { conversationId } = await f.consultation(customer, booking.id);
    const caller = await f.client(customer);
    const callee = await f.client(f.doctor);
    const call = offerOf(conversationId);
    expectOk(await emitWithAck(caller.socket, 'call:offer', call));
    await callee.events.next('call:offer');

    expect(await caller.events.next('call:end')).toEqual({ callId: call.callId, reason: 'timeout' });
    expect(await callee.events.next('call:end')).toEqual({ callId: call.callId, reason: 'timeout' });
    expect(
      await emitWithAck(callee.socket, 'call:answer', { callId: call.callId, answer: ANSWER }),
    ).toMatchObject({ ok: false, code: 'FORBIDDEN' });

    const next = offerOf(conversationId);
    expectOk(await emitWithAck(caller.socket, 'call:offer', next));
    expect((await callee.events.next('call:offer', (o) => o.callId === next.callId)).callId).toBe(
      next.callId,
    );
    expectOk(await emitWithAck(callee.socket, 'call:answer', { callId: next.callId, answer: ANSWER }));
    // Answered in time: no time-out any more.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(caller.events.all('call:end').map((e) => e.callId)).toEqual([call.callId]);
    expectOk(await emitWithAck(caller.socket, 'call:end', { callId: next.callId, reason: 'hangup' }));
  });
});
