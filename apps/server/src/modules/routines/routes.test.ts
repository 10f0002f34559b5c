import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ROUTINE_MESSAGES,
  addLocalDays,
  toLocalDate,
  routineChatContent,
  type AdminRoutineListResponse,
  type Brand,
  type Category,
  type Conversation,
  type Message,
  type Notification,
  type OrderStatus,
  type Product,
  type Routine,
} from '@lumi/shared';
import { expectFailure, expectValidation } from '../../../test/assertions';
import {
  DEMO,
  buildTestApp,
  demoPrincipals,
  injectAs,
  type Principal,
  type TestApp,
  orderRow,
} from '../../../test/helpers';
import { drainJobs } from '../jobs/test-helpers';
import { doctors, orderLines, orders, routines, users } from '../../db/schema';
import { hashPassword } from '../../lib/password';
import { usersRepository } from '../auth/repository';
import { catalogFixtures, expectAdminOnly, type Principals } from '../catalog/test-fixtures';
import { directoryFixtures } from '../clinics/test-fixtures';
import { routinesRepository } from './repository';

const M = 'LieuTrinh';
const DAY = 86_400_000;

let t: TestApp;
let p: Principals;
let fx: ReturnType<typeof catalogFixtures>;
let dir: ReturnType<typeof directoryFixtures>;
let doctor: { id: string; clinicId: string; name: string };
let customerId: string;
let otherCustomer: Principal;
let serum: Product;
let toner: Product;
let lipstick: Product;
let hidden: Product;
let soldOut: Product;
let confirmed: string;

const post = (principal: Principal | null, payload: unknown) =>
  injectAs(t.app, principal, {
    method: 'POST',
    url: '/routines',
    payload: payload as Record<string, unknown>,
  });

const bodyFor = (bookingId: string, items?: unknown[]) => ({
  bookingId,
  title: 'Liệu trình phục hồi da',
  note: 'Dùng đều đặn trong 4 tuần, tái khám sau đó.',
  items: items ?? [
    { productId: serum._id, quantity: 2, usage: 'Sáng và tối, sau bước làm sạch' },
    { productId: toner._id, quantity: 1, usage: 'Tối, trước serum' },
  ],
});

beforeAll(async () => {
  t = await buildTestApp();
  p = await demoPrincipals(t.app);
  fx = catalogFixtures(t, p.admin, M);
  dir = directoryFixtures(t, M);
  const db = t.database.db;
  const [d] = await db.select().from(doctors).where(eq(doctors.email, DEMO.doctor.email));
  doctor = { id: d!.id, clinicId: d!.clinicId, name: d!.name };
  const [u] = await db.select().from(users).where(eq(users.email, DEMO.customer.email));
  customerId = u!.id;

  const email = `khach-b.${M.toLowerCase()}@lumi.vn`;
  await usersRepository(db).insert({
    name: 'Khách B',
    email,
    passwordHash: await hashPassword('khach-b-2026'),
    isVerified: true,
  });
  const login = await injectAs(t.app, null, {
    method: 'POST',
    url: '/auth/login',
    payload: { email, password: 'khach-b-2026' },
  });
  otherCustomer = { kind: 'user', token: login.json<{ accessToken: string }>().accessToken };

  const root: Category = await fx.category('Chăm sóc da');
  const brand: Brand = await fx.brand('Thương hiệu');
  const base = { brand: brand._id, category: root._id };
  serum = await fx.product({ ...base, name: `Serum B5 ${M}`, price: 300_000 });
  toner = await fx.product({ ...base, name: `Toner ${M}`, price: 150_000 });
  lipstick = await fx.product({
    ...base,
    name: `Son dưỡng ${M}`,
    stock: undefined,
    variants: [
      { name: 'Hồng đào', code: '#FF8899', stock: 3 },
      { name: 'Đỏ gạch', code: '#AA3322', stock: 0 },
    ],
  });
  hidden = await fx.product({ ...base, name: `Kem ẩn ${M}`, enable: false });
  soldOut = await fx.product({ ...base, name: `Kem hết hàng ${M}`, stock: 0 });

  confirmed = await dir.booking({
    userId: customerId,
    doctorId: doctor.id,
    clinicId: doctor.clinicId,
    status: 'confirmed',
  });
});

