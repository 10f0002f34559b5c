// Issue 26 figures, in one table: every public page a visitor opens from a shared link, on a phone and a desktop.
// Per page, on the built server with a fresh data folder:
// - Lighthouse performance, mobile (Moto G Power emulation, slow 4G, 4× CPU) and desktop, median of PHONE_RUNS runs
//   (default 5), with the mobile LCP, TBT and the worst CLS of both forms;
// - the JavaScript requested before the first contentful paint as bytes on the wire (Chromium's network log,
//   headers included), its files and download waves, and all the JavaScript the page loads by network idle (since
//   ADR 0039 a rendered page asks for the app's code once it is painted: that is where it shows) (bench/js-budget.ts);
// - what the HTML carries for a link preview and a crawler: server-rendered content, og:image, the JSON-LD types.
// Targets (issue 26): mobile ≥ 0.90, desktop ≥ 0.98, CLS ≤ 0.05, JS before first render ≤ 170 KB on the wire in one
// wave. Benches print, they never fail on a figure.
// Usage: npx tsx bench/phone-pages.ts (after npm run build). LUMI_URL measures a server already running there;
// PHONE_RUNS=1 for a quick look; PHONE_PAGES=/clinics,/doctors measures those addresses only.
import { launch } from 'chrome-launcher';
import { chromeFlags, chromePath, haveChromium } from './lib/chromium';
import { demoBookingPages, demoCatalogPages } from './lib/demo-pages';
import { startLumi } from './lib/servers';
import { beforeFirstPaint, JS_BUDGET_KB, measurePage } from './js-budget';
import { lighthouseRuns, median, type Run } from './lighthouse';

const RUNS = Number(process.env.PHONE_RUNS ?? 5);
const TARGET = { mobile: 0.9, desktop: 0.98, cls: 0.05 };

type Row = {
  name: string;
  page: string;
  mobile: Run[];
  desktop: Run[];
  wire: number;
  files: number;
  waves: number;
  /** All the page's JavaScript by network idle (what it needs to be live): bytes on the wire, files, waves. */
  all: { wire: number; files: number; waves: number };
  html: { rendered: boolean; ogImage: boolean; jsonLd: string[]; bytes: number };
};

/** The pages of the issue, with the clinic page besides. */
async function pagesOf(url: string): Promise<{ name: string; page: string }[]> {
  const { category, product } = await demoCatalogPages(url);
  const { clinic, doctor } = await demoBookingPages(url);
  const all = [
    { name: 'home', page: '/' },
    { name: 'product', page: `/detail/${product}` },
    { name: 'category', page: `/categories/${category}` },
    { name: 'clinics', page: '/clinics' },
    { name: 'doctors', page: '/doctors' },
    { name: 'home-booking', page: '/home-booking' },
    { name: 'doctor', page: `/doctor-detail/${doctor}` },
    { name: 'clinic', page: `/clinic-detail/${clinic}` },
  ];
  const only = process.env.PHONE_PAGES?.split(',').filter(Boolean);
  return only ? all.filter((p) => only.includes(p.page) || only.includes(p.name)) : all;
}

/** What a link preview or a crawler reads in the page's HTML. */
async function htmlOf(url: string): Promise<Row['html']> {
  const html = await (await fetch(url, { headers: { accept: 'text/html' } })).text();
  const root = /<div id="root">([\s\S]*?)<\/div>\s*<script/.exec(html)?.[1] ?? '';
  const types = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].flatMap(
    (m) => {
      try {
        const data = JSON.parse(m[1]!) as { '@type'?: string } | { '@type'?: string }[];
        return (Array.isArray(data) ? data : [data]).map((d) => d['@type'] ?? '?');
      } catch {
        return ['(invalid)'];
      }
    },
  );
  return {
    rendered: root.replace(/<[^>]+>/g, '').trim().length > 200,
    ogImage: /<meta property="og:image" content="[^"]+"/.test(html),
    jsonLd: types,
    bytes: Buffer.byteLength(html),
  };
}

