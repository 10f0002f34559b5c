import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, ShippingAddress } from '@lumi/shared';
import { buildTestApp, demoAddress, injectAs, type Principal, type TestApp } from '../../../test/helpers';
import { startServerProcess, type ServerProcess } from '../../../test/server-process';
import { users } from '../../db/schema';
import { rowsOf } from '../../db/sql';
import { createTokenService } from '../../lib/tokens';

/**
 * The stock held in Redis in front of the database (ADR 0050), on the embedded database and on PostgreSQL, each with
 * the Redis every machine here runs: Redis refuses what it knows short, the database stays the truth, every other
 * writer of stock makes Redis read it afresh, and units held by an order that never committed come back.
 */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PREFIX = `lumi:t:${randomUUID()}:`;

let t: TestApp;
let redis: Redis;
let address: ShippingAddress;
let buyers: Principal[];
/** Anyone signed in, for a call that only makes this process catch up with the notices. */
let caller: Principal;
/** Plain products of the demo catalogue (one stock, no colours, no promotion), one per test. */
let products: string[];

async function q<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(t.database.db, query);
}

async function stockOf(id: string): Promise<number> {
  return (await q<{ stock: number }>(sql`select stock from products where id = ${id}`))[0]!.stock;
}

/** Units of the product in orders that are not cancelled (the demo history's included). */
async function ordered(id: string): Promise<number> {
  const [row] = await q<{ n: number }>(
    sql`select coalesce(sum(l.quantity), 0)::int as n from order_lines l join orders o on o.id = l.order_id
      where l.product_id = ${id} and o.status <> 'cancelled'`,
  );
  return row!.n;
}

function order(who: Principal, productId: string, quantity = 1) {
  return injectAs(t.app, who, {
    method: 'POST',
    url: '/orders/cod',
    payload: { ...address, products: [{ productId, quantity }] },
  });
}

/** What Redis holds of a product: units left (null when it holds nothing of it). */
async function held(productId: string): Promise<number | null> {
  const left = await redis.hget(`${PREFIX}stock:p:${productId}`, 'c:');
  return left === null ? null : Number(left);
}

/** Waits until this process has heard every change committed so far (PostgreSQL's notices come a moment later). */
async function heard(): Promise<void> {
  // A call that is not a read answers once this process heard its own notice sent after every earlier commit.
  const res = await injectAs(t.app, caller, {
    method: 'POST',
    url: '/orders/quote',
    payload: { products: [{ productId: products[0]!, quantity: 1 }] },
  });
  expect(res.statusCode, res.body).toBe(200);
  await new Promise((resolve) => setTimeout(resolve, 100));
}

beforeAll(async () => {
  t = await buildTestApp({ env: { REDIS_URL, REALTIME_REDIS_PREFIX: PREFIX } });
  redis = new Redis(REDIS_URL);
  address = await demoAddress(t.app);
  const tokens = createTokenService(t.config.secrets, t.clock);
  const rows = await t.database.db
    .insert(users)
    .values(
      Array.from({ length: 8 }, (_, i) => ({
        name: `Khách săn sale ${i + 1}`,
        email: `san-sale-${i + 1}@lumi.test`,
        passwordHash: 'x',
        isVerified: true,
      })),
    )
    .returning({ id: users.id });
  buyers = await Promise.all(
    rows.map(async (r) => ({ kind: 'user' as const, token: await tokens.sign('user', r.id, 0) })),
  );
  caller = buyers[0]!;
  products = (
    await q<{ id: string }>(
      sql`select p.id from products p
        where p.stock is not null and p.enable and p.expiry > current_date + 30
          and not exists (select 1 from product_variants v where v.product_id = p.id)
          and not exists (select 1 from promotion_items pi where pi.product_id = p.id)
        order by p.slug desc limit 5`,
    )
  ).map((r) => r.id);
  if (products.length < 5) throw new Error('not enough plain products');
}, 120_000);

