// Issue 14 figure: Lighthouse performance of the public pages, with the system Chromium (never a downloaded one),
// on the built server with a fresh data folder. `/`, a product page and `/clinics`, mobile (Lighthouse's defaults:
// Moto G Power emulation, simulated slow 4G and 4× CPU slowdown) and desktop (its desktop preset), LIGHTHOUSE_RUNS
// runs each (default 5): the median score and the median FCP, LCP, TBT, CLS and Speed Index, and the score's range.
// LIGHTHOUSE_PAGES=1 measures the home page only.
// Usage: npx tsx bench/lighthouse.ts (after npm run build). CHROME_PATH (default /usr/bin/chromium); LUMI_URL
// measures a server already running there instead of starting one; LIGHTHOUSE_SAVE=<folder> keeps the reports.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Result } from 'lighthouse';
import { chromeFlags, chromePath, haveChromium } from './lib/chromium';
import { startLumi } from './lib/servers';
import { demoCatalogPages } from './lib/demo-pages';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
/** LIGHTHOUSE_SAVE=<folder>: each run's full report (JSON) is written there, to read its audits. */
const SAVE_DIR = process.env.LIGHTHOUSE_SAVE;

/** Runs Lighthouse itself fails (its trace lost) made again per page and form before the bench gives up. */
const MAX_FAILED_RUNS = 3;

export type Run = { score: number; fcp: number; lcp: number; tbt: number; cls: number; si: number };

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** The pages measured: home, a product page of the demo catalogue, the clinics list. */
async function pagesOf(url: string): Promise<string[]> {
  const { product } = await demoCatalogPages(url);
  return ['/', `/detail/${product}`, '/clinics'];
}

function figures(lhr: Result): Run {
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: lhr.categories.performance?.score ?? Number.NaN,
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    si: value('speed-index'),
  };
}

/**
 * `runs` Lighthouse performance runs of one address in one form factor (mobile: Lighthouse's defaults; desktop: its
 * desktop preset) in the Chromium listening on `port`. A run whose trace Lighthouse lost is made again, up to
 * MAX_FAILED_RUNS times.
 */
export async function lighthouseRuns(
  port: number,
  url: string,
  form: 'mobile' | 'desktop',
  runs: number,
): Promise<Run[]> {
  const config: Config | undefined = form === 'desktop' ? desktopConfig : undefined;
  const done: Run[] = [];
  for (let i = 0, failed = 0; i < runs; i++) {
    const result = await lighthouse(
      url,
      {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableFullPageScreenshot: true,
      },
      config,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (result.lhr.runtimeError) {
      // Lighthouse now and then loses its own trace (NO_NAVSTART, on any build of the page): that run is made
      // again, and said.
      failed += 1;
      console.log(`${url} ${form}: run ${i + 1} failed (${result.lhr.runtimeError.code}), made again`);
      if (failed > MAX_FAILED_RUNS) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
      i -= 1;
      continue;
    }
    done.push(figures(result.lhr));
    if (SAVE_DIR)
      await writeFile(
        path.join(SAVE_DIR, `${form}-${new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_')}-${i + 1}.json`),
        JSON.stringify(result.lhr),
      );
  }
  return done;
}

function line(page: string, form: string, runs: Run[]): string {
  const m = (key: keyof Run) => median(runs.map((r) => r[key]));
  const scores = runs.map((r) => r.score);
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  return `${page.padEnd(44)} ${form.padEnd(8)} ${m('score').toFixed(2).padStart(5)}  (${Math.min(...scores).toFixed(2)}–${Math.max(...scores).toFixed(2)})  ${s(m('fcp')).padStart(6)} ${s(m('lcp')).padStart(6)} ${`${m('tbt').toFixed(0)} ms`.padStart(8)} ${m('cls').toFixed(3).padStart(6)} ${s(m('si')).padStart(6)}`;
}

export async function benchLighthouse(): Promise<void> {
  if (!haveChromium('Lighthouse')) return;
  const lumi = process.env.LUMI_URL
    ? { url: process.env.LUMI_URL, stop: async () => {} }
    : await startLumi(3951, { DATABASE_URL: '', REDIS_URL: '' });
  const chrome = await launch({ chromePath, chromeFlags });
  try {
    // LIGHTHOUSE_PAGES=1 measures the home page only (the issue's figure); the product page and /clinics follow.
    const pages = (await pagesOf(lumi.url)).slice(0, Number(process.env.LIGHTHOUSE_PAGES ?? 3));
    // One plain load of each page first, so that the server's caches are what every run meets.
    for (const page of pages) await (await fetch(`${lumi.url}${page}`)).text();
    const forms = ['mobile', 'desktop'] as const;
    const rows: string[] = [];
    const started = performance.now();
    for (const form of forms)
      for (const page of pages) {
        const runs = await lighthouseRuns(chrome.port, `${lumi.url}${page}`, form, RUNS);
        rows.push(line(page, form, runs));
      }
    console.log(
      `\nLighthouse ${RUNS}× per page and form factor, Chromium ${chromePath}, medians (score range in brackets), ${((performance.now() - started) / 1000).toFixed(0)} s:`,
    );
    console.log(
      `${'page'.padEnd(44)} ${'form'.padEnd(8)} ${'score'.padStart(5)}  ${'(range)'.padEnd(11)}  ${'FCP'.padStart(6)} ${'LCP'.padStart(6)} ${'TBT'.padStart(8)} ${'CLS'.padStart(6)} ${'SI'.padStart(6)}`,
    );
    for (const row of rows) console.log(row);
  } finally {
    chrome.kill();
    await lumi.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchLighthouse();
}
