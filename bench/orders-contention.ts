// Issue 4 figure: 300 concurrent cash-on-delivery orders of one unit for a product with stock 100, sent to the
// built server over HTTP all at once (PGlite, then PostgreSQL when reachable). Prints how many succeeded, how many
// were refused, the final stock and the p50/p99 latency of the 300 answers. Expected: 100 succeed, stock 0.
// Usage: npm run bench (or: npx tsx bench/orders-contention.ts). CONTENTION_ORDERS / CONTENTION_STOCK change the sizes.
import { formatLatency, latency, oneProductContention, tally } from './lib/orders';
import { withFreshPostgres } from './lib/postgres';
import { startLumi } from './lib/servers';

const ORDERS = Number(process.env.CONTENTION_ORDERS ?? 300);
const STOCK = Number(process.env.CONTENTION_STOCK ?? 100);

async function run(label: string, env: Record<string, string>): Promise<void> {
  const lumi = await startLumi(3921, env);
  try {
    const { product, answers, wallMs, finalStock } = await oneProductContention(
      `${lumi.url}/api/v1`,
      ORDERS,
      STOCK,
    );
    const codes = tally(answers);
    const succeeded = answers.filter((a) => a.ok).length;
    console.log(`\nOrder contention, ${label}: ${ORDERS} concurrent COD orders of 1 unit, stock ${STOCK}`);
    console.log(`  product            ${product.name}`);
    console.log(`  succeeded (201)    ${succeeded}${succeeded === STOCK ? '' : `   ← expected ${STOCK}`}`);
    for (const [key, n] of codes.filter(([k]) => k !== '201'))
      console.log(`  refused            ${n} (${key})`);
    console.log(`  final stock        ${finalStock}`);
    console.log(`  latency            ${formatLatency(latency(answers))}`);
    console.log(`  wall time          ${wallMs.toFixed(0)} ms`);
  } finally {
    await lumi.stop();
  }
}

export async function benchOrderContention(): Promise<void> {
  await run('database PGlite', { DATABASE_URL: '', REDIS_URL: '' });

  await withFreshPostgres('orders', (env) => run('database PostgreSQL', env));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchOrderContention();
}
