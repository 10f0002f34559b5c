import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres, wrapPglite } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { seedDemoData } from '../src/seed';
import { createLocalStorage } from '../src/providers/storage';

/**
 * Builds one migrated and seeded template database for the whole run:
 * - PGlite (default): a data-directory dump that every test file loads (`loadDataDir`), skipping initdb;
 * - PostgreSQL (DATABASE_URL set): a template database that every test file clones with CREATE DATABASE … TEMPLATE.
 */
export default async function setup(project: TestProject) {
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'lumi-test-'));
  const uploadsDir = path.join(workDir, 'seed-uploads');
  const storage = createLocalStorage(uploadsDir);
  const databaseUrl = process.env.DATABASE_URL;
  let templateName: string | undefined;

  if (databaseUrl) {
    templateName = `lumi_tpl_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${templateName}`);
    await admin.end();
    const url = new URL(databaseUrl);
    url.pathname = `/${templateName}`;
    const database = await openPostgres(url.toString(), 2);
    await runMigrations(database);
    await seedDemoData(database.db, storage);
    await database.close();
  } else {
    const client = await openPglite();
    const database = wrapPglite(client);
    await runMigrations(database);
    await seedDemoData(database.db, storage);
    const dump = await client.dumpDataDir('none');
    await writeFile(path.join(workDir, 'template.tar'), Buffer.from(await dump.arrayBuffer()));
    await database.close();
  }

  project.provide('lumiTest', { workDir, uploadsDir, templateName: templateName ?? null });

  return async () => {
    if (databaseUrl && templateName) {
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      const { rows } = await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $2`,
        [templateName, `lumi_t_${process.pid}_%`],
      );
      for (const row of rows) await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
      await admin.end();
    }
    await rm(workDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    lumiTest: { workDir: string; uploadsDir: string; templateName: string | null };
  }
}
