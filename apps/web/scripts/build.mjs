// `npm run build -w @lumi/web`: the browser's bundle (dist/) and the server renderer of the public pages
// (dist-ssr/, ADR 0025), both production builds whatever the shell's NODE_ENV says: with NODE_ENV=development Vite
// would ship React's development build to the browser and a renderer whose JSX calls a function React's production
// server build lacks (ADR 0027). Quiet: Vite's warnings and errors, then one summary line.
import { readdirSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

process.env.NODE_ENV = 'production';
const { build, createLogger } = await import('vite');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const started = Date.now();

/**
 * Vite's URL rewriting warns once when a CSS declaration has no source file; the declarations CSS modules' `composes`
 * adds are such (they carry class names, never a url()), so that warning says nothing about this app.
 */
const COMPOSES_NOTICE = 'A PostCSS plugin did not pass the `from` option';
const base = createLogger('warn', { allowClearScreen: false });
const logger = {
  ...base,
  warn: (msg, options) => (msg.includes(COMPOSES_NOTICE) ? undefined : base.warn(msg, options)),
  warnOnce: (msg, options) => (msg.includes(COMPOSES_NOTICE) ? undefined : base.warnOnce(msg, options)),
};

const common = { root, mode: 'production', logLevel: 'warn', customLogger: logger, clearScreen: false };
await build(common);
await build({
  ...common,
  build: { ssr: 'src/entry-server.tsx', outDir: 'dist-ssr', emptyOutDir: true },
});

/**
 * The hashed assets a browser downloads as text, compressed once here at the highest levels (Brotli 11, gzip 9) and
 * served as they are (`preCompressed` in the server's static files, ADR 0034): 14 % fewer bytes on the wire than
 * compressing each request at a speed-friendly level.
 */
const COMPRESSIBLE = /\.(js|css|svg|json|txt)$/;
/** Below this, compression saves less than its headers cost (the server's own threshold, COMPRESS_MIN_BYTES). */
const COMPRESS_MIN_BYTES = 1024;
const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);
async function precompress(dir) {
  const files = readdirSync(dir).filter((name) => COMPRESSIBLE.test(name));
  await Promise.all(
    files.map(async (name) => {
      const file = path.join(dir, name);
      const body = await readFile(file);
      if (body.length < COMPRESS_MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        toBrotli(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
        }),
        toGzip(body, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }),
  );
}
await precompress(path.join(root, 'dist', 'assets'));
// Written last: scripts/build-stale.mjs builds again where a build was cut short.
await writeFile(path.join(root, 'dist-ssr', '.build-complete'), `${new Date().toISOString()}\n`);

function sizeOf(dir) {
  let files = 0;
  let bytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      const inner = sizeOf(full);
      files += inner.files;
      bytes += inner.bytes;
    } else {
      files += 1;
      bytes += statSync(full).size;
    }
  }
  return { files, bytes };
}

const web = sizeOf(path.join(root, 'dist'));
const ssr = sizeOf(path.join(root, 'dist-ssr'));
const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1).replace('.', ',');
console.log(
  `[lumi] web app built in ${((Date.now() - started) / 1000).toFixed(1)} s: apps/web/dist (${web.files} files, ${mb(web.bytes)} MB) and the page renderer apps/web/dist-ssr (${mb(ssr.bytes)} MB), production`,
);
