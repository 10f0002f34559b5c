// Issue 2 figure: requests/s and p99 of GET /api/v1/health and GET /api/v1/auth/account beside a bare Fastify
// hello-world measured in the same run, as ratios. Usage: npm run bench (or tsx bench/health-account.ts).
import { load, row } from './lib/load';
import { startHelloWorld, startLumi } from './lib/servers';

export async function benchHealthAccount(options: { duration?: number; connections?: number } = {}) {
  const duration = options.duration ?? Number(process.env.BENCH_DURATION ?? 8);
  const connections = options.connections ?? 50;
  const hello = await startHelloWorld(3901);
  const lumi = await startLumi(
    3902,
    process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {},
  );
  try {
    const login = await fetch(`${lumi.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'khachhang@lumi.vn', password: 'lumi-khach-2026' }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    // Warm-up so that JIT and connection pools are in their steady state.
    await load(`${hello.url}/`, { duration: 2, connections });
    await load(`${lumi.url}/api/v1/health`, { duration: 2, connections });

    const base = await load(`${hello.url}/`, { duration, connections });
    const health = await load(`${lumi.url}/api/v1/health`, { duration, connections });
    const account = await load(`${lumi.url}/api/v1/auth/account`, {
      duration,
      connections,
      headers: { 'x-user-header': accessToken },
    });
    const db = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
    console.log(`\nGET figures, ${connections} connections, ${duration} s each, database ${db}:`);
    console.log(row('Fastify hello-world (baseline)', base));
    console.log(row('GET /api/v1/health', health, base));
    console.log(row('GET /api/v1/auth/account', account, base));
    return { base, health, account };
  } finally {
    await lumi.stop();
    await hello.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchHealthAccount();
}
