// Issue 4 figure: 300 concurrent cash-on-delivery orders of one unit for a product with stock 100, sent to the
// built server over HTTP all at once (PGlite, then PostgreSQL when reachable). Prints how many succeeded, how many
// were refused, the final stock and the p50/p99 latency of the 300 answers. Expected: 100 succeed, stock 0.
// Usage: npm run bench (or: npx tsx bench/orders-contention.ts). CONTENTION_ORDERS / CONTENTION_STOCK change the sizes.
import { call, percentile, type Envelope } from './lib/http';
import { withFreshPostgres } from './lib/postgres';
import { startLumi } from './lib/servers';

const ORDERS = Number(process.env.CONTENTION_ORDERS ?? 300);
const STOCK = Number(process.env.CONTENTION_STOCK ?? 100);

async function run(label: string, env: Record<string, string>): Promise<void> {
  const lumi = await startLumi(3921, env);
  try {
    const api = `${lumi.url}/api/v1`;
    const admin = (await fetch(`${api}/admin/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'lumi-admin-2026' }),
    }).then((r) => r.json())) as { accessToken: string };
    const customer = (await fetch(`${api}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'khachhang@lumi.vn', password: 'lumi-khach-2026' }),
    }).then((r) => r.json())) as { accessToken: string };

    // A demo product without colours, its stock set to STOCK by the admin API.
    const products = await call<{ _id: string; name: string; variants: unknown[] }[]>(
      `${api}/admin/products?pageSize=50`,
      { token: admin.accessToken },
    );
    const product = products.data.find((p) => p.variants.length === 0);
    if (!product) throw new Error('no demo product without colours');
    const updated = await call(`${api}/admin/products/${product._id}`, {
      method: 'PUT',
      token: admin.accessToken,
      body: JSON.stringify({ stock: STOCK }),
    });
    if (!updated.success) throw new Error(`stock update refused: ${updated.message}`);

    const districts = await call<{ id: number; name: string }[]>(`${api}/shipping/districts?province_id=1`);
    const district = districts.data[0];
    if (!district) throw new Error('no district');
    const wards = await call<{ id: string; name: string }[]>(
      `${api}/shipping/wards?district_id=${district.id}`,
    );
    const ward = wards.data[0];
    if (!ward) throw new Error('no ward');
    const body = JSON.stringify({
      name: 'Khách hàng Lumi',
      phone: '0912345678',
      address: '1 Tràng Tiền',
      province: { id: 1 },
      district: { id: district.id },
      ward: { id: ward.id },
      products: [{ productId: product._id, quantity: 1 }],
    });

    const latencies: number[] = [];
    const codes = new Map<string, number>();
    const started = performance.now();
    await Promise.all(
      Array.from({ length: ORDERS }, async () => {
        const t0 = performance.now();
        const res = await fetch(`${api}/orders/cod`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.accessToken}` },
          body,
        });
        const answer = (await res.json()) as Envelope<unknown>;
        latencies.push(performance.now() - t0);
        const key = `${res.status}${answer.code ? ` ${answer.code}` : ''}`;
        codes.set(key, (codes.get(key) ?? 0) + 1);
      }),
    );
    const wall = performance.now() - started;
    latencies.sort((a, b) => a - b);

    const detail = await call<{ stock: number | null; totalQuantity: number }>(
      `${api}/products/detail/${product._id}`,
    );
    const succeeded = codes.get('201') ?? 0;
    console.log(`\nOrder contention, ${label}: ${ORDERS} concurrent COD orders of 1 unit, stock ${STOCK}`);
    console.log(`  product            ${product.name}`);
    console.log(`  succeeded (201)    ${succeeded}${succeeded === STOCK ? '' : `   ← expected ${STOCK}`}`);
    for (const [key, n] of [...codes].filter(([k]) => k !== '201'))
      console.log(`  refused            ${n} (${key})`);
    console.log(`  final stock        ${detail.data.stock ?? detail.data.totalQuantity}`);
    console.log(
      `  latency            p50 ${percentile(latencies, 50).toFixed(0)} ms   p99 ${percentile(latencies, 99).toFixed(0)} ms   max ${(latencies.at(-1) ?? 0).toFixed(0)} ms`,
    );
    console.log(`  wall time          ${wall.toFixed(0)} ms`);
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
