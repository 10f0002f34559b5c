import { fork } from 'node:child_process';
import v8 from 'node:v8';
import type { FastifyListenOptions } from 'fastify';
import { formatSeconds, groupThousands } from '@lumi/shared';
import { ConfigError, loadConfig, loadDotEnv, type Config } from './config';
import { buildApp } from './app';
import { openDatabase, type Database } from './db/client';
import { DatabaseInUseError } from './db/pglite-lock';
import { PREPARE_LOCK, runMigrations } from './db/migrate';
import { isDemoSeeded, seedDemoData } from './seed';
import { RendererUnusableError } from './modules/pages/service';
import { createStorage } from './providers/storage';
import { startBootProbe } from './boot-probe';

/** Set in the process a first start loads the demo data in (PGlite only). */
const SEED_PROCESS_ENV = 'LUMI_DEMO_SEED_PROCESS';

/** Loads the demo data, printing each step. */
async function seedDemo(database: Database, config: Config): Promise<void> {
  console.log('[lumi] đang nạp dữ liệu mẫu (chỉ lần chạy đầu tiên, mất khoảng 15 giây đến một phút)…');
  await seedDemoData(database.db, await createStorage(config), (p) => {
    const counts = Object.entries(p.counts)
      .map(([name, n]) => `${groupThousands(n)} ${name}`)
      .join(', ');
    console.log(
      `[lumi] dữ liệu mẫu ${p.step}/${p.total}: ${p.label} — ${counts} (${formatSeconds(p.elapsedMs)})`,
    );
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
  // The port answers from the first moment: live, not ready (ADR 0052).
  // A queue of connections not yet accepted as long as the system allows (Node's default is 511): a burst of buyers
  // opening their connections at one instant (a flash sale, ADR 0050) waits in it instead of retrying a second later.
  const probe = await startBootProbe({
    host: config.host,
    port: config.port,
    startedAt: started,
    backlog: 4096,
  });
  let database = await openDatabase(config);
  // Processes started together on one database: the first migrates and loads the demo data, the others wait here
  // and then find both done.
  await database.exclusively(PREPARE_LOCK, async () => {
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
  });
  const app = await buildApp({ config, database });
  // The modules and the page renderer: a renderer that is built but cannot be used fails the start here (every page
  // would lose its content silently).
  try {
    await app.ready();
    await app.pagesReady();
  } catch (error) {
    await app.close();
    await database.close();
    throw error;
  }
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const { delayMs, timeoutMs } = config.shutdown;
    app.log.info({ signal, delayMs, timeoutMs }, 'shutting down');
    // Not ready from now on; requests are still answered for delayMs (a load balancer stops sending them), then the
    // listener closes, requests in flight finish, sockets are told to reconnect, the job worker stops.
    app.readiness.beginShutdown();
    const deadline = setTimeout(() => {
      app.log.error({ timeoutMs }, 'shutdown deadline passed: exiting with requests still in flight');
      process.exit(1);
    }, delayMs + timeoutMs);
    deadline.unref();
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
  // The app's server takes the probe's listening socket as it is (ADR 0055): connections queued in it are accepted by
  // the app, none is refused or reset; requests the probe held are then handed to the app.
  await app.listen({ host: config.host, port: config.port, handle: probe.handle } as FastifyListenOptions);
  probe.handOver(app.routing.bind(app));
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
  if (
    error instanceof ConfigError ||
    error instanceof RendererUnusableError ||
    error instanceof DatabaseInUseError
  ) {
    console.error(`\n[lumi] ${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
