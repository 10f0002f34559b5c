import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../../config';
import { openDatabase } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { lockFileOf } from '../../db/pglite-lock';
import { rowsOf } from '../../db/sql';
import { createLocalStorage } from '../../providers/storage';
import { defaultBackupName, runBackupCommand } from './cli';

/*
 * `npm run db:backup` / `db:restore` on the embedded database in DATA_DIR (whatever DATABASE_URL the run has): the
 * default paths, the refusals as one Vietnamese line and their exit codes, and the folder's lock while another
 * holder has it open (ADR 0054).
 */
describe('npm run db:backup and db:restore', () => {
  let dir: string;
  let config: Config;
  const out: string[] = [];
  const err: string[] = [];
  const run = (command: 'backup' | 'restore', argv: string[] = []) =>
    runBackupCommand(command, argv, {
      config,
      cwd: dir,
      log: (line) => out.push(line),
      fail: (line) => err.push(line),
    });

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'lumi-backup-cli-'));
    config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, LOG_LEVEL: 'silent' });
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('names a backup by its UTC instant', () => {
    expect(defaultBackupName(new Date('2026-05-29T07:35:12.345Z'))).toBe('lumi-20260529-073512Z.tar.gz');
  });

  it('refuses while the embedded database is open elsewhere, then backs up and restores with the defaults', async () => {
    const holder = await openDatabase(config);
    try {
      await runMigrations(holder);
      await holder.db.execute(sql`insert into app_state (key, value) values ('probe', 'Đã lưu')`);
      expect(await run('backup')).toBe(1);
      expect(err.at(-1)).toMatch(
        /^\[lumi\] Không thể sao lưu: Cơ sở dữ liệu nhúng ở .* đang được một tiến trình khác giữ: pid \d+/,
      );
    } finally {
      await holder.close();
    }
    expect(existsSync(lockFileOf(path.join(dir, 'db')))).toBe(false);

    await createLocalStorage(path.join(dir, 'uploads')).put('anh-da.webp', Buffer.from('ảnh'));
    expect(await run('backup')).toBe(0);
    const [made] = await readdir(path.join(dir, 'backups'));
    expect(made).toMatch(/^lumi-\d{8}-\d{6}Z\.tar\.gz$/);
    expect(out.at(-1)).toContain(path.join(dir, 'backups', made!));
    expect(await run('backup', ['--out', 'rieng/ban-sao.tar.gz'])).toBe(0);
    expect(existsSync(path.join(dir, 'rieng/ban-sao.tar.gz'))).toBe(true);

    const again = await openDatabase(config);
    try {
      expect(await run('restore', ['--yes'])).toBe(1);
      expect(err.at(-1)).toMatch(/^\[lumi\] Không thể khôi phục: Cơ sở dữ liệu nhúng ở /);
    } finally {
      await again.close();
    }

    // The newest backup by default; the storage holds a file, so only with the yes.
    expect(await run('restore')).toBe(1);
    expect(err.at(-1)).toMatch(/^\[lumi\] Cơ sở dữ liệu đích \(nhúng PGlite\) đang có dữ liệu: .*--yes/);
    expect(await run('restore', ['--yes'])).toBe(0);
    expect(out.at(-1)).toMatch(/^\[lumi\] đã khôi phục .*lumi-\d{8}-\d{6}Z\.tar\.gz/);
    const restored = await openDatabase(config);
    try {
      expect(await rowsOf(restored.db, sql`select value from app_state where key = 'probe'`)).toEqual([
        { value: 'Đã lưu' },
      ]);
    } finally {
      await restored.close();
    }

    expect(await run('restore', ['--from', 'khong-co.tar.gz'])).toBe(1);
    expect(err.at(-1)).toBe(`[lumi] Không tìm thấy tệp sao lưu ${path.join(dir, 'khong-co.tar.gz')}.`);
    expect(await run('restore', ['--out', 'x.tar.gz'])).toBe(2);
    expect(await run('backup', ['--bogus'])).toBe(2);
  }, 240_000);
});
