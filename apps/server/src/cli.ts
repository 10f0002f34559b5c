import { rm } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig, loadDotEnv } from './config';
import { createStorage } from './providers/storage';
import { openDatabase } from './db/client';
import { DatabaseInUseError, lockPgliteFolder } from './db/pglite-lock';
import { runMigrations } from './db/migrate';
import { seedDemoData } from './seed';
import { runBackupCommand } from './ops/backup/cli';

/** `npm run db:migrate | db:seed | db:reset` */
async function run(command: string | undefined) {
  loadDotEnv();
  const config = loadConfig();
  if (command === 'reset') {
    if (config.databaseUrl) {
      const database = await openDatabase(config);
      await database.db.execute(sql`drop schema if exists public cascade`);
      await database.db.execute(sql`drop schema if exists drizzle cascade`);
      await database.db.execute(sql`create schema public`);
      await database.close();
    } else {
      // Never under a running server or seed: the folder's lock first (ADR 0054), released for the open below.
      const folder = path.join(config.dataDir, 'db');
      const unlock = lockPgliteFolder(folder);
      try {
        await rm(folder, { recursive: true, force: true });
      } finally {
        unlock();
      }
    }
    if (config.storage.driver === 'local') {
      await rm(path.join(config.dataDir, 'uploads'), { recursive: true, force: true });
    } else {
      // The bucket's files under S3_PREFIX, one by one (ADR 0053): the bucket itself and anything else in it stay.
      const storage = await createStorage(config);
      let removed = 0;
      for await (const key of storage.list()) {
        await storage.remove(key);
        removed += 1;
      }
      console.log(`[lumi] đã xóa ${removed} tệp tải lên trong bucket ${config.storage.s3.bucket}`);
    }
  }
  const database = await openDatabase(config);
  await runMigrations(database);
  console.log(`[lumi] migrations applied (${database.kind})`);
  if (command === 'seed' || command === 'reset') {
    const created = await seedDemoData(database.db, await createStorage(config));
    console.log(
      created.length
        ? `[lumi] demo data created:\n  ${created.join('\n  ')}`
        : '[lumi] demo data already present',
    );
  }
  await database.close();
}

const command = process.argv[2];
if (command === 'backup' || command === 'restore') {
  // `npm run db:backup | db:restore` (ADR 0054). npm runs a workspace's script in its folder: a relative --out or
  // --from starts where npm was run.
  const cwd = process.env.INIT_CWD ?? process.cwd();
  (async () => {
    loadDotEnv();
    return runBackupCommand(command, process.argv.slice(3), { config: loadConfig(), cwd });
  })().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
} else if (!['migrate', 'seed', 'reset'].includes(command ?? '')) {
  console.error('usage: cli.ts migrate|seed|reset|backup|restore');
  process.exit(2);
} else {
  run(command).catch((error: unknown) => {
    console.error(error instanceof DatabaseInUseError ? error.message : error);
    process.exit(1);
  });
}
