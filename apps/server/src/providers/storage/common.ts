import type { Readable } from 'node:stream';

/**
 * Where uploaded files live (ADR 0053): a local folder (the default) or an S3-compatible bucket, chosen by
 * STORAGE_DRIVER. Either way a file is known by its key (`{publicId}.{ext}`), and its url is `{urlPrefix}/{key}`,
 * which this server answers whatever the driver.
 */
export type StorageMethods = {
  /** Stores the bytes under `key` (replacing what was there, never showing half of it) and returns the file's url. */
  put(key: string, data: Buffer): Promise<string>;
  /** Deletes the file under `key`; nothing when there is none. */
  remove(key: string): Promise<void>;
  /** The bytes stored under `key`, or null when there are none. */
  get(key: string): Promise<Buffer | null>;
  /** Every key stored (starting with `prefix` when given), in no particular order (backups, operations). */
  list(prefix?: string): AsyncIterable<string>;
  /** Whether a file is stored under `key`. */
  has(key: string): Promise<boolean>;
  /** Stores under `to` the bytes stored under `from` (which must exist), without reading them here. */
  copy(from: string, to: string): Promise<void>;
  readonly urlPrefix: string;
};

/** A folder on this machine: the static handler sends its files. */
export type LocalFileStorage = StorageMethods & { readonly kind: 'local'; readonly root: string };

/** A file opened in an object store for an HTTP answer: its status, headers and bytes (none for HEAD or 304). */
export type StoredObject = {
  status: 200 | 206 | 304 | 416;
  body: Readable | null;
  headers: Record<string, string>;
};

/** An object store: this server reads each file from it to answer (ADR 0053). */
export type ObjectFileStorage = StorageMethods & {
  readonly kind: 's3';
  /**
   * Opens a file for an HTTP answer, forwarding the request's range and validator; null when there is none. The
   * caller consumes or destroys the body.
   */
  open(
    key: string,
    request: { method: 'GET' | 'HEAD'; range?: string; ifNoneMatch?: string },
  ): Promise<StoredObject | null>;
};

export type FileStorage = LocalFileStorage | ObjectFileStorage;

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  weba: 'audio/webm',
  ogg: 'audio/ogg',
};

/** The Content-Type of a stored file, by its extension (what the static handler sends for the same name). */
export function contentTypeOf(key: string): string {
  const extension = /\.([a-z0-9]+)$/i.exec(key)?.[1]?.toLowerCase() ?? '';
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}

/**
 * Refuses a key that could leave its folder or its prefix: a leading or doubled slash, `.` or `..` segments, a
 * backslash or a control character. Every key this server makes is `{publicId}.{ext}` and passes.
 */
export function assertStorageKey(key: string): void {
  const segments = key.split('/');
  if (
    key.length === 0 ||
    key.length > 900 ||
    // eslint-disable-next-line no-control-regex
    /[\\\u0000-\u001f\u007f]/.test(key) ||
    segments.some((segment) => segment === '' || segment === '.' || segment === '..')
  )
    throw new Error(`Invalid storage key: ${key}`);
}