afterAll(async () => {
  await t?.close();
  if (redis) {
    const keys = await redis.keys(`${PREFIX}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  }
});

describe('the stock gate (Redis in front of the database)', () => {
  it('150 buyers at once on 40 units: exactly 40 orders, the others refused by Redis with what is left', async () => {
    const id = products[0]!;
    await t.database.db.execute(sql`update products set stock = 40 where id = ${id}`);
    const before = await ordered(id);
    await heard();
    const answers = await Promise.all(
      Array.from({ length: 150 }, (_, i) => order(buyers[i % buyers.length]!, id)),
    );
    const created = answers.filter((r) => r.statusCode === 201);
    const refused = answers.filter((r) => r.statusCode === 409);
    expect(created).toHaveLength(40);
    expect(refused).toHaveLength(110);
    for (const r of refused)
      expect(r.json()).toMatchObject({
        code: 'OUT_OF_STOCK',
        errors: [
          { path: 'products.0.quantity', message: 'Không đủ số lượng trong kho (Yêu cầu: 1, Còn lại: 0)' },
        ],
      });
    expect(await stockOf(id)).toBe(0);
    expect((await ordered(id)) - before).toBe(40);
    // Redis agrees with the database, and no hold is left behind.
    expect(await held(id)).toBe(0);
    expect(await redis.zcard(`${PREFIX}stock:holds`)).toBe(0);
  }, 120_000);

  it('a change made elsewhere (stock raised, an order cancelled) is what the next order sees', async () => {
    const id = products[1]!;
    await t.database.db.execute(sql`update products set stock = 1 where id = ${id}`);
    await heard();
    const first = await order(buyers[1]!, id);
    expect(first.statusCode, first.body).toBe(201);
    expect(await held(id)).toBe(0);
    expect((await order(buyers[2]!, id)).statusCode).toBe(409);

    // Raised in the database by anything but an order: Redis forgets the product, the next order reads it afresh.
    await t.database.db.execute(sql`update products set stock = 2 where id = ${id}`);
    await heard();
    expect(await held(id)).toBeNull();
    expect((await order(buyers[2]!, id)).statusCode).toBe(201);
    expect((await order(buyers[3]!, id)).statusCode).toBe(201);
    expect((await order(buyers[4]!, id)).statusCode).toBe(409);

    // The customer cancels: the unit is back on sale.
    const mine = first.json<{ data: Order }>().data;
    const cancelled = await injectAs(t.app, buyers[1]!, {
      method: 'PUT',
      url: `/orders/status/${mine._id}`,
      payload: { status: 'cancelled', cancelReason: 'Đổi ý, không muốn mua nữa' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await heard();
    expect((await order(buyers[4]!, id)).statusCode).toBe(201);
    expect(await stockOf(id)).toBe(0);
  }, 60_000);

  it("a colour's stock changed in the database makes Redis forget its product", async () => {
    const [colour] = await q<{ id: string; product_id: string }>(
      sql`select v.id, v.product_id from product_variants v join products p on p.id = v.product_id
        where p.enable and p.expiry > current_date + 30 order by v.id limit 1`,
    );
    const key = `${PREFIX}stock:p:${colour!.product_id}`;
    await redis.hset(key, 'e', '2999-12-31', 'c:x', '5');
    await t.database.db.execute(sql`update product_variants set stock = stock + 1 where id = ${colour!.id}`);
    await heard();
    expect(await redis.exists(key)).toBe(0);
  }, 60_000);

  it('Redis counting more than the database: the database refuses, Redis reads the product afresh', async () => {
    const id = products[2]!;
    await t.database.db.execute(sql`update products set stock = 3 where id = ${id}`);
    await heard();
    expect((await order(buyers[0]!, id)).statusCode).toBe(201);
    // As if a reservation of the database had been missed: Redis says 10 where 2 are left.
    await redis.hset(`${PREFIX}stock:p:${id}`, 'c:', '10');
    const big = await order(buyers[0]!, id, 5);
    expect(big.statusCode).toBe(409);
    expect(big.json()).toMatchObject({
      code: 'OUT_OF_STOCK',
      errors: [{ message: 'Không đủ số lượng trong kho (Yêu cầu: 5, Còn lại: 2)' }],
    });
    expect(await held(id)).toBeNull();
    expect((await order(buyers[0]!, id, 2)).statusCode).toBe(201);
    expect(await held(id)).toBe(0);
    expect(await stockOf(id)).toBe(0);
  }, 60_000);

  it('the sweep gives back the units of a hold whose order never committed, and keeps those of one that did', async () => {
    const id = products[3]!;
    await t.database.db.execute(sql`update products set stock = 5 where id = ${id}`);
    await heard();
    const placed = await order(buyers[0]!, id);
    expect(placed.statusCode).toBe(201);
    expect(await held(id)).toBe(4);
    // Two holds as a process that died would leave them: one for an order that committed, one for none.
    const committed = placed.json<{ data: Order }>().data._id;
    const past = t.clock.now().getTime() - 1000;
    const key = `${PREFIX}stock:p:${id}`;
    // The committed order already took its unit from Redis; the other one's unit is taken as its hold would.
    await redis.hincrby(key, 'c:', -1);
    await redis.zadd(`${PREFIX}stock:holds`, past, JSON.stringify({ o: committed, l: [[id, 'c:', 1]] }));
    await redis.zadd(`${PREFIX}stock:holds`, past, JSON.stringify({ o: randomUUID(), l: [[id, 'c:', 1]] }));
    expect(await held(id)).toBe(3);
    t.clock.advance(60_000);
    await t.app.jobs.tick();
    await t.app.jobs.drain();
    expect(await redis.zcard(`${PREFIX}stock:holds`)).toBe(0);
    // The unit of the order that never was is back; the committed one's stays taken (4 = 5 - 1 ordered).
    expect(await held(id)).toBe(4);
    for (let i = 0; i < 4; i++) expect((await order(buyers[i]!, id)).statusCode).toBe(201);
    expect((await order(buyers[4]!, id)).statusCode).toBe(409);
    expect(await stockOf(id)).toBe(0);
  }, 60_000);
});

describe.runIf(process.env.DATABASE_URL)('a server process killed during a flash sale (PostgreSQL)', () => {
  let second: ServerProcess | undefined;
  afterAll(async () => {
    await second?.stop();
  });

  it('every acknowledged order is in the database, and the units its dead holds kept go back on sale', async () => {
    const id = products[4]!;
    const units = 30;
    await t.database.db.execute(sql`update products set stock = ${units} where id = ${id}`);
    const before = await ordered(id);
    second = await startServerProcess(t, {
      REDIS_URL,
      REALTIME_REDIS_PREFIX: PREFIX,
      RATE_LIMIT_PUBLIC_PER_MINUTE: '100000',
    });
    const { origin, child: server } = second;

    // 100 buyers at once; the process is killed once an order was acknowledged and others hold units in Redis.
    const exited = new Promise((resolve) => server.once('exit', resolve));
    let acknowledged = 0;
    let killedWithHolds = 0;
    const watch = setInterval(() => {
      void redis.zcard(`${PREFIX}stock:holds`).then((holds) => {
        if (acknowledged > 0 && holds >= 3 && server.exitCode === null && !killedWithHolds) {
          killedWithHolds = holds;
          server.kill('SIGKILL');
        }
      });
    }, 2);
    const answers = await Promise.all(
      Array.from({ length: 100 }, async (_, i) => {
        try {
          const res = await fetch(`${origin}/api/v1/orders/cod`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-user-header': buyers[i % buyers.length]!.token,
            },
            body: JSON.stringify({ ...address, products: [{ productId: id, quantity: 1 }] }),
          });
          const body = (await res.json()) as { data?: Order };
          if (res.status === 201) acknowledged += 1;
          return { status: res.status, orderId: body.data?._id };
        } catch {
          return { status: 0, orderId: undefined };
        }
      }),
    );
    clearInterval(watch);
    if (server.exitCode === null) server.kill('SIGKILL');
    await exited;
    const acked = answers.filter((a) => a.status === 201).map((a) => a.orderId!);
    expect(killedWithHolds, 'the process was killed while orders held units').toBeGreaterThanOrEqual(3);
    expect(acked.length).toBeGreaterThan(0);

    // Nothing acknowledged is lost; the database never sold more than it had.
    const stored = new Set(
      (
        await q<{ id: string }>(sql`select o.id from orders o join order_lines l on l.order_id = o.id
          where l.product_id = ${id} and o.id = any(${`{${acked.join(',')}}`}::uuid[])`)
      ).map((r) => r.id),
    );
    for (const orderId of acked) expect(stored.has(orderId)).toBe(true);
    const sold = (await ordered(id)) - before;
    expect(sold + (await stockOf(id))).toBe(units);

    // The dead process's holds pass their deadline: the sweep gives back what never committed, and every unit
    // left in the database can be bought through this process.
    t.clock.advance(10 * 60_000);
    await t.app.jobs.tick();
    await t.app.jobs.drain();
    expect(await redis.zcard(`${PREFIX}stock:holds`)).toBe(0);
    let bought = 0;
    for (let i = 0; ; i++) {
      const res = await order(buyers[i % buyers.length]!, id);
      if (res.statusCode !== 201) {
        expect(res.statusCode, res.body).toBe(409);
        break;
      }
      bought += 1;
    }
    expect(sold + bought).toBe(units);
    expect(await stockOf(id)).toBe(0);
  }, 180_000);
});
