import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded files live: a local folder served under /uploads (an S3-compatible store can replace it). */
export type FileStorage = {
  put(key: string, data: Buffer): Promise<string>;
  remove(key: string): Promise<void>;
  readonly root: string;
  readonly urlPrefix: string;
};

export function createLocalStorage(root: string, urlPrefix = '/uploads'): FileStorage {
  const resolveKey = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`Invalid storage key: ${key}`);
    return full;
  };
  return {
    root,
    urlPrefix,
    async put(key, data) {
      const full = resolveKey(key);
      await mkdir(path.dirname(full), { recursive: true });
      await writeFile(full, data);
      return `${urlPrefix}/${key}`;
    },
    async remove(key) {
      await rm(resolveKey(key), { force: true });
    },
  };
}
