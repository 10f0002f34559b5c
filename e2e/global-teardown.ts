import { rm } from 'node:fs/promises';

/** Removes the run's database and uploads folder (the web server has stopped by now). */
export default async function globalTeardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (dir && dir.includes('lumi-e2e-')) await rm(dir, { recursive: true, force: true });
}
