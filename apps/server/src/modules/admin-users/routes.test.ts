import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ERRORS,
  SUCCESS,
  type AdminUser,
  type AdminUserDetail,
  type BookingStatus,
  type Order,
  type OrderStatus,
  type ShippingAddress,
} from '@lumi/shared';
import { expectFailure, expectValidation } from '../../../test/assertions';
import {
  buildTestApp,
  demoAddress,
  demoPrincipals,
  injectAs,
  loginUser,
  type Principal,
  type TestApp,
  orderRow,
} from '../../../test/helpers';
import { multipartBody, pngImage } from '../../../test/multipart';
import { connect, disconnection, listen, recorder } from '../../../test/realtime-client';
import { conversations, messages, notifications, orderLines, orders, uploads, users } from '../../db/schema';
import { rowsOf } from '../../db/sql';
import { hashPassword } from '../../lib/password';
import { directoryFixtures } from '../clinics/test-fixtures';
import { bookingsRepository } from '../bookings/repository';
import { ordersRepository } from '../orders/repository';

const PASSWORD = 'khach-hang-2026';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
let origin: string;
let who: Awaited<ReturnType<typeof demoPrincipals>>;
let passwordHash: string;
let product: string;
let address: ShippingAddress;
let clinicId: string;
let doctorId: string;
let seq = 0;
const open: Socket[] = [];

type Customer = { id: string; email: string };

/** A verified customer with a password, written straight to the database. */
async function customer(
  name: string,
  o: { phone?: string; email?: string; isActive?: boolean; createdAt?: Date } = {},
): Promise<Customer> {
  seq += 1;
  const email = o.email ?? `kh.quantri.${seq}@lumi.test`;
  const [row] = await t.database.db
    .insert(users)
    .values({
      name,
      email,
      phone: o.phone ?? null,
      passwordHash,
      isVerified: true,
      isActive: o.isActive ?? true,
      ...(o.createdAt ? { createdAt: o.createdAt, updatedAt: o.createdAt } : {}),
    })
    .returning({ id: users.id });
  return { id: row!.id, email };
}

/** An order of the customer in a status, with one line of `quantity` units, written straight to the database. */
async function order(userId: string, status: OrderStatus, subtotal = 100_000, quantity = 1) {
  const [row] = await t.database.db
    .insert(orders)
    .values(
      orderRow(userId, {
        subtotal,
        shippingFee: 30_000,
        totalAmount: subtotal + 30_000,
        paymentStatus: status === 'delivered' ? 'paid' : 'unpaid',
        status,
        ...(status === 'cancelled' ? { cancelReason: 'Đổi ý', cancelledBy: 'User' as const } : {}),
      }),
    )
    .returning({ id: orders.id, code: orders.code });
  await t.database.db.insert(orderLines).values({
    orderId: row!.id,
    productId: product,
    name: 'Sản phẩm',
    slug: 'san-pham',
    image: '/uploads/x.webp',
    originalPrice: subtotal / quantity,
    price: subtotal / quantity,
    quantity,
    lineTotal: subtotal,
  });
  return row!;
}

let fixtures: ReturnType<typeof directoryFixtures>;
const booking = (userId: string, status: BookingStatus) =>
  fixtures.booking({ userId, doctorId, clinicId, status, daysAgo: 2 });

const list = (query: string, principal: Principal = who.admin) =>
  injectAs(t.app, principal, { method: 'GET', url: `/admin/users${query}` });
const detail = (id: string, principal: Principal = who.admin) =>
  injectAs(t.app, principal, { method: 'GET', url: `/admin/users/${id}` });
const setActive = (id: string, isActive: unknown, principal: Principal = who.admin) =>
  injectAs(t.app, principal, { method: 'PUT', url: `/admin/users/${id}`, payload: { isActive } });
const remove = (id: string, principal: Principal = who.admin) =>
  injectAs(t.app, principal, { method: 'DELETE', url: `/admin/users/${id}` });
const account = (principal: Principal) => injectAs(t.app, principal, { method: 'GET', url: '/auth/account' });
const login = (email: string) =>
  injectAs(t.app, null, { method: 'POST', url: '/auth/login', payload: { email, password: PASSWORD } });

