import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SUCCESS,
  formatVnd,
  type MailboxMessage,
  type Notification,
  type Order,
  type ShippingAddress,
} from '@lumi/shared';
import { expectFailure, jwtPayload } from '../../../test/assertions';
import {
  DEMO,
  buildTestApp,
  demoPrincipals,
  injectAs,
  loginDoctor,
  type Principal,
  type TestApp,
} from '../../../test/helpers';
import { notifications, users } from '../../db/schema';
import { createTokenService } from '../../lib/tokens';
import type { Mailer, OutgoingMail } from '../../providers/mail';
import { signVnpayParams } from '../../providers/vnpay';
import { rowsOf } from '../../db/sql';
import type { Principals } from '../catalog/test-fixtures';
import { drainJobs } from '../jobs/test-helpers';
import { jobsRepository } from '../jobs/repository';

type Customer = { principal: Principal; id: string; email: string };
type ListAnswer = {
  success: true;
  data: Notification[];
  pagination: { page: number; pageSize: number; totalPage: number; totalItems: number };
  unreadCount: number;
};

let t: TestApp;
let p: Principals;
let address: ShippingAddress;
let product: { id: string; price: number };
let seq = 0;

/** Fresh customers (with their own e-mail address) so that every count below is exact. */
async function makeCustomer(app: TestApp, tag: string): Promise<Customer> {
  const tokens = createTokenService(app.config.secrets, app.clock);
  const email = `thongbao-${tag}-${++seq}@lumi.test`;
  const [row] = await app.database.db
    .insert(users)
    .values({ name: `Khách <b>${tag}</b>`, email, passwordHash: 'x', isVerified: true })
    .returning({ id: users.id });
  if (!row) throw new Error('no user');
  return { principal: { kind: 'user', token: await tokens.sign('user', row.id, 0) }, id: row.id, email };
}

