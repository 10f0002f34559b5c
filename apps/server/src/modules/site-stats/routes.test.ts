import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  avatarOf,
  OrderDetailStatsSchema,
  ReviewDetailStatsSchema,
  RevenueOrderStatsSchema,
  ShopStatisticalSchema,
  SiteOverviewSchema,
  VALIDATION,
  type BookingStatus,
  type OrderDetailStats,
  type OrderStatus,
  type PaymentMethod,
  type ReviewDetailStats,
  type RevenueOrderStats,
  type ShopStatistical,
  type SiteOverview,
} from '@lumi/shared';
import { expectFailure, expectValidation } from '../../../test/assertions';
import {
  DEMO,
  answered,
  buildTestApp,
  demoPrincipals,
  injectAs,
  type Principal,
  type TestApp,
} from '../../../test/helpers';
import { bookings, doctors, orderLines, orders, products, reviews, users } from '../../db/schema';
import type { PaymentStatusValue } from '../../db/schema/orders';

// The fake clock: Friday 15 November 2030, 10:00 in Asia/Ho_Chi_Minh. The default year is 2030; "today + 90 days"
// (ALMOST_EXPIRED_DAYS) is 13 February 2031.
const NOW = new Date('2030-11-15T10:00:00+07:00');

/**
 * A hand-built site (ADR 0024). The demo seed's orders, reviews and bookings are removed; its products are disabled
 * and far from expiry, its customers registered in 2020 and active, so only what follows moves a figure. Times are
 * local (UTC+7), some before 07:00 (the day before in UTC); every order pays 30 000 shipping, which never counts.
 *
 * Products (cost now):  A 'Kem chống nắng Aqua' 120 000, expiry 2032-01-01
 *                       B 'Sữa rửa mặt Bông'     60 000, expiry 2030-12-20 (almost expired)
 *                       C 'Serum Cam'           450 000 (was 300 000 when every order of it was placed), 2031-06-01
 *                       D 'Toner Dịu'            50 000, expiry 2030-10-01 (expired), disabled
 *                       E 'Nước hoa hồng Êm'     10 000, 2033-01-01, never ordered nor reviewed
 * Customers: C1 the demo customer; C2 registered 2030-10-05; C3 2030-09-20, blocked; C4 2030-10-31 23:30 (October);
 *            C5 2030-11-01 00:10 (November).
 *
 *  #    who placed             status      method  payment   delivered          lines (price × qty, unit cost)
 *  O1   C1  2030-10-03 06:00   delivered   COD     paid      2030-10-05 10:00   A 200 000 × 2 (120 000)
 *  O2   C2  2030-10-20 14:00   delivered   VNPAY   paid      2030-10-31 23:30   C 500 000 × 1 (300 000), B 100 000 × 1 (60 000)
 *  O3   C2  2030-11-01 00:10   shipping    STRIPE  paid      —                  A 180 000 × 1 (120 000) promotional
 *  O4   C1  2030-10-10 11:00   cancelled   COD     unpaid    —                  B 100 000 × 3 (60 000)
 *  O5   C4  2030-10-12 08:00   delivered   VNPAY   refunded  2030-10-15 09:00   A 200 000 × 1 (120 000)
 *  O6   C3  2030-09-15 10:00   delivered   COD     paid      2030-09-18 10:00   B 100 000 × 2 (60 000)
 *  O7   C1  2030-10-25 16:00   pending     COD     unpaid    —                  D 150 000 × 1 (50 000)
 *  O8   C4  2030-10-28 10:00   processing  STRIPE  paid      —                  C 500 000 × 1 (300 000)
 *  O9   C2  2029-12-31 23:30   delivered   COD     paid      2030-01-01 00:10   A 200 000 × 1 (120 000)
 *  O10  C1  2027-06-15 10:00   delivered   COD     paid      2027-06-20 10:00   B 100 000 × 1 (60 000)
 *  O11  C3  2030-09-28 10:00   delivered   COD     paid      2030-10-02 10:00   C 450 000 × 1 (300 000)
 *
 * Profit of the delivered ones: O1 160 000, O2 240 000, O5 80 000 (refunded: never revenue), O6 80 000,
 * O9 80 000, O10 40 000, O11 150 000.
 *
 * Product reviews: R1 O1/A 5★ 2030-10-06 10:00; R2 O2/C 4★ 2030-10-31 23:40, hidden; R3 O2/B 2★ 2030-11-01 00:05;
 * R4 O6/B 3★ 2030-09-20 10:00; R5 O11/C 5★ 2030-10-03 06:30; R6 O10/B 1★ 2027-06-22 10:00.
 *
 * Bookings (any doctor, by start): K1 2030-10-05 06:45 completed 300 000; K2 2030-10-31 23:30 completed 400 000;
 * K3 2030-10-12 10:00 cancelled 350 000; K4 2030-10-20 10:00 confirmed 250 000; K5 2030-11-01 00:15 pending
 * 500 000; K6 2030-09-10 10:00 completed 200 000.
 */
