// The system Chromium the browser benches drive (never a downloaded one), and the flags they start it with.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The browser scripts/browser-deps.mjs provisions: CHROMIUM_PATH, else CHROME_PATH, else Debian's Chromium. */
export const chromePath = process.env.CHROMIUM_PATH || process.env.CHROME_PATH || '/usr/bin/chromium';

export const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

let provisioned: boolean | undefined;

/**
 * Whether the browser is there, provisioned by the script `npm test` and `.ci/run` share (scripts/browser-deps.mjs:
 * Debian's Chromium and the Noto fonts, installed when missing and allowed); says why the figures are skipped if not.
 */
export function haveChromium(bench: string): boolean {
  if (provisioned === undefined) {
    const script = fileURLToPath(new URL('../../scripts/browser-deps.mjs', import.meta.url));
    try {
      execFileSync(process.execPath, [script], { stdio: 'inherit' });
      provisioned = true;
    } catch {
      provisioned = false;
    }
  }
  if (!provisioned)
    console.log(`\n(${bench}: no Chromium at ${chromePath} (set CHROME_PATH): figures skipped)`);
  return provisioned;
}