async function userExists(id: string): Promise<boolean> {
  return (await t.database.db.select({ id: users.id }).from(users).where(eq(users.id, id))).length === 1;
}

beforeAll(async () => {
  t = await buildTestApp();
  origin = await listen(t.app);
  who = await demoPrincipals(t.app);
  passwordHash = await hashPassword(PASSWORD);
  const db = t.database.db;
  const [p] = await rowsOf<{ id: string }>(
    db,
    sql`select p.id from products p
      where p.stock is not null and p.enable
        and not exists (select 1 from promotion_items pi where pi.product_id = p.id)
      order by p.slug limit 1`,
  );
  product = p!.id;
  await db.execute(sql`update products set stock = 100000, expiry = date '2099-01-01' where id = ${product}`);
  address = await demoAddress(t.app);
  fixtures = directoryFixtures(t, 'qtkh');
  clinicId = (await fixtures.clinic({ name: 'Phòng khám Quản Trị Khách' })).id;
  doctorId = (await fixtures.doctor(clinicId, { name: 'BS. Quản Trị Khách' })).id;
}, 120_000);

afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});

afterAll(async () => {
  await t?.close();
});

describe('GET /admin/users', () => {
  it('lists customers newest first with their orders, bookings and spending, paged', async () => {
    const base = Date.now() + 60_000;
    const a = await customer('Khách Cũ Hơn', { createdAt: new Date(base) });
    const b = await customer('Khách Mới Nhất', { createdAt: new Date(base + 1000) });
    await order(a.id, 'delivered', 240_000, 3);
    await order(a.id, 'delivered', 120_000);
    await order(a.id, 'cancelled', 990_000);
    await order(a.id, 'shipping', 50_000);
    await booking(a.id, 'completed');
    await booking(a.id, 'cancelled');

    const res = await list('?pageSize=2');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ data: AdminUser[]; pagination: { totalItems: number; pageSize: number } }>();
    expect(body.data.map((u) => u._id)).toEqual([b.id, a.id]);
    expect(body.data[1]).toMatchObject({
      name: 'Khách Cũ Hơn',
      email: a.email,
      isActive: true,
      hasPassword: true,
      orderCount: 4,
      bookingCount: 2,
      // Goods value of the delivered orders only (no shipping fee, no cancelled or running order).
      spent: 360_000,
    });
    expect(body.data[0]).toMatchObject({ orderCount: 0, bookingCount: 0, spent: 0 });
    expect(res.body).not.toMatch(/passwordHash|password_hash|tokenVersion|\$argon2/);
    const [{ total }] = (await rowsOf<{ total: number }>(
      t.database.db,
      sql`select count(*)::int as total from users`,
    )) as [{ total: number }];
    expect(body.pagination).toEqual({
      page: 1,
      pageSize: 2,
      totalItems: total,
      totalPage: Math.ceil(total / 2),
    });
    const past = (await list(`?page=${total + 1}&pageSize=1`)).json();
    expect(past.data).toEqual([]);
    expect(past.pagination.totalItems).toBe(total);
  });

  it('searches the name without diacritics or case, the e-mail, and the phone by its digits', async () => {
    const quynh = await customer('Ông Thị Diễm Quỳnh', { phone: '0987654321', email: 'Quynh.Ong@Vidu.vn' });
    const other = await customer('Ông Văn Đức Khải', { phone: '0911222333' });
    const ids = async (search: string) =>
      (await list(`?pageSize=100&search=${encodeURIComponent(search)}`))
        .json<{ data: AdminUser[] }>()
        .data.map((u) => u._id)
        .sort();
    expect(await ids('ong thi diem quynh')).toEqual([quynh.id]);
    expect(await ids('ÔNG THỊ DIỄM')).toEqual([quynh.id]);
    expect(await ids('  diem QUYNH ')).toEqual([quynh.id]);
    expect(await ids('ong ')).toEqual(expect.arrayContaining([quynh.id, other.id]));
    expect(await ids('duc khai')).toEqual([other.id]);
    expect(await ids('quynh.ong@vidu')).toEqual([quynh.id]);
    expect(await ids('QUYNH.ONG@VIDU.VN')).toEqual([quynh.id]);
    expect(await ids('0987654')).toEqual([quynh.id]);
    expect(await ids('0987 654 321')).toEqual([quynh.id]);
    expect(await ids('%')).toEqual([]);
    expect(await ids('_')).toEqual([]);
    expect(await ids('khong-ai-co-ten-nay')).toEqual([]);
    const res = await list('?search=ong%20thi%20diem%20quynh');
    expect(res.json().pagination.totalItems).toBe(1);
  });

  it('filters by status, also with a search', async () => {
    const on = await customer('Trạng Thái Hoạt Động');
    const off = await customer('Trạng Thái Bị Khóa', { isActive: false });
    const get = async (query: string) =>
      (await list(`?pageSize=100${query}`)).json<{ data: AdminUser[] }>().data.map((u) => u._id);
    const inactive = await get('&status=inactive');
    expect(inactive).toContain(off.id);
    expect(inactive).not.toContain(on.id);
    const active = await get('&status=active');
    expect(active).toContain(on.id);
    expect(active).not.toContain(off.id);
    expect(await get('&status=inactive&search=trang%20thai')).toEqual([off.id]);
    expect(await get('&status=active&search=trang%20thai')).toEqual([on.id]);
    expect((await get('&status=all&search=trang%20thai')).sort()).toEqual([on.id, off.id].sort());
  });

  it('treats empty parameters as absent; 400 for bad ones', async () => {
    expect((await list('?page=&pageSize=&search=&status=')).statusCode).toBe(200);
    for (const query of ['?status=blocked', '?page=0', '?pageSize=101', `?search=${'x'.repeat(101)}`]) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    }
  });
});

