import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, ROOMS, type Order } from '@lumi/shared';
import { buildApp } from '../src/app';
import { doctors, users } from '../src/db/schema';
import { rowsOf } from '../src/db/sql';
import { hashPassword } from '../src/lib/password';
import {
  DEMO,
  buildTestApp,
  demoAddress,
  demoPrincipals,
  injectAs,
  loginUser,
  type Principal,
  type TestApp,
} from './helpers';
import { connect, disconnection, eventually, listen, recorder } from './realtime-client';

/**
 * Two server processes of one deployment (api-contract §5.2 "With REDIS_URL…"): two apps on one database and one
 * Redis, each listening on its own port, sharing a key and channel prefix unique to this run.
 */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PASSWORD = 'matkhau-cum-2030';

let t: TestApp;
let second: FastifyInstance;
let one: string;
let two: string;
let who: Awaited<ReturnType<typeof demoPrincipals>>;
let customerId: string;
let doctorId: string;
let product: string;
const open: Socket[] = [];

async function socketOn(origin: string, principal: Principal): Promise<Socket> {
  const socket = await connect(origin, principal);
  open.push(socket);
  return socket;
}

beforeAll(async () => {
  const env = { REDIS_URL, REALTIME_REDIS_PREFIX: `lumi:t:${randomUUID()}:` };
  t = await buildTestApp({ env });
  second = await buildApp({ config: t.config, database: t.database, clock: t.clock, logger: false });
  await second.ready();
  one = await listen(t.app);
  two = await listen(second);
  who = await demoPrincipals(t.app);
  const db = t.database.db;
  customerId = (await db.select().from(users).where(eq(users.email, DEMO.customer.email)))[0]!.id;
  doctorId = (await db.select().from(doctors).where(eq(doctors.email, DEMO.doctor.email)))[0]!.id;
  const [p] = await rowsOf<{ id: string }>(
    db,
    sql`select p.id from products p
      where p.stock is not null and p.enable
        and not exists (select 1 from promotion_items pi where pi.product_id = p.id)
      order by p.slug limit 1`,
  );
  product = p!.id;
  await db.execute(sql`update products set stock = 100000, expiry = date '2099-01-01' where id = ${product}`);
}, 120_000);

afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});

afterAll(async () => {
  await second?.close();
  await t?.close();
});

describe('two server processes sharing one database and Redis', () => {
  it('an order moved through server 1 reaches the customer and SUPPORT connected to server 2', async () => {
    const customer = recorder(await socketOn(two, who.user));
    const support = recorder(await socketOn(two, who.support));
    const address = await demoAddress(t.app);
    const placed = await injectAs(t.app, who.user, {
      method: 'POST',
      url: '/orders/cod',
      payload: { ...address, products: [{ productId: product, quantity: 1 }], note: '' },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<{ data: Order }>().data;
    await support.next('order:status', (e) => e.orderId === order._id && e.prevStatus === null);
    const moved = await injectAs(t.app, who.admin, {
      method: 'PUT',
      url: `/admin/orders/status/${order._id}`,
      payload: { status: 'processing' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await customer.next('order:status', (e) => e.status === 'processing')).toMatchObject({
      orderId: order._id,
      prevStatus: 'pending',
    });
    const bell = await customer.next(
      'notification:new',
      (e) => e.notification.metadata.orderId === order._id,
    );
    expect(bell.notification.recipient).toBe(customerId);
    await support.next('order:status', (e) => e.orderId === order._id && e.status === 'processing');
  });

  it('emit, socketsOf and isOnline of one process see the sockets of the other', async () => {
    const onTwo = await socketOn(two, who.doctor);
    const events = recorder(onTwo);
    await eventually(async () => (await t.app.realtime.socketsOf('doctor', doctorId)).includes(onTwo.id!));
    expect(await t.app.realtime.isOnline('doctor', doctorId)).toBe(true);
    t.app.realtime.emitToSocket(onTwo.id!, 'auth:expired', { code: 'AUTH_TOKEN_INVALID', message: 'thử' });
    await events.next('auth:expired', (e) => e.message === 'thử');
    const onOne = await socketOn(one, who.doctor);
    const here = recorder(onOne);
    t.app.realtime.emit(ROOMS.principal('doctor', doctorId), 'userOnlines', ['x'], {
      exceptSocketId: onOne.id!,
    });
    await events.next('userOnlines', (list) => list[0] === 'x');
    await new Promise((r) => setTimeout(r, 150));
    expect(here.all('userOnlines').some((list) => list[0] === 'x')).toBe(false);
  });

  it('presence spans both processes: a doctor on server 1 is seen coming and going by a customer on server 2', async () => {
    await eventually(async () => !(await t.app.realtime.isOnline('doctor', doctorId)));
    const customer = recorder(await socketOn(two, who.user));
    expect(await customer.next('userOnlines')).not.toContain(doctorId);
    const first = await socketOn(one, who.doctor);
    await customer.next('userOnlines', (list) => list.includes(doctorId));
    // The same doctor on the other process too: closing one socket leaves them online.
    const other = await socketOn(two, who.doctor);
    await eventually(async () => (await second.realtime.socketsOf('doctor', doctorId)).length === 2);
    first.close();
    await new Promise((r) => setTimeout(r, 300));
    expect(await second.realtime.isOnline('doctor', doctorId)).toBe(true);
    expect(customer.all('userOnlines').at(-1)).toContain(doctorId);
    customer.clear();
    other.close();
    await customer.next('userOnlines', (list) => !list.includes(doctorId));
    expect(await t.app.realtime.isOnline('doctor', doctorId)).toBe(false);
    // A staff member on server 1 sees the customer connected to server 2.
    const support = recorder(await socketOn(one, who.support));
    expect(await support.next('userOnlines')).toContain(customerId);
  });

  it('revalidation asked on server 1 closes the socket on server 2 (a password changed through server 1)', async () => {
    const email = `cum.${randomUUID()}@lumi.test`;
    await t.database.db
      .insert(users)
      .values({ name: 'Khách Cụm', email, passwordHash: await hashPassword(PASSWORD), isVerified: true });
    const principal = await loginUser(t.app, email, PASSWORD);
    const socket = await socketOn(two, principal);
    const events = recorder(socket);
    const gone = disconnection(socket);
    const res = await injectAs(t.app, principal, {
      method: 'PUT',
      url: '/auth/account',
      payload: { currentPassword: PASSWORD, password: 'matkhau-moi-2030', rePassword: 'matkhau-moi-2030' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await events.next('auth:expired')).toEqual({
      code: 'AUTH_TOKEN_INVALID',
      message: ERRORS.AUTH_TOKEN_INVALID.message,
    });
    expect(await gone).toBe('io server disconnect');
  });
});
