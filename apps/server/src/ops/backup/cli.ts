import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Config } from '../../config';
import { openDatabase, type Database } from '../../db/client';
import { PREPARE_LOCK } from '../../db/migrate';
import { DatabaseInUseError } from '../../db/pglite-lock';
import { createStorage } from '../../providers/storage';
import { createBackup } from './backup';
import { BackupError } from './manifest';
import { restoreBackup } from './restore';

export const BACKUP_USAGE = `Cách dùng:
  npm run db:backup [-- --out <tệp.tar.gz>]
      Sao lưu cơ sở dữ liệu (PostgreSQL khi có DATABASE_URL, nếu không thì cơ sở dữ liệu nhúng trong DATA_DIR)
      và mọi tệp tải lên vào một tệp; mặc định DATA_DIR/backups/lumi-<thời điểm UTC>.tar.gz.
  npm run db:restore [-- --from <tệp.tar.gz>] [--yes]
      Khôi phục một bản sao lưu vào cơ sở dữ liệu và kho tệp đang cấu hình; mặc định bản mới nhất trong
      DATA_DIR/backups. --yes: đồng ý thay thế khi nơi nhận đang có dữ liệu.`;

/** `lumi-20260529-073512Z.tar.gz` */
export function defaultBackupName(now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll('-', '')
    .replaceAll(':', '')
    .replace('T', '-');
  return `lumi-${stamp}.tar.gz`;
}

/** The newest archive in `dir` (by modification time), or null. */
async function newestBackup(dir: string): Promise<string | null> {
  const names = await readdir(dir).catch(() => [] as string[]);
  let best: { file: string; mtime: number } | null = null;
  for (const name of names.filter((n) => n.endsWith('.tar.gz'))) {
    const file = path.join(dir, name);
    const { mtimeMs } = await stat(file);
    if (!best || mtimeMs > best.mtime) best = { file, mtime: mtimeMs };
  }
  return best?.file ?? null;
}

/**
 * `npm run db:backup` and `npm run db:restore` (ADR 0054): the exit code; every refusal is one Vietnamese line.
 * `cwd` is where relative paths start (npm runs a workspace's script in the workspace's folder).
 */
export async function runBackupCommand(
  command: 'backup' | 'restore',
  argv: string[],
  options: { config: Config; cwd: string; log?: (line: string) => void; fail?: (line: string) => void },
): Promise<number> {
  const { config, cwd } = options;
  const log = options.log ?? console.log;
  const fail = options.fail ?? console.error;
  let values: { out?: string; from?: string; yes?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        out: { type: 'string' },
        from: { type: 'string' },
        yes: { type: 'boolean', short: 'y' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }));
  } catch (error) {
    fail(`[lumi] ${(error as Error).message}\n${BACKUP_USAGE}`);
    return 2;
  }
  if (values.help) {
    log(BACKUP_USAGE);
    return 0;
  }
  if ((command === 'backup' && (values.from || values.yes)) || (command === 'restore' && values.out)) {
    fail(`[lumi] tuỳ chọn không dùng được với db:${command}\n${BACKUP_USAGE}`);
    return 2;
  }
  const backupsDir = path.join(config.dataDir, 'backups');
  let database: Database | undefined;
  try {
    if (command === 'backup') {
      const out = path.resolve(cwd, values.out ?? path.join(backupsDir, defaultBackupName(new Date())));
      database = await openDatabase(config);
      await createBackup({
        database,
        storage: await createStorage(config),
        out,
        appVersion: config.version,
        log,
      });
    } else {
      const from = values.from ? path.resolve(cwd, values.from) : await newestBackup(backupsDir);
      if (!from) {
        throw new BackupError(
          'NO_BACKUP_FOUND',
          `Không có bản sao lưu nào trong ${backupsDir}: hãy chỉ ra tệp bằng --from <tệp.tar.gz>.`,
        );
      }
      database = await openDatabase(config);
      const target = database;
      const storage = await createStorage(config);
      // Under the lock a starting process takes to migrate (ADR 0052): none migrates or seeds during the restore.
      await target.exclusively(PREPARE_LOCK, () =>
        restoreBackup({ database: target, storage, from, confirm: values.yes === true, log }),
      );
      if (database.kind === 'postgres') {
        log(
          '[lumi] nếu có máy chủ Lumi đang chạy trên cơ sở dữ liệu này, hãy khởi động lại chúng (bộ nhớ đệm, Redis).',
        );
      }
    }
    return 0;
  } catch (error) {
    if (error instanceof DatabaseInUseError) {
      fail(`[lumi] Không thể ${command === 'backup' ? 'sao lưu' : 'khôi phục'}: ${error.message}`);
      return 1;
    }
    if (error instanceof BackupError) {
      fail(`[lumi] ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await database?.close();
  }
}