describe('GET /admin/users/{id}', () => {
  it('answers the user, the 20 newest orders and bookings, and what is still running', async () => {
    const c = await customer('Khách Chi Tiết');
    const first = await order(c.id, 'delivered', 200_000, 4);
    for (let i = 0; i < 21; i += 1) await order(c.id, i % 2 ? 'pending' : 'cancelled');
    await t.database.db
      .update(orders)
      .set({ createdAt: sql`now() - interval '1 day'` })
      .where(eq(orders.id, first.id));
    const newest = await order(c.id, 'shipping', 90_000, 3);
    await booking(c.id, 'confirmed');
    await booking(c.id, 'completed');

    const res = await detail(c.id);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json<{ data: AdminUserDetail }>().data;
    expect(data.user).toMatchObject({ _id: c.id, orderCount: 23, bookingCount: 2, spent: 200_000 });
    expect(data.orders).toHaveLength(20);
    expect(data.orders.map((o) => o._id)).not.toContain(first.id);
    expect(data.orders[0]).toEqual({
      _id: newest.id,
      code: newest.code,
      status: 'shipping',
      paymentMethod: 'COD',
      paymentStatus: 'unpaid',
      totalAmount: 120_000,
      itemCount: 3,
      createdAt: expect.stringMatching(/Z$/),
    });
    expect(data.bookings).toHaveLength(2);
    expect(data.bookings[0]).toMatchObject({
      price: 300_000,
      doctor: { _id: doctorId, name: 'BS. Quản Trị Khách' },
      clinic: { _id: clinicId, name: 'Phòng khám Quản Trị Khách' },
    });
    expect(data.bookings[0]!.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(data.bookings[0]!.startTime).toMatch(/^\d{2}:\d{2}$/);
    expect(data.live).toEqual({ orders: 11, bookings: 1 });
  });

  it('USER_NOT_FOUND 404 for an unknown id, 400 for a malformed one', async () => {
    expectFailure(await detail(UNKNOWN_ID), 'USER_NOT_FOUND', 'Không tìm thấy người dùng');
    expectValidation(await detail('123'), 'id', 'Dữ liệu không hợp lệ');
  });
});

describe('roles (decision 8)', () => {
  it('SUPPORT lists, reads and blocks, but may not delete', async () => {
    const c = await customer('Khách Của Hỗ Trợ');
    expect((await list('', who.support)).statusCode).toBe(200);
    expect((await detail(c.id, who.support)).statusCode).toBe(200);
    const blocked = await setActive(c.id, false, who.support);
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json().data.isActive).toBe(false);
    expect((await setActive(c.id, true, who.support)).json().data.isActive).toBe(true);
    expectFailure(await remove(c.id, who.support), 'FORBIDDEN');
    expect(await userExists(c.id)).toBe(true);
  });

  it('CLINIC is refused everywhere (403); customers, doctors and strangers too', async () => {
    const c = await customer('Khách Của Phòng Khám');
    const calls = (p: Principal) => [
      list('', p),
      detail(c.id, p),
      setActive(c.id, false, p),
      remove(c.id, p),
    ];
    for (const res of await Promise.all(calls(who.clinic))) expectFailure(res, 'FORBIDDEN');
    for (const res of await Promise.all([...calls(who.user), ...calls(who.doctor)]))
      expect(res.statusCode).toBe(401);
    const anonymous = await injectAs(t.app, null, { method: 'GET', url: '/admin/users' });
    expectFailure(anonymous, 'AUTH_REQUIRED');
    expect(await userExists(c.id)).toBe(true);
    expect((await detail(c.id)).json().data.user.isActive).toBe(true);
  });
});

