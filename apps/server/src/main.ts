import path from 'node:path';
import { ConfigError, loadConfig, loadDotEnv } from './config';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { isDemoSeeded, seedDemoData } from './seed';
import { RendererUnusableError } from './modules/pages/service';
import { createLocalStorage } from './providers/storage';

async function main() {
  const started = Date.now();
  loadDotEnv();
  const config = loadConfig();
  let database = await openDatabase(config);
  await runMigrations(database);
  // Until the demo data has committed whole (an earlier first start may have been stopped half-way), load it.
  if (config.seedDemoData && !(await isDemoSeeded(database.db))) {
    console.log('[lumi] đang nạp dữ liệu mẫu (chỉ lần chạy đầu tiên, mất khoảng 15 giây đến một phút)…');
    await seedDemoData(database.db, createLocalStorage(path.join(config.dataDir, 'uploads')), (p) => {
      const counts = Object.entries(p.counts)
        .map(([name, n]) => `${n.toLocaleString('vi-VN')} ${name}`)
        .join(', ');
      const seconds = (p.elapsedMs / 1000).toFixed(1).replace('.', ',');
      console.log(`[lumi] dữ liệu mẫu ${p.step}/${p.total}: ${p.label} — ${counts} (${seconds} s)`);
    });
    // The embedded database keeps the memory the load grew it to; on a thread of its own it gives it back when the
    // thread ends (ADR 0049): open it afresh to serve.
    if (database.kind === 'pglite') {
      await database.close();
      database = await openDatabase(config);
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
  await app.listen({ host: config.host, port: config.port });
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

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof RendererUnusableError) {
    console.error(`\n[lumi] ${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
