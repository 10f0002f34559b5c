// Issue 13 figure (ADR 0024): the ADMIN's site statistics on a big shop. A fresh PostgreSQL database is migrated and
// given the demo data, then filled with SQL: 100,000 orders and 1,000,000 order lines over five years (growing over
// time; realistic statuses, payment methods, costs and delivery times), 20,000 customers, 2,000 products and about
// 200,000 reviews; ANALYZE. The built server is started on it and each statistics endpoint is timed, one request at
// a time after a warm-up: p50, p95 and max in ms. Target (issue 28): every statistics call ≤ 300 ms at p50.
// Usage: npm run bench (or: npx tsx bench/site-stats.ts after npm run build). BENCH_STATS_ORDERS,
// BENCH_STATS_LINES_PER_ORDER and BENCH_STATS_RUNS change the sizes.
import { spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { percentile } from './lib/http';
import { withFreshPostgres } from './lib/postgres';
import { repoRoot, startLumi } from './lib/servers';

const ORDERS = Number(process.env.BENCH_STATS_ORDERS ?? 100_000);
const LINES_PER_ORDER = Number(process.env.BENCH_STATS_LINES_PER_ORDER ?? 10);
const CUSTOMERS = 20_000;
const PRODUCTS = 2_000;
const RUNS = Number(process.env.BENCH_STATS_RUNS ?? 30);
const WARM_UP = 5;
const TARGET_MS = 300;

/** Migrates the fresh database and loads the demo data (the ADMIN account, the catalogue) with the built CLI. */
function migrateAndSeed(env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(repoRoot, 'apps/server/dist/cli.js'), 'seed'], {
      cwd: path.join(repoRoot, 'apps/server'),
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    });
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`cli seed exited with ${code}`)),
    );
  });
}

