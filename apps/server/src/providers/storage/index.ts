import { randomUUID } from 'node:crypto';
import type { Dirent } from 'node:fs';
import { copyFile, link, mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { StorageConfig } from '../../config';
import { assertStorageKey, type FileStorage, type LocalFileStorage } from './common';

export {
  assertStorageKey,
  contentTypeOf,
  type FileStorage,
  type LocalFileStorage,
  type ObjectFileStorage,
  type StoredObject,
} from './common';

/** Temporary files of `put` and `copy` sit beside their target under this shape, and are never listed. */
const TEMPORARY = /^\..+\.[0-9a-f-]{36}\.tmp$/;

export function createLocalStorage(root: string, urlPrefix = '/uploads'): LocalFileStorage {
  const resolvedRoot = path.resolve(root);
  const resolveKey = (key: string) => {
    assertStorageKey(key);
    const full = path.resolve(resolvedRoot, key);
    if (!full.startsWith(resolvedRoot + path.sep)) throw new Error(`Invalid storage key: ${key}`);
    return full;
  };
  const temporaryBeside = (full: string) =>
    path.join(path.dirname(full), `.${path.basename(full)}.${randomUUID()}.tmp`);

  /** The files under `dir` whose key starts with `prefix`, walking only the folders that can hold one. */
  async function* walk(dir: string, prefix: string): AsyncGenerator<string> {
    let entries: Dirent[];
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'ENOTDIR') return;
      throw error;
    }
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      const key = path.relative(resolvedRoot, full).split(path.sep).join('/');
      if (entry.isDirectory()) {
        if (`${key}/`.startsWith(prefix) || prefix.startsWith(`${key}/`)) yield* walk(full, prefix);
      } else if (entry.isFile() && key.startsWith(prefix) && !TEMPORARY.test(entry.name)) {
        yield key;
      }
    }
  }

  return {
    kind: 'local',
    root,
    urlPrefix,
    async put(key, data) {
      const full = resolveKey(key);
      await mkdir(path.dirname(full), { recursive: true });
      // Through a temporary name: the static handler, or another process, never sends half a file.
      const temporary = temporaryBeside(full);
      await writeFile(temporary, data);
      await rename(temporary, full).catch(async (error: unknown) => {
        await rm(temporary, { force: true });
        throw error;
      });
      return `${urlPrefix}/${key}`;
    },
    async remove(key) {
      await rm(resolveKey(key), { force: true });
    },
    async get(key) {
      return readFile(resolveKey(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT' || error.code === 'EISDIR') return null;
        throw error;
      });
    },
    async *list(prefix = '') {
      yield* walk(resolvedRoot, prefix);
    },
    async has(key) {
      try {
        return (await stat(resolveKey(key))).isFile();
      } catch {
        return false;
      }
    },
    async copy(from, to) {
      const source = resolveKey(from);
      const target = resolveKey(to);
      await mkdir(path.dirname(target), { recursive: true });
      // A hard link: one file on disk under both names (a picture's widths past its own are the same bytes).
      const temporary = temporaryBeside(target);
      await link(source, temporary).catch(() => copyFile(source, temporary));
      await rename(temporary, target).catch(async (error: unknown) => {
        await rm(temporary, { force: true });
        throw error;
      });
    },
  };
}

/**
 * The storage the configuration names (ADR 0053): the folder DATA_DIR/uploads, or the S3-compatible bucket. The AWS
 * SDK is loaded only for the latter.
 */
export async function createStorage(config: {
  dataDir: string;
  storage: StorageConfig;
}): Promise<FileStorage> {
  if (config.storage.driver === 'local') return createLocalStorage(path.join(config.dataDir, 'uploads'));
  const { createS3Storage } = await import('./s3');
  return createS3Storage(config.storage.s3);
}
