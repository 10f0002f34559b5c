// Issue 14 figures, each beside a bare Fastify hello-world measured in the same run (so the ratio, not the machine,
// is what compares): the product detail, the account, the category listing (server at LOG_LEVEL=info, and at warn
// for the cost of logging), the HTML of `/` and of a product page — on PGlite, then on PostgreSQL when reachable —
// and, on PostgreSQL, 300 COD orders on a stock of 100 and the orders/s of a product-free path.
// Usage: npx tsx bench/issue14.ts (after npm run build). BENCH_DURATION (s, default 8), BENCH_CONNECTIONS
// (default "10,50"), CONTENTION_ORDERS / CONTENTION_STOCK (300 / 100), FREE_PATH_WORKERS (30).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { call } from './lib/http';
import { load, type LoadResult } from './lib/load';
import {
  customerToken,
  formatLatency,
  latency,
  oneProductContention,
  productFreePath,
  tally,
  type Answer,
} from './lib/orders';
import { withFreshPostgres } from './lib/postgres';
import { startHelloWorld, startLumi, type RunningServer } from './lib/servers';

const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '10,50').split(',').map(Number);
const ORDERS = Number(process.env.CONTENTION_ORDERS ?? 300);
const STOCK = Number(process.env.CONTENTION_STOCK ?? 100);
const FREE_PATH_WORKERS = Number(process.env.FREE_PATH_WORKERS ?? 30);
const WARM_UP = Math.min(2, DURATION);
/** Served at LOG_LEVEL=info; the other targets at warn (the benches' default). */
const INFO_LISTING = 'category listing, LOG_LEVEL=info';

type Target = { name: string; path: string; headers?: Record<string, string> };
type Measured = { target: string; connections: number; result: LoadResult };

/** The real demo data the targets read: a root category, a product of its listing, the demo customer's token. */
async function findTargets(url: string): Promise<{ reads: Target[]; listing: Target; productName: string }> {
  const api = `${url}/api/v1`;
  const tree = await call<{ slug: string }[]>(`${api}/categories`);
  const category = tree.data[0]?.slug;
  if (!category) throw new Error('no category in the demo catalogue');
  const listing = await call<{ slug: string; name: string }[]>(`${api}/products/categories/${category}`);
  const product = listing.data[0];
  if (!product) throw new Error(`no product listed in '${category}'`);
  const token = await customerToken(api);
  // As a browser asks for a page: HTML, compressed (the server keeps each page's Brotli and gzip forms).
  const html = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' };
  return {
    reads: [
      { name: 'GET /api/v1/products/detail/{slug}', path: `/api/v1/products/detail/${product.slug}` },
      { name: 'GET /api/v1/auth/account', path: '/api/v1/auth/account', headers: { 'x-user-header': token } },
      { name: 'category listing, LOG_LEVEL=warn', path: `/api/v1/products/categories/${category}` },
      { name: 'page GET / (HTML)', path: '/', headers: html },
      { name: 'page GET /detail/{slug} (HTML)', path: `/detail/${product.slug}`, headers: html },
    ],
    listing: { name: INFO_LISTING, path: `/api/v1/products/categories/${category}` },
    productName: product.name,
  };
}

/** Whether the HTML of a product page already carries the product's name (server rendering), for the notes. */
async function pageCarries(url: string, pagePath: string, text: string): Promise<boolean> {
  const res = await fetch(`${url}${pagePath}`, { headers: { accept: 'text/html' } });
  return (await res.text()).includes(text);
}

async function measureAll(
  hello: RunningServer,
  lumi: RunningServer,
  targets: Target[],
  bases: Map<number, LoadResult>,
): Promise<Measured[]> {
  const out: Measured[] = [];
  for (const connections of CONNECTIONS) {
    // Warm-up: JIT, pools, response caches in their steady state.
    for (const t of targets)
      await load(`${lumi.url}${t.path}`, { duration: WARM_UP, connections, headers: t.headers });
    if (!bases.has(connections)) {
      await load(`${hello.url}/`, { duration: WARM_UP, connections });
      bases.set(connections, await load(`${hello.url}/`, { duration: DURATION, connections }));
    }
    for (const t of targets) {
      const result = await load(`${lumi.url}${t.path}`, {
        duration: DURATION,
        connections,
        headers: t.headers,
      });
      out.push({ target: t.name, connections, result });
    }
  }
  return out;
}

