import { fork } from 'node:child_process';
import path from 'node:path';
import v8 from 'node:v8';
import { ConfigError, loadConfig, loadDotEnv, type Config } from './config';
import { buildApp } from './app';
import { openDatabase, type Database } from './db/client';
import { runMigrations } from './db/migrate';
import { isDemoSeeded, seedDemoData } from './seed';
import { RendererUnusableError } from './modules/pages/service';
import { createLocalStorage } from './providers/storage';

/** Set in the process a first start loads the demo data in (PGlite only). */
const SEED_PROCESS_ENV = 'LUMI_DEMO_SEED_PROCESS';

/** Loads the demo data, printing each step. */
async function seedDemo(database: Database, config: Config): Promise<void> {
  console.log('[lumi] đang nạp dữ liệu mẫu (chỉ lần chạy đầu tiên, mất khoảng 15 giây đến một phút)…');
  await seedDemoData(database.db, createLocalStorage(path.join(config.dataDir, 'uploads')), (p) => {
    const counts = Object.entries(p.counts)
      .map(([name, n]) => `${n.toLocaleString('vi-VN')} ${name}`)
      .join(', ');
    const seconds = (p.elapsedMs / 1000).toFixed(1).replace('.', ',');
    console.log(`[lumi] dữ liệu mẫu ${p.step}/${p.total}: ${p.label} — ${counts} (${seconds} s)`);
  });
}

/**
 * The first start's demo load on the embedded database, in a process of its own (ADR 0049): the memory it grows
 * (the database's, the pictures' resizing) goes with that process instead of staying with the server for its whole
 * life. The same script runs with SEED_PROCESS_ENV set, and ends as soon as this process does.
 */
function seedInOwnProcess(): Promise<void> {
  const child = fork(process.argv[1]!, process.argv.slice(2), {
    env: { ...process.env, [SEED_PROCESS_ENV]: '1' },
    execArgv: process.execArgv,
    stdio: 'inherit',
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`demo data load ended with ${signal ?? `code ${code}`}`)),
    );
  });
}

/** The demo load's own process: migrated already, it loads and ends; it never outlives the server that started it. */
async function seedProcess(): Promise<void> {
  process.once('disconnect', () => process.exit(1));
  loadDotEnv();
  const config = loadConfig();
  const database = await openDatabase(config);
  await seedDemo(database, config);
  await database.close();
  process.exit(0);
}

async function main() {
  const started = Date.now();
  loadDotEnv();
  const config = loadConfig();
  let database = await openDatabase(config);
  await runMigrations(database);
  // Until the demo data has committed whole (an earlier first start may have been stopped half-way), load it.
  if (config.seedDemoData && !(await isDemoSeeded(database.db))) {
    if (database.kind === 'pglite') {
      // One process at a time opens the embedded database's folder.
      await database.close();
      await seedInOwnProcess();
      database = await openDatabase(config);
    } else {
      await seedDemo(database, config);
    }
  }
  const app = await buildApp({ config, database });
  const close = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
  // A queue of connections not yet accepted as long as the system allows (Node's default is 511): a burst of buyers
  // opening their connections at one instant (a flash sale, ADR 0050) waits in it instead of retrying a second later.
  await app.listen({ host: config.host, port: config.port, backlog: 4096 });
  // A renderer that is built but cannot be used fails the start: every page would lose its content silently.
  await app.pagesReady().catch(async (error: unknown) => {
    await app.close();
    await database.close();
    throw error;
  });
  app.log.info(
    {
      url: config.publicUrl,
      database: database.kind,
      mail: config.smtpUrl ? 'smtp' : 'outbox',
      readyInMs: Date.now() - started,
    },
    `Lumi đang chạy tại ${config.publicUrl}`,
  );
}

/**
 * The young generation's ceiling, per half (V8 grows it to 16 MB under a heavy request load and keeps it): at 8 MB a
 * server holds 35–70 MB less after a load, with the same requests/s (ADR 0051). Set here, before the database's
 * thread starts (a flag counts for isolates made after it); a --max-semi-space-size given to node wins.
 */
const SEMI_SPACE_MB = 8;
if (![...process.execArgv, process.env.NODE_OPTIONS ?? ''].some((a) => a.includes('--max-semi-space-size')))
  v8.setFlagsFromString(`--max-semi-space-size=${SEMI_SPACE_MB}`);

(process.env[SEED_PROCESS_ENV] === '1' ? seedProcess() : main()).catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof RendererUnusableError) {
    console.error(`\n[lumi] ${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
