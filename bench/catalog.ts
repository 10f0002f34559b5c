// Issue 3 figure: with 10,000 generated products, GET /products/categories/{slug} with filters and
// GET /products/search, requests/s and p99 at 50 connections beside a bare Fastify hello-world measured in the
// same run, on PGlite and on PostgreSQL (when reachable). Target: ≥ 35 % of hello-world on PostgreSQL, p99 ≤ 25 ms.
// Usage: npm run bench (or: npx tsx bench/catalog.ts). BENCH_PRODUCTS changes the product count.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { load, row, type LoadResult } from './lib/load';
import { withFreshPostgres } from './lib/postgres';
import { repoRoot, startHelloWorld, startLumi } from './lib/servers';

const COUNT = Number(process.env.BENCH_PRODUCTS ?? 10_000);

function fillCatalog(env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(repoRoot, 'apps/server/src/seed/bench-catalog.ts'), String(COUNT)],
      {
        cwd: path.join(repoRoot, 'apps/server'),
        stdio: 'inherit',
        env: { ...process.env, LOG_LEVEL: 'warn', ...env },
      },
    );
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`bench-catalog exited with ${code}`)),
    );
  });
}

type Target = { name: string; path: string };

async function targetsOf(url: string): Promise<Target[]> {
  const tree = (await (await fetch(`${url}/api/v1/categories`)).json()) as { data: { slug: string }[] };
  const root = tree.data[0];
  if (!root) throw new Error('no category in the catalogue');
  const first = (await (await fetch(`${url}/api/v1/products/categories/${root.slug}`)).json()) as {
    filters: { brands: { _id: string }[]; priceRanges: { value: string }[] };
    pagination: { totalItems: number };
  };
  const brands = first.filters.brands
    .slice(0, 3)
    .map((b) => b._id)
    .join(',');
  const band = first.filters.priceRanges[1]?.value ?? '0-';
  console.log(`  category '${root.slug}': ${first.pagination.totalItems} products in scope`);
  return [
    {
      name: 'category + brands + price + sort',
      path: `/api/v1/products/categories/${root.slug}?brands=${brands}&priceRange=${band}&sortOrder=desc&page=2`,
    },
    {
      name: "search 'kem chong nang'",
      path: `/api/v1/products/search?search=${encodeURIComponent('kem chong nang')}`,
    },
    {
      name: "search 'serum vitamn c' (typo)",
      path: `/api/v1/products/search?search=${encodeURIComponent('serum vitamn c')}`,
    },
  ];
}

async function measure(label: string, env: Record<string, string>, dataDir: string | undefined) {
  const duration = Number(process.env.BENCH_DURATION ?? 8);
  const connections = 50;
  const hello = await startHelloWorld(3911);
  const lumi = await startLumi(3912, env, dataDir ? { dataDir } : {});
  try {
    const targets = await targetsOf(lumi.url);
    await load(`${hello.url}/`, { duration: 2, connections });
    for (const t of targets) await load(`${lumi.url}${t.path}`, { duration: 2, connections });
    const base = await load(`${hello.url}/`, { duration, connections });
    const results: [Target, LoadResult][] = [];
    for (const t of targets) results.push([t, await load(`${lumi.url}${t.path}`, { duration, connections })]);
    console.log(
      `\nCatalogue figures, ${COUNT} generated products, ${connections} connections, ${duration} s each, ${label}:`,
    );
    console.log(row('Fastify hello-world (baseline)', base));
    for (const [t, r] of results) console.log(row(t.name, r, base));
  } finally {
    await lumi.stop();
    await hello.stop();
  }
}

export async function benchCatalog() {
  // PGlite: the embedded default, in a throw-away data folder.
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lumi-bench-catalog-'));
  try {
    await fillCatalog({ DATA_DIR: dataDir, DATABASE_URL: '' });
    await measure('database PGlite', { DATABASE_URL: '' }, dataDir);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }

  // PostgreSQL: a fresh database on the local server (DATABASE_URL's server, or 127.0.0.1:5432).
  await withFreshPostgres('catalog', async (env) => {
    await fillCatalog(env);
    await measure('database PostgreSQL', { DATABASE_URL: env.DATABASE_URL }, env.DATA_DIR);
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchCatalog();
}
