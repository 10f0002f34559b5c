import { rm } from 'node:fs/promises';

/**
 * Removes the run's database and uploads folder. Playwright stops the web server after this (teardowns run in the
 * reverse order of their setups), so the server may still be writing a picture's size variant asked for by the last
 * page: the removal is retried when a folder fills again under it (ENOTEMPTY).
 */
export default async function globalTeardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (dir && dir.includes('lumi-e2e-'))
    await rm(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
}