describe('PUT /admin/users/{id}', () => {
  it('blocking ends the sessions and sockets at once and refuses sign-in; unblocking lets them sign in again', async () => {
    const c = await customer('Khách Bị Khóa');
    const theirs = await loginUser(t.app, c.email, PASSWORD);
    expect((await account(theirs)).statusCode).toBe(200);
    const socket = await connect(origin, theirs);
    open.push(socket);
    const events = recorder(socket);
    const gone = disconnection(socket);
    const bystander = await connect(origin, who.user);
    open.push(bystander);

    const res = await setActive(c.id, false);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: SUCCESS.userBlocked,
      data: { _id: c.id, email: c.email, isActive: false },
    });
    expect(res.body).not.toMatch(/passwordHash|tokenVersion/);

    const next = await account(theirs);
    expect([401, 403]).toContain(next.statusCode);
    expect(['AUTH_TOKEN_INVALID', 'ACCOUNT_DISABLED']).toContain(next.json().code);
    expect(await events.next('auth:expired')).toEqual({
      code: 'AUTH_TOKEN_INVALID',
      message: ERRORS.AUTH_TOKEN_INVALID.message,
    });
    expect(await gone).toBe('io server disconnect');
    expect(bystander.connected).toBe(true);
    expectFailure(await login(c.email), 'ACCOUNT_DISABLED', 'Tài khoản đã bị vô hiệu hóa');

    const unblocked = await setActive(c.id, true);
    expect(unblocked.json()).toMatchObject({ message: SUCCESS.userUnblocked, data: { isActive: true } });
    const again = await login(c.email);
    expect(again.statusCode, again.body).toBe(200);
    // Unblocking does not bring the old token back.
    expect((await account(theirs)).statusCode).toBe(401);
    expect((await account({ kind: 'user', token: again.json().accessToken })).statusCode).toBe(200);
  });

  it('USER_NOT_FOUND 404 for an unknown id; 400 for a malformed id or body', async () => {
    expectFailure(await setActive(UNKNOWN_ID, false), 'USER_NOT_FOUND');
    expectValidation(await setActive('abc', false), 'id', 'Dữ liệu không hợp lệ');
    const c = await customer('Khách Thân Sai');
    expectValidation(await setActive(c.id, 'khong'), 'isActive', 'Dữ liệu không hợp lệ');
    expectValidation(
      await injectAs(t.app, who.admin, { method: 'PUT', url: `/admin/users/${c.id}`, payload: {} }),
      'isActive',
      'Dữ liệu không hợp lệ',
    );
  });
});