/** The bulk data, all in SQL. Timestamps spread over five years back from now, denser lately (the shop grows). */
async function fill(client: pg.Client): Promise<void> {
  const step = async (label: string, text: string, values: unknown[] = []) => {
    const t0 = performance.now();
    const result = await client.query(text, values);
    console.log(
      `  ${label.padEnd(44)} ${String(result.rowCount ?? '').padStart(9)} rows  ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
  };
  // A point of the five years, biased towards now: 1 − sqrt(u) puts more weight near 0 (recent).
  const ago = `(interval '1826 days' * (1 - sqrt(random())))`;

  await step(
    'customers',
    `insert into users (name, email, phone, password_hash, is_verified, is_active, created_at, updated_at)
     select 'Khách hàng ' || n, 'bench-customer-' || n || '@lumi.vn', '09' || lpad((n % 100000000)::text, 8, '0'),
       'bench-no-login', true, n % 50 <> 0, t, t
     from (select n, now() - ${ago} as t from generate_series(1, $1::int) n) s`,
    [CUSTOMERS],
  );
  await step(
    'products',
    `insert into products (name, slug, brand_id, category_id, price, cost, capacity, weight, expiry, main_image,
        description, stock, search_text, sold, created_at, updated_at)
     select 'Sản phẩm thử tải ' || n, 'bench-stats-' || n, b.id, c.id, price, (price * (0.45 + random() * 0.25))::int,
       '50ml', 200, current_date + (n % 700) - 60, d.main_image, '', (n % 300), 'san pham thu tai ' || n, 0,
       now() - interval '1900 days', now() - interval '1900 days'
     from (select n, (59 + (n * 7919) % 1200) * 1000 as price from generate_series(1, $1::int) n) s
     cross join lateral (select id from brands order by id offset (s.n % (select count(*) from brands)) limit 1) b
     cross join lateral (select id from categories where level = 2 order by id
       offset (s.n % (select count(*) from categories where level = 2)) limit 1) c
     cross join lateral (select main_image from products where slug not like 'bench-%' limit 1) d`,
    [PRODUCTS],
  );
  await client.query(`create temp table bench_customers as
    select row_number() over (order by created_at) as k, id, name, created_at from users where email like 'bench-customer-%'`);
  await client.query(`create temp table bench_products as
    select row_number() over (order by slug) as k, id, name, slug, price, cost, main_image from products
    where slug like 'bench-stats-%'`);
  await client.query('analyze bench_customers; analyze bench_products');

  // The orders: status by age (running ones only in the last week), method, payment and delivery time.
  await client.query(
    `create temp table bench_orders as
    select n, gen_random_uuid() as id, t as created_at, r1, r2,
      case when t > now() - interval '7 days' then
             (array['pending', 'processing', 'shipping', 'delivered', 'cancelled'])[1 + (n % 5)]
           when r1 < 0.87 then 'delivered' else 'cancelled' end as status,
      case when r2 < 0.62 then 'COD' when r2 < 0.85 then 'VNPAY' else 'STRIPE' end as method,
      t + interval '1 hour' * (30 + r1 * 90) as delivered_at
    from (select n, now() - ${ago} as t, random() as r1, random() as r2 from generate_series(1, $1::int) n) s`,
    [ORDERS],
  );
  await client.query('update bench_orders set delivered_at = least(delivered_at, now()) where status = $1', [
    'delivered',
  ]);
  await step(
    'orders',
    `insert into orders (id, code, user_id, name, phone, address, province_id, province_name, district_id,
        district_name, ward_id, ward_name, subtotal, cost_total, discount_total, shipping_fee, total_amount,
        payment_method, payment_status, paid_at, status, cancel_reason, cancelled_by, delivered_at, created_at,
        updated_at)
     select o.id, 'OD' || lpad(upper(to_hex(o.n)), 10, '0'), c.id, c.name, '0912345678', '18 Hàng Trống', 1, 'Hà Nội',
       2, 'Quận Hoàn Kiếm', '00070', 'Phường Hàng Trống', 0, 0, 0, 30000, 30000, o.method,
       case when o.status = 'delivered' then 'paid'
            when o.method = 'COD' then 'unpaid'
            when o.status = 'cancelled' then (case when o.r2 < 0.9 then 'refunded' else 'failed' end)
            else 'paid' end,
       case when o.status = 'delivered' and o.method = 'COD' then o.delivered_at
            when o.method <> 'COD' and not (o.status = 'cancelled' and o.r2 >= 0.9)
              then o.created_at + interval '3 minutes' end,
       o.status,
       case when o.status = 'cancelled' then 'Không còn nhu cầu mua nữa' end,
       case when o.status = 'cancelled' then 'User' end,
       case when o.status = 'delivered' then o.delivered_at end,
       o.created_at, coalesce(case when o.status = 'delivered' then o.delivered_at end, o.created_at)
     from bench_orders o
     join bench_customers c on c.k = 1 + (o.n * 7 + floor(o.r1 * 1000)::int) % (select count(*) from bench_customers)`,
  );
  // The lines: LINES_PER_ORDER per order, products spread (a few much more popular), quantities mostly 1.
  await step(
    'order lines',
    `insert into order_lines (order_id, product_id, name, slug, image, original_price, price, quantity, line_total,
        unit_cost, position)
     select o.id, p.id, p.name, p.slug, p.main_image->>'url', p.price, p.price, q, p.price * q, p.cost, l.k - 1
     from bench_orders o
     cross join lateral (select k, (1 + floor(power(random(), 2) * (select count(*) from bench_products)))::int as pk,
         (case when random() < 0.8 then 1 when random() < 0.8 then 2 else 3 end) as q
       from generate_series(1, $1::int) k where o.n > 0) l
     join bench_products p on p.k = l.pk`,
    [LINES_PER_ORDER],
  );
  await step(
    'order totals',
    `update orders o set subtotal = s.subtotal, cost_total = s.cost,
        shipping_fee = case when s.subtotal >= 500000 then 0 else 30000 end,
        total_amount = s.subtotal + case when s.subtotal >= 500000 then 0 else 30000 end
     from (select order_id, sum(line_total)::int as subtotal, sum(unit_cost * quantity)::int as cost
       from order_lines group by order_id) s
     where s.order_id = o.id and o.code like 'OD0%'`,
  );
  // Reviews: about one delivered line in four, a few days after delivery; some hidden by moderation.
  await step(
    'reviews',
    `insert into reviews (product_id, user_id, order_id, line_id, rate, comment, display, created_at, updated_at)
     select l.product_id, o.user_id, o.id, l.id, r.rate, 'Sản phẩm dùng tốt, giao hàng nhanh.', random() > 0.03,
       least(now(), o.delivered_at + interval '1 day' * (1 + random() * 6)),
       least(now(), o.delivered_at + interval '1 day' * (1 + random() * 6))
     from orders o join order_lines l on l.order_id = o.id
     cross join lateral (select (case when random() < 0.55 then 5 when random() < 0.6 then 4 when random() < 0.6 then 3
       when random() < 0.5 then 2 else 1 end) as rate) r
     where o.status = 'delivered' and o.code like 'OD0%' and random() < 0.25`,
  );
  await step(
    'products: ratings and sold',
    `update products p set sold = s.sold, total_reviews = s.n, average_rating = s.avg
     from (select l.product_id, sum(l.quantity)::int as sold,
         (select count(*)::int from reviews r where r.product_id = l.product_id and r.display) as n,
         coalesce((select round(avg(rate)::numeric, 1) from reviews r where r.product_id = l.product_id and r.display), 0) as avg
       from order_lines l join orders o on o.id = l.order_id where o.status = 'delivered' and o.code like 'OD0%'
       group by l.product_id) s
     where s.product_id = p.id`,
  );
  const t0 = performance.now();
  await client.query('vacuum analyze');
  console.log(
    `  ${'VACUUM ANALYZE'.padEnd(44)} ${''.padStart(9)}       ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
}

type Timing = { name: string; p50: number; p95: number; max: number; keptP50: number };

/**
 * One endpoint computed (each run a new address: an unknown query parameter, which the schema drops, so the kept
 * answers of ADR 0048 never serve it) and kept (the same address again: the answer kept since the last change).
 */
async function time(url: string, token: string, name: string): Promise<Timing> {
  const once = async (address: string) => {
    const t0 = performance.now();
    const res = await fetch(address, { headers: { authorization: `Bearer ${token}` } });
    const body = (await res.json()) as { success?: boolean; message?: string };
    const ms = performance.now() - t0;
    if (!res.ok || body.success === false) throw new Error(`${name}: ${res.status} ${body.message ?? ''}`);
    return ms;
  };
  const join = url.includes('?') ? '&' : '?';
  let run = 0;
  const computed = () => once(`${url}${join}run=${++run}`);
  for (let i = 0; i < WARM_UP; i++) await computed();
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) ms.push(await computed());
  ms.sort((a, b) => a - b);
  const kept: number[] = [];
  for (let i = 0; i < RUNS; i++) kept.push(await once(url));
  kept.sort((a, b) => a - b);
  return {
    name,
    p50: percentile(ms, 50),
    p95: percentile(ms, 95),
    max: ms.at(-1) ?? 0,
    keptP50: percentile(kept, 50),
  };
}

async function postJson<T>(url: string, body: unknown): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await res.json()) as T;
}

