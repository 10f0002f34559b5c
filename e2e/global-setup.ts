import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * The browser and fonts the suite renders with, provisioned by the script `npm test` and `.ci/run` share
 * (scripts/browser-deps.mjs): installed when missing and allowed, otherwise the run stops on its one-line message.
 */
export default function globalSetup(): void {
  const script = fileURLToPath(new URL('../scripts/browser-deps.mjs', import.meta.url));
  try {
    execFileSync(process.execPath, [script], { stdio: 'inherit' });
  } catch {
    throw new Error('the end-to-end suite needs Chromium and the Noto fonts (see the line above)');
  }
}
