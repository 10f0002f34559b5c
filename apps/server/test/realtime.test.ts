import { eq, sql } from 'drizzle-orm';
import { io as ioClient, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ERRORS,
  SOCKET_RATE_LIMIT,
  type ClientEventName,
  type Order,
  type OrderStatus,
  type ShippingAddress,
} from '@lumi/shared';
import { admins, bookings, doctors, users } from '../src/db/schema';
import { rowsOf } from '../src/db/sql';
import { AppError } from '../src/lib/app-error';
import { hashPassword } from '../src/lib/password';
import { createTokenService } from '../src/lib/tokens';
import { directoryFixtures } from '../src/modules/clinics/test-fixtures';
import { drainJobs } from '../src/modules/jobs/test-helpers';
import {
  DEMO,
  buildTestApp,
  demoAddress,
  demoPrincipals,
  injectAs,
  loginAdmin,
  loginDoctor,
  loginUser,
  type Principal,
  type TestApp,
} from './helpers';
import {
  connect,
  connectWith,
  disconnection,
  emitWithAck,
  eventually,
  listen,
  recorder,
  refusal,
} from './realtime-client';

// Monday 2030-03-04, 08:00 in Asia/Ho_Chi_Minh: bookings two days ahead can be confirmed.
const NOW = new Date('2030-03-04T08:00:00+07:00');
const HOUR = 3_600_000;
const PASSWORD = 'matkhau-cu-2030';

let t: TestApp;
let origin: string;
let who: Awaited<ReturnType<typeof demoPrincipals>>;
let ids: { customer: string; doctor: string; support: string; admin: string; clinicAdmin: string };
let clinicH: string;
let product: string;
let address: ShippingAddress;
const open: Socket[] = [];
let seq = 0;

/** A connected socket, closed after the test. */
async function socketOf(principal: Principal): Promise<Socket> {
  const socket = await connect(origin, principal);
  open.push(socket);
  return socket;
}

/** A customer with a password, signed in through the real route. */
async function newCustomer(label: string): Promise<{ id: string; email: string; principal: Principal }> {
  seq += 1;
  const email = `rt.${label}.${seq}@lumi.test`;
  const [row] = await t.database.db
    .insert(users)
    .values({ name: `Khách ${label}`, email, passwordHash: await hashPassword(PASSWORD), isVerified: true })
    .returning({ id: users.id });
  return { id: row!.id, email, principal: await loginUser(t.app, email, PASSWORD) };
}

async function placeOrder(principal: Principal): Promise<Order> {
  const res = await injectAs(t.app, principal, {
    method: 'POST',
    url: '/orders/cod',
    payload: { ...address, products: [{ productId: product, quantity: 1 }], note: '' },
  });
  expect(res.statusCode, res.body).toBe(201);
  // Its notification is a job: made now, so that a socket opened next never receives it.
  await drainJobs(t.app);
  return res.json<{ data: Order }>().data;
}

function moveOrder(principal: Principal, id: string, status: OrderStatus) {
  return injectAs(t.app, principal, {
    method: 'PUT',
    url: `/admin/orders/status/${id}`,
    payload: { status },
  });
}

/** A pending booking two days ahead, written directly (the move under test goes through the real route). */
async function pendingBooking(userId: string, doctorId: string, clinicId: string): Promise<string> {
  seq += 1;
  const startAt = new Date(NOW.getTime() + (48 + seq) * HOUR);
  const [row] = await t.database.db
    .insert(bookings)
    .values({
      code: `BKRT${String(seq).padStart(8, '0')}`,
      userId,
      doctorId,
      clinicId,
      startAt,
      endAt: new Date(startAt.getTime() + 30 * 60_000),
      status: 'pending',
      price: 300_000,
      patientName: 'Vũ Ngọc Lan',
      patientPhone: '0912345678',
      patientEmail: 'khachhang@lumi.vn',
      patientGender: 'female',
      patientDateOfBirth: '1995-06-15',
      patientAddress: 'Hà Nội',
    })
    .returning({ id: bookings.id });
  return row!.id;
}

