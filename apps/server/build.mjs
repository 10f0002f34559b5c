// Bundles the server (and @lumi/shared, which is TypeScript source) into dist/main.js with esbuild;
// npm packages stay external and are loaded from node_modules. Migrations are copied beside the bundle.
import { cp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
// LUMI_SERVER_OUTDIR builds elsewhere (a bench of a work in progress beside the main build).
const outdir = process.env.LUMI_SERVER_OUTDIR
  ? path.resolve(process.env.LUMI_SERVER_OUTDIR)
  : path.join(here, 'dist');
await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: {
    main: path.join(here, 'src/main.ts'),
    cli: path.join(here, 'src/cli.ts'),
    // The embedded database's thread (ADR 0049), found beside the bundle by db/pglite-thread.ts.
    'pglite-worker': path.join(here, 'src/db/pglite-worker.ts'),
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  // @lumi/shared is a workspace of TypeScript sources: bundle it rather than load it at run time.
  plugins: [
    {
      name: 'bundle-shared',
      setup(b) {
        b.onResolve({ filter: /^@lumi\/shared$/ }, () => ({
          path: path.join(here, '../../packages/shared/src/index.ts'),
        }));
      },
    },
  ],
  logLevel: 'warning',
});
await cp(path.join(here, 'migrations'), path.join(outdir, 'migrations'), { recursive: true });
// Written last: scripts/build-stale.mjs builds again where a build was cut short.
await writeFile(path.join(outdir, '.build-complete'), `${new Date().toISOString()}\n`);
console.log(`[lumi] server built → ${path.relative(process.cwd(), outdir) || outdir}`);
