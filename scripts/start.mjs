// `npm start`: builds what is missing or out of date (web app, server bundle), then serves the whole product
// on http://localhost:3000 — on the embedded database with demo data unless DATABASE_URL says otherwise.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildStale } from './build-stale.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

buildStale();

const child = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
