import { rm } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig, loadDotEnv } from './config';
import { createLocalStorage } from './providers/storage';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { seedDemoData } from './seed';

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
      await rm(path.join(config.dataDir, 'db'), { recursive: true, force: true });
    }
    await rm(path.join(config.dataDir, 'uploads'), { recursive: true, force: true });
  }
  const database = await openDatabase(config);
  await runMigrations(database);
  console.log(`[lumi] migrations applied (${database.kind})`);
  if (command === 'seed' || command === 'reset') {
    const created = await seedDemoData(database.db, createLocalStorage(path.join(config.dataDir, 'uploads')));
    console.log(
      created.length
        ? `[lumi] demo data created:\n  ${created.join('\n  ')}`
        : '[lumi] demo data already present',
    );
  }
  await database.close();
}

const command = process.argv[2];
if (!['migrate', 'seed', 'reset'].includes(command ?? '')) {
  console.error('usage: cli.ts migrate|seed|reset');
  process.exit(2);
}
run(command).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
