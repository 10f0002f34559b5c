import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { threadId, Worker } from 'node:worker_threads';
import type { Results } from '@electric-sql/pglite';
import {
  errorFromWire,
  type ThreadAnswer,
  type ThreadRequest,
  type WireError,
  type WireQueryOptions,
} from './pglite-wire';
import { lockPgliteFolder } from './pglite-lock';

/** What drizzle's PGlite driver and `wrapPglite` use of a PGlite: met by PGlite itself and by its thread. */
export type PgliteQueries = {
  query<T>(sql: string, params?: unknown[], options?: PgliteQueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
};
export type PgliteQueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, unknown> };
export type PgliteLike = PgliteQueries & {
  transaction<T>(callback: (tx: PgliteQueries & { rollback(): Promise<void> }) => Promise<T>): Promise<T>;
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
  readonly closed: boolean;
  close(): Promise<void>;
};

let compiled: Promise<URL> | undefined;

/**
 * The worker's script: the built `pglite-worker.js` beside the bundle, or, run from the sources (tests, `npm run
 * dev`), `pglite-worker.ts` bundled once by esbuild (a development dependency) into a file named by its content, under
 * node_modules/.cache so that the packages it imports resolve as from the sources.
 */
function workerScript(): Promise<URL> {
  const built = new URL('./pglite-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(built))) return Promise.resolve(built);
  compiled ??= (async () => {
    const source = fileURLToPath(new URL('./pglite-worker.ts', import.meta.url));
    const { build } = await import('esbuild');
    const result = await build({
      entryPoints: [source],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      write: false,
      logLevel: 'warning',
    });
    const code = result.outputFiles[0]!.contents;
    const dir = path.join(path.dirname(source), '../../node_modules/.cache/lumi');
    const file = path.join(
      dir,
      `pglite-worker-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`,
    );
    if (!existsSync(file)) {
      await mkdir(dir, { recursive: true });
      const partial = `${file}.${process.pid}.${threadId}.tmp`;
      await writeFile(partial, code);
      await rename(partial, file);
    }
    return pathToFileURL(file);
  })();
  return compiled;
}

/** The drizzle options a query crosses with: the type ids whose parsers keep PostgreSQL's text. */
function wireOptions(options: PgliteQueryOptions | undefined): WireQueryOptions | undefined {
  if (!options) return undefined;
  return {
    ...(options.rowMode ? { rowMode: options.rowMode } : {}),
    ...(options.parsers ? { rawTypes: Object.keys(options.parsers).map(Number) } : {}),
  };
}

type Pending = { resolve(value: unknown): void; reject(error: Error): void };
/** A request before it is numbered (each member of the union without its `id`). */
type Request = ThreadRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

/**
 * The embedded database on a worker thread of its own (ADR 0049), seen from the server as a PGlite: every query,
 * transaction and notice crosses to `pglite-worker.ts` and back, so a long query never holds the event loop. A notice
 * is posted before the answer of the statement that committed it, on the same channel, so it is heard first, as in
 * one process.
 */
export async function openPgliteThread(dataDir: string): Promise<PgliteLike> {
  // PGlite takes no lock of its own: one process at a time holds the folder, or says who does (ADR 0054).
  const unlock = lockPgliteFolder(dataDir);
  let worker: Worker;
  try {
    worker = new Worker(await workerScript(), { workerData: { dataDir } });
  } catch (error) {
    unlock();
    throw error;
  }
  const pending = new Map<number, Pending>();
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let nextId = 0;
  let closed = false;
  let failure: Error | undefined;

  const fail = (error: Error) => {
    failure ??= error;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  worker.on('message', (message: ThreadAnswer) => {
    if (message.type === 'notice') {
      for (const listener of listeners.get(message.channel) ?? []) listener(message.payload);
      return;
    }
    if (message.type === 'failed') return fail(errorFromWire(message.error));
    const waiting = pending.get(message.id);
    if (!waiting) return;
    pending.delete(message.id);
    if (message.ok) waiting.resolve(message.value);
    else waiting.reject(errorFromWire((message as { error: WireError }).error));
  });
  worker.on('error', (error) => fail(error));
  worker.on('exit', (code) => {
    closed = true;
    unlock();
    fail(new Error(`the embedded database's thread stopped (exit code ${code})`));
  });

  function call<T>(request: Request): Promise<T> {
    if (failure) return Promise.reject(failure);
    const id = ++nextId;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id });
    });
  }

  const queriesOn = (tx?: number): PgliteQueries => ({
    query: <T>(sql: string, params?: unknown[], options?: PgliteQueryOptions) =>
      call<Results<T>>({
        type: 'query',
        sql,
        ...(params ? { params } : {}),
        ...(options ? { options: wireOptions(options)! } : {}),
        ...(tx === undefined ? {} : { tx }),
      }),
    exec: (sql: string) => call<Results[]>({ type: 'exec', sql, ...(tx === undefined ? {} : { tx }) }),
  });

  // The first answer says the database opened (or why not); a thread that could not open it goes, with the lock.
  await call({ type: 'query', sql: 'select 1' }).catch(async (error: unknown) => {
    await worker.terminate();
    unlock();
    throw error;
  });

  return {
    ...queriesOn(),
    async transaction(callback) {
      const tx = await call<number>({ type: 'begin' });
      let ended = false;
      const end = async (commit: boolean) => {
        if (ended) return;
        ended = true;
        await call({ type: 'end', tx, commit });
      };
      let result;
      try {
        result = await callback({ ...queriesOn(tx), rollback: () => end(false) });
      } catch (error) {
        await end(false);
        throw error;
      }
      await end(true);
      return result;
    },
    async listen(channel, callback) {
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        await call({ type: 'listen', channel });
      }
      set.add(callback);
      return async () => {
        set.delete(callback);
        if (set.size === 0 && listeners.get(channel) === set) {
          listeners.delete(channel);
          if (!closed) await call({ type: 'unlisten', channel });
        }
      };
    },
    get closed() {
      return closed;
    },
    async close() {
      if (closed) return;
      await call({ type: 'close' }).catch(() => undefined);
      closed = true;
      await worker.terminate();
      unlock();
    },
  };
}
