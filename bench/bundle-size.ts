// The JavaScript downloaded before the first render of `/` (budget 170 KB gzip), read from the built web app.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './lib/servers';

export function printBundleSize(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(repoRoot, 'apps/web/scripts/bundle-report.mjs')], {
      cwd: path.join(repoRoot, 'apps/web'),
      stdio: 'inherit',
    });
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`bundle-report exited with ${code}`)),
    );
  });
}
