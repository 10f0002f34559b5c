// Builds what is missing or out of date — the web app (browser bundle and page renderer) and the server bundle — and
// nothing else: `npm start` runs it before serving, `npm run test:e2e` before the browser tests (on CI the start check
// has just built the same sources, so the browser tests no longer build them a second time).
// Each build writes its stamp (BUILD_STAMP) last: a build cut short leaves no stamp and is done again.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const BUILD_STAMP = '.build-complete';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const shared = 'packages/shared/src';

/** What each build reads, and the folder it writes its stamp in. */
const BUILDS = [
  {
    name: 'the web app',
    workspace: '@lumi/web',
    stamp: 'apps/web/dist-ssr',
    sources: [
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/public',
      'apps/web/build',
      'apps/web/scripts',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
      shared,
    ],
  },
  {
    name: 'the server',
    workspace: '@lumi/server',
    stamp: 'apps/server/dist',
    sources: [
      'apps/server/src',
      'apps/server/migrations',
      'apps/server/build.mjs',
      'apps/server/package.json',
      shared,
    ],
  },
];

/** The newest modification time under a path: a file's own, or the newest file's in a folder (recursively). */
function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

function isStale({ stamp, sources }) {
  const file = path.join(root, stamp, BUILD_STAMP);
  if (!existsSync(file)) return true;
  const built = statSync(file).mtimeMs;
  return sources.some((source) => newestMtime(path.join(root, source)) > built);
}

/** Runs each build whose stamp is missing or older than one of its sources; exits with the build's code on failure. */
export function buildStale() {
  for (const build of BUILDS) {
    if (!isStale(build)) continue;
    console.log(`[lumi] building ${build.name}…`);
    const result = spawnSync('npm', ['run', '--silent', 'build', '-w', build.workspace], {
      cwd: root,
      stdio: 'inherit',
      shell: process.platform === 'win32',
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) buildStale();