export async function benchSiteStats(): Promise<void> {
  await withFreshPostgres('stats', async (env) => {
    const started = performance.now();
    await migrateAndSeed(env);
    console.log(
      `\nSite statistics: filling PostgreSQL with ${ORDERS.toLocaleString('en')} orders × ${LINES_PER_ORDER} lines…`,
    );
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    try {
      await fill(client);
      const { rows } = await client.query<{ orders: number; lines: number; reviews: number; users: number }>(
        `select (select count(*)::int from orders) as orders, (select count(*)::int from order_lines) as lines,
           (select count(*)::int from reviews) as reviews, (select count(*)::int from users) as users`,
      );
      const c = rows[0]!;
      console.log(
        `  in the database: ${c.orders} orders, ${c.lines} lines, ${c.reviews} reviews, ${c.users} customers (${((performance.now() - started) / 1000).toFixed(0)} s)`,
      );
    } finally {
      await client.end();
    }

    const lumi = await startLumi(3931, { ...env, SEED_DEMO_DATA: 'false' }, { dataDir: env.DATA_DIR });
    try {
      const api = `${lumi.url}/api/v1`;
      const login = await postJson<{ accessToken?: string; message?: string }>(`${api}/admin/auth/login`, {
        username: 'admin',
        password: 'lumi-admin-2026',
      });
      if (!login.accessToken) throw new Error(`admin login refused: ${login.message ?? ''}`);
      const doctor = await postJson<{ data?: { accessToken?: string }; message?: string }>(
        `${api}/auth/login-doctor`,
        { email: 'bs.an@lumi.vn', password: 'lumi-doctor-2026' },
      );
      if (!doctor.data?.accessToken) throw new Error(`doctor login refused: ${doctor.message ?? ''}`);
      const clinics = (await fetch(`${api}/clinics/by-customer`).then((r) => r.json())) as {
        data: { _id: string }[];
      };
      const clinicId = clinics.data[0]!._id;
      // The current local month and year (Asia/Ho_Chi_Minh), as the dashboard opens.
      const [year, month] = new Date(Date.now() + 7 * 3_600_000)
        .toISOString()
        .slice(0, 7)
        .split('-')
        .map(Number);
      const s = `${api}/admin/statistical`;
      const c = `${api}/admin/clinics`;
      const admin: [string, string][] = [
        [`GET /admin/statistical?year=${year}`, `${s}?year=${year}`],
        [`GET /admin/statistical?year=${year}&month=${month}`, `${s}?year=${year}&month=${month}`],
        [`GET …/overview?year=${year}`, `${s}/overview?year=${year}`],
        [`GET …/overview?year=${year}&month=${month}`, `${s}/overview?year=${year}&month=${month}`],
        [`GET …/revenue-order?type=month&year=${year}`, `${s}/revenue-order?type=month&year=${year}`],
        [
          `GET …/revenue-order?type=date&year=${year}&month=${month}`,
          `${s}/revenue-order?type=date&year=${year}&month=${month}`,
        ],
        [`GET …/revenue-order?type=year&year=${year}`, `${s}/revenue-order?type=year&year=${year}`],
        [`GET …/order-detail?year=${year}`, `${s}/order-detail?year=${year}`],
        [`GET …/order-detail?year=${year}&month=${month}`, `${s}/order-detail?year=${year}&month=${month}`],
        [`GET …/review-detail?year=${year}`, `${s}/review-detail?year=${year}`],
        [`GET …/review-detail?year=${year}&month=${month}`, `${s}/review-detail?year=${year}&month=${month}`],
        [
          `GET /admin/clinics/statistical-overview (year)`,
          `${c}/statistical-overview/${clinicId}?year=${year}`,
        ],
        [`GET /admin/clinics/statistical-detail (year)`, `${c}/statistical-detail/${clinicId}?year=${year}`],
      ];
      const results: Timing[] = [];
      for (const [name, url] of admin) results.push(await time(url, login.accessToken, name));
      results.push(
        await time(
          `${api}/doctors/statistical?year=${year}`,
          doctor.data.accessToken,
          'GET /doctors/statistical (year)',
        ),
      );
      console.log(
        `\nStatistics, PostgreSQL, one request at a time: computed (${WARM_UP} warm-up + ${RUNS} runs, each a new address) and kept (the same address again, ADR 0048):`,
      );
      for (const r of results) {
        const verdict = r.p50 <= TARGET_MS ? `≤ ${TARGET_MS} ms` : `> ${TARGET_MS} ms`;
        console.log(
          `${r.name.padEnd(52)} p50 ${r.p50.toFixed(0).padStart(4)} ms   p95 ${r.p95.toFixed(0).padStart(4)} ms   max ${r.max.toFixed(0).padStart(4)} ms   ${verdict} · kept p50 ${r.keptP50.toFixed(1)} ms`,
        );
      }
    } finally {
      await lumi.stop();
    }
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchSiteStats();
}
