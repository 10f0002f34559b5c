import path from 'node:path';
import { ConfigError, loadConfig, loadDotEnv } from './config';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { isDemoSeeded, seedDemoData } from './db/seed';
import { createLocalStorage } from './providers/storage';

async function main() {
  const started = Date.now();
  loadDotEnv();
  const config = loadConfig();
  const database = await openDatabase(config);
  await runMigrations(database);
  // Until the demo data has committed whole (an earlier first start may have been stopped half-way), load it.
  if (config.seedDemoData && !(await isDemoSeeded(database.db))) {
    console.log('[lumi] đang nạp dữ liệu mẫu (chỉ lần chạy đầu tiên)…');
    await seedDemoData(database.db, createLocalStorage(path.join(config.dataDir, 'uploads')));
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
  await app.listen({ host: config.host, port: config.port });
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

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(`\n[lumi] ${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