afterAll(async () => {
  await t?.close();
});

describe('POST /routines (the doctor recommends)', () => {
  it('recommends for the doctor’s own confirmed booking: 201 with current prices, and the customer is notified', async () => {
    const res = await post(p.doctor, bodyFor(confirmed));
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<{ data: Routine; message: string }>();
    expect(body.message).toBe(ROUTINE_MESSAGES.created);
    expect(body.data).toMatchObject({
      title: 'Liệu trình phục hồi da',
      note: 'Dùng đều đặn trong 4 tuần, tái khám sau đó.',
      booking: { _id: confirmed },
      doctor: { _id: doctor.id, name: doctor.name },
      customer: { _id: customerId },
      total: 2 * 300_000 + 150_000,
      items: [
        {
          position: 0,
          quantity: 2,
          usage: 'Sáng và tối, sau bước làm sạch',
          color: null,
          product: { _id: serum._id, name: serum.name, price: 300_000, finalPrice: 300_000, stock: 10 },
        },
        { position: 1, quantity: 1, product: { _id: toner._id, isAvailable: true } },
      ],
    });

    // Posted into the doctor ↔ customer conversation as the doctor, carrying the routine (a card in the chat).
    const conversations = await injectAs(t.app, p.user, {
      method: 'GET',
      url: '/chat/conversations?as=user',
    });
    expect(conversations.statusCode, conversations.body).toBe(200);
    const withDoctor = conversations
      .json<{ data: Conversation[] }>()
      .data.find((c) => c.type === 'User_Doctor' && c.receiver._id === doctor.id);
    expect(withDoctor).toBeDefined();
    const messages = await injectAs(t.app, p.user, {
      method: 'GET',
      url: `/chat/conversations/${withDoctor!._id}/messages?as=user`,
    });
    expect(messages.statusCode, messages.body).toBe(200);
    expect(messages.json<{ data: Message[] }>().data[0]).toMatchObject({
      sender: { _id: doctor.id, kind: 'doctor' },
      content: routineChatContent(doctor.name, 'Liệu trình phục hồi da'),
      routineId: body.data._id,
    });

    const bell = await injectAs(t.app, p.user, { method: 'GET', url: '/notifications/by-user?type=BOOKING' });
    const notices = bell.json<{ data: Notification[] }>().data;
    expect(notices).toContainEqual(
      expect.objectContaining({
        content: expect.stringContaining(routineChatContent(doctor.name, 'Liệu trình phục hồi da')),
        metadata: { link: `/booking-detail/${confirmed}`, bookingId: confirmed },
      }),
    );
  });

  it('accepts a completed booking, and a product sold in colours with its colour in stock', async () => {
    const completed = await dir.booking({
      userId: customerId,
      doctorId: doctor.id,
      clinicId: doctor.clinicId,
      status: 'completed',
    });
    const pink = lipstick.variants.find((v) => v.name === 'Hồng đào')!;
    const res = await post(
      p.doctor,
      bodyFor(completed, [
        { productId: lipstick._id, variantId: pink._id, quantity: 1, usage: 'Thoa khi môi khô' },
      ]),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<{ data: Routine }>().data.items[0]).toMatchObject({
      variantId: pink._id,
      color: { name: 'Hồng đào', code: '#FF8899' },
      product: { stock: 3, isAvailable: true },
    });
  });

  it('refuses another doctor’s booking (404), a pending or cancelled one (422), and anyone but a doctor', async () => {
    const clinic = await dir.clinic({ name: `Phòng khám ${M}` });
    const other = await dir.doctor(clinic.id, { name: `Bác sĩ khác ${M}` });
    const othersBooking = await dir.booking({
      userId: customerId,
      doctorId: other.id,
      clinicId: clinic.id,
      status: 'confirmed',
    });
    expectFailure(await post(p.doctor, bodyFor(othersBooking)), 'BOOKING_NOT_FOUND');
    expectFailure(await post(p.doctor, bodyFor('00000000-0000-4000-8000-000000000000')), 'BOOKING_NOT_FOUND');
    for (const status of ['pending', 'cancelled'] as const) {
      const booking = await dir.booking({
        userId: customerId,
        doctorId: doctor.id,
        clinicId: doctor.clinicId,
        status,
        daysAgo: -3,
      });
      expectFailure(await post(p.doctor, bodyFor(booking)), 'ROUTINE_BOOKING_NOT_ELIGIBLE');
    }
    expectFailure(await post(null, bodyFor(confirmed)), 'AUTH_REQUIRED');
    expectFailure(await post(p.user, bodyFor(confirmed)), 'AUTH_REQUIRED');
    expectFailure(await post(p.admin, bodyFor(confirmed)), 'AUTH_REQUIRED');
  });

  it('refuses a hidden product, one out of stock, and a colour product without an available colour', async () => {
    const one = (item: Record<string, unknown>) =>
      post(p.doctor, bodyFor(confirmed, [{ quantity: 1, usage: 'Tối', ...item }]));
    expectFailure(
      await one({ productId: hidden._id }),
      'PRODUCT_UNAVAILABLE',
      `Sản phẩm "${hidden.name}" hiện không khả dụng`,
    );
    expectFailure(
      await one({ productId: soldOut._id }),
      'OUT_OF_STOCK',
      `Sản phẩm "${soldOut.name}" đã hết hàng`,
    );
    expectFailure(
      await one({ productId: lipstick._id }),
      'PRODUCT_COLOR_REQUIRED',
      `Vui lòng chọn màu sắc cho sản phẩm "${lipstick.name}"`,
    );
    const brick = lipstick.variants.find((v) => v.name === 'Đỏ gạch')!;
    expectFailure(
      await one({ productId: lipstick._id, variantId: brick._id }),
      'OUT_OF_STOCK',
      `Sản phẩm "${lipstick.name}" đã hết hàng`,
    );
    expectFailure(await one({ productId: '00000000-0000-4000-8000-000000000000' }), 'PRODUCT_NOT_FOUND');
  });

  it('validates the form with the shared Vietnamese messages', async () => {
    const item = { productId: serum._id, quantity: 1, usage: 'Sáng' };
    expectValidation(
      await post(p.doctor, { ...bodyFor(confirmed), title: 'A' }),
      'title',
      ROUTINE_MESSAGES.titleLength,
    );
    expectValidation(
      await post(p.doctor, { ...bodyFor(confirmed), title: '  ' }),
      'title',
      ROUTINE_MESSAGES.titleRequired,
    );
    expectValidation(
      await post(p.doctor, { ...bodyFor(confirmed), note: 'x'.repeat(1001) }),
      'note',
      ROUTINE_MESSAGES.noteMax,
    );
    expectValidation(await post(p.doctor, bodyFor(confirmed, [])), 'items', ROUTINE_MESSAGES.itemsRequired);
    expectValidation(
      await post(
        p.doctor,
        bodyFor(
          confirmed,
          Array.from({ length: 11 }, () => item),
        ),
      ),
      'items',
      ROUTINE_MESSAGES.itemsMax,
    );
    expectValidation(
      await post(p.doctor, bodyFor(confirmed, [item, item])),
      'items',
      ROUTINE_MESSAGES.itemsDuplicate,
    );
    expectValidation(
      await post(p.doctor, bodyFor(confirmed, [{ ...item, quantity: 11 }])),
      'items.0.quantity',
      ROUTINE_MESSAGES.quantityRange,
    );
    expectValidation(
      await post(p.doctor, bodyFor(confirmed, [{ ...item, usage: '' }])),
      'items.0.usage',
      ROUTINE_MESSAGES.usageRequired,
    );
    expectValidation(
      await post(p.doctor, bodyFor(confirmed, [{ ...item, usage: 'x'.repeat(301) }])),
      'items.0.usage',
      ROUTINE_MESSAGES.usageMax,
    );
  });
});