beforeAll(async () => {
  t = await buildTestApp();
  t.clock.set(NOW);
  origin = await listen(t.app);
  who = await demoPrincipals(t.app);
  const db = t.database.db;
  const [customer] = await db.select().from(users).where(eq(users.email, DEMO.customer.email));
  const [doctor] = await db.select().from(doctors).where(eq(doctors.email, DEMO.doctor.email));
  const adminId = async (username: string) =>
    (await db.select().from(admins).where(eq(admins.username, username)))[0]!.id;
  ids = {
    customer: customer!.id,
    doctor: doctor!.id,
    support: await adminId(DEMO.support.username),
    admin: await adminId(DEMO.admin.username),
    clinicAdmin: await adminId(DEMO.clinicAdmin.username),
  };
  clinicH = doctor!.clinicId;
  const [p] = await rowsOf<{ id: string }>(
    db,
    sql`select p.id from products p
      where p.stock is not null and p.enable
        and not exists (select 1 from promotion_items pi where pi.product_id = p.id)
      order by p.slug limit 1`,
  );
  product = p!.id;
  // Sold in 2030: it must not have expired by then.
  await db.execute(sql`update products set stock = 100000, expiry = date '2035-01-01' where id = ${product}`);
  address = await demoAddress(t.app);
}, 120_000);

afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});

afterAll(async () => {
  await t?.close();
});

describe('handshake (api-contract §5.1)', () => {
  const invalid = { code: 'AUTH_TOKEN_INVALID', message: ERRORS.AUTH_TOKEN_INVALID.message };

  it('refuses a missing, forged or other-kind token and a bare user id, with the exact connect_error', async () => {
    const forger = createTokenService(
      { jwtUser: 'x'.repeat(64), jwtAdmin: 'y'.repeat(64), jwtDoctor: 'z'.repeat(64), resetToken: 'r' },
      t.clock,
    );
    const forged = await forger.sign('user', ids.customer, 0);
    const cases: { name: string; auth?: Record<string, unknown>; query?: Record<string, string> }[] = [
      { name: 'nothing' },
      { name: 'no token', auth: { kind: 'user' } },
      { name: 'empty token', auth: { kind: 'user', token: '' } },
      { name: 'no kind', auth: { token: who.user.token } },
      { name: 'an unknown kind', auth: { token: who.user.token, kind: 'root' } },
      { name: 'a forged token', auth: { token: forged, kind: 'user' } },
      { name: 'garbage', auth: { token: 'not-a-jwt', kind: 'user' } },
      { name: 'a user token as admin', auth: { token: who.user.token, kind: 'admin' } },
      { name: 'an admin token as doctor', auth: { token: who.admin.token, kind: 'doctor' } },
      { name: 'a bare user id', query: { userId: ids.customer, userType: 'user' } },
    ];
    for (const c of cases) {
      const answer = await refusal(origin, {
        ...(c.auth ? { auth: c.auth } : {}),
        ...(c.query ? { query: c.query } : {}),
      });
      expect(answer, c.name).toEqual({ message: 'UNAUTHORIZED', data: invalid });
    }
  });

  it('refuses a token issued before a password change, and a disabled account with ACCOUNT_DISABLED', async () => {
    const lan = await newCustomer('cu');
    await t.database.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, lan.id));
    expect(await refusal(origin, { auth: { token: lan.principal.token, kind: 'user' } })).toEqual({
      message: 'UNAUTHORIZED',
      data: invalid,
    });

    const off = await newCustomer('khoa');
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, off.id));
    expect(await refusal(origin, { auth: { token: off.principal.token, kind: 'user' } })).toEqual({
      message: 'UNAUTHORIZED',
      data: { code: 'ACCOUNT_DISABLED', message: ERRORS.ACCOUNT_DISABLED.message },
    });
  });

  it('accepts each kind with its own token ("Bearer " tolerated) and sends it the presence list', async () => {
    for (const principal of [who.user, who.doctor, who.admin, who.support, who.clinic]) {
      const socket = await connectWith(origin, {
        auth: { token: `Bearer ${principal.token}`, kind: principal.kind },
      });
      open.push(socket);
      const events = recorder(socket);
      expect(Array.isArray(await events.next('userOnlines'))).toBe(true);
    }
  });
});