async function cod(app: TestApp, who: Customer, extra: object = {}): Promise<Order> {
  const res = await injectAs(app.app, who.principal, {
    method: 'POST',
    url: '/orders/cod',
    payload: { ...address, products: [{ productId: product.id, quantity: 2 }], ...extra },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: Order }>().data;
}

async function listOf(who: Principal, query = '', url = '/notifications/by-user'): Promise<ListAnswer> {
  // Order notifications are jobs: the ones due are made before reading.
  await drainJobs(t.app);
  const res = await injectAs(t.app, who, { method: 'GET', url: `${url}${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ListAnswer>();
}

async function mailsTo(app: TestApp, email: string): Promise<MailboxMessage[]> {
  await drainJobs(app.app);
  const res = await app.app.inject({
    method: 'GET',
    url: `/dev/mailbox/messages?to=${encodeURIComponent(email)}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MailboxMessage[]>();
}

async function adminMove(id: string, status: string, cancelReason?: string) {
  const res = await injectAs(t.app, p.admin, {
    method: 'PUT',
    url: `/admin/orders/status/${id}`,
    payload: { status, ...(cancelReason ? { cancelReason } : {}) },
  });
  expect(res.statusCode, res.body).toBe(200);
  // Notifications are ordered by their instant: each change happens a second later.
  t.clock.advance(1000);
}

async function insertNotification(values: {
  recipientId: string;
  model: 'User' | 'Doctor';
  type: 'STORE' | 'BOOKING';
  title?: string;
  isRead?: boolean;
}): Promise<string> {
  t.clock.advance(1000);
  const [row] = await t.database.db
    .insert(notifications)
    .values({
      title: 'Thông báo',
      content: 'Nội dung',
      link: '/',
      createdAt: t.clock.now(),
      ...values,
    })
    .returning({ id: notifications.id });
  if (!row) throw new Error('no notification');
  return row.id;
}

async function addressIn(app: TestApp): Promise<ShippingAddress> {
  const get = async <T>(url: string) =>
    (await injectAs(app.app, null, { method: 'GET', url })).json<{ data: T[] }>().data[0];
  const province = await get<{ id: number; name: string }>('/shipping/provinces');
  if (!province) throw new Error('no province');
  const district = await get<{ id: number; name: string }>(`/shipping/districts?province_id=${province.id}`);
  if (!district) throw new Error('no district');
  const ward = await get<{ id: string; name: string }>(`/shipping/wards?district_id=${district.id}`);
  if (!ward) throw new Error('no ward');
  return {
    name: 'Vũ Ngọc Lan',
    phone: '0901234567',
    address: '12 Lý Thường Kiệt <script>',
    province,
    district,
    ward,
  };
}

beforeAll(async () => {
  t = await buildTestApp();
  p = await demoPrincipals(t.app);
  address = await addressIn(t);
  const [found] = await rowsOf<{ id: string; price: number }>(
    t.database.db,
    sql`select p.id, p.price from products p
      where p.stock is not null and p.enable and p.expiry > current_date + 30
        and not exists (select 1 from promotion_items pi where pi.product_id = p.id)
      order by p.slug limit 1`,
  );
  if (!found) throw new Error('no product');
  product = found;
  await t.database.db.execute(sql`update products set stock = 100000 where id = ${product.id}`);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('order notifications and e-mails', () => {
  it('placing a cash order notifies the customer and mails the confirmation with lines, total, address and link', async () => {
    const me = await makeCustomer(t, 'dat');
    const order = await cod(t, me);
    const list = await listOf(me.principal);
    expect(list.data).toHaveLength(1);
    expect(list.unreadCount).toBe(1);
    expect(list.data[0]).toMatchObject({
      recipient: me.id,
      model: 'User',
      type: 'STORE',
      title: '🛍️ Đơn hàng mới',
      content: `Đơn hàng ${order.code} của bạn đã được đặt thành công`,
      isRead: false,
      metadata: { link: `/order-detail/${order._id}`, orderId: order._id },
    });

    const mails = await mailsTo(t, me.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe(`[Lumi] Xác nhận đơn hàng ${order.code}`);
    const html = mail?.html ?? '';
    expect(html).toContain(order.code);
    expect(html).toContain(formatVnd(order.totalAmount));
    expect(formatVnd(order.totalAmount)).toMatch(/^[\d.]+ ₫$/);
    expect(html).toContain(order.products[0]?.name ?? 'no line');
    expect(html).toContain(`${t.config.publicUrl}/order-detail/${order._id}`);
    expect(html).toContain(order.ward.name);
    // User text is escaped: the address and the customer's name carry markup.
    expect(html).toContain('12 Lý Thường Kiệt &lt;script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).toContain('Khách &lt;b&gt;dat&lt;/b&gt;');
    expect(mail?.text).toContain(`Tổng cộng: ${formatVnd(order.totalAmount)}`);
  });

  it('each status change notifies the customer; shipping, delivery and cancellation are also mailed', async () => {
    const me = await makeCustomer(t, 'trangthai');
    const order = await cod(t, me);
    t.clock.advance(1000);
    await adminMove(order._id, 'processing');
    expect(await mailsTo(t, me.email)).toHaveLength(1);
    await adminMove(order._id, 'shipping');
    let mails = await mailsTo(t, me.email);
    expect(mails.map((m) => m.subject)).toContain(`[Lumi] Đơn hàng ${order.code} đang được giao`);
    await injectAs(t.app, me.principal, {
      method: 'PUT',
      url: `/orders/status/${order._id}`,
      payload: { status: 'delivered' },
    }).then((res) => expect(res.statusCode, res.body).toBe(200));
    mails = await mailsTo(t, me.email);
    expect(mails).toHaveLength(3);
    expect(mails.map((m) => m.subject)).toContain(`[Lumi] Đơn hàng ${order.code} đã giao thành công`);

    const list = await listOf(me.principal);
    expect(list.data.map((n) => n.title)).toEqual([
      '✅ Giao hàng thành công',
      '🚚 Đơn hàng đang được giao',
      '📦 Đơn hàng đang được xử lý',
      '🛍️ Đơn hàng mới',
    ]);
    expect(list.data.every((n) => n.content.includes(order.code))).toBe(true);
    expect(list.data.every((n) => n.metadata.orderId === order._id)).toBe(true);
    expect(list.unreadCount).toBe(4);
  });

  it('a cancellation says why, in the notification and (escaped) in the e-mail', async () => {
    const me = await makeCustomer(t, 'huy');
    const order = await cod(t, me);
    t.clock.advance(1000);
    const res = await injectAs(t.app, me.principal, {
      method: 'PUT',
      url: `/orders/status/${order._id}`,
      payload: { status: 'cancelled', cancelReason: 'Đổi ý <i>không mua</i>' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [latest] = (await listOf(me.principal)).data;
    expect(latest).toMatchObject({
      title: '❌ Đơn hàng đã bị hủy',
      content: `Đơn hàng ${order.code} đã bị hủy. Lý do: Đổi ý <i>không mua</i>`,
    });
    const cancelled = (await mailsTo(t, me.email)).find((m) => m.subject.includes('đã bị hủy'));
    expect(cancelled?.subject).toBe(`[Lumi] Đơn hàng ${order.code} đã bị hủy`);
    expect(cancelled?.html).toContain('Lý do hủy: Đổi ý &lt;i&gt;không mua&lt;/i&gt;');
  });

  it('an online order is notified when placed and when paid; only the payment is mailed; a failed payment is notified, not mailed', async () => {
    const secret = t.config.payments.sandboxSecrets.vnpayHashSecret;
    const create = async () => {
      const res = await injectAs(t.app, p.user, {
        method: 'POST',
        url: '/orders/vnpay',
        payload: { ...address, products: [{ productId: product.id, quantity: 1 }] },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ data: { order: Order; paymentUrl: string } }>().data;
    };
    const ipn = async (order: Order, paymentUrl: string, responseCode: string) => {
      const params = signVnpayParams(
        {
          vnp_Amount: String(order.totalAmount * 100),
          vnp_BankCode: 'NCB',
          vnp_OrderInfo: 'Thanh toan',
          vnp_PayDate: '20260101120000',
          vnp_ResponseCode: responseCode,
          vnp_TmnCode: new URL(paymentUrl).searchParams.get('vnp_TmnCode') ?? '',
          vnp_TransactionNo: '12345678',
          vnp_TransactionStatus: responseCode === '00' ? '00' : '02',
          vnp_TxnRef: order.code,
        },
        secret,
      );
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/payments/vnpay/ipn?${new URLSearchParams(params).toString()}`,
      });
      expect(res.json()).toMatchObject({ RspCode: '00' });
      t.clock.advance(1000);
    };
    const mailsBefore = (await mailsTo(t, DEMO.customer.email)).length;

    const paid = await create();
    t.clock.advance(1000);
    expect((await listOf(p.user)).data[0]).toMatchObject({
      title: '🛍️ Đơn hàng mới',
      metadata: { orderId: paid.order._id },
    });
    expect(await mailsTo(t, DEMO.customer.email)).toHaveLength(mailsBefore);
    await ipn(paid.order, paid.paymentUrl, '00');
    expect((await listOf(p.user)).data[0]).toMatchObject({
      title: '💳 Thanh toán thành công',
      content: `Đơn hàng ${paid.order.code} đã được thanh toán thành công qua VNPay`,
      metadata: { orderId: paid.order._id },
    });
    const mails = await mailsTo(t, DEMO.customer.email);
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails[0]?.subject).toBe(`[Lumi] Xác nhận đơn hàng ${paid.order.code}`);
    expect(mails[0]?.html).toContain('Đã thanh toán');

    const failed = await create();
    t.clock.advance(1000);
    await ipn(failed.order, failed.paymentUrl, '24');
    const [latest] = (await listOf(p.user)).data;
    expect(latest?.title).toBe('❌ Đơn hàng đã bị hủy');
    expect(latest?.content).toContain(failed.order.code);
    expect(latest?.metadata.orderId).toBe(failed.order._id);
    expect(await mailsTo(t, DEMO.customer.email)).toHaveLength(mailsBefore + 1);
  });
});

describe('GET /notifications/by-user, unread-count, mark-as-read, mark-all-as-read', () => {
  let me: Customer;
  let stranger: Customer;
  const store: string[] = [];
  let booking: string;
  let strangers: string;

  beforeAll(async () => {
    me = await makeCustomer(t, 'danhsach');
    stranger = await makeCustomer(t, 'nguoila');
    for (let i = 1; i <= 5; i++) {
      store.push(
        await insertNotification({
          recipientId: me.id,
          model: 'User',
          type: 'STORE',
          title: `Cửa hàng ${i}`,
        }),
      );
    }
    await insertNotification({
      recipientId: me.id,
      model: 'User',
      type: 'STORE',
      isRead: true,
      title: 'Đã đọc',
    });
    booking = await insertNotification({
      recipientId: me.id,
      model: 'User',
      type: 'BOOKING',
      title: 'Lịch khám',
    });
    strangers = await insertNotification({ recipientId: stranger.id, model: 'User', type: 'STORE' });
    // A doctor's notification whose recipient id happens to be the customer's: another model, never theirs.
    await insertNotification({ recipientId: me.id, model: 'Doctor', type: 'STORE', title: 'Của bác sĩ' });
  });

  it('lists the STORE notifications newest first by default, paginated by limit, with their unread count', async () => {
    const first = await listOf(me.principal, '?limit=4');
    expect(first.data.map((n) => n.title)).toEqual(['Đã đọc', 'Cửa hàng 5', 'Cửa hàng 4', 'Cửa hàng 3']);
    expect(first.pagination).toEqual({ page: 1, pageSize: 4, totalPage: 2, totalItems: 6 });
    expect(first.unreadCount).toBe(5);
    const second = await listOf(me.principal, '?limit=4&page=2');
    expect(second.data.map((n) => n.title)).toEqual(['Cửa hàng 2', 'Cửa hàng 1']);
    const past = await listOf(me.principal, '?limit=4&page=3');
    expect(past.data).toEqual([]);
    const defaults = await listOf(me.principal);
    expect(defaults.pagination.pageSize).toBe(10);
    expect(defaults.data.some((n) => n.title === 'Của bác sĩ')).toBe(false);
  });

  it('filters by type, the unread count following the type', async () => {
    const bookings = await listOf(me.principal, '?type=BOOKING');
    expect(bookings.data.map((n) => n._id)).toEqual([booking]);
    expect(bookings.unreadCount).toBe(1);
    const bad = await injectAs(t.app, me.principal, {
      method: 'GET',
      url: '/notifications/by-user?type=OTHER',
    });
    expect(bad.statusCode).toBe(400);
    const tooMany = await injectAs(t.app, me.principal, {
      method: 'GET',
      url: '/notifications/by-user?limit=51',
    });
    expect(tooMany.statusCode).toBe(400);
  });

  it('counts unread notifications of one type or of all types', async () => {
    const count = async (query: string) => {
      const res = await injectAs(t.app, me.principal, {
        method: 'GET',
        url: `/notifications/unread-count${query}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ data: { unreadCount: number } }>().data.unreadCount;
    };
    expect(await count('')).toBe(6);
    expect(await count('?type=STORE')).toBe(5);
    expect(await count('?type=BOOKING')).toBe(1);
  });

  it("marks one of the caller's own notifications read; another's, or a missing one, is not found", async () => {
    const id = store[0] ?? '';
    const res = await injectAs(t.app, me.principal, {
      method: 'PUT',
      url: `/notifications/mark-as-read/${id}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { _id: id, isRead: true, recipient: me.id } });
    expect((await listOf(me.principal)).unreadCount).toBe(4);

    const others = await injectAs(t.app, me.principal, {
      method: 'PUT',
      url: `/notifications/mark-as-read/${strangers}`,
      payload: { recipient: stranger.id },
    });
    expectFailure(others, 'NOTIFICATION_NOT_FOUND');
    expect(others.statusCode).toBe(404);
    expect((await listOf(stranger.principal)).unreadCount).toBe(1);
    expectFailure(
      await injectAs(t.app, me.principal, {
        method: 'PUT',
        url: '/notifications/mark-as-read/00000000-0000-4000-8000-000000000000',
      }),
      'NOTIFICATION_NOT_FOUND',
    );
    expectFailure(
      await injectAs(t.app, null, { method: 'PUT', url: `/notifications/mark-as-read/${id}` }),
      'AUTH_REQUIRED',
    );
  });

  it('marks all of one type read, then all types', async () => {
    const byType = await injectAs(t.app, me.principal, {
      method: 'POST',
      url: '/notifications/mark-all-as-read',
      payload: { type: 'STORE' },
    });
    expect(byType.statusCode, byType.body).toBe(200);
    expect(byType.json()).toEqual({
      success: true,
      message: SUCCESS.notificationsRead,
      data: { updated: 4 },
    });
    expect((await listOf(me.principal)).unreadCount).toBe(0);
    expect((await listOf(me.principal, '?type=BOOKING')).unreadCount).toBe(1);

    const all = await injectAs(t.app, me.principal, {
      method: 'POST',
      url: '/notifications/mark-all-as-read',
    });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json<{ data: { updated: number } }>().data.updated).toBe(1);
    expect((await listOf(stranger.principal)).unreadCount).toBe(1);
  });
});

describe('doctor notifications', () => {
  let an: Principal;
  let binh: Principal;
  let anId: string;
  let binhs: string;
  const ans: string[] = [];

  beforeAll(async () => {
    an = await loginDoctor(t.app);
    binh = await loginDoctor(t.app, DEMO.doctor2.email, DEMO.doctor2.password);
    anId = jwtPayload(an.token).sub;
    // The demo seed wrote the doctors' notifications of its bookings: these tests count their own.
    await t.database.db.delete(notifications).where(eq(notifications.model, 'Doctor'));
    ans.push(
      await insertNotification({ recipientId: anId, model: 'Doctor', type: 'BOOKING', title: 'Lịch 1' }),
    );
    ans.push(
      await insertNotification({ recipientId: anId, model: 'Doctor', type: 'BOOKING', title: 'Lịch 2' }),
    );
    await insertNotification({ recipientId: anId, model: 'Doctor', type: 'STORE', title: 'Khác' });
    binhs = await insertNotification({
      recipientId: jwtPayload(binh.token).sub,
      model: 'Doctor',
      type: 'BOOKING',
    });
  });

  it('lists BOOKING notifications by default; the user routes refuse a doctor token and the doctor routes a user token', async () => {
    const list = await listOf(an, '', '/notifications/by-doctor');
    expect(list.data.map((n) => n.title)).toEqual(['Lịch 2', 'Lịch 1']);
    expect(list.data.every((n) => n.model === 'Doctor' && n.recipient === anId)).toBe(true);
    expect(list.unreadCount).toBe(2);
    expect(list.pagination).toEqual({ page: 1, pageSize: 10, totalPage: 1, totalItems: 2 });
    expect((await listOf(an, '?type=STORE', '/notifications/by-doctor')).data.map((n) => n.title)).toEqual([
      'Khác',
    ]);
    expectFailure(
      await injectAs(t.app, an, { method: 'GET', url: '/notifications/by-user' }),
      'AUTH_REQUIRED',
    );
    expectFailure(
      await injectAs(t.app, p.user, { method: 'GET', url: '/notifications/by-doctor' }),
      'AUTH_REQUIRED',
    );
  });

  it('marks read only their own, counts and marks all', async () => {
    const own = await injectAs(t.app, an, {
      method: 'PUT',
      url: `/notifications/mark-as-read-doctor/${ans[0]}`,
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json<{ data: Notification }>().data.isRead).toBe(true);
    expectFailure(
      await injectAs(t.app, an, { method: 'PUT', url: `/notifications/mark-as-read-doctor/${binhs}` }),
      'NOTIFICATION_NOT_FOUND',
    );
    const count = await injectAs(t.app, an, { method: 'GET', url: '/notifications/unread-count-doctor' });
    expect(count.json<{ data: { unreadCount: number } }>().data.unreadCount).toBe(2);
    const bookingCount = await injectAs(t.app, an, {
      method: 'GET',
      url: '/notifications/unread-count-doctor?type=BOOKING',
    });
    expect(bookingCount.json<{ data: { unreadCount: number } }>().data.unreadCount).toBe(1);
    const all = await injectAs(t.app, an, { method: 'POST', url: '/notifications/mark-all-as-read-doctor' });
    expect(all.json<{ data: { updated: number } }>().data.updated).toBe(2);
    expect((await listOf(binh, '', '/notifications/by-doctor')).unreadCount).toBe(1);
    expectFailure(
      await injectAs(t.app, p.user, { method: 'POST', url: '/notifications/mark-all-as-read-doctor' }),
      'AUTH_REQUIRED',
    );
  });
});

describe('a failing notification or e-mail never fails the order; its job retries it', () => {
  let f: TestApp;
  /** An SMTP server that a test takes down and brings back; what it accepted. */
  const smtp = { up: false, accepted: [] as OutgoingMail[], tries: 0 };

  beforeAll(async () => {
    const switchable: Mailer = {
      transport: 'smtp',
      async send(mail) {
        smtp.tries += 1;
        if (!smtp.up) throw new Error('SMTP refused');
        smtp.accepted.push(mail);
      },
      close() {},
    };
    f = await buildTestApp({ mailer: switchable });
    await f.database.db.execute(sql`update products set stock = 100000 where id = ${product.id}`);
  }, 120_000);
  afterAll(async () => {
    await f?.close();
  });

  /** The order jobs of one order, as the table holds them. */
  async function jobsOf(orderId: string) {
    const all = [
      ...(await jobsRepository(f.database.db).ofKind('order.mail')),
      ...(await jobsRepository(f.database.db).ofKind('order.notification')),
    ];
    return all.filter((j) => (j.payload as { orderId?: string }).orderId === orderId);
  }

  it('answers the order while SMTP is down, then sends the mail once SMTP is back (retried with backoff)', async () => {
    smtp.up = false;
    const me = await makeCustomer(f, 'loimail');
    const order = await cod(f, me);
    await drainJobs(f.app);
    // The notification is written; the mail waits for its retry.
    const res = await injectAs(f.app, me.principal, { method: 'GET', url: '/notifications/by-user' });
    expect(res.json<ListAnswer>().data.map((n) => n.metadata.orderId)).toEqual([order._id]);
    const [waiting] = await jobsOf(order._id);
    expect(waiting).toMatchObject({
      kind: 'order.mail',
      state: 'pending',
      attempts: 1,
      lastError: 'SMTP refused',
    });
    expect(waiting?.runAt.getTime()).toBe(f.clock.now().getTime() + 1000);
    expect(smtp.accepted.filter((m) => m.to === me.email)).toHaveLength(0);

    smtp.up = true;
    // Not due yet: nothing is sent before the backoff is over.
    expect(await drainJobs(f.app)).toBe(0);
    f.clock.advance(1000);
    expect(await drainJobs(f.app)).toBe(1);
    const mine = smtp.accepted.filter((m) => m.to === me.email);
    expect(mine.map((m) => m.subject)).toEqual([`[Lumi] Xác nhận đơn hàng ${order.code}`]);
    expect(await jobsOf(order._id)).toEqual([]);
    // Nothing more to send, whenever the worker looks again.
    f.clock.advance(60 * 60_000);
    await drainJobs(f.app);
    expect(smtp.accepted.filter((m) => m.to === me.email)).toHaveLength(1);
  });

  it('a mail that keeps failing is dead after 5 attempts (1 s, 4 s, 16 s, 64 s apart); the order stands', async () => {
    smtp.up = false;
    const me = await makeCustomer(f, 'maichet');
    const order = await cod(f, me);
    await drainJobs(f.app);
    for (const wait of [1000, 4000, 16_000, 64_000]) {
      f.clock.advance(wait - 1);
      expect(await drainJobs(f.app)).toBe(0);
      f.clock.advance(1);
      expect(await drainJobs(f.app)).toBe(1);
    }
    const [dead] = await jobsOf(order._id);
    expect(dead).toMatchObject({ kind: 'order.mail', state: 'dead', attempts: 5, lastError: 'SMTP refused' });
    // A dead job is never taken again.
    smtp.up = true;
    f.clock.advance(24 * 60 * 60_000);
    expect(await drainJobs(f.app)).toBe(0);
    expect(smtp.accepted.filter((m) => m.to === me.email)).toHaveLength(0);
    const detail = await injectAs(f.app, me.principal, { method: 'GET', url: `/orders/detail/${order._id}` });
    expect(detail.statusCode, detail.body).toBe(200);
  });

  it('places and moves the order when the notification cannot be written; the notification follows once it can', async () => {
    smtp.up = true;
    const me = await makeCustomer(f, 'loithongbao');
    await f.database.db.execute(sql`alter table notifications rename to notifications_gone`);
    let order: Order;
    try {
      order = await cod(f, me);
      const admin = (await demoPrincipals(f.app)).admin;
      const moved = await injectAs(f.app, admin, {
        method: 'PUT',
        url: `/admin/orders/status/${order._id}`,
        payload: { status: 'shipping' },
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json<{ data: Order }>().data.status).toBe('shipping');
      await drainJobs(f.app);
    } finally {
      await f.database.db.execute(sql`alter table notifications_gone rename to notifications`);
    }
    const count = async () =>
      (
        await rowsOf<{ n: number }>(
          f.database.db,
          sql`select count(*)::int as n from notifications where recipient_id = ${me.id}`,
        )
      )[0]?.n;
    // The notification jobs really failed: nothing was written for this customer yet; both mails went out.
    expect(await count()).toBe(0);
    expect(smtp.accepted.filter((m) => m.to === me.email)).toHaveLength(2);
    f.clock.advance(1000);
    expect(await drainJobs(f.app)).toBe(2);
    expect(await count()).toBe(2);
    // The retried notifications did not send the mails again.
    expect(smtp.accepted.filter((m) => m.to === me.email)).toHaveLength(2);
  });
});
