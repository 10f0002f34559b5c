// Issue 28's flash sale (issue 4's contention, grown): 2,000 COD orders of one unit sent to the built server at once
// for a product with 500 units — on PGlite, then on PostgreSQL with Redis (the stock gate of ADR 0050) when
// reachable. The buyers wait on the product's page, so their connections are open (one read each, just before).
// Prints how many succeeded and were refused, the final stock, the latency of all answers, of the successful and of
// the refused ones, and — as the yardstick — a bare Fastify hello-world's latency for the same burst of requests on
// open connections, measured in the same run. Expected: exactly STOCK succeed, stock 0.
// On PostgreSQL + Redis, then orders that share no product (FREE_PATH_ORDERS by FREE_PATH_WORKERS customers, each
// on a product of its own; target ≥ 300/s), after a warm-up round that is not counted.
// Usage: npx tsx bench/orders-contention.ts (after npm run build). CONTENTION_ORDERS / CONTENTION_STOCK change the
// sizes; REDIS_URL (default redis://127.0.0.1:6379) is the PostgreSQL run's Redis.
import {
  burst,
  formatLatency,
  latency,
  oneProductContention,
  openConnections,
  productFreePath,
  tally,
} from './lib/orders';
import { withFreshPostgres } from './lib/postgres';
import { startHelloWorld, startLumi } from './lib/servers';

const ORDERS = Number(process.env.CONTENTION_ORDERS ?? 2000);
const STOCK = Number(process.env.CONTENTION_STOCK ?? 500);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** The product-free path: orders by FREE_PATH_WORKERS customers, each on a product of its own, after a warm-up. */
const FREE_PATH_ORDERS = Number(process.env.FREE_PATH_ORDERS ?? 3000);
const FREE_PATH_WORKERS = Number(process.env.FREE_PATH_WORKERS ?? 30);
const FREE_PATH_WARM_UP = 300;

async function helloWorld(): Promise<void> {
  const hello = await startHelloWorld(3931);
  try {
    await openConnections(`${hello.url}/`, ORDERS);
    const answers = await burst(`${hello.url}/`, ORDERS);
    console.log(`\nYardstick: bare Fastify hello-world, ${ORDERS} reads at once on open connections`);
    console.log(`  latency            ${formatLatency(latency(answers))}`);
  } finally {
    await hello.stop();
  }
}

async function run(
  label: string,
  env: Record<string, string>,
  options: { freePath?: boolean } = {},
): Promise<void> {
  // New customers for the product-free path sign up with an e-mail code each.
  const lumi = await startLumi(3921, { ...env, RATE_LIMIT_OTP_PER_HOUR: '100000' });
  try {
    const { product, answers, wallMs, finalStock } = await oneProductContention(
      `${lumi.url}/api/v1`,
      ORDERS,
      STOCK,
      { warm: true },
    );
    const codes = tally(answers);
    const won = answers.filter((a) => a.ok);
    console.log(`\nFlash sale, ${label}: ${ORDERS} COD orders of 1 unit at once, stock ${STOCK}`);
    console.log(`  product            ${product.name}`);
    console.log(`  succeeded (201)    ${won.length}${won.length === STOCK ? '' : `   ← expected ${STOCK}`}`);
    for (const [key, n] of codes.filter(([k]) => k !== '201'))
      console.log(`  refused            ${n} (${key})`);
    console.log(`  final stock        ${finalStock}${finalStock === 0 ? '' : '   ← expected 0'}`);
    console.log(`  all answers        ${formatLatency(latency(answers))}`);
    console.log(`  successful         ${formatLatency(latency(won))}`);
    console.log(`  refused            ${formatLatency(latency(answers.filter((a) => !a.ok)))}`);
    console.log(`  wall time          ${wallMs.toFixed(0)} ms`);

    if (options.freePath) {
      // The order path's code compiled by a first round, as on a server that has been taking orders.
      await productFreePath(lumi.url, `${lumi.url}/api/v1`, FREE_PATH_WARM_UP, FREE_PATH_WORKERS);
      const free = await productFreePath(lumi.url, `${lumi.url}/api/v1`, FREE_PATH_ORDERS, FREE_PATH_WORKERS);
      const placed = free.answers.filter((a) => a.ok).length;
      console.log(
        `\nOrders that share no product, ${label}: ${FREE_PATH_ORDERS} COD orders by ${free.customers} customers, each on a product of its own, one after another per customer (after ${FREE_PATH_WARM_UP} not counted)`,
      );
      console.log(
        `  placed             ${placed}${placed === FREE_PATH_ORDERS ? '' : `   ← expected ${FREE_PATH_ORDERS}`}`,
      );
      console.log(`  latency            ${formatLatency(latency(free.answers))}`);
      console.log(
        `  orders/s           ${((placed / free.wallMs) * 1000).toFixed(0)} (in ${free.wallMs.toFixed(0)} ms)`,
      );
    }
  } finally {
    await lumi.stop();
  }
}

export async function benchOrderContention(): Promise<void> {
  await helloWorld();
  await run('database PGlite', { DATABASE_URL: '', REDIS_URL: '' });
  await withFreshPostgres('orders', (env) =>
    run('database PostgreSQL + Redis', { ...env, REDIS_URL }, { freePath: true }),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchOrderContention();
}