describe('transport', () => {
  it('serves HTTP long-polling (the first transport of a browser) as well as WebSocket', async () => {
    const socket = ioClient(origin, {
      path: '/socket.io',
      transports: ['polling'],
      reconnection: false,
      forceNew: true,
      auth: { token: who.user.token, kind: 'user' },
    });
    open.push(socket);
    const list = await new Promise<string[]>((resolve, reject) => {
      socket.once('userOnlines', resolve);
      socket.once('connect_error', reject);
    });
    expect(Array.isArray(list)).toBe(true);
    expect(socket.io.engine.transport.name).toBe('polling');
  });

  it('answers CORS only for the configured origins', async () => {
    const handshake = (from: string) =>
      fetch(`${origin}/socket.io/?EIO=4&transport=polling`, { headers: { origin: from } });
    const stranger = await handshake('https://evil.example');
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('rooms (api-contract §5.2) and pushed status events (§5.3)', () => {
  it('a CLINIC admin gets booking:status of its clinic only; the customer and the doctor get their own', async () => {
    const fx = directoryFixtures(t, 'realtime');
    const otherClinic = (await fx.clinic({ name: 'Phòng khám Thời Gian Thực' })).id;
    const otherDoctor = (await fx.doctor(otherClinic, { name: 'BS. Thời Gian Thực' })).id;
    const own = await pendingBooking(ids.customer, ids.doctor, clinicH);
    const foreign = await pendingBooking(ids.customer, otherDoctor, otherClinic);

    const clinic = recorder(await socketOf(who.clinic));
    const customer = recorder(await socketOf(who.user));
    const doctor = recorder(await socketOf(who.doctor));
    const support = recorder(await socketOf(who.support));

    for (const id of [own, foreign]) {
      const res = await injectAs(t.app, who.admin, {
        method: 'PUT',
        url: `/admin/clinics/bookings/status/${id}`,
        payload: { status: 'confirmed' },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const pushed = await clinic.next('booking:status', (e) => e.bookingId === own);
    expect(pushed).toMatchObject({
      bookingId: own,
      status: 'confirmed',
      prevStatus: 'pending',
      doctorId: ids.doctor,
      clinicId: clinicH,
      code: expect.stringMatching(/^BKRT/),
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      startTime: expect.stringMatching(/^\d{2}:\d{2}$/),
    });
    await doctor.next('booking:status', (e) => e.bookingId === own);
    await customer.next('booking:status', (e) => e.bookingId === own);
    // The same emit reaches every room at once: once the customer has the other clinic's event, so would they.
    await customer.next('booking:status', (e) => e.bookingId === foreign);
    await new Promise((r) => setTimeout(r, 150));
    expect(clinic.all('booking:status').map((e) => e.bookingId)).toEqual([own]);
    expect(doctor.all('booking:status').map((e) => e.bookingId)).toEqual([own]);
    expect(support.all('booking:status')).toEqual([]);
  });

  it('a new booking pushes booking:status with prevStatus null', async () => {
    const customer = recorder(await socketOf(who.user));
    const clinic = recorder(await socketOf(who.clinic));
    const res = await injectAs(t.app, who.user, {
      method: 'POST',
      url: '/bookings',
      payload: {
        doctor: ids.doctor,
        date: '2030-03-07',
        startTime: '09:00',
        customer: {
          name: 'Vũ Ngọc Lan',
          phone: '0912345678',
          email: 'khachhang@lumi.vn',
          gender: 'female',
          dateOfBirth: '1995-06-15',
          address: '12 Lý Thường Kiệt, Hoàn Kiếm, Hà Nội',
        },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<{ data: { _id: string } }>().data._id;
    for (const events of [customer, clinic]) {
      expect(await events.next('booking:status', (e) => e.bookingId === id)).toMatchObject({
        status: 'pending',
        prevStatus: null,
        date: '2030-03-07',
        startTime: '09:00',
      });
    }
  });

  it('SUPPORT gets order:status of every order; a customer only their own', async () => {
    const other = await newCustomer('donhang');
    const support = recorder(await socketOf(who.support));
    const admin = recorder(await socketOf(who.admin));
    const lan = recorder(await socketOf(who.user));
    const them = recorder(await socketOf(other.principal));
    const clinic = recorder(await socketOf(who.clinic));

    const mine = await placeOrder(who.user);
    const theirs = await placeOrder(other.principal);
    for (const events of [support, admin]) {
      for (const order of [mine, theirs])
        expect(await events.next('order:status', (e) => e.orderId === order._id)).toEqual({
          orderId: order._id,
          code: order.code,
          status: 'pending',
          prevStatus: null,
          paymentStatus: order.payment.status,
          updatedAt: order.updatedAt,
        });
    }
    expect((await moveOrder(who.support, theirs._id, 'processing')).statusCode).toBe(200);
    expect(await them.next('order:status', (e) => e.prevStatus === 'pending')).toMatchObject({
      orderId: theirs._id,
      status: 'processing',
      prevStatus: 'pending',
    });
    await support.next('order:status', (e) => e.orderId === theirs._id && e.status === 'processing');
    await lan.next('order:status', (e) => e.orderId === mine._id);
    await new Promise((r) => setTimeout(r, 150));
    expect(lan.all('order:status').map((e) => e.orderId)).toEqual([mine._id]);
    expect(them.all('order:status').map((e) => e.orderId)).toEqual([theirs._id, theirs._id]);
    expect(clinic.all('order:status')).toEqual([]);
  });

  it('the bell: an admin moving an order pushes notification:new and order:status to the customer', async () => {
    const lan = await newCustomer('chuong');
    const order = await placeOrder(lan.principal);
    const events = recorder(await socketOf(lan.principal));
    expect((await moveOrder(who.admin, order._id, 'shipping')).statusCode).toBe(200);
    const status = await events.next('order:status');
    expect(status).toMatchObject({ orderId: order._id, status: 'shipping', prevStatus: 'pending' });
    const bell = await events.next('notification:new');
    expect(bell.notification).toMatchObject({
      recipient: lan.id,
      model: 'User',
      type: 'STORE',
      isRead: false,
      metadata: { link: `/order-detail/${order._id}`, orderId: order._id },
    });
    expect(bell.notification.content).toContain(order.code);
    // Two notifications: the order placed, then shipped; nothing read.
    expect(bell.unreadCount).toBe(2);
  });
});

describe('revoking (api-contract §5.1 "auth:expired")', () => {
  it('changing the password through the real route closes the sockets of the old token', async () => {
    const lan = await newCustomer('doimk');
    const first = await socketOf(lan.principal);
    const second = await socketOf(lan.principal);
    const events = [recorder(first), recorder(second)];
    const gone = [disconnection(first), disconnection(second)];
    const res = await injectAs(t.app, lan.principal, {
      method: 'PUT',
      url: '/auth/account',
      payload: { currentPassword: PASSWORD, password: 'matkhau-moi-2030', rePassword: 'matkhau-moi-2030' },
    });
    expect(res.statusCode, res.body).toBe(200);
    for (const e of events)
      expect(await e.next('auth:expired')).toEqual({
        code: 'AUTH_TOKEN_INVALID',
        message: ERRORS.AUTH_TOKEN_INVALID.message,
      });
    expect(await Promise.all(gone)).toEqual(['io server disconnect', 'io server disconnect']);
    // The new token connects.
    const fresh = res.json<{ accessToken: string }>().accessToken;
    await socketOf({ kind: 'user', token: fresh });
  });

  it('an admin account disabled by the ADMIN is closed (its tokens are revoked); other accounts stay', async () => {
    const created = await injectAs(t.app, who.admin, {
      method: 'POST',
      url: '/admin/admin-accounts',
      payload: {
        name: 'Nhân Viên Tạm',
        username: 'nv.tam',
        password: 'matkhau-nv-2030',
        rePassword: 'matkhau-nv-2030',
        role: 'SUPPORT',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ data: { _id: string } }>().data._id;
    const temp = await loginAdmin(t.app, 'nv.tam', 'matkhau-nv-2030');
    const socket = await socketOf(temp);
    const events = recorder(socket);
    const gone = disconnection(socket);
    const bystander = await socketOf(who.support);
    const res = await injectAs(t.app, who.admin, {
      method: 'PUT',
      url: `/admin/admin-accounts/${id}`,
      payload: { isActive: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    // Disabling an account also moves its token version (admins service), so the token fails first, as over HTTP.
    expect(await events.next('auth:expired')).toEqual({
      code: 'AUTH_TOKEN_INVALID',
      message: ERRORS.AUTH_TOKEN_INVALID.message,
    });
    expect(await gone).toBe('io server disconnect');
    expect(bystander.connected).toBe(true);
  });

  it('the doctors of a clinic the ADMIN deactivates get ACCOUNT_DISABLED', async () => {
    const fx = directoryFixtures(t, 'dongcua');
    const clinic = (await fx.clinic({ name: 'Phòng khám Đóng Cửa' })).id;
    const doctorId = (await fx.doctor(clinic, { name: 'BS. Đóng Cửa' })).id;
    const token = await createTokenService(t.config.secrets, t.clock).sign('doctor', doctorId, 0);
    const socket = await socketOf({ kind: 'doctor', token });
    const events = recorder(socket);
    const gone = disconnection(socket);
    const bystander = await socketOf(who.doctor);
    const res = await injectAs(t.app, who.admin, {
      method: 'PUT',
      url: `/admin/clinics/${clinic}`,
      payload: { isActive: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await events.next('auth:expired')).toEqual({
      code: 'ACCOUNT_DISABLED',
      message: ERRORS.ACCOUNT_DISABLED.message,
    });
    expect(await gone).toBe('io server disconnect');
    expect(bystander.connected).toBe(true);
  });

  it('a doctor whose clinic admin resets the password is closed', async () => {
    const socket = await socketOf(who.doctor);
    const events = recorder(socket);
    const res = await injectAs(t.app, who.clinic, {
      method: 'PUT',
      url: `/admin/doctors/${ids.doctor}`,
      payload: { password: DEMO.doctor.password },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await events.next('auth:expired')).code).toBe('AUTH_TOKEN_INVALID');
    await disconnection(socket);
    // The demo doctor signs in again for the other tests.
    who.doctor = await loginDoctor(t.app);
  });

  it('a token that expires while connected gets auth:expired', async () => {
    const lan = await newCustomer('hethan');
    // Signed as if 7 days ago less 1.5 s: it expires 1.5 s from now.
    const past = {
      now: () => new Date(t.clock.now().getTime() - 7 * 86_400_000 + 1_500),
    };
    const token = await createTokenService(t.config.secrets, past).sign('user', lan.id, 0);
    const socket = await socketOf({ kind: 'user', token });
    const events = recorder(socket);
    const gone = disconnection(socket, 5_000);
    t.clock.advance(2_000);
    expect(await events.next('auth:expired')).toEqual({
      code: 'AUTH_TOKEN_INVALID',
      message: ERRORS.AUTH_TOKEN_INVALID.message,
    });
    await gone;
    t.clock.set(NOW);
  });
});

describe('client events: acks, errors and the rate limit (api-contract §5.1)', () => {
  const echo = 'test:echo' as ClientEventName;
  const fail = 'test:fail' as ClientEventName;
  const Payload = z.object({ n: z.number({ error: 'Số không hợp lệ' }) });

  beforeAll(() => {
    t.app.realtime.handle(echo, async (context, payload) => ({
      n: Payload.parse(payload).n,
      kind: context.principal.kind,
      id: context.principal.id,
    }));
    t.app.realtime.handle(fail, async (_context, payload) => {
      const { n } = Payload.parse(payload);
      if (n === 1) throw new AppError('FORBIDDEN');
      throw new Error('boom');
    });
  });

  it('answers { ok, data } and maps AppError, ZodError, a string payload and anything else', async () => {
    const socket = await socketOf(who.user);
    expect(await emitWithAck(socket, echo, { n: 7 })).toEqual({
      ok: true,
      data: { n: 7, kind: 'user', id: ids.customer },
    });
    expect(await emitWithAck(socket, echo, { n: 'x' })).toEqual({
      ok: false,
      code: 'VALIDATION_ERROR',
      message: 'Số không hợp lệ',
    });
    expect(await emitWithAck(socket, echo, JSON.stringify({ n: 1 }))).toEqual({
      ok: false,
      code: 'VALIDATION_ERROR',
      message: ERRORS.VALIDATION_ERROR.message,
    });
    expect(await emitWithAck(socket, fail, { n: 1 })).toEqual({
      ok: false,
      code: 'FORBIDDEN',
      message: ERRORS.FORBIDDEN.message,
    });
    expect(await emitWithAck(socket, fail, { n: 2 })).toEqual({
      ok: false,
      code: 'INTERNAL_ERROR',
      message: ERRORS.INTERNAL_ERROR.message,
    });
  });

  it('ignores an event without a handler or without an acknowledgement, and stays up', async () => {
    const socket = await socketOf(who.user);
    socket.emit(echo, { n: 1 });
    socket.emit('createMessage', { content: 'xin chào' });
    await expect(emitWithAck(socket, 'getAllSupport', {}, 300)).rejects.toThrow();
    expect(socket.connected).toBe(true);
    expect(await emitWithAck(socket, echo, { n: 2 })).toMatchObject({ ok: true });
  });

  it(`answers RATE_LIMITED from the ${SOCKET_RATE_LIMIT.events + 1}st event within the window, per account`, async () => {
    const account = await newCustomer('budget');
    const socket = await socketOf(account.principal);
    const answers = await Promise.all(
      Array.from({ length: SOCKET_RATE_LIMIT.events + 1 }, (_, n) => emitWithAck(socket, echo, { n })),
    );
    expect(answers.slice(0, SOCKET_RATE_LIMIT.events).every((a) => a.ok)).toBe(true);
    expect(answers[SOCKET_RATE_LIMIT.events]).toEqual({
      ok: false,
      code: 'RATE_LIMITED',
      message: ERRORS.RATE_LIMITED.message,
    });
    // Another socket of the same account shares its budget (ADR 0031); another account has its own.
    const same = await socketOf(account.principal);
    expect(await emitWithAck(same, echo, { n: 0 })).toMatchObject({ ok: false, code: 'RATE_LIMITED' });
    const other = await newCustomer('budget-other');
    expect(await emitWithAck(await socketOf(other.principal), echo, { n: 0 })).toMatchObject({ ok: true });
  });
});

describe('presence: userOnlines (api-contract §5.3)', () => {
  it('a customer sees a doctor and support staff come and go; staff also see customers; nobody sees CLINIC', async () => {
    // The sockets of earlier tests are gone.
    await eventually(async () => !(await t.app.realtime.isOnline('doctor', ids.doctor)));
    await eventually(async () => !(await t.app.realtime.isOnline('admin', ids.support)));
    const customer = recorder(await socketOf(who.user));
    const initial = await customer.next('userOnlines');
    expect(initial).not.toContain(ids.doctor);

    const doctorSocket = await socketOf(who.doctor);
    await customer.next('userOnlines', (list) => list.includes(ids.doctor));
    const doctor = recorder(doctorSocket);
    expect(await doctor.next('userOnlines')).toEqual(expect.arrayContaining([ids.customer, ids.doctor]));

    const support = recorder(await socketOf(who.support));
    await customer.next('userOnlines', (list) => list.includes(ids.support));
    expect(await support.next('userOnlines')).toEqual(
      expect.arrayContaining([ids.customer, ids.doctor, ids.support]),
    );
    await socketOf(who.clinic);
    // Another customer's arrival changes nothing a customer sees, but the staff list.
    const other = await newCustomer('online');
    await socketOf(other.principal);
    await support.next('userOnlines', (list) => list.includes(other.id));
    await doctor.next('userOnlines', (list) => list.includes(other.id));
    expect(customer.all('userOnlines').some((list) => list.includes(other.id))).toBe(false);
    for (const list of [...customer.all('userOnlines'), ...support.all('userOnlines')])
      expect(list).not.toContain(ids.clinicAdmin);

    expect(await t.app.realtime.isOnline('doctor', ids.doctor)).toBe(true);
    expect(await t.app.realtime.socketsOf('doctor', ids.doctor)).toEqual([doctorSocket.id]);
    doctorSocket.close();
    await customer.next('userOnlines', (list) => list.includes(ids.support) && !list.includes(ids.doctor));
    await eventually(async () => !(await t.app.realtime.isOnline('doctor', ids.doctor)));
    expect(await t.app.realtime.socketsOf('doctor', ids.doctor)).toEqual([]);
  });

  it('a principal stays online until its last socket goes', async () => {
    const customer = recorder(await socketOf(who.user));
    await customer.next('userOnlines');
    const a = await socketOf(who.doctor);
    const b = await socketOf(who.doctor);
    await customer.next('userOnlines', (list) => list.includes(ids.doctor));
    const before = customer.all('userOnlines').length;
    a.close();
    await new Promise((r) => setTimeout(r, 200));
    expect(customer.all('userOnlines')).toHaveLength(before);
    expect(await t.app.realtime.isOnline('doctor', ids.doctor)).toBe(true);
    b.close();
    await customer.next('userOnlines', (list) => !list.includes(ids.doctor));
  });
});

describe('a stopping process (ADR 0055)', () => {
  it('answers the events it is handling, refuses new ones with SERVICE_STOPPING, then closes the sockets', async () => {
    const own = await buildTestApp();
    const where = await listen(own.app);
    const slow = 'test:slow' as ClientEventName;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started = 0;
    own.app.realtime.handle(slow, async () => {
      started += 1;
      await gate;
      return { done: true };
    });
    const socket = await connect(where, (await demoPrincipals(own.app)).user);
    try {
      const inFlight = emitWithAck(socket, slow, {}, 10_000);
      await eventually(() => started === 1);
      const closing = own.app.close();
      const gone = disconnection(socket, 10_000);
      // Stopping: a new event is not handled, and says so (the client sends it again elsewhere).
      await eventually(async () => {
        const ack = await emitWithAck(socket, slow, {}, 1_000).catch(() => null);
        return ack?.ok === false && ack.code === 'SERVICE_STOPPING';
      });
      expect(socket.connected).toBe(true);
      // The event being handled is answered before its socket closes.
      release();
      expect(await inFlight).toEqual({ ok: true, data: { done: true } });
      expect(await gone).toBe('io server disconnect');
      await closing;
    } finally {
      socket.close();
      await own.database.close();
    }
  });
});
