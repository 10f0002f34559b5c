// Issue 28 figures: what the clinic half and the back office read, each as requests/s and p50/p99 at 50 connections
// beside a bare Fastify hello-world measured in the same run (target ≥ 25 % of it on PGlite and ≥ 20 % on PostgreSQL,
// p99 ≤ 25 ms): the clinics list, a doctor's page data, a doctor's schedule over seven days, the server-rendered
// /search page, the demo customer's booking history and the ADMIN's yearly statistics, each asked for as a browser
// does (accept-encoding), with autocannon and again with a generator that skips bodies (ADR 0051). Then whether one heavy request
// starves the others: GET /api/v1/health at 5 connections while 10 clients call /admin/statistical, each call
// computed (target p99 ≤ 50 ms), and the server's resident memory after the whole load (target ≤ 450 MB on
// PGlite). The built server (npm run build), on a fresh PGlite data folder, then on a fresh PostgreSQL database when
// one is reachable. Benches print; they never fail on a figure.
// Usage: npx tsx bench/clinic-reads.ts. BENCH_DURATION (s, default 8) changes each run's length.
import { request as httpRequest } from 'node:http';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { leanLoad } from './lib/lean-load';
import { load, row, type LoadResult } from './lib/load';
import { withFreshPostgres } from './lib/postgres';
import { startHelloWorld, startLumi } from './lib/servers';

const API = '/api/v1';
const DEMO = {
  customer: { email: 'khachhang@lumi.vn', password: 'lumi-khach-2026' },
  admin: { username: 'admin', password: 'lumi-admin-2026' },
  doctorSlug: 'bs-pham-thi-an',
};

async function post<T>(url: string, body: unknown): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

async function get<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return (await res.json()) as T;
}

/** Local days (Asia/Ho_Chi_Minh) from tomorrow on. */
function nextDays(count: number): string[] {
  const fmt = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' });
  return Array.from({ length: count }, (_, i) => fmt.format(new Date(Date.now() + (i + 1) * 86_400_000)));
}

type Read = { name: string; path: string; paths?: string[]; headers?: Record<string, string> };

/** What every browser sends: each answer is read as the shop's visitors get it (kept answers keep their Brotli). */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

async function readsOf(url: string): Promise<Read[]> {
  const { accessToken: customer } = await post<{ accessToken: string }>(
    `${url}${API}/auth/login`,
    DEMO.customer,
  );
  const { accessToken: admin } = await post<{ accessToken: string }>(
    `${url}${API}/admin/auth/login`,
    DEMO.admin,
  );
  const doctor = await get<{ data: { _id: string } }>(`${url}${API}/doctors/${DEMO.doctorSlug}`);
  const schedule = nextDays(7).map((d) => `${API}/doctors/schedule-booking/${doctor.data._id}?date=${d}`);
  return [
    { name: 'GET /clinics (list)', path: `${API}/clinics/by-customer`, headers: BROWSER },
    { name: "a doctor's detail", path: `${API}/doctors/${DEMO.doctorSlug}`, headers: BROWSER },
    { name: "a doctor's schedule, 7 days", path: schedule[0]!, paths: schedule, headers: BROWSER },
    { name: '/search page (HTML)', path: '/search?keyword=serum', headers: BROWSER },
    {
      name: "the customer's booking history",
      path: `${API}/bookings/customer`,
      headers: { ...BROWSER, authorization: `Bearer ${customer}` },
    },
    {
      name: '/admin/statistical, a year',
      path: `${API}/admin/statistical?year=${new Date().getFullYear()}`,
      headers: { ...BROWSER, authorization: `Bearer ${admin}` },
    },
  ];
}

/** An answer's body as sent (fetch would hand it back decompressed). */
function rawBody(url: string, headers: Record<string, string>): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve(Buffer.concat(chunks)));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/** Resident memory of a process, in MB (Linux). */
async function rssMb(pid: number | undefined): Promise<number | undefined> {
  if (!pid) return undefined;
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  return Number.isFinite(kb) ? Math.round(kb / 1024) : undefined;
}

