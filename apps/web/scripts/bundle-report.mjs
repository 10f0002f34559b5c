// Prints the gzip size of the JavaScript the built web app loads before its first render:
// the entry and its static imports (index.html's modulepreloads), then, per page, the lazy route
// chunks that page needs in addition, each against the budget of issue 14 (170 KB gzip; printed, never a failure).
// Usage: node apps/web/scripts/bundle-report.mjs [--verbose] (after a build). The measured figure, in a browser, is
// bench/js-budget.ts.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const assets = join(dist, 'assets');
const files = readdirSync(assets);
const html = readFileSync(join(dist, 'index.html'), 'utf8');

const gz = (name) => gzipSync(readFileSync(join(assets, name)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const BUDGET_KB = 170;
const verdict = (bytes) => (bytes <= BUDGET_KB * 1024 ? 'UNDER' : 'OVER');

/** A chunk and everything it imports statically, recursively. */
function closure(name, seen = new Set()) {
  if (seen.has(name)) return seen;
  seen.add(name);
  const code = readFileSync(join(assets, name), 'utf8');
  for (const match of code.matchAll(/(?:from|import)\s*["']\.\/([^"']+\.js)["']/g)) closure(match[1], seen);
  return seen;
}

const entry = /<script type="module"[^>]*src="\/assets\/([^"]+)"/.exec(html)[1];
const initial = closure(entry);
for (const match of html.matchAll(/rel="modulepreload"[^>]*href="\/assets\/([^"]+)"/g)) initial.add(match[1]);

const total = (set) => [...set].reduce((sum, name) => sum + gz(name), 0);
console.log('Entry and its static imports (before any route module):');
for (const name of [...initial].sort((a, b) => gz(b) - gz(a)))
  console.log(`  ${name.padEnd(40)} ${kb(gz(name))}`);
console.log(`  ${'total'.padEnd(40)} ${kb(total(initial))}`);

const pages = {
  '/': ['shop-layout', 'home'],
  '/auth': ['shop-layout', 'shop-theme-scope', 'auth'],
  '/account': ['shop-layout', 'shop-theme-scope', 'account'],
  '/doctor-owner': ['booking-layout', 'doctor-owner'],
};
for (const [page, prefixes] of Object.entries(pages)) {
  const extra = new Set();
  for (const prefix of prefixes) {
    const file = files.find((f) => new RegExp(`^${prefix}-[\\w-]{8}\\.js$`).test(f));
    if (!file) console.warn(`  (no chunk named ${prefix})`);
    if (file) for (const name of closure(file)) if (!initial.has(name)) extra.add(name);
  }
  const before = total(initial) + total(extra);
  console.log(
    `${page}: + ${kb(total(extra))} of route chunks → ${kb(before)} before first render, budget ${BUDGET_KB} KB: ${verdict(before)}`,
  );
  if (process.argv.includes('--verbose'))
    for (const name of [...extra].sort((a, b) => gz(b) - gz(a)))
      console.log(`    ${name.padEnd(38)} ${kb(gz(name))}`);
}
