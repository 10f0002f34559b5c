// What a newcomer does, over real processes (issue 8, items 1 and 5), run by .ci/run on a fresh clone:
//  1. `npm start` (builds what is missing, seeds the demo data) → healthy → Ctrl-C;
//  2. `npm start` again → healthy (prints the time: the target is ≤ 3 s once built) → Ctrl-C;
//  3. a new data folder: the server is killed with SIGKILL while it loads the demo data, started again →
//     healthy with the whole demo shop (every category and product).
// Every start runs with NODE_ENV=development, as many shells export it: the first (which builds on a fresh clone) must
// still serve production builds, a server-rendered product page with its content, and print little (issue 24).
// Prints one line per step with its time; exits non-zero at the first step that fails.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.START_CHECK_PORT || (await freePort()));
const base = `http://127.0.0.1:${port}`;
const EXPECTED = { categories: 59, products: 144 };

function fail(message) {
  console.error(`[start-check] FAILED: ${message}`);
  process.exit(1);
}

/** Starts a command in its own process group, collecting its output; `seen(text)` resolves once it printed text. */
function launch(command, args, dataDir) {
  const child = spawn(command, args, {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
    },
  });
  let output = '';
  const waiters = [];
  const onData = (chunk) => {
    output += chunk.toString();
    for (const w of waiters) if (output.includes(w.text)) w.resolve();
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  return {
    child,
    exited,
    output: () => output,
    seen: (text) =>
      new Promise((resolve) => {
        if (output.includes(text)) resolve();
        else waiters.push({ text, resolve });
      }),
  };
}