const mark = (ok: boolean) => (ok ? ' ' : '✗');

function print(rows: Row[], seconds: number): void {
  console.log(
    `\nIssue 26 — public pages on a phone: Lighthouse ${RUNS}× per form (median), JavaScript before the first paint on the wire, the HTML (${seconds.toFixed(0)} s; ✗ = misses the target):`,
  );
  const head = [
    'page'.padEnd(13),
    'mobile'.padStart(7),
    'desktop'.padStart(8),
    'LCP m'.padStart(7),
    'TBT m'.padStart(8),
    'CLS'.padStart(7),
    'JS before paint'.padStart(22),
    'waves'.padStart(6),
    'JS by idle (waves)'.padStart(24),
    '  HTML',
  ];
  console.log(head.join(' '));
  for (const r of rows) {
    const m = (runs: Run[], key: keyof Run) => median(runs.map((run) => run[key]));
    const mobile = m(r.mobile, 'score');
    const desktop = m(r.desktop, 'score');
    const cls = Math.max(m(r.mobile, 'cls'), m(r.desktop, 'cls'));
    const kb = r.wire / 1024;
    console.log(
      [
        r.name.padEnd(13),
        `${mobile.toFixed(2)}${mark(mobile >= TARGET.mobile)}`.padStart(7),
        `${desktop.toFixed(2)}${mark(desktop >= TARGET.desktop)}`.padStart(8),
        `${(m(r.mobile, 'lcp') / 1000).toFixed(1)} s`.padStart(7),
        `${m(r.mobile, 'tbt').toFixed(0)} ms`.padStart(8),
        `${cls.toFixed(3)}${mark(cls <= TARGET.cls)}`.padStart(7),
        `${kb.toFixed(1)} KB / ${r.files} files${mark(kb <= JS_BUDGET_KB)}`.padStart(22),
        `${r.waves}${mark(r.waves === 1)}`.padStart(6),
        `${(r.all.wire / 1024).toFixed(1)} KB / ${r.all.files} files (${r.all.waves})`.padStart(24),
        `  ${r.html.rendered ? 'rendered' : 'EMPTY'}, ${(r.html.bytes / 1024).toFixed(0)} KB, og:image ${r.html.ogImage ? 'yes' : 'NO'}, JSON-LD ${r.html.jsonLd.join('+') || 'none'}`,
      ].join(' '),
    );
  }
}

export async function benchPhonePages(): Promise<void> {
  if (!haveChromium('phone pages')) return;
  const lumi = process.env.LUMI_URL
    ? { url: process.env.LUMI_URL, stop: async () => {} }
    : await startLumi(3971, { DATABASE_URL: '', REDIS_URL: '' });
  const chrome = await launch({ chromePath, chromeFlags });
  try {
    const pages = await pagesOf(lumi.url);
    const started = performance.now();
    const rows: Row[] = [];
    for (const { name, page } of pages) {
      const url = `${lumi.url}${page}`;
      // One plain load first, so that the server's caches are what every run meets.
      const html = await htmlOf(url);
      const figures = await measurePage(lumi.url, page);
      const js = beforeFirstPaint(figures);
      const all = {
        wire: figures.scripts.reduce((n, script) => n + script.wire, 0),
        files: figures.scripts.length,
        waves: Math.max(0, ...figures.scripts.map((script) => script.wave)),
      };
      const mobile = await lighthouseRuns(chrome.port, url, 'mobile', RUNS);
      const desktop = await lighthouseRuns(chrome.port, url, 'desktop', RUNS);
      rows.push({ name, page, mobile, desktop, wire: js.wire, files: js.files, waves: js.waves, all, html });
    }
    print(rows, (performance.now() - started) / 1000);
  } finally {
    chrome.kill();
    await lumi.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchPhonePages();
}