async function measure(label: string, env: Record<string, string>, dataDir?: string): Promise<void> {
  const duration = Number(process.env.BENCH_DURATION ?? 8);
  const connections = 50;
  const hello = await startHelloWorld(3921);
  const lumi = await startLumi(3922, env, dataDir ? { dataDir } : {});
  try {
    const reads = await readsOf(lumi.url);
    const options = (r: Read) => ({
      connections,
      ...(r.headers ? { headers: r.headers } : {}),
      ...(r.paths ? { paths: r.paths } : {}),
    });
    await load(`${hello.url}/`, { duration: 2, connections });
    for (const r of reads) await load(`${lumi.url}${r.path}`, { ...options(r), duration: 2 });
    // Each read beside a hello-world measured just before it: on this machine hello-world itself varies from minute
    // to minute by up to a fifth, and a ratio to one baseline taken minutes earlier carried that drift.
    type Generator = typeof load;
    const paired = async (generate: Generator) => {
      const measured: { name: string; result: LoadResult; base: LoadResult }[] = [];
      for (const r of reads) {
        const base = await generate(`${hello.url}/`, { duration, connections });
        measured.push({
          name: r.name,
          base,
          result: await generate(`${lumi.url}${r.path}`, { ...options(r), duration }),
        });
      }
      return measured;
    };
    const results = await paired(load);
    // The page is tens of kB of Brotli where the others are a few: autocannon decodes every body into a string,
    // which costs it more for the page than the server spends sending it. Beside it, hello-world sending the page's
    // own bytes; and every read again with a generator that skips bodies (lib/lean-load.ts), hello-world included.
    const page = reads.find((r) => r.path.startsWith('/search'))!;
    const pageFile = path.join(await mkdtemp(path.join(os.tmpdir(), 'lumi-page-')), 'search.br');
    await writeFile(pageFile, await rawBody(`${lumi.url}${page.path}`, page.headers ?? {}));
    const sameBytes = await load(`${hello.url}/kept?file=${encodeURIComponent(pageFile)}&encoding=br`, {
      duration,
      connections,
    });
    const lean = await paired(leanLoad);
    await rm(path.dirname(pageFile), { recursive: true, force: true });

    // One heavy request against the others: health at 5 connections while 10 clients ask for the statistics, each
    // request a new address (an unknown parameter the schema drops), so that each is computed, never a kept answer.
    const stats = reads.at(-1)!;
    let run = 0;
    const heavy = autocannon({
      url: `${lumi.url}${stats.path}`,
      connections: 10,
      duration,
      headers: stats.headers ?? {},
      requests: [{ setupRequest: (request) => ({ ...request, path: `${stats.path}&run=${++run}` }) }],
    });
    const health = await load(`${lumi.url}${API}/health`, { duration, connections: 5 });
    const heavyResult = await heavy;
    const rss = await rssMb(lumi.pid);

    const show = (m: { name: string; result: LoadResult; base: LoadResult }) =>
      console.log(
        `${row(m.name, m.result, m.base)}   (hello-world just before: ${m.base.rps.toFixed(0)} req/s)`,
      );
    console.log(`\nIssue 28 reads, ${connections} connections, ${duration} s each, ${label}:`);
    results.forEach(show);
    const pageResult = results.find((m) => m.name === page.name)!;
    console.log(row("hello-world sending the page's bytes", sameBytes, pageResult.base));
    console.log(
      row('/search page beside it', pageResult.result, sameBytes).replace('hello-world', 'that hello-world'),
    );
    console.log(`The same reads with a generator that skips bodies (lib/lean-load.ts):`);
    lean.forEach(show);
    console.log(
      row('GET /health beside 10 × statistics', health) +
        `   (statistics computed meanwhile: ${heavyResult.requests.average.toFixed(1)} req/s, p99 ${heavyResult.latency.p99} ms)`,
    );
    console.log(`Server resident memory after the load: ${rss ?? '?'} MB`);
  } finally {
    await lumi.stop();
    await hello.stop();
  }
}

export async function benchClinicReads(): Promise<void> {
  await measure('database PGlite (embedded)', {});
  await withFreshPostgres('reads', async (env) => {
    await measure('database PostgreSQL', { DATABASE_URL: env.DATABASE_URL }, env.DATA_DIR);
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchClinicReads();
}