describe('DELETE /admin/users/{id}', () => {
  it('refuses while an order is pending or a booking confirmed: USER_HAS_LIVE_ACTIVITY 409', async () => {
    const withOrder = await customer('Khách Có Đơn Chờ');
    await order(withOrder.id, 'delivered');
    await order(withOrder.id, 'pending');
    expectFailure(
      await remove(withOrder.id),
      'USER_HAS_LIVE_ACTIVITY',
      'Không thể xóa người dùng đang có đơn hàng hoặc lịch hẹn chưa hoàn tất',
    );
    const withBooking = await customer('Khách Có Lịch Hẹn');
    await booking(withBooking.id, 'confirmed');
    expectFailure(await remove(withBooking.id), 'USER_HAS_LIVE_ACTIVITY');
    for (const id of [withOrder.id, withBooking.id]) {
      expect((await detail(id)).json().data.user.isActive).toBe(true);
    }
  });

  it('disables instead a user with only finished orders or bookings (deleted: false)', async () => {
    const c = await customer('Khách Đã Mua');
    await order(c.id, 'delivered');
    await order(c.id, 'cancelled');
    const theirs = await loginUser(t.app, c.email, PASSWORD);
    const res = await remove(c.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: SUCCESS.userDisabledInsteadOfDeleted,
      data: { _id: c.id, deleted: false },
    });
    expect((await detail(c.id)).json().data.user).toMatchObject({ isActive: false, orderCount: 2 });
    expect((await account(theirs)).statusCode).toBe(401);
    expectFailure(await login(c.email), 'ACCOUNT_DISABLED');

    const patient = await customer('Khách Đã Khám');
    await booking(patient.id, 'completed');
    expect((await remove(patient.id)).json().data).toEqual({ _id: patient.id, deleted: false });
    expect(await userExists(patient.id)).toBe(true);
  });

  it('deletes a user with neither, with their conversations, notifications and files', async () => {
    const c = await customer('Khách Không Mua Gì');
    const theirs = await loginUser(t.app, c.email, PASSWORD);
    const body = await multipartBody(
      { purpose: 'avatar' },
      { data: await pngImage(32), filename: 'a.png', type: 'image/png' },
    );
    const up = await injectAs(t.app, theirs, { method: 'POST', url: '/uploads', ...body });
    expect(up.statusCode, up.body).toBe(201);
    const avatar = { url: up.json().data.url as string, publicId: up.json().data.publicId as string };
    const put = await injectAs(t.app, theirs, { method: 'PUT', url: '/auth/account', payload: { avatar } });
    expect(put.statusCode, put.body).toBe(200);
    const file = path.join(t.config.dataDir, 'uploads', `${avatar.publicId}.webp`);
    expect(existsSync(file)).toBe(true);

    const db = t.database.db;
    const supportId = (
      await injectAs(t.app, who.support, { method: 'GET', url: '/admin/auth/account' })
    ).json().data._id as string;
    const [conversation] = await db
      .insert(conversations)
      .values({ type: 'User_Admin', userId: c.id, adminId: supportId })
      .returning({ id: conversations.id });
    await db.insert(messages).values({
      conversationId: conversation!.id,
      senderKind: 'user',
      senderId: c.id,
      receiverKind: 'admin',
      receiverId: supportId,
      content: 'Xin chào',
    });
    await db.insert(notifications).values({
      recipientId: c.id,
      model: 'User',
      type: 'STORE',
      title: 'Chào mừng',
      content: 'Chào mừng bạn',
      link: '/',
    });
    const socket = await connect(origin, theirs);
    open.push(socket);
    const gone = disconnection(socket);

    const res = await remove(c.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: SUCCESS.userDeleted,
      data: { _id: c.id, deleted: true },
    });
    expect(await userExists(c.id)).toBe(false);
    expect(await db.select().from(conversations).where(eq(conversations.userId, c.id))).toEqual([]);
    expect(await db.select().from(messages).where(eq(messages.conversationId, conversation!.id))).toEqual([]);
    expect(
      await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.recipientId, c.id), eq(notifications.model, 'User'))),
    ).toEqual([]);
    expect(await db.select().from(uploads).where(eq(uploads.publicId, avatar.publicId))).toEqual([]);
    expect(existsSync(file)).toBe(false);
    expect(await gone).toBe('io server disconnect');
    expectFailure(await account(theirs), 'AUTH_TOKEN_INVALID');
    expectFailure(await login(c.email), 'AUTH_INVALID_CREDENTIALS');
    expectFailure(await detail(c.id), 'USER_NOT_FOUND');
    expectFailure(await remove(c.id), 'USER_NOT_FOUND');
    // The e-mail is free again.
    expect((await customer('Khách Đăng Ký Lại', { email: c.email })).id).not.toBe(c.id);
  });

  it('USER_NOT_FOUND 404 for an unknown id, 400 for a malformed one', async () => {
    expectFailure(await remove(UNKNOWN_ID), 'USER_NOT_FOUND');
    expectValidation(await remove('not-a-uuid'), 'id', 'Dữ liệu không hợp lệ');
  });

  it('waits for an order being placed and then refuses: the order is kept, the user too', async () => {
    const c = await customer('Khách Đặt Đúng Lúc');
    let inserted!: () => void;
    const insertedNow = new Promise<void>((resolve) => (inserted = resolve));
    let commit!: () => void;
    const committing = new Promise<void>((resolve) => (commit = resolve));
    // An order's transaction that has written its row but not committed yet, as a placement in flight.
    const placing = t.database.db.transaction(async (tx) => {
      const [row] = await tx.insert(orders).values(orderRow(c.id)).returning({ id: orders.id });
      inserted();
      await committing;
      return row!.id;
    });
    await insertedNow;
    const deleting = remove(c.id);
    // The delete reaches the user's row and waits on the order's lock (or, on PGlite, on the one connection).
    await new Promise((resolve) => setTimeout(resolve, 300));
    commit();
    const orderId = await placing;
    expectFailure(await deleting, 'USER_HAS_LIVE_ACTIVITY');
    expect(await userExists(c.id)).toBe(true);
    const [kept] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(kept).toMatchObject({ userId: c.id, status: 'pending' });
  });

  it('an order or a booking written for a user deleted meanwhile is refused as a void token, nothing stored', async () => {
    const c = await customer('Khách Vừa Bị Xóa');
    expect((await remove(c.id)).json().data).toEqual({ _id: c.id, deleted: true });
    const now = new Date();
    await expect(ordersRepository(t.database.db).insertOrders([orderRow(c.id)])).rejects.toMatchObject({
      code: 'AUTH_TOKEN_INVALID',
      status: 401,
    });
    const startAt = new Date(now.getTime() + 30 * 86_400_000);
    await expect(
      bookingsRepository(t.database.db).insert({
        code: 'BKXOAMOI0001',
        userId: c.id,
        doctorId,
        clinicId,
        startAt,
        endAt: new Date(startAt.getTime() + 30 * 60_000),
        price: 300_000,
        patientName: 'Khách',
        patientPhone: '0912345678',
        patientEmail: 'khach@lumi.vn',
        patientGender: 'female',
        patientDateOfBirth: '1995-06-15',
        patientAddress: 'Hà Nội',
      }),
    ).rejects.toMatchObject({ code: 'AUTH_TOKEN_INVALID', status: 401 });
    expect(await t.database.db.select().from(orders).where(eq(orders.userId, c.id))).toEqual([]);
  });

  it('an order placed through the route at the same instant as the delete is never lost nor orphaned', async () => {
    for (let round = 0; round < 3; round += 1) {
      const c = await customer(`Khách Chạy Đua ${round}`);
      const theirs = await loginUser(t.app, c.email, PASSWORD);
      const [placed, deleted] = await Promise.all([
        injectAs(t.app, theirs, {
          method: 'POST',
          url: '/orders/cod',
          payload: { ...address, products: [{ productId: product, quantity: 1 }], note: '' },
        }),
        remove(c.id),
      ]);
      const theirOrders = await t.database.db.select().from(orders).where(eq(orders.userId, c.id));
      if (placed.statusCode === 201) {
        // The order won: the delete waited for it on the user's row, then saw it.
        const made = placed.json<{ data: Order }>().data;
        expect(theirOrders.map((o) => o.id)).toEqual([made._id]);
        expectFailure(deleted, 'USER_HAS_LIVE_ACTIVITY');
        expect(await userExists(c.id)).toBe(true);
      } else {
        // The delete won: the order was refused (the account is gone, so is its token) and nothing of it remains.
        expectFailure(placed, 'AUTH_TOKEN_INVALID');
        expect(deleted.json()).toMatchObject({ data: { _id: c.id, deleted: true } });
        expect(await userExists(c.id)).toBe(false);
        expect(theirOrders).toEqual([]);
      }
    }
  });
});
