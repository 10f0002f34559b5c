import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseInUseError, lockFileOf, lockPgliteFolder } from './pglite-lock';

/* ADR 0054: PGlite takes no lock of its own; one process at a time holds an embedded database's folder. */
describe('the embedded database folder lock', () => {
  let root: string;
  let n = 0;
  const folder = () => path.join(root, `data-${++n}`, 'db');
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'lumi-lock-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  const holderFile = (dir: string, holder: object) => writeFile(lockFileOf(dir), JSON.stringify(holder));

  it('is held beside the folder until released, and refused meanwhile, in this process too', () => {
    const dir = folder();
    const release = lockPgliteFolder(dir);
    expect(lockFileOf(dir)).toBe(`${dir}.lock`);
    expect(existsSync(lockFileOf(dir))).toBe(true);
    expect(() => lockPgliteFolder(dir)).toThrow(DatabaseInUseError);
    release();
    release();
    expect(existsSync(lockFileOf(dir))).toBe(false);
    lockPgliteFolder(dir)();
  });

  it('names the live process that holds it, and the file to delete if nothing does', async () => {
    const dir = folder();
    await mkdir(path.dirname(dir), { recursive: true });
    await holderFile(dir, {
      pid: process.ppid,
      host: os.hostname(),
      since: '2026-05-29T07:00:00.000Z',
      command: 'main.js',
      token: 'x',
    });
    let error: unknown;
    try {
      lockPgliteFolder(dir);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DatabaseInUseError);
    expect((error as Error).message).toBe(
      `Cơ sở dữ liệu nhúng ở ${dir} đang được một tiến trình khác giữ: pid ${process.ppid} (main.js), mở lúc ` +
        `2026-05-29T07:00:00.000Z. Mỗi lúc chỉ một tiến trình được mở thư mục này: hãy dừng máy chủ Lumi (hoặc ` +
        `lệnh đang chạy) rồi thử lại. Nếu chắc chắn không còn tiến trình nào dùng nó, hãy xoá tệp ${dir}.lock.`,
    );
    // Another machine's process cannot be asked about: held too.
    await holderFile(dir, { pid: 1, host: `${os.hostname()}-khac`, since: '', command: '', token: 'y' });
    expect(() => lockPgliteFolder(dir)).toThrow(/trên máy/);
  });

  it.skipIf(process.platform !== 'linux')(
    'takes over a lock whose process was killed but not yet reaped (a container whose first process reaps nobody)',
    async () => {
      // `sh` starts a child and becomes `sleep`, which never waits for it: the child, once done, stays a zombie.
      const parent = spawn('sh', ['-c', 'sleep 0.2 & echo $!; exec sleep 30'], {
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      try {
        const [line] = (await once(parent.stdout!, 'data')) as [Buffer];
        const zombie = Number(line.toString().trim());
        const state = async () => (await readFile(`/proc/${zombie}/stat`, 'utf8')).split(') ')[1]?.[0];
        while ((await state()) !== 'Z') await new Promise((resolve) => setImmediate(resolve));
        const dir = folder();
        await mkdir(path.dirname(dir), { recursive: true });
        await holderFile(dir, {
          pid: zombie,
          host: os.hostname(),
          since: '',
          command: 'main.js',
          token: 'z',
        });
        lockPgliteFolder(dir)();
        expect(existsSync(lockFileOf(dir))).toBe(false);
      } finally {
        parent.kill();
      }
    },
  );

  it('takes over a lock left by a process that is gone, or a file that is not a lock', async () => {
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    for (const left of [
      JSON.stringify({ pid: gone, host: os.hostname(), since: '', command: 'main.js', token: 'z' }),
      'không phải JSON',
    ]) {
      const dir = folder();
      await mkdir(path.dirname(dir), { recursive: true });
      await writeFile(lockFileOf(dir), left);
      const release = lockPgliteFolder(dir);
      expect(() => lockPgliteFolder(dir)).toThrow(DatabaseInUseError);
      release();
      expect(existsSync(lockFileOf(dir))).toBe(false);
    }
  });
  it('keeps `db:reset` from deleting a folder another process holds', async () => {
    const dataDir = path.dirname(folder());
    const dir = path.join(dataDir, 'db');
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'PG_VERSION'), '17');
    const release = lockPgliteFolder(dir);
    try {
      const reset = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'reset'], {
        cwd: path.resolve(import.meta.dirname, '../..'),
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'test', LOG_LEVEL: 'silent' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      reset.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const [code] = (await once(reset, 'exit')) as [number | null];
      expect(code).toBe(1);
      expect(stderr).toContain(
        `Cơ sở dữ liệu nhúng ở ${dir} đang được một tiến trình khác giữ: pid ${process.pid}`,
      );
      expect(existsSync(path.join(dir, 'PG_VERSION'))).toBe(true);
    } finally {
      release();
    }
  });
});
