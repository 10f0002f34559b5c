import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupError,
  MANIFEST_ENTRY,
  ManifestSchema,
  TABLES_PREFIX,
  UPLOADS_PREFIX,
  type Manifest,
} from './manifest';
import { createTarWriter, readTar } from './tar';

export type WrittenEntry = { name: string; bytes: number; sha256: string };

export const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

export type ArchiveWriter = {
  add(name: string, data: Buffer): Promise<WrittenEntry>;
  /** Writes the manifest last and puts the archive in place; resolves to its size in bytes. */
  finish(manifest: Manifest): Promise<number>;
  /** Leaves nothing behind (a failed backup never looks like a finished one). */
  abort(): Promise<void>;
};

/** The archive is written to `<file>.partial` (readable by its owner only: it holds personal data) and renamed at the end. */
export async function createArchiveWriter(file: string, now: Date): Promise<ArchiveWriter> {
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  const gzip = createGzip();
  const done = pipeline(gzip, createWriteStream(partial, { mode: 0o600 }));
  // A failure of the disk surfaces at the next write or at finish; until then it must not go unhandled.
  done.catch(() => undefined);
  const tar = createTarWriter(gzip, now);
  return {
    async add(name, data) {
      await tar.add(name, data);
      return { name, bytes: data.length, sha256: sha256(data) };
    },
    async finish(manifest) {
      await tar.add(MANIFEST_ENTRY, Buffer.from(`${JSON.stringify(manifest, null, 1)}\n`));
      await tar.end();
      await done;
      await rename(partial, file);
      return (await stat(file)).size;
    },
    async abort() {
      gzip.destroy();
      await done.catch(() => undefined);
      await rm(partial, { force: true });
    },
  };
}

export type ArchiveEntry = { name: string; data: Buffer; sha256: string };

export function corrupt(file: string, detail: string): BackupError {
  return new BackupError(
    'ARCHIVE_CORRUPT',
    `Tệp sao lưu ${file} hỏng hoặc không đầy đủ (${detail}). Không có gì bị thay đổi; hãy dùng một bản sao lưu khác.`,
  );
}

/** The entries of an archive in order, each with its checksum; any fault of the file is an ARCHIVE_CORRUPT. */
export async function* readArchive(file: string): AsyncGenerator<ArchiveEntry> {
  const input = createReadStream(file);
  const gunzip = createGunzip();
  input.on('error', (error) => gunzip.destroy(error));
  input.pipe(gunzip);
  try {
    for await (const entry of readTar(gunzip)) yield { ...entry, sha256: sha256(entry.data) };
  } catch (error) {
    if (error instanceof BackupError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new BackupError('NO_BACKUP_FOUND', `Không tìm thấy tệp sao lưu ${file}.`);
    throw corrupt(file, (error as Error).message);
  } finally {
    input.destroy();
    gunzip.destroy();
  }
}

/**
 * Reads the whole archive once before anything is touched: every entry present once, in order (tables, then
 * uploads, then the manifest), with the size and checksum the manifest gives, and the manifest of a format this code
 * reads. Returns the manifest.
 */
export async function verifyArchive(file: string): Promise<Manifest> {
  const seen = new Map<string, { bytes: number; sha256: string }>();
  let raw: unknown;
  let inUploads = false;
  for await (const entry of readArchive(file)) {
    if (raw !== undefined) throw corrupt(file, `có mục ${entry.name} sau ${MANIFEST_ENTRY}`);
    if (seen.has(entry.name)) throw corrupt(file, `mục ${entry.name} xuất hiện hai lần`);
    if (entry.name === MANIFEST_ENTRY) {
      try {
        raw = JSON.parse(entry.data.toString('utf8'));
      } catch {
        throw corrupt(file, `${MANIFEST_ENTRY} không phải JSON`);
      }
      continue;
    }
    if (entry.name.startsWith(UPLOADS_PREFIX)) inUploads = true;
    else if (!entry.name.startsWith(TABLES_PREFIX) || inUploads)
      throw corrupt(file, `mục ${entry.name} không đúng chỗ`);
    seen.set(entry.name, { bytes: entry.data.length, sha256: entry.sha256 });
  }
  if (raw === undefined) throw corrupt(file, `thiếu ${MANIFEST_ENTRY}`);
  const head = raw as { format?: unknown; formatVersion?: unknown };
  if (head.format !== BACKUP_FORMAT) throw corrupt(file, 'không phải bản sao lưu Lumi');
  if (typeof head.formatVersion === 'number' && head.formatVersion > BACKUP_FORMAT_VERSION) {
    throw new BackupError(
      'ARCHIVE_NEWER_FORMAT',
      `Tệp sao lưu ${file} có định dạng ${head.formatVersion}, mới hơn định dạng ${BACKUP_FORMAT_VERSION} mà bản ` +
        `Lumi này đọc được: hãy cập nhật Lumi rồi khôi phục.`,
    );
  }
  const parsed = ManifestSchema.safeParse(raw);
  if (!parsed.success) throw corrupt(file, `${MANIFEST_ENTRY} sai cấu trúc`);
  const manifest = parsed.data;

  const listed = [...manifest.tables.flatMap((t) => t.entries), ...manifest.files.entries];
  for (const entry of listed) {
    const found = seen.get(entry.name);
    if (!found) throw corrupt(file, `thiếu mục ${entry.name}`);
    if (found.bytes !== entry.bytes || found.sha256 !== entry.sha256)
      throw corrupt(file, `mục ${entry.name} sai tổng kiểm SHA-256`);
  }
  if (listed.length !== seen.size) throw corrupt(file, 'có mục không được liệt kê trong manifest');
  for (const table of manifest.tables) {
    if (table.entries.reduce((sum, e) => sum + e.rows, 0) !== table.rows)
      throw corrupt(file, `số dòng của bảng ${table.name} không khớp`);
  }
  const { files } = manifest;
  if (files.entries.length !== files.count || files.entries.reduce((s, e) => s + e.bytes, 0) !== files.bytes)
    throw corrupt(file, 'số tệp tải lên không khớp');
  return manifest;
}