function printReads(label: string, bases: Map<number, LoadResult>, rows: Measured[], notes: string[]): void {
  console.log(`\nIssue 14 reads, ${label}, ${DURATION} s each, hello-world measured in the same run:`);
  console.log(
    `${'figure'.padEnd(38)} ${'conns'.padStart(5)} ${'req/s'.padStart(8)} ${'p50'.padStart(7)} ${'p99'.padStart(8)}   % of hello-world`,
  );
  for (const connections of CONNECTIONS) {
    const base = bases.get(connections)!;
    const line = (name: string, r: LoadResult, ratio: string) =>
      console.log(
        `${name.padEnd(38)} ${String(connections).padStart(5)} ${r.rps.toFixed(0).padStart(8)} ${`${r.p50} ms`.padStart(7)} ${`${r.p99} ms`.padStart(8)}   ${ratio}${r.non2xx || r.errors ? `   (${r.non2xx} non-2xx, ${r.errors} errors)` : ''}`,
      );
    line('Fastify hello-world (baseline)', base, '100 %');
    for (const m of rows.filter((r) => r.connections === connections))
      line(m.target, m.result, `${((m.result.rps / base.rps) * 100).toFixed(1).padStart(5)} %`);
  }
  for (const note of notes) console.log(`  ${note}`);
}

async function reads(label: string, env: Record<string, string>, dataDir: string): Promise<void> {
  const hello = await startHelloWorld(3941);
  const bases = new Map<number, LoadResult>();
  const rows: Measured[] = [];
  const notes: string[] = [];
  try {
    let listing: Target;
    const lumi = await startLumi(3942, { ...env, LOG_LEVEL: 'warn' }, { dataDir });
    try {
      const found = await findTargets(lumi.url);
      listing = found.listing;
      const page = found.reads.find((t) => t.path.startsWith('/detail/'))!;
      const rendered = await pageCarries(lumi.url, page.path, found.productName);
      notes.push(
        `product page HTML ${rendered ? 'carries' : 'does not carry'} the product's name ('${found.productName}')`,
      );
      rows.push(...(await measureAll(hello, lumi, found.reads, bases)));
    } finally {
      await lumi.stop();
    }
    // The same data, served again at LOG_LEVEL=info: the listing with request logging on.
    const logging = await startLumi(3942, { ...env, LOG_LEVEL: 'info' }, { dataDir });
    try {
      rows.push(...(await measureAll(hello, logging, [listing], bases)));
    } finally {
      await logging.stop();
    }
  } finally {
    await hello.stop();
  }
  printReads(label, bases, rows, notes);
}

function answersLine(answers: Answer[]): string {
  return tally(answers)
    .map(([key, n]) => `${n} × ${key}`)
    .join(', ');
}

async function orders(env: Record<string, string>, dataDir: string): Promise<void> {
  const lumi = await startLumi(3942, { ...env, RATE_LIMIT_OTP_PER_HOUR: '100000' }, { dataDir });
  try {
    const api = `${lumi.url}/api/v1`;
    const c = await oneProductContention(api, ORDERS, STOCK);
    const won = c.answers.filter((a) => a.ok);
    const all = latency(c.answers);
    const ok = latency(won);
    console.log(
      `\nIssue 14 orders, PostgreSQL: ${ORDERS} COD orders of 1 unit sent at once, one product with stock ${STOCK}`,
    );
    console.log(`  answers                ${answersLine(c.answers)}   (final stock ${c.finalStock})`);
    console.log(`  all answers            ${formatLatency(all)}`);
    console.log(
      `  successful (201)       median ${ok.p50.toFixed(0)} ms   p99 ${ok.p99.toFixed(0)} ms   max ${ok.max.toFixed(0)} ms`,
    );
    console.log(
      `  orders/s               ${((won.length / c.wallMs) * 1000).toFixed(0)} placed/s, ${((c.answers.length / c.wallMs) * 1000).toFixed(0)} answers/s   (all answered in ${c.wallMs.toFixed(0)} ms)`,
    );

    const free = await productFreePath(lumi.url, api, ORDERS, FREE_PATH_WORKERS);
    const placed = free.answers.filter((a) => a.ok).length;
    console.log(
      `\nIssue 14 orders, PostgreSQL, product-free path: ${ORDERS} COD orders by ${free.customers} new customers, each on a product of its own (stock to spare), one after another per customer (${free.customers} in flight, never two on one product row)`,
    );
    console.log(`  answers                ${answersLine(free.answers)}`);
    console.log(`  latency                ${formatLatency(latency(free.answers))}`);
    console.log(
      `  orders/s               ${((placed / free.wallMs) * 1000).toFixed(0)} placed/s   (${free.answers.length} answered in ${free.wallMs.toFixed(0)} ms)`,
    );
  } finally {
    await lumi.stop();
  }
}

export async function benchIssue14(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lumi-bench-issue14-'));
  try {
    await reads('database PGlite', { DATABASE_URL: '', REDIS_URL: '' }, dataDir);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }

  await withFreshPostgres('issue14', async (env) => {
    const label = `database PostgreSQL${process.env.REDIS_URL ? ' + Redis' : ''}`;
    await reads(label, { DATABASE_URL: env.DATABASE_URL }, env.DATA_DIR);
    await orders({ DATABASE_URL: env.DATABASE_URL }, env.DATA_DIR);
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchIssue14();
}
