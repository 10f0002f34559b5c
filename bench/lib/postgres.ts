import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * Runs `work` on a fresh database of the local PostgreSQL server (DATABASE_URL's server, or 127.0.0.1:5432) with a
 * throw-away data folder for uploads, then drops both (BENCH_KEEP_DATABASE=1 keeps the database and prints its
 * name, to look into its queries afterwards). Prints a line and skips when the server cannot be reached.
 */
export async function withFreshPostgres(
  name: string,
  work: (env: { DATABASE_URL: string; DATA_DIR: string }) => Promise<void>,
): Promise<void> {
  const serverUrl = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  const database = `lumi_bench_${name}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl.toString() });
  try {
    await admin.connect();
  } catch {
    console.log('\n(PostgreSQL not reachable: PostgreSQL figures skipped)');
    return;
  }
  await admin.query(`CREATE DATABASE ${database}`);
  const dbUrl = new URL(serverUrl.toString());
  dbUrl.pathname = `/${database}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `lumi-bench-${name}-pg-`));
  try {
    await work({ DATABASE_URL: dbUrl.toString(), DATA_DIR: dataDir });
  } finally {
    if (process.env.BENCH_KEEP_DATABASE === '1') console.log(`(database kept: ${database})`);
    else await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
    await rm(dataDir, { recursive: true, force: true });
  }
}
