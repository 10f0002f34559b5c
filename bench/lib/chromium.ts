// The system Chromium the browser benches drive (never a downloaded one), and the flags they start it with.
import { existsSync } from 'node:fs';

export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

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

/** Whether the browser is there; prints why the figures are skipped when it is not. */
export function haveChromium(bench: string): boolean {
  if (existsSync(chromePath)) return true;
  console.log(`\n(${bench}: no Chromium at ${chromePath} (set CHROME_PATH): figures skipped)`);
  return false;
}