async function waitHealthy(proc, timeoutMs) {
  const started = Date.now();
  let exit = null;
  void proc.exited.then((e) => (exit = e));
  while (Date.now() - started < timeoutMs) {
    if (exit)
      fail(
        `the server exited (${JSON.stringify(exit)}) before it was healthy:\n${proc.output().slice(-3000)}`,
      );
    try {
      const res = await fetch(`${base}/api/v1/health`, { signal: AbortSignal.timeout(2000) });
      if (res.status === 200 && (await res.json()).data?.status === 'ok') return Date.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  fail(`not healthy within ${timeoutMs / 1000} s:\n${proc.output().slice(-3000)}`);
}

async function stop(proc, signal = 'SIGINT') {
  try {
    process.kill(-proc.child.pid, signal);
  } catch {
    // already gone
  }
  const timer = setTimeout(() => process.kill(-proc.child.pid, 'SIGKILL'), 15_000);
  const result = await proc.exited;
  clearTimeout(timer);
  return result;
}

async function demoShopSize() {
  const tree = (await (await fetch(`${base}/api/v1/categories`)).json()).data;
  const countNodes = (nodes) => nodes.reduce((n, c) => n + 1 + countNodes(c.children ?? []), 0);
  const login = await fetch(`${base}/api/v1/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'lumi-admin-2026' }),
  });
  const token = (await login.json()).accessToken;
  if (!token) fail(`the demo admin cannot sign in (${login.status})`);
  const products = await (
    await fetch(`${base}/api/v1/admin/products?page=1&pageSize=1`, { headers: { 'x-admin-header': token } })
  ).json();
  return {
    categories: countNodes(tree),
    products: products.pagination?.totalItems ?? products.data?.pagination?.totalItems,
  };
}

/** A product page comes from the server whole (name, JSON-LD), and the browser is sent React's production build. */
async function checkRenderedProductPage() {
  const search = await (await fetch(`${base}/api/v1/products/search?search=kem`)).json();
  const product = search.data?.[0] ?? search.data?.items?.[0];
  if (!product?.slug) fail(`no product to open: ${JSON.stringify(search).slice(0, 300)}`);
  const page = await fetch(`${base}/detail/${product.slug}`);
  const html = await page.text();
  if (page.status !== 200) fail(`the product page answered ${page.status}`);
  const escapedName = product.name.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  if (!html.includes('application/ld+json') || !html.includes(escapedName))
    fail(`the product page is not server-rendered (${html.length} bytes):\n${html.slice(0, 600)}`);
  const scripts = [
    ...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g),
  ].map((m) => m[1]);
  if (scripts.length === 0) fail('the product page names no script');
  for (const src of scripts) {
    const js = await (await fetch(new URL(src, base))).text();
    if (js.includes('jsxDEV(')) fail(`${src} is a development build (it calls jsxDEV)`);
  }
  return { name: product.name, bytes: html.length, scripts: scripts.length };
}

const dirs = [];
const tempDir = (name) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), `lumi-start-${name}-`));
  dirs.push(dir);
  return dir;
};

try {
  // 1 and 2: npm start twice on one data folder.
  const dataDir = tempDir('twice');
  const first = launch('npm', ['start'], dataDir);
  const firstMs = await waitHealthy(first, 900_000);
  console.log(
    `[start-check] first npm start (build if needed, migrate, seed): healthy after ${(firstMs / 1000).toFixed(1)} s`,
  );
  const firstLines = first.output().trimEnd().split('\n');
  if (/building the web app/.test(first.output()) && !/web app built in .*production/.test(first.output()))
    fail(`the web build printed no summary line:\n${first.output().slice(-3000)}`);
  if (!first.output().includes('dữ liệu mẫu 7/7')) fail(`no progress of the demo data:\n${first.output()}`);
  if (firstLines.length > 40) fail(`the first start printed ${firstLines.length} lines:\n${first.output()}`);
  console.log(`[start-check] the first start printed ${firstLines.length} lines`);
  const rendered = await checkRenderedProductPage();
  console.log(
    `[start-check] a product page ('${rendered.name}', ${rendered.bytes} bytes) is server-rendered; its ${rendered.scripts} scripts are production builds`,
  );
  const firstShop = await demoShopSize();
  if (firstShop.categories !== EXPECTED.categories || firstShop.products !== EXPECTED.products)
    fail(`first start: demo shop ${JSON.stringify(firstShop)}, expected ${JSON.stringify(EXPECTED)}`);
  const firstExit = await stop(first);
  if (firstExit.code !== 0 && firstExit.code !== 130 && firstExit.signal !== 'SIGINT')
    fail(`first start did not stop cleanly on Ctrl-C: ${JSON.stringify(firstExit)}`);

  const second = launch('npm', ['start'], dataDir);
  const secondMs = await waitHealthy(second, 60_000);
  if (/building/.test(second.output())) fail(`the second start rebuilt:\n${second.output()}`);
  console.log(
    `[start-check] second npm start (already built and seeded): healthy after ${(secondMs / 1000).toFixed(1)} s`,
  );
  await stop(second);

  // 3: SIGKILL while the demo data loads, then a normal start finishes it.
  const killedDir = tempDir('killed');
  const doomed = launch(process.execPath, [path.join(root, 'apps/server/dist/main.js')], killedDir);
  const seeding = await Promise.race([
    doomed.seen('dữ liệu mẫu').then(() => true),
    doomed.exited.then(() => false),
  ]);
  if (!seeding) fail(`the server exited before seeding:\n${doomed.output()}`);
  await new Promise((r) => setTimeout(r, 6000)); // well into the catalogue
  const killed = await stop(doomed, 'SIGKILL');
  console.log(`[start-check] killed during the seed (${killed.signal ?? killed.code})`);
  const revived = launch(process.execPath, [path.join(root, 'apps/server/dist/main.js')], killedDir);
  const revivedMs = await waitHealthy(revived, 600_000);
  const shop = await demoShopSize();
  await stop(revived);
  if (shop.categories !== EXPECTED.categories || shop.products !== EXPECTED.products)
    fail(`after the kill: demo shop ${JSON.stringify(shop)}, expected ${JSON.stringify(EXPECTED)}`);
  console.log(
    `[start-check] start after the kill: healthy after ${(revivedMs / 1000).toFixed(1)} s with ${shop.categories} categories and ${shop.products} products`,
  );
} finally {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}
console.log('[start-check] passed');