describe('reading routines', () => {
  let routine: Routine;

  beforeAll(async () => {
    // The fake clock stands still: a minute later, this one is the booking's newest.
    t.clock.advance(60_000);
    const res = await post(p.doctor, { ...bodyFor(confirmed), title: 'Liệu trình đọc thử' });
    routine = res.json<{ data: Routine }>().data;
  });

  it('GET /routines/{id}: the customer, the doctor and an ADMIN read it; customer B gets 404', async () => {
    for (const who of [p.user, p.doctor, p.admin]) {
      const res = await injectAs(t.app, who, { method: 'GET', url: `/routines/${routine._id}` });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ data: Routine }>().data).toEqual(routine);
    }
    for (const who of [otherCustomer, p.support, p.clinic]) {
      expectFailure(
        await injectAs(t.app, who, { method: 'GET', url: `/routines/${routine._id}` }),
        'ROUTINE_NOT_FOUND',
      );
    }
    expectFailure(
      await injectAs(t.app, null, { method: 'GET', url: `/routines/${routine._id}` }),
      'AUTH_REQUIRED',
    );
  });

  it('shows each product as the shop sells it now: a product hidden later is not available and not counted', async () => {
    await injectAs(t.app, p.admin, {
      method: 'PUT',
      url: `/admin/products/${toner._id}`,
      payload: { enable: false },
    });
    const res = await injectAs(t.app, p.user, { method: 'GET', url: `/routines/${routine._id}?as=user` });
    const read = res.json<{ data: Routine }>().data;
    expect(read.items[1]!.product).toMatchObject({ _id: toner._id, isAvailable: false });
    expect(read.total).toBe(2 * 300_000);
    await injectAs(t.app, p.admin, {
      method: 'PUT',
      url: `/admin/products/${toner._id}`,
      payload: { enable: true },
    });
  });

  it('GET /routines?bookingId=: the booking’s customer and doctor, newest first; anyone else 404', async () => {
    for (const [who, as] of [
      [p.user, 'user'],
      [p.doctor, 'doctor'],
    ] as const) {
      const res = await injectAs(t.app, who, {
        method: 'GET',
        url: `/routines?bookingId=${confirmed}&as=${as}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      const list = res.json<{ data: Routine[] }>().data;
      expect(list[0]!._id).toBe(routine._id);
      expect(list.every((r) => r.booking._id === confirmed)).toBe(true);
    }
    expectFailure(
      await injectAs(t.app, otherCustomer, { method: 'GET', url: `/routines?bookingId=${confirmed}` }),
      'BOOKING_NOT_FOUND',
    );
    expectFailure(
      await injectAs(t.app, p.admin, { method: 'GET', url: `/routines?bookingId=${confirmed}` }),
      'BOOKING_NOT_FOUND',
    );
  });
});

describe('GET /admin/routines (conversions)', () => {
  const doctorName = `Bác sĩ Chuyển đổi ${M}`;

  /** An order of the customer at `at` with one line of `productId`, written straight to the database. */
  async function order(userId: string, productId: string, at: Date, status: OrderStatus) {
    const db = t.database.db;
    const [row] = await db
      .insert(orders)
      .values(
        orderRow(userId, {
          status,
          ...(status === 'cancelled' ? { cancelReason: 'Đổi ý', cancelledBy: 'User' as const } : {}),
          createdAt: at,
          updatedAt: at,
        }),
      )
      .returning({ id: orders.id, code: orders.code });
    await db.insert(orderLines).values({
      orderId: row!.id,
      productId,
      name: 'Sản phẩm',
      slug: 'san-pham',
      image: '/uploads/x.webp',
      originalPrice: 100_000,
      price: 100_000,
      quantity: 1,
      lineTotal: 100_000,
    });
    return row!;
  }

  it('is ADMIN only', async () => {
    await expectAdminOnly(t, p, { method: 'GET', url: '/admin/routines' });
  });

  it('counts one converted of four: a cancelled order, an order after 31 days and one without overlap do not convert', async () => {
    const clinic = await dir.clinic({ name: `Phòng khám Chuyển đổi ${M}` });
    const fixtureDoctor = await dir.doctor(clinic.id, { name: doctorName });
    const createdAt = new Date(t.clock.now().getTime() - 40 * DAY);
    const routineFor = async (userId: string) => {
      const bookingId = await dir.booking({
        userId,
        doctorId: fixtureDoctor.id,
        clinicId: clinic.id,
        status: 'completed',
        daysAgo: 41,
      });
      return routinesRepository(t.database.db).insert({
        bookingId,
        doctorId: fixtureDoctor.id,
        userId,
        title: 'Liệu trình chuyển đổi',
        note: null,
        durationDays: null,
        createdAt,
        items: [
          {
            productId: serum._id,
            variantId: null,
            quantity: 1,
            usage: 'Sáng',
            perUse: null,
            usesPerDay: null,
          },
          {
            productId: toner._id,
            variantId: null,
            quantity: 1,
            usage: 'Tối',
            perUse: null,
            usesPerDay: null,
          },
        ],
      });
    };
    const [a, b, c, d] = [
      await dir.otherUser(),
      await dir.otherUser(),
      await dir.otherUser(),
      await dir.otherUser(),
    ];
    const converted = await routineFor(a);
    await routineFor(b);
    await routineFor(c);
    await routineFor(d);
    // An order placed before the routine never counts, even with its products.
    await order(a, serum._id, new Date(createdAt.getTime() - DAY), 'delivered');
    const winning = await order(a, toner._id, new Date(createdAt.getTime() + 2 * DAY), 'delivered');
    await order(b, serum._id, new Date(createdAt.getTime() + 2 * DAY), 'cancelled');
    await order(c, serum._id, new Date(createdAt.getTime() + 31 * DAY), 'delivered');
    await order(d, hidden._id, new Date(createdAt.getTime() + DAY), 'pending');

    const res = await injectAs(t.app, p.admin, {
      method: 'GET',
      url: `/admin/routines?search=${encodeURIComponent(doctorName)}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<AdminRoutineListResponse>();
    expect(body.summary).toEqual({ total: 4, converted: 1, rate: 25 });
    expect(body.pagination.totalItems).toBe(4);
    expect(body.data).toHaveLength(4);
    const rows = new Map(body.data.map((row) => [row._id, row]));
    expect(rows.get(converted)).toMatchObject({
      converted: true,
      orderId: winning.id,
      orderCode: winning.code,
      itemsCount: 2,
      doctor: { name: doctorName },
    });
    expect(body.data.filter((row) => !row.converted).every((row) => row.orderId === null)).toBe(true);

    // The date range is on the routine's creation day.
    const day = (at: Date) => new Date(at.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
    const outside = await injectAs(t.app, p.admin, {
      method: 'GET',
      url: `/admin/routines?search=${encodeURIComponent(doctorName)}&fromDate=${day(new Date(createdAt.getTime() + DAY))}`,
    });
    expect(outside.json<AdminRoutineListResponse>().summary).toEqual({ total: 0, converted: 0, rate: 0 });
    const inside = await injectAs(t.app, p.admin, {
      method: 'GET',
      url: `/admin/routines?search=${encodeURIComponent(doctorName)}&fromDate=${day(createdAt)}&toDate=${day(createdAt)}&pageSize=2`,
    });
    const page = inside.json<AdminRoutineListResponse>();
    expect(page.summary.total).toBe(4);
    expect(page.data).toHaveLength(2);
    expect(page.pagination).toMatchObject({ page: 1, pageSize: 2, totalPage: 2, totalItems: 4 });
  });
});

describe('following the routine (issue 32 item 4)', () => {
  it('refuses half a structured usage and a duration out of range', async () => {
    const body = bodyFor(confirmed, [
      { productId: serum._id, quantity: 1, usage: 'Tối', perUse: 0.5 },
    ]) as Record<string, unknown>;
    expectValidation(await post(p.doctor, body), 'items.0.usesPerDay', ROUTINE_MESSAGES.usageAmountsBoth);
    expectValidation(
      await post(p.doctor, { ...bodyFor(confirmed), durationDays: 3 }),
      'durationDays',
      ROUTINE_MESSAGES.durationInvalid,
    );
  });

  it('knows when a delivered product runs out, reminds once, shows what was bought, and suggests a follow-up', async () => {
    // Serum 50ml at 0.5 ml twice a day: 50 days a bottle; toner without usage.
    const res = await post(p.doctor, {
      ...bodyFor(confirmed, [
        { productId: serum._id, quantity: 1, usage: 'Sáng và tối, 0,5 ml', perUse: 0.5, usesPerDay: 2 },
        { productId: toner._id, quantity: 1, usage: 'Tối' },
      ]),
      durationDays: 28,
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<{ data: Routine }>().data;
    expect(created.purchase).toEqual({ bought: 0, total: 2 });
    expect(created.items[0]).toMatchObject({
      perUse: 0.5,
      usesPerDay: 2,
      unit: 'ml',
      bought: false,
      refill: null,
    });
    expect(created.durationDays).toBe(28);

    // The routine was written 47 days ago; the serum was ordered the next day and delivered 46 days ago.
    const db = t.database.db;
    const now = t.clock.now().getTime();
    await db
      .update(routines)
      .set({ createdAt: new Date(now - 47 * DAY) })
      .where(eq(routines.id, created._id));
    const orderedAt = new Date(now - 46.5 * DAY);
    const deliveredAt = new Date(now - 46 * DAY);
    const [order] = await db
      .insert(orders)
      .values(
        orderRow(customerId, {
          status: 'delivered',
          createdAt: orderedAt,
          updatedAt: deliveredAt,
          deliveredAt,
        }),
      )
      .returning({ id: orders.id });
    await db.insert(orderLines).values({
      orderId: order!.id,
      productId: serum._id,
      name: serum.name,
      slug: serum.slug,
      image: '/uploads/x.webp',
      originalPrice: 300_000,
      price: 300_000,
      quantity: 1,
      lineTotal: 300_000,
    });

    const read = await injectAs(t.app, p.user, { method: 'GET', url: `/routines/${created._id}` });
    const routine = read.json<{ data: Routine }>().data;
    const purchasedOn = toLocalDate(deliveredAt);
    expect(routine.purchase).toEqual({ bought: 1, total: 2 });
    expect(routine.items[0]!.bought).toBe(true);
    expect(routine.items[0]!.refill).toEqual({
      purchasedOn,
      runsOutOn: addLocalDays(purchasedOn, 50),
      remindOn: addLocalDays(purchasedOn, 45),
    });
    expect(routine.items[1]!.refill).toBeNull();
    expect(routine.endsOn).toBe(addLocalDays(toLocalDate(new Date(now - 47 * DAY)), 28));

    // Due: the refill (remind day passed) and the follow-up (28 days are over); each told once.
    const [first, second] = await Promise.all([
      t.app.routines.sweepReminders(),
      t.app.routines.sweepReminders(),
    ]);
    expect(first + second).toBe(2);
    expect(await t.app.routines.sweepReminders()).toBe(0);
    await drainJobs(t.app);
    const bell = await injectAs(t.app, p.user, {
      method: 'GET',
      url: '/notifications/by-user?type=BOOKING&limit=20',
    });
    const titles = bell.json<{ data: Notification[] }>().data.map((n) => n.title);
    expect(titles.filter((x) => x === `Sắp hết ${serum.name}`)).toHaveLength(1);
    expect(titles.filter((x) => x === 'Đã đến lúc tái khám')).toHaveLength(1);

    // The doctor's booking view reads the same figures.
    const mine = await injectAs(t.app, p.doctor, {
      method: 'GET',
      url: `/routines?bookingId=${confirmed}&as=doctor`,
    });
    const seen = mine.json<{ data: Routine[] }>().data.find((r) => r._id === created._id);
    expect(seen?.purchase).toEqual({ bought: 1, total: 2 });
  });
});