describe('site statistics (api-contract §3.7, §3.11; ADR 0024)', () => {
  let t: TestApp;
  let who: Awaited<ReturnType<typeof demoPrincipals>>;
  /** The demo seed's products and customers, which stay (disabled, long registered). */
  let seedProducts: number;
  let seedCustomers: number;
  const id: Record<'A' | 'B' | 'C' | 'D' | 'E' | 'C1' | 'C2' | 'C3' | 'C4' | 'C5', string> = {
    A: '',
    B: '',
    C: '',
    D: '',
    E: '',
    C1: '',
    C2: '',
    C3: '',
    C4: '',
    C5: '',
  };
  const image = { url: '/uploads/products/site-stats.webp', publicId: 'products/site-stats' };
  const local = (at: string) => new Date(`${at}:00+07:00`);

  async function product(
    key: 'A' | 'B' | 'C' | 'D' | 'E',
    name: string,
    o: { price: number; cost: number; expiry: string; enable?: boolean },
  ) {
    const [any] = await t.database.db.select().from(products).limit(1);
    const [row] = await t.database.db
      .insert(products)
      .values({
        name,
        slug: `site-stats-${key.toLowerCase()}`,
        brandId: any!.brandId,
        categoryId: any!.categoryId,
        price: o.price,
        cost: o.cost,
        expiry: o.expiry,
        mainImage: image,
        enable: o.enable ?? true,
        stock: 100,
      })
      .returning({ id: products.id });
    id[key] = row!.id;
  }

  async function customer(key: 'C2' | 'C3' | 'C4' | 'C5', name: string, registered: string, isActive = true) {
    const [row] = await t.database.db
      .insert(users)
      .values({
        name,
        email: `${key.toLowerCase()}@site-stats.test`,
        passwordHash: 'x',
        isVerified: true,
        isActive,
        createdAt: local(registered),
        updatedAt: local(registered),
      })
      .returning({ id: users.id });
    id[key] = row!.id;
  }

  let seq = 0;
  /** An order with its lines; answers the ids of its lines in order. */
  async function order(o: {
    who: 'C1' | 'C2' | 'C3' | 'C4';
    placed: string;
    status: OrderStatus;
    method: PaymentMethod;
    payment: PaymentStatusValue;
    delivered?: string;
    lines: { product: 'A' | 'B' | 'C' | 'D'; price: number; quantity: number; unitCost: number }[];
  }): Promise<{ orderId: string; lineIds: string[] }> {
    seq += 1;
    const subtotal = o.lines.reduce((n, l) => n + l.price * l.quantity, 0);
    const costTotal = o.lines.reduce((n, l) => n + l.unitCost * l.quantity, 0);
    const placed = local(o.placed);
    const [row] = await t.database.db
      .insert(orders)
      .values({
        code: `ODSTAT${String(seq).padStart(6, '0')}`,
        userId: id[o.who],
        name: 'Vũ Ngọc Lan',
        phone: '0901234567',
        address: '12 Lý Thường Kiệt',
        provinceId: 1,
        provinceName: 'Hà Nội',
        districtId: 1,
        districtName: 'Ba Đình',
        wardId: '00001',
        wardName: 'Phúc Xá',
        subtotal,
        costTotal,
        shippingFee: 30_000,
        totalAmount: subtotal + 30_000,
        paymentMethod: o.method,
        paymentStatus: o.payment,
        status: o.status,
        ...(o.status === 'cancelled' ? { cancelReason: 'Đổi ý', cancelledBy: 'User' as const } : {}),
        deliveredAt: o.delivered ? local(o.delivered) : null,
        createdAt: placed,
        updatedAt: o.delivered ? local(o.delivered) : placed,
      })
      .returning({ id: orders.id });
    const lines = await t.database.db
      .insert(orderLines)
      .values(
        o.lines.map((l, position) => ({
          orderId: row!.id,
          productId: id[l.product],
          name: `Sản phẩm ${l.product}`,
          slug: `site-stats-${l.product.toLowerCase()}`,
          image: image.url,
          originalPrice: l.product === 'A' ? 200_000 : l.price,
          price: l.price,
          quantity: l.quantity,
          lineTotal: l.price * l.quantity,
          unitCost: l.unitCost,
          position,
        })),
      )
      .returning({ id: orderLines.id });
    return { orderId: row!.id, lineIds: lines.map((l) => l.id) };
  }

  async function review(
    o: { orderId: string; lineIds: string[] },
    line: number,
    product: 'A' | 'B' | 'C',
    by: 'C1' | 'C2' | 'C3',
    rate: number,
    created: string,
    display = true,
  ) {
    await t.database.db.insert(reviews).values({
      productId: id[product],
      userId: id[by],
      orderId: o.orderId,
      lineId: o.lineIds[line]!,
      rate,
      comment: 'Sản phẩm dùng tốt',
      display,
      createdAt: local(created),
      updatedAt: local(created),
    });
  }

  async function booking(
    start: string,
    status: BookingStatus,
    price: number,
    doctorId: string,
    clinicId: string,
  ) {
    seq += 1;
    const startAt = local(start);
    await t.database.db.insert(bookings).values({
      code: `BKSS${String(seq).padStart(8, '0')}`,
      userId: id.C1,
      doctorId,
      clinicId,
      startAt,
      endAt: new Date(startAt.getTime() + 30 * 60_000),
      status,
      price,
      patientName: 'Vũ Ngọc Lan',
      patientPhone: '0901234567',
      patientEmail: 'khach@lumi.vn',
      patientGender: 'female',
      patientDateOfBirth: '1995-05-05',
      patientAddress: 'Hà Nội',
      ...(status === 'cancelled' ? { cancelReason: 'Bận việc', cancelledBy: 'User' as const } : {}),
    });
  }

  beforeAll(async () => {
    t = await buildTestApp();
    t.clock.set(NOW);
    who = await demoPrincipals(t.app);
    const db = t.database.db;
    // Only the fixtures below count.
    await db.execute(sql`delete from reviews`);
    await db.execute(sql`delete from orders`);
    await db.execute(sql`delete from routines`);
    await db.execute(sql`delete from booking_reviews`);
    await db.execute(sql`delete from bookings`);
    await db.execute(sql`update products set enable = false, expiry = '2099-12-31'`);
    await db.execute(sql`update users set is_active = true, created_at = '2020-01-01T00:00:00Z'`);
    seedProducts = await db.$count(products);
    seedCustomers = await db.$count(users);
    const [me] = await db.select().from(users).where(eq(users.email, DEMO.customer.email));
    id.C1 = me!.id;

    await product('A', 'Kem chống nắng Aqua', { price: 200_000, cost: 120_000, expiry: '2032-01-01' });
    await product('B', 'Sữa rửa mặt Bông', { price: 100_000, cost: 60_000, expiry: '2030-12-20' });
    await product('C', 'Serum Cam', { price: 500_000, cost: 300_000, expiry: '2031-06-01' });
    await product('D', 'Toner Dịu', { price: 150_000, cost: 50_000, expiry: '2030-10-01', enable: false });
    await product('E', 'Nước hoa hồng Êm', { price: 90_000, cost: 10_000, expiry: '2033-01-01' });
    await customer('C2', 'Trần Văn Bảo', '2030-10-05 10:00');
    await customer('C3', 'Lê Thị Cúc', '2030-09-20 10:00', false);
    await customer('C4', 'Phạm Đức Dũng', '2030-10-31 23:30');
    await customer('C5', 'Hoàng Thị Én', '2030-11-01 00:10');

    const A = (price: number, quantity = 1) => ({
      product: 'A' as const,
      price,
      quantity,
      unitCost: 120_000,
    });
    const B = (quantity = 1) => ({ product: 'B' as const, price: 100_000, quantity, unitCost: 60_000 });
    const C = (price: number) => ({ product: 'C' as const, price, quantity: 1, unitCost: 300_000 });
    const base = { method: 'COD' as const, payment: 'paid' as const };
    const o1 = await order({
      ...base,
      who: 'C1',
      placed: '2030-10-03 06:00',
      status: 'delivered',
      delivered: '2030-10-05 10:00',
      lines: [A(200_000, 2)],
    });
    const o2 = await order({
      who: 'C2',
      placed: '2030-10-20 14:00',
      status: 'delivered',
      method: 'VNPAY',
      payment: 'paid',
      delivered: '2030-10-31 23:30',
      lines: [C(500_000), B()],
    });
    await order({
      who: 'C2',
      placed: '2030-11-01 00:10',
      status: 'shipping',
      method: 'STRIPE',
      payment: 'paid',
      lines: [A(180_000)],
    });
    await order({
      who: 'C1',
      placed: '2030-10-10 11:00',
      status: 'cancelled',
      method: 'COD',
      payment: 'unpaid',
      lines: [B(3)],
    });
    await order({
      who: 'C4',
      placed: '2030-10-12 08:00',
      status: 'delivered',
      method: 'VNPAY',
      payment: 'refunded',
      delivered: '2030-10-15 09:00',
      lines: [A(200_000)],
    });
    const o6 = await order({
      ...base,
      who: 'C3',
      placed: '2030-09-15 10:00',
      status: 'delivered',
      delivered: '2030-09-18 10:00',
      lines: [B(2)],
    });
    await order({
      who: 'C1',
      placed: '2030-10-25 16:00',
      status: 'pending',
      method: 'COD',
      payment: 'unpaid',
      lines: [{ product: 'D', price: 150_000, quantity: 1, unitCost: 50_000 }],
    });
    await order({
      who: 'C4',
      placed: '2030-10-28 10:00',
      status: 'processing',
      method: 'STRIPE',
      payment: 'paid',
      lines: [C(500_000)],
    });
    await order({
      ...base,
      who: 'C2',
      placed: '2029-12-31 23:30',
      status: 'delivered',
      delivered: '2030-01-01 00:10',
      lines: [A(200_000)],
    });
    const o10 = await order({
      ...base,
      who: 'C1',
      placed: '2027-06-15 10:00',
      status: 'delivered',
      delivered: '2027-06-20 10:00',
      lines: [B()],
    });
    const o11 = await order({
      ...base,
      who: 'C3',
      placed: '2030-09-28 10:00',
      status: 'delivered',
      delivered: '2030-10-02 10:00',
      lines: [C(450_000)],
    });
    // The serum's cost went up after all its orders: their history keeps 300 000.
    await db.update(products).set({ cost: 450_000 }).where(eq(products.id, id.C));

    await review(o1, 0, 'A', 'C1', 5, '2030-10-06 10:00');
    await review(o2, 0, 'C', 'C2', 4, '2030-10-31 23:40', false);
    await review(o2, 1, 'B', 'C2', 2, '2030-11-01 00:05');
    await review(o6, 0, 'B', 'C3', 3, '2030-09-20 10:00');
    await review(o11, 0, 'C', 'C3', 5, '2030-10-03 06:30');
    await review(o10, 0, 'B', 'C1', 1, '2027-06-22 10:00');

    const [an] = await db.select().from(doctors).where(eq(doctors.email, DEMO.doctor.email));
    const [binh] = await db.select().from(doctors).where(eq(doctors.email, DEMO.doctor2.email));
    await booking('2030-10-05 06:45', 'completed', 300_000, an!.id, an!.clinicId);
    await booking('2030-10-31 23:30', 'completed', 400_000, binh!.id, binh!.clinicId);
    await booking('2030-10-12 10:00', 'cancelled', 350_000, an!.id, an!.clinicId);
    await booking('2030-10-20 10:00', 'confirmed', 250_000, an!.id, an!.clinicId);
    await booking('2030-11-01 00:15', 'pending', 500_000, an!.id, an!.clinicId);
    await booking('2030-09-10 10:00', 'completed', 200_000, binh!.id, binh!.clinicId);
  });

  afterAll(async () => {
    await t.close();
  });

  async function get<T>(principal: Principal | null, url: string): Promise<T> {
    const res = await injectAs(t.app, principal, { method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ success: true; data: T }>().data;
  }

  /** A chart with zeros everywhere but the given buckets. */
  function chart<T extends { name: string }>(
    names: string[],
    zero: Omit<T, 'name'>,
    set: Record<string, Partial<T>>,
  ): T[] {
    return names.map((name) => ({ name, ...zero, ...set[name] }) as T);
  }
  const months2030 = Array.from({ length: 12 }, (_, i) => `${String(i + 1).padStart(2, '0')}/2030`);
  const octoberDays = Array.from({ length: 31 }, (_, i) => `${String(i + 1).padStart(2, '0')}/10`);

  const sellers = (rows: [string, 'A' | 'B' | 'C' | 'D', number, number][]) =>
    rows.map(([name, key, sold, totalAmount]) => ({
      _id: id[key],
      name,
      mainImage: answered(image),
      sold,
      totalAmount,
    }));
  const buyers = (rows: [string, 'C1' | 'C2' | 'C3' | 'C4', number, number][]) =>
    rows.map(([name, key, n, totalAmount]) => ({
      _id: id[key],
      name,
      email: key === 'C1' ? DEMO.customer.email : `${key.toLowerCase()}@site-stats.test`,
      avatar: answered(avatarOf(null, name)),
      orders: n,
      totalAmount,
    }));

  describe('GET /admin/statistical', () => {
    it('October 2030: totals of the month, the twelve months of 2030, best sellers and buyers of the month', async () => {
      const data = await get<ShopStatistical>(who.admin, '/admin/statistical?month=10&year=2030');
      expect(ShopStatisticalSchema.parse(data)).toEqual(data);
      expect(data.totals).toEqual({
        orders: 6,
        products: seedProducts + 5,
        customers: seedCustomers + 4,
        revenue: 550_000,
      });
      const zero = { revenue: 0, totalAmount: 0, orders: 0 };
      expect(data.yearlyStats).toEqual(
        Array.from({ length: 12 }, (_, i) => ({
          month: i + 1,
          ...zero,
          ...{
            1: { revenue: 80_000 },
            9: { revenue: 80_000, totalAmount: 650_000, orders: 2 },
            10: { revenue: 550_000, totalAmount: 1_850_000, orders: 6 },
            11: { totalAmount: 180_000, orders: 1 },
          }[i + 1],
        })),
      );
      expect(data.topSellingProducts).toEqual(
        sellers([
          ['Kem chống nắng Aqua', 'A', 3, 600_000],
          ['Serum Cam', 'C', 2, 1_000_000],
          ['Toner Dịu', 'D', 1, 150_000],
          ['Sữa rửa mặt Bông', 'B', 1, 100_000],
        ]),
      );
      expect(data.orderStatuses).toEqual({
        pending: 1,
        processing: 1,
        shipping: 0,
        delivered: 3,
        cancelled: 1,
      });
      expect(data.topCustomers).toEqual(
        buyers([
          ['Phạm Đức Dũng', 'C4', 2, 700_000],
          ['Trần Văn Bảo', 'C2', 1, 600_000],
          ['Vũ Ngọc Lan', 'C1', 2, 550_000],
        ]),
      );
    });

    it('the whole year by default (the current local year)', async () => {
      const data = await get<ShopStatistical>(who.admin, '/admin/statistical');
      expect(data.totals).toEqual({
        orders: 9,
        products: seedProducts + 5,
        customers: seedCustomers + 4,
        revenue: 710_000,
      });
      expect(data.orderStatuses).toEqual({
        pending: 1,
        processing: 1,
        shipping: 1,
        delivered: 5,
        cancelled: 1,
      });
      expect(data.topSellingProducts).toEqual(
        sellers([
          ['Kem chống nắng Aqua', 'A', 4, 780_000],
          ['Serum Cam', 'C', 3, 1_450_000],
          ['Sữa rửa mặt Bông', 'B', 3, 300_000],
          ['Toner Dịu', 'D', 1, 150_000],
        ]),
      );
      expect(data.topCustomers).toEqual(
        buyers([
          ['Trần Văn Bảo', 'C2', 2, 780_000],
          ['Phạm Đức Dũng', 'C4', 2, 700_000],
          ['Lê Thị Cúc', 'C3', 2, 650_000],
          ['Vũ Ngọc Lan', 'C1', 2, 550_000],
        ]),
      );
    });
  });

  describe('GET /admin/statistical/overview', () => {
    it('October 2030 against September 2030', async () => {
      const data = await get<SiteOverview>(who.admin, '/admin/statistical/overview?year=2030&month=10');
      expect(SiteOverviewSchema.parse(data)).toEqual(data);
      expect(data).toEqual({
        order: {
          revenue: 550_000,
          totalAmount: 1_850_000,
          total: 6,
          status: {
            pending: { count: 1, amount: 150_000 },
            processing: { count: 1, amount: 500_000 },
            shipping: { count: 0, amount: 0 },
            delivered: { count: 3, amount: 1_200_000 },
            cancelled: { count: 1, amount: 300_000 },
          },
        },
        product: { total: seedProducts + 5, almostExpired: 2 },
        user: { total: seedCustomers + 4, active: seedCustomers + 3, new: 2 },
        review: { averageRating: 4.7, total: 3 },
        booking: {
          total: 4,
          revenue: { actual: 700_000, potential: 950_000 },
          status: { pending: 0, confirmed: 1, completed: 2, cancelled: 1, no_show: 0 },
          completionRate: 50,
          noShowRate: 0,
        },
        period: {
          from: '2030-10-01',
          to: '2030-10-31',
          previousFrom: '2030-09-01',
          previousTo: '2030-09-30',
        },
        previous: {
          order: { revenue: 80_000, totalAmount: 650_000, total: 2, delivered: 2 },
          user: { new: 1 },
          review: { averageRating: 3, total: 1 },
          booking: { total: 1, revenue: { actual: 200_000, potential: 200_000 } },
        },
      } satisfies SiteOverview);
    });

    it('January 2030 against December 2029: placed in one year, delivered in the next', async () => {
      const data = await get<SiteOverview>(who.admin, '/admin/statistical/overview?year=2030&month=1');
      expect(data.order).toMatchObject({ revenue: 80_000, totalAmount: 0, total: 0 });
      expect(data.period).toEqual({
        from: '2030-01-01',
        to: '2030-01-31',
        previousFrom: '2029-12-01',
        previousTo: '2029-12-31',
      });
      expect(data.previous.order).toEqual({ revenue: 0, totalAmount: 200_000, total: 1, delivered: 1 });
    });

    it('the year 2030 (the default) against 2029', async () => {
      const data = await get<SiteOverview>(who.admin, '/admin/statistical/overview');
      expect(data.order).toMatchObject({ revenue: 710_000, totalAmount: 2_680_000, total: 9 });
      expect(data.user.new).toBe(4);
      expect(data.review).toEqual({ averageRating: 3.8, total: 5 });
      expect(data.booking).toMatchObject({ total: 6, revenue: { actual: 900_000, potential: 1_650_000 } });
      expect(data.booking.completionRate).toBe(50);
      expect(data.period).toEqual({
        from: '2030-01-01',
        to: '2030-12-31',
        previousFrom: '2029-01-01',
        previousTo: '2029-12-31',
      });
      expect(data.previous).toEqual({
        order: { revenue: 0, totalAmount: 200_000, total: 1, delivered: 1 },
        user: { new: 0 },
        review: { averageRating: 0, total: 0 },
        booking: { total: 0, revenue: { actual: 0, potential: 0 } },
      });
    });
  });

  describe('GET /admin/statistical/revenue-order', () => {
    type Row = RevenueOrderStats['stats'][number];
    const zero: Omit<Row, 'name'> = {
      revenue: 0,
      totalAmount: 0,
      totalOrders: 0,
      delivered: 0,
      processing: 0,
      cancelled: 0,
      bookings: 0,
      bookingRevenue: 0,
      bookingSales: 0,
    };

    it('type=month (the default): the twelve months of the year', async () => {
      const data = await get<RevenueOrderStats>(who.admin, '/admin/statistical/revenue-order?year=2030');
      expect(RevenueOrderStatsSchema.parse(data)).toEqual(data);
      expect(data.stats).toEqual(
        chart<Row>(months2030, zero, {
          '01/2030': { revenue: 80_000 },
          '09/2030': {
            revenue: 80_000,
            totalAmount: 650_000,
            totalOrders: 2,
            delivered: 2,
            bookings: 1,
            bookingRevenue: 200_000,
            bookingSales: 200_000,
          },
          '10/2030': {
            revenue: 550_000,
            totalAmount: 1_850_000,
            totalOrders: 6,
            delivered: 3,
            processing: 2,
            cancelled: 1,
            bookings: 4,
            bookingRevenue: 700_000,
            bookingSales: 950_000,
          },
          '11/2030': {
            totalAmount: 180_000,
            totalOrders: 1,
            processing: 1,
            bookings: 1,
            bookingSales: 500_000,
          },
        }),
      );
      // A month given with type=month changes nothing.
      expect(
        await get<RevenueOrderStats>(
          who.admin,
          '/admin/statistical/revenue-order?year=2030&month=4&type=month',
        ),
      ).toEqual(data);
    });

    it('type=date: the days of the month, 23:30 on the 31st in October, 00:10 on the 1st in November', async () => {
      const data = await get<RevenueOrderStats>(
        who.admin,
        '/admin/statistical/revenue-order?year=2030&month=10&type=date',
      );
      expect(data.stats).toEqual(
        chart<Row>(octoberDays, zero, {
          '02/10': { revenue: 150_000 },
          '03/10': { totalAmount: 400_000, totalOrders: 1, delivered: 1 },
          '05/10': { revenue: 160_000, bookings: 1, bookingRevenue: 300_000, bookingSales: 300_000 },
          '10/10': { totalOrders: 1, cancelled: 1 },
          '12/10': { totalAmount: 200_000, totalOrders: 1, delivered: 1, bookings: 1 },
          '20/10': { totalAmount: 600_000, totalOrders: 1, delivered: 1, bookings: 1, bookingSales: 250_000 },
          '25/10': { totalAmount: 150_000, totalOrders: 1, processing: 1 },
          '28/10': { totalAmount: 500_000, totalOrders: 1, processing: 1 },
          '31/10': { revenue: 240_000, bookings: 1, bookingRevenue: 400_000, bookingSales: 400_000 },
        }),
      );
    });

    it('type=year: the five years ending at the year', async () => {
      const data = await get<RevenueOrderStats>(
        who.admin,
        '/admin/statistical/revenue-order?year=2030&type=year',
      );
      expect(data.stats).toEqual(
        chart<Row>(['2026', '2027', '2028', '2029', '2030'], zero, {
          '2027': { revenue: 40_000, totalAmount: 100_000, totalOrders: 1, delivered: 1 },
          '2029': { totalAmount: 200_000, totalOrders: 1, delivered: 1 },
          '2030': {
            revenue: 710_000,
            totalAmount: 2_680_000,
            totalOrders: 9,
            delivered: 5,
            processing: 3,
            cancelled: 1,
            bookings: 6,
            bookingRevenue: 900_000,
            bookingSales: 1_650_000,
          },
        }),
      );
    });
  });

  describe('GET /admin/statistical/order-detail', () => {
    type Row = OrderDetailStats['stats'][number];
    const zero = { pending: 0, processing: 0, shipping: 0, delivered: 0, cancelled: 0 };

    it('type=month: orders by current status per month, and every payment method of the year', async () => {
      const data = await get<OrderDetailStats>(who.admin, '/admin/statistical/order-detail?year=2030');
      expect(OrderDetailStatsSchema.parse(data)).toEqual(data);
      expect(data.stats).toEqual(
        chart<Row>(months2030, zero, {
          '09/2030': { delivered: 2 },
          '10/2030': { pending: 1, processing: 1, delivered: 3, cancelled: 1 },
          '11/2030': { shipping: 1 },
        }),
      );
      expect(data.paymentMethods).toEqual([
        { method: 'COD', count: 4, amount: 1_200_000 },
        { method: 'VNPAY', count: 2, amount: 800_000 },
        { method: 'STRIPE', count: 2, amount: 680_000 },
      ]);
    });

    it('type=date: the days of October', async () => {
      const data = await get<OrderDetailStats>(
        who.admin,
        '/admin/statistical/order-detail?year=2030&month=10&type=date',
      );
      expect(data.stats).toEqual(
        chart<Row>(octoberDays, zero, {
          '03/10': { delivered: 1 },
          '10/10': { cancelled: 1 },
          '12/10': { delivered: 1 },
          '20/10': { delivered: 1 },
          '25/10': { pending: 1 },
          '28/10': { processing: 1 },
        }),
      );
      expect(data.paymentMethods).toEqual([
        { method: 'COD', count: 2, amount: 550_000 },
        { method: 'VNPAY', count: 2, amount: 800_000 },
        { method: 'STRIPE', count: 1, amount: 500_000 },
      ]);
    });

    it('type=year: methods without orders are listed at 0', async () => {
      const data = await get<OrderDetailStats>(
        who.admin,
        '/admin/statistical/order-detail?year=2028&type=year',
      );
      expect(data.stats).toEqual(
        chart<Row>(['2024', '2025', '2026', '2027', '2028'], zero, { '2027': { delivered: 1 } }),
      );
      expect(data.paymentMethods).toEqual([
        { method: 'COD', count: 1, amount: 100_000 },
        { method: 'VNPAY', count: 0, amount: 0 },
        { method: 'STRIPE', count: 0, amount: 0 },
      ]);
    });
  });

  describe('GET /admin/statistical/review-detail', () => {
    type Row = ReviewDetailStats['timeStats'][number];
    const zero = { avgRating: 0, total: 0 };

    it('type=month: reviews of the year, hidden ones included', async () => {
      const data = await get<ReviewDetailStats>(
        who.admin,
        '/admin/statistical/review-detail?year=2030&type=month',
      );
      expect(ReviewDetailStatsSchema.parse(data)).toEqual(data);
      expect(data).toEqual({
        timeStats: chart<Row>(months2030, zero, {
          '09/2030': { avgRating: 3, total: 1 },
          '10/2030': { avgRating: 4.7, total: 3 },
          '11/2030': { avgRating: 2, total: 1 },
        }),
        ratingDistribution: [
          { name: '5 sao', count: 2 },
          { name: '4 sao', count: 1 },
          { name: '3 sao', count: 1 },
          { name: '2 sao', count: 1 },
          { name: '1 sao', count: 0 },
        ],
        productStats: [
          { name: 'Serum Cam', total: 2 },
          { name: 'Sữa rửa mặt Bông', total: 2 },
          { name: 'Kem chống nắng Aqua', total: 1 },
        ],
        summary: { total: 5, averageRating: 3.8, withoutReview: 1 },
      } satisfies ReviewDetailStats);
    });

    it('type=date: the days of October', async () => {
      const data = await get<ReviewDetailStats>(
        who.admin,
        '/admin/statistical/review-detail?year=2030&month=10&type=date',
      );
      expect(data).toEqual({
        timeStats: chart<Row>(octoberDays, zero, {
          '03/10': { avgRating: 5, total: 1 },
          '06/10': { avgRating: 5, total: 1 },
          '31/10': { avgRating: 4, total: 1 },
        }),
        ratingDistribution: [
          { name: '5 sao', count: 2 },
          { name: '4 sao', count: 1 },
          { name: '3 sao', count: 0 },
          { name: '2 sao', count: 0 },
          { name: '1 sao', count: 0 },
        ],
        productStats: [
          { name: 'Serum Cam', total: 2 },
          { name: 'Kem chống nắng Aqua', total: 1 },
        ],
        summary: { total: 3, averageRating: 4.7, withoutReview: 1 },
      } satisfies ReviewDetailStats);
    });

    it('type=year: the five years', async () => {
      const data = await get<ReviewDetailStats>(
        who.admin,
        '/admin/statistical/review-detail?year=2030&type=year',
      );
      expect(data.timeStats).toEqual(
        chart<Row>(['2026', '2027', '2028', '2029', '2030'], zero, {
          '2027': { avgRating: 1, total: 1 },
          '2030': { avgRating: 3.8, total: 5 },
        }),
      );
      expect(data.summary).toEqual({ total: 6, averageRating: 3.3, withoutReview: 1 });
      expect(data.ratingDistribution.map((r) => r.count)).toEqual([2, 1, 1, 1, 1]);
    });
  });

  describe('access and validation', () => {
    const urls = [
      '/admin/statistical',
      '/admin/statistical/overview',
      '/admin/statistical/revenue-order',
      '/admin/statistical/order-detail',
      '/admin/statistical/review-detail',
    ];

    it.each(urls)('%s: ADMIN only (SUPPORT and CLINIC 403, no token 401)', async (url) => {
      expectFailure(await injectAs(t.app, who.support, { method: 'GET', url }), 'FORBIDDEN');
      expectFailure(await injectAs(t.app, who.clinic, { method: 'GET', url }), 'FORBIDDEN');
      expectFailure(await injectAs(t.app, null, { method: 'GET', url }), 'AUTH_REQUIRED');
      expectFailure(await injectAs(t.app, who.user, { method: 'GET', url }), 'AUTH_REQUIRED');
    });

    it.each(urls.slice(2))(
      '%s: type=date needs a month; month 1–12; type date, month or year',
      async (url) => {
        const get400 = (query: string) =>
          injectAs(t.app, who.admin, { method: 'GET', url: `${url}?${query}` });
        expectValidation(await get400('type=date&year=2030'), 'month', VALIDATION.statisticsMonthRequired);
        expectValidation(await get400('month=13'), 'month', VALIDATION.statisticsMonthInvalid);
        expectValidation(await get400('type=week'), 'type', VALIDATION.statisticsTypeInvalid);
      },
    );

    it('the period calls refuse month=13 too', async () => {
      for (const url of urls.slice(0, 2)) {
        expectValidation(
          await injectAs(t.app, who.admin, { method: 'GET', url: `${url}?month=13` }),
          'month',
          VALIDATION.statisticsMonthInvalid,
        );
      }
    });
  });
});
