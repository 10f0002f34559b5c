import { asc, count, eq, isNull, min, sql } from 'drizzle-orm';
import { access, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ingredientFlags, toLocalDate } from '@lumi/shared';
import { createTestDatabase } from '../../test/helpers';
import { openPglite, wrapPglite, type Database } from '../db/client';
import { runMigrations } from '../db/migrate';
import { rowsOf } from '../db/sql';
import {
  admins,
  bookingEvents,
  bookingReviews,
  bookings,
  brands,
  categories,
  clinics,
  conversations,
  doctors,
  messages,
  orderLines,
  productVariants,
  products,
  promotionItems,
  promotions,
  orders,
  uploads,
  users,
} from '../db/schema';
import { DEMO_BRANDS, DEMO_CATEGORIES, DEMO_PRODUCTS } from './catalog-data';
import { DEMO_CLINICS } from './clinic-data';
import { createLocalStorage, type FileStorage } from '../providers/storage';
import { DEMO, isDemoSeeded, seedDemoData, type SeedProgress } from './index';

describe('demo data', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('is idempotent: a second run creates nothing and duplicates nothing', async () => {
    const storage = createLocalStorage(await mkdtemp(path.join(os.tmpdir(), 'lumi-seed-')));
    const db = database.db;
    const tables = [
      admins,
      clinics,
      doctors,
      users,
      categories,
      brands,
      products,
      productVariants,
      promotions,
      promotionItems,
      uploads,
      bookings,
      bookingEvents,
      bookingReviews,
      conversations,
      messages,
    ];
    const before = await Promise.all(
      tables.map(async (t) => (await db.select({ n: count() }).from(t))[0]?.n),
    );
    expect(await seedDemoData(db, storage)).toEqual([]);
    const after = await Promise.all(tables.map(async (t) => (await db.select({ n: count() }).from(t))[0]?.n));
    expect(after).toEqual(before);
    expect(await isDemoSeeded(db)).toBe(true);
  });

  it('holds the README accounts: one of each admin role, the demo clinic among the others, a verified customer', async () => {
    const db = database.db;
    const roles = (await db.select({ username: admins.username, role: admins.role }).from(admins)).map(
      (r) => `${r.username}:${r.role}`,
    );
    expect(roles).toEqual(
      expect.arrayContaining([
        `${DEMO.admin.username}:ADMIN`,
        `${DEMO.support.username}:SUPPORT`,
        `${DEMO.clinicAdmin.username}:CLINIC`,
      ]),
    );
    expect((await db.select({ n: count() }).from(clinics))[0]?.n).toBe(DEMO_CLINICS.length + 1);
    const doctorEmails = (await db.select({ email: doctors.email }).from(doctors)).map((d) => d.email);
    expect(doctorEmails).toEqual(expect.arrayContaining([DEMO.doctor.email, DEMO.doctor2.email]));
    const [customer] = await db.select().from(users).where(eq(users.email, DEMO.customer.email));
    expect(customer).toMatchObject({ email: DEMO.customer.email, isVerified: true, isActive: true });
    // A member since before their first demo order, not since the day the demo data was loaded.
    const [first] = await db
      .select({ at: min(orders.createdAt) })
      .from(orders)
      .where(eq(orders.userId, customer!.id));
    expect(first?.at).toBeInstanceOf(Date);
    expect(customer!.createdAt.getTime()).toBeLessThan(first!.at!.getTime());
  });

  it("holds the demo customer's chats: support's last answer unread, a question waiting for Dr An", async () => {
    const rows = await database.db
      .select({
        type: conversations.type,
        sender: messages.senderKind,
        readAt: messages.readAt,
        updatedAt: conversations.updatedAt,
        createdAt: messages.createdAt,
      })
      .from(conversations)
      .innerJoin(users, eq(users.id, conversations.userId))
      .innerJoin(messages, eq(messages.conversationId, conversations.id))
      .where(eq(users.email, DEMO.customer.email))
      .orderBy(asc(messages.createdAt));
    const support = rows.filter((r) => r.type === 'User_Admin');
    const doctor = rows.filter((r) => r.type === 'User_Doctor');
    expect(support).toHaveLength(4);
    expect(support.filter((r) => r.readAt === null).map((r) => r.sender)).toEqual(['admin']);
    expect(doctor.map((r) => [r.sender, r.readAt])).toEqual([['user', null]]);
    // Each list orders by the conversation's last activity: its last message.
    expect(support.at(-1)?.createdAt.getTime()).toBe(support[0]?.updatedAt.getTime());
  });

  it('holds the points the delivered orders earned (ADR 0063): the demo customer has some, every balance is Σ of its entries', async () => {
    const [demo] = await rowsOf<{ balance: number; earned: number; delivered: number }>(
      database.db,
      sql`select b.balance, (select count(*)::int from point_entries e where e.user_id = u.id and e.kind = 'earn') as earned,
                 (select count(*)::int from orders o where o.user_id = u.id and o.status = 'delivered') as delivered
            from users u join point_balances b on b.user_id = u.id where u.email = ${DEMO.customer.email}`,
    );
    expect(demo!.balance).toBeGreaterThan(0);
    expect(demo!.earned).toBe(demo!.delivered);
    const breaks = await rowsOf<{ user_id: string }>(
      database.db,
      sql`select b.user_id from point_balances b
           where b.balance <> (select sum(points) from point_entries e where e.user_id = b.user_id)`,
    );
    expect(breaks).toEqual([]);
  });

  it("holds 'Báo khi có hàng' (ADR 0064): the demo customer waits for a sold-out colour; customers told lately, one of them bought", async () => {
    const waiting = await rowsOf<{ email: string; stock: number }>(
      database.db,
      sql`select u.email, v.stock from stock_alerts a join users u on u.id = a.user_id
            join product_variants v on v.id = a.variant_id where a.notified_at is null`,
    );
    expect(waiting.map((w) => w.email)).toContain(DEMO.customer.email);
    expect(waiting.every((w) => w.stock === 0)).toBe(true);
    const [told] = await rowsOf<{ told: number; bought: number }>(
      database.db,
      sql`select count(*)::int as told, (count(*) filter (where exists (
                select 1 from orders o join order_lines l on l.order_id = o.id
                 where o.user_id = a.user_id and o.created_at >= a.notified_at and l.variant_id = a.variant_id
                   and o.status <> 'cancelled')))::int as bought
            from stock_alerts a where a.notified_at is not null`,
    );
    expect(told!.told).toBeGreaterThanOrEqual(3);
    expect(told!.bought).toBeGreaterThanOrEqual(1);
  });

  it('holds returns in every state (ADR 0065), and the demo customer has a delivered order still open to one', async () => {
    const returns = await rowsOf<{ status: string; events: number; returned: number; refund: number }>(
      database.db,
      sql`select r.status, (select count(*)::int from order_events e where e.order_id = r.order_id
                 and e.note like '%' || r.code || '%') as events, o.returned_amount as returned, r.refund_amount as refund
            from order_returns r join orders o on o.id = r.order_id order by r.status`,
    );
    expect(new Set(returns.map((r) => r.status))).toEqual(
      new Set(['requested', 'accepted', 'refunded', 'refused']),
    );
    for (const r of returns) {
      expect(r.events).toBe({ requested: 1, accepted: 2, refunded: 3, refused: 2 }[r.status]);
      expect(r.returned).toBe(r.status === 'accepted' || r.status === 'refunded' ? r.refund : 0);
    }
    const [open] = await rowsOf<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from orders o join users u on u.id = o.user_id
           where u.email = ${DEMO.customer.email} and o.status = 'delivered'
             and o.delivered_at > now() - interval '7 days'
             and not exists (select 1 from order_returns r where r.order_id = o.id)`,
    );
    expect(open!.n).toBeGreaterThanOrEqual(1);
  });

  it('is all or nothing: a seed interrupted half-way leaves nothing, and the next run loads everything', async () => {
    const fresh = wrapPglite(await openPglite());
    try {
      await runMigrations(fresh);
      const real = createLocalStorage(await mkdtemp(path.join(os.tmpdir(), 'lumi-seed-cut-')));
      // The process "dies" at the 60th stored picture: well into the catalogue (brands done, products begun).
      let puts = 0;
      const dying: FileStorage = {
        ...real,
        put: async (key, data) => {
          if (++puts === 60) throw new Error('killed');
          return real.put(key, data);
        },
      };
      await expect(seedDemoData(fresh.db, dying)).rejects.toThrow('killed');
      const counts = async () =>
        Promise.all(
          [admins, users, categories, brands, products, uploads, orders, clinics, bookings].map(
            async (t) => (await fresh.db.select({ n: count() }).from(t))[0]?.n,
          ),
        );
      expect(await counts()).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0]);
      expect(await isDemoSeeded(fresh.db)).toBe(false);

      // The next start: the same storage folder (files of the dead run are overwritten), the whole demo data, with
      // its progress step by step (a first start prints it, issue 24).
      const progress: SeedProgress[] = [];
      await seedDemoData(fresh.db, real, (p) => progress.push(p));
      expect(await isDemoSeeded(fresh.db)).toBe(true);
      expect(progress.map((p) => `${p.step}/${p.total}`)).toEqual([
        '1/7',
        '2/7',
        '3/7',
        '4/7',
        '5/7',
        '6/7',
        '7/7',
      ]);
      expect(progress[1]?.counts['sản phẩm']).toBe(DEMO_PRODUCTS.length);
      expect(progress[4]?.counts['phòng khám']).toBeGreaterThan(1);
      expect(progress.at(-1)?.counts['tin nhắn']).toBeGreaterThan(0);
      for (const [i, p] of progress.entries()) {
        expect(p.label.length).toBeGreaterThan(0);
        expect(p.elapsedMs).toBeGreaterThanOrEqual(progress[i - 1]?.elapsedMs ?? 0);
      }
      const size = (nodes: typeof DEMO_CATEGORIES): number =>
        nodes.reduce((n, c) => n + 1 + size(c.children ?? []), 0);
      const [, , categoryCount, brandCount, productCount] = await counts();
      expect([categoryCount, brandCount, productCount]).toEqual([
        size(DEMO_CATEGORIES),
        DEMO_BRANDS.length,
        DEMO_PRODUCTS.length,
      ]);
    } finally {
      await fresh.close();
    }
  }, 300_000);

  describe('demo shop', () => {
    const DAY = 86_400_000;

    it('holds the category tree in three levels, in the order of the data', async () => {
      const db = database.db;
      const rows = await db.select().from(categories);
      const size = (nodes: typeof DEMO_CATEGORIES): number =>
        nodes.reduce((n, c) => n + 1 + size(c.children ?? []), 0);
      expect(rows).toHaveLength(size(DEMO_CATEGORIES));
      const roots = rows.filter((c) => c.parentId === null).sort((a, b) => a.position - b.position);
      expect(roots.map((c) => c.name)).toEqual(DEMO_CATEGORIES.map((c) => c.name));
      const byId = new Map(rows.map((c) => [c.id, c]));
      for (const c of rows) {
        const parent = c.parentId ? byId.get(c.parentId) : undefined;
        expect(c.level).toBe(parent ? parent.level + 1 : 0);
      }
      const first = DEMO_CATEGORIES[0]!;
      const children = rows
        .filter((c) => c.parentId === roots[0]!.id)
        .sort((a, b) => a.position - b.position)
        .map((c) => c.name);
      expect(children).toEqual((first.children ?? []).map((c) => c.name));
      // Products sit on leaves only.
      const productLevels = await db
        .selectDistinct({ level: categories.level })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId));
      expect(productLevels).toEqual([{ level: 2 }]);
    });

    it('holds the brands with logos and the products with photos, variants, search text and expiry', async () => {
      const db = database.db;
      const { uploadsDir } = inject('lumiTest');
      const brandRows = await db.select().from(brands);
      expect(brandRows.map((b) => b.name).sort()).toEqual(DEMO_BRANDS.map((b) => b.name).sort());
      for (const b of brandRows) expect(b.logo?.url).toMatch(/^\/uploads\/seed\/brands\/.+\.webp$/);

      const rows = await db
        .select({ product: products, brand: brands.name })
        .from(products)
        .innerJoin(brands, eq(brands.id, products.brandId))
        .orderBy(asc(products.createdAt));
      expect(rows).toHaveLength(DEMO_PRODUCTS.length);
      // The demo orders moved the counters as the orders module does: delivered units count as sold, and orders
      // still running hold the units of a product without colours.
      const unitsOf = async (statuses: string[], singleStockOnly: boolean) =>
        new Map(
          (
            await db
              .select({ id: orderLines.productId, units: sql<number>`sum(${orderLines.quantity})::int` })
              .from(orderLines)
              .innerJoin(orders, eq(orders.id, orderLines.orderId))
              .where(
                sql`${orders.status} = any(${`{${statuses.join(',')}}`}::text[])${singleStockOnly ? sql` and ${orderLines.variantId} is null` : sql``}`,
              )
              .groupBy(orderLines.productId)
          ).map((r) => [r.id, r.units]),
        );
      const delivered = await unitsOf(['delivered'], false);
      const held = await unitsOf(['pending', 'processing', 'shipping'], true);
      expect(delivered.size).toBeGreaterThan(50);
      const byName = new Map(rows.map((r) => [r.product.name, r]));
      for (const demo of DEMO_PRODUCTS) {
        const row = byName.get(demo.name);
        expect(row, demo.name).toBeDefined();
        const p = row!.product;
        expect(p).toMatchObject({ price: demo.price, cost: demo.cost, enable: true });
        expect(p.sold, demo.name).toBe(demo.sold + (delivered.get(p.id) ?? 0));
        expect(p.images.length).toBeGreaterThanOrEqual(1);
        expect(p.images.length).toBeLessThanOrEqual(2);
        expect(p.stock, demo.name).toBe(
          demo.variants?.length ? null : (demo.stock ?? 0) - (held.get(p.id) ?? 0),
        );
        expect(p.averageRating).toBe(demo.rating?.average ?? 0);
        // Issue 32: the INCI list, skin types and concerns, and the families read from the list as the catalogue does.
        expect(p.ingredients.length, demo.name).toBeGreaterThanOrEqual(6);
        expect(p.skinTypes.length, demo.name).toBeGreaterThanOrEqual(1);
        expect(p.ingredientFlags, demo.name).toEqual(ingredientFlags(p.ingredients));
        // Expiry counts from the seeding day (the template was seeded moments ago, maybe across midnight).
        const expected = [0, -1].map((shift) => toLocalDate(Date.now() + (demo.expiryInDays + shift) * DAY));
        expect(expected).toContain(p.expiry);
      }
      const variants = await db.select().from(productVariants);
      expect(variants).toHaveLength(DEMO_PRODUCTS.reduce((n, p) => n + (p.variants?.length ?? 0), 0));
      expect(variants.every((v) => v.image !== null)).toBe(true);

      // The search column is the folded name, brand and capacity, as the catalogue writes it.
      const [stale] = await db
        .select({ n: count() })
        .from(products)
        .innerJoin(brands, eq(brands.id, products.brandId))
        .where(
          sql`${products.searchText} <> lumi_fold(${products.name} || ' ' || ${brands.name} || ' ' || coalesce(${products.capacity}, ''))`,
        );
      expect(stale?.n).toBe(0);
      const [sample] = await db
        .select({ searchText: products.searchText })
        .from(products)
        .where(eq(products.name, DEMO_PRODUCTS[0]!.name));
      expect(sample?.searchText).not.toMatch(/[A-ZÀ-ỹ]/);

      // Every demo file is recorded as an attached upload and exists in storage.
      const [unattached] = await db.select({ n: count() }).from(uploads).where(isNull(uploads.attachedAt));
      expect(unattached?.n).toBe(0);
      const first = rows[0]!.product;
      for (const image of [first.mainImage, ...first.images]) {
        const [upload] = await db.select().from(uploads).where(eq(uploads.publicId, image.publicId));
        expect(upload).toMatchObject({ purpose: 'product', url: image.url });
        await access(path.join(uploadsDir, `${image.publicId}.webp`));
      }
    });

    it('holds one promotion running now and one starting in about ten days, on different products', async () => {
      const db = database.db;
      const now = new Date();
      const rows = await db.select().from(promotions).orderBy(asc(promotions.startsAt));
      expect(rows).toHaveLength(2);
      const [running, future] = rows as [(typeof rows)[0], (typeof rows)[0]];
      expect(running.name).toBe('Siêu sale chăm sóc da mùa lễ hội');
      expect(running.startsAt.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(running.endsAt.getTime()).toBeGreaterThan(now.getTime());
      expect(future.startsAt.getTime() - now.getTime()).toBeGreaterThan(8 * DAY);
      expect(future.startsAt.getTime() - now.getTime()).toBeLessThan(11 * DAY);
      for (const r of rows) {
        expect(r.isActive).toBe(true);
        const [banner] = await db.select().from(uploads).where(eq(uploads.publicId, r.banner.publicId));
        expect(banner?.purpose).toBe('promotion');
      }
      const itemsOf = (id: string) =>
        db.select().from(promotionItems).where(eq(promotionItems.promotionId, id));
      const runningItems = await itemsOf(running.id);
      const futureItems = await itemsOf(future.id);
      expect(runningItems.length).toBeGreaterThanOrEqual(20);
      expect(futureItems.length).toBeGreaterThanOrEqual(10);
      expect(new Set(runningItems.map((i) => i.discountPercentage)).size).toBeGreaterThan(3);
      expect(runningItems.some((i) => i.maxDiscountAmount !== null)).toBe(true);
      expect(runningItems.some((i) => i.maxQty !== null && i.usedQty < i.maxQty)).toBe(true);
      const runningProducts = new Set(runningItems.map((i) => i.productId));
      expect(futureItems.some((i) => runningProducts.has(i.productId))).toBe(false);
      // The SALE tag follows a real discount: exactly the products of the running promotion carry it.
      const tagged = await db
        .select({ id: products.id })
        .from(products)
        .where(sql`'SALE' = any(${products.tags})`);
      expect(new Set(tagged.map((r) => r.id))).toEqual(runningProducts);
      // The period and flag copies that the exclusion constraint reads match the promotion.
      for (const [promo, list] of [
        [running, runningItems],
        [future, futureItems],
      ] as const) {
        for (const i of list) {
          expect([i.startsAt.getTime(), i.endsAt.getTime(), i.isActive]).toEqual([
            promo.startsAt.getTime(),
            promo.endsAt.getTime(),
            promo.isActive,
          ]);
        }
      }
    });
  });
});
