// Issue 25 figure: Lighthouse accessibility, best practices and SEO of the public pages, mobile (Lighthouse's
// defaults) and desktop (its desktop preset), one run each (these categories do not vary between runs), with the
// system Chromium on the built server and a fresh data folder. Each page and form prints its three scores and the
// id of every audit that did not pass, so that a score under 1 says at once what to fix.
// Usage: npx tsx bench/accessibility.ts (after npm run build). CHROME_PATH (default /usr/bin/chromium); LUMI_URL
// measures a server already running there; A11Y_PAGES=/,/clinics measures only those paths.
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Result } from 'lighthouse';
import { chromeFlags, chromePath, haveChromium } from './lib/chromium';
import { startLumi } from './lib/servers';
import { demoBookingPages, demoCatalogPages } from './lib/demo-pages';

const CATEGORIES = ['accessibility', 'best-practices', 'seo'] as const;

/** The public pages issue 25 names. */
export async function publicPages(url: string): Promise<string[]> {
  const { category, product } = await demoCatalogPages(url);
  const { clinic, doctor } = await demoBookingPages(url);
  return [
    '/',
    `/detail/${product}`,
    `/categories/${category}`,
    '/search?keyword=serum',
    '/promotions',
    '/clinics',
    '/doctors',
    '/home-booking',
    `/clinic-detail/${clinic}`,
    `/doctor-detail/${doctor}`,
  ];
}

/** Audits of the three categories that scored under 1 (informative and not-applicable ones left out). */
function failing(lhr: Result): string[] {
  const ids = new Set<string>();
  for (const id of CATEGORIES)
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null) continue;
      if (audit.score < 1) ids.add(ref.id);
    }
  return [...ids];
}

/** A11Y_DETAILS=1: the elements (or issues) behind each audit that did not pass, printed as the bench goes. */
const DETAILS = process.env.A11Y_DETAILS === '1';

type DetailItem = {
  node?: { selector?: string; snippet?: string; explanation?: string };
  [key: string]: unknown;
};

function details(page: string, form: string, lhr: Result, id: string): string {
  const audit = lhr.audits[id];
  const items = ((audit?.details as { items?: DetailItem[] } | undefined)?.items ?? []).slice(0, 12);
  const lines = items.map((item) =>
    item.node
      ? `    ${item.node.selector ?? ''}\n      ${item.node.snippet ?? ''}\n      ${(item.node.explanation ?? '').replace(/\n/g, ' ')}`
      : `    ${JSON.stringify(item).slice(0, 400)}`,
  );
  return `-- ${page} ${form} ${id}: ${audit?.title ?? ''}\n${lines.join('\n')}`;
}

export async function benchAccessibility(): Promise<void> {
  if (!haveChromium('Lighthouse accessibility')) return;
  const lumi = process.env.LUMI_URL
    ? { url: process.env.LUMI_URL, stop: async () => {} }
    : await startLumi(3952, { DATABASE_URL: '', REDIS_URL: '' });
  const chrome = await launch({ chromePath, chromeFlags });
  try {
    const only = process.env.A11Y_PAGES?.split(',').filter(Boolean);
    const pages = only ?? (await publicPages(lumi.url));
    const forms: [string, Config | undefined][] = [
      ['mobile', undefined],
      ['desktop', desktopConfig],
    ];
    const rows: string[] = [];
    const notes: string[] = [];
    let perfect = 0;
    const started = performance.now();
    for (const [form, config] of forms)
      for (const page of pages) {
        let lhr: Result | undefined;
        // Lighthouse now and then loses its own trace: that run is made again, up to twice.
        for (let attempt = 0; attempt < 3 && !lhr; attempt++) {
          const result = await lighthouse(
            `${lumi.url}${page}`,
            {
              port: chrome.port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: [...CATEGORIES],
              disableFullPageScreenshot: true,
            },
            config,
          );
          if (result && !result.lhr.runtimeError) lhr = result.lhr;
        }
        if (!lhr) throw new Error(`Lighthouse gave no result for ${page} (${form})`);
        const scores = CATEGORIES.map((id) => lhr.categories[id]?.score ?? Number.NaN);
        if (scores.every((s) => s === 1)) perfect += 1;
        rows.push(
          `${page.slice(0, 44).padEnd(44)} ${form.padEnd(8)} ${scores.map((s) => s.toFixed(2).padStart(13)).join(' ')}`,
        );
        const failed = failing(lhr);
        if (failed.length) notes.push(`${page} ${form}: ${failed.join(', ')}`);
        if (DETAILS && failed.length) for (const id of failed) console.log(details(page, form, lhr, id));
      }
    console.log(
      `\nLighthouse accessibility / best practices / SEO, one run per page and form, Chromium ${chromePath}, ${((performance.now() - started) / 1000).toFixed(0)} s:`,
    );
    console.log(
      `${'page'.padEnd(44)} ${'form'.padEnd(8)} ${CATEGORIES.map((c) => c.padStart(13)).join(' ')}`,
    );
    for (const row of rows) console.log(row);
    console.log(`${perfect} of ${rows.length} page-forms score 1.00 in all three`);
    for (const note of notes) console.log(`  not passed — ${note}`);
  } finally {
    chrome.kill();
    await lumi.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchAccessibility();
}
