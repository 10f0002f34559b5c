import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTarWriter, readTar, TarError, type TarEntry } from './tar';

async function tarOf(entries: TarEntry[]): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const writer = createTarWriter(out, new Date('2026-05-29T07:00:00Z'));
  for (const entry of entries) await writer.add(entry.name, entry.data);
  await writer.end();
  return Buffer.concat(chunks);
}

async function read(bytes: Buffer, chunk = 700): Promise<TarEntry[]> {
  async function* pieces() {
    for (let i = 0; i < bytes.length; i += chunk) yield bytes.subarray(i, i + chunk);
  }
  const entries: TarEntry[] = [];
  for await (const entry of readTar(pieces())) entries.push(entry);
  return entries;
}

const ENTRIES: TarEntry[] = [
  { name: 'tables/orders/000001.ndjson', data: Buffer.from('{"code":"OD1"}\n{"code":"OD2"}\n') },
  { name: 'uploads/empty.txt', data: Buffer.alloc(0) },
  { name: 'uploads/one-block.bin', data: Buffer.alloc(512, 7) },
  { name: 'uploads/one-block-and-a-byte.bin', data: Buffer.alloc(513, 9) },
  { name: `uploads/${'thu-muc/'.repeat(20)}anh-rat-dai.webp`, data: Buffer.from('long name') },
  { name: 'uploads/ảnh-sản-phẩm.webp', data: Buffer.from('tên tiếng Việt') },
];

describe('the backup tar (ADR 0054)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'lumi-tar-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it.each([1, 511, 512, 4096, 1 << 20])(
    'reads back what it wrote, names and bytes, in chunks of %i bytes',
    async (chunk) => {
      const back = await read(await tarOf(ENTRIES), chunk);
      expect(back.map((e) => e.name)).toEqual(ENTRIES.map((e) => e.name));
      expect(back.map((e) => e.data.toString('hex'))).toEqual(ENTRIES.map((e) => e.data.toString('hex')));
    },
  );

  it.skipIf(spawnSync('tar', ['--version']).status !== 0)(
    'is a tar that the system tar lists and extracts the same',
    async () => {
      const file = path.join(dir, 'probe.tar');
      await writeFile(file, await tarOf(ENTRIES));
      const listed = spawnSync('tar', ['-tf', file], { encoding: 'utf8' });
      expect(listed.status, listed.stderr).toBe(0);
      expect(listed.stdout.trim().split('\n')).toEqual(ENTRIES.map((e) => e.name));
      const out = path.join(dir, 'out');
      spawnSync('mkdir', ['-p', out]);
      expect(spawnSync('tar', ['-xf', file, '-C', out]).status).toBe(0);
      for (const entry of ENTRIES) expect(await readFile(path.join(out, entry.name))).toEqual(entry.data);
    },
  );

  it('refuses a stream that ends early or whose header is damaged', async () => {
    const bytes = await tarOf(ENTRIES);
    await expect(read(bytes.subarray(0, 1200))).rejects.toThrow(TarError);
    // Cut right after the last entry: the end-of-archive blocks are missing.
    await expect(read(bytes.subarray(0, bytes.length - 1024))).rejects.toThrow(/cắt cụt/);
    const damaged = Buffer.from(bytes);
    damaged[10] = damaged[10]! ^ 0xff;
    await expect(read(damaged)).rejects.toThrow(/tổng kiểm/);
  });
});
