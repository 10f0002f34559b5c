// The embedded database on a thread of its own (ADR 0049): this worker opens PGlite and answers the requests of
// `openPgliteThread` (db/pglite-thread.ts), so that a long query runs here while the server's event loop keeps
// answering. Requests and answers are plain messages (structured clone); a transaction is held open here between
// its 'begin' and its 'end', and PGlite's own lock makes every other query wait for it, as in one process.
import { parentPort, workerData } from 'node:worker_threads';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { openPglite } from './pglite-open';
import type { ThreadAnswer, ThreadRequest, WireQueryOptions } from './pglite-wire';
import { errorToWire } from './pglite-wire';

const port = parentPort;
if (!port) throw new Error('pglite-worker runs as a worker thread');

const { dataDir } = workerData as { dataDir: string };
let pg: PGlite | undefined;
const opening = openPglite({ dataDir }).then((opened) => {
  pg = opened;
  return opened;
});

/** Open transactions by id, and how each is ended (commit or not) once its 'end' arrives. */
const transactions = new Map<number, { tx: Transaction; end: (commit: boolean, id: number) => void }>();
let nextTransaction = 0;
const unlisteners = new Map<string, () => Promise<void>>();

/** PGlite's options for a query: the types the caller keeps as text are handed back untouched. */
function optionsOf(wire: WireQueryOptions | undefined) {
  if (!wire) return undefined;
  const keep = (value: string) => value;
  return {
    ...(wire.rowMode ? { rowMode: wire.rowMode } : {}),
    ...(wire.rawTypes ? { parsers: Object.fromEntries(wire.rawTypes.map((oid) => [oid, keep])) } : {}),
  };
}

function answer(message: ThreadAnswer): void {
  port!.postMessage(message);
}

/** Said by a request whose answer is sent later, by someone else ('begin', 'end'). */
const NO_ANSWER = Symbol('no answer');

async function handle(request: ThreadRequest): Promise<unknown> {
  const db = await opening;
  switch (request.type) {
    case 'query': {
      const on = request.tx === undefined ? db : transactions.get(request.tx)?.tx;
      if (!on) throw new Error(`transaction ${request.tx} is not open`);
      return on.query(request.sql, request.params, optionsOf(request.options));
    }
    case 'exec': {
      const on = request.tx === undefined ? db : transactions.get(request.tx)?.tx;
      if (!on) throw new Error(`transaction ${request.tx} is not open`);
      return on.exec(request.sql);
    }
    case 'begin': {
      const id = ++nextTransaction;
      // The answer to 'begin' is sent from inside the transaction; the one to 'end' once it has committed or rolled
      // back (a commit may fail: the caller hears it).
      let ended: { commit: boolean; id: number } | undefined;
      void db
        .transaction(async (tx) => {
          await new Promise<void>((begun) => {
            transactions.set(id, {
              tx,
              end: (commit, endId) => {
                ended = { commit, id: endId };
                begun();
              },
            });
            answer({ type: 'result', id: request.id, ok: true, value: id });
          });
          if (!ended?.commit) await tx.rollback();
        })
        .then(
          () => answer({ type: 'result', id: ended!.id, ok: true, value: null }),
          (error: unknown) => answer({ type: 'result', id: ended!.id, ok: false, error: errorToWire(error) }),
        )
        .finally(() => transactions.delete(id));
      return NO_ANSWER;
    }
    case 'end': {
      const open = transactions.get(request.tx);
      if (!open) throw new Error(`transaction ${request.tx} is not open`);
      open.end(request.commit, request.id);
      return NO_ANSWER;
    }
    case 'listen': {
      if (!unlisteners.has(request.channel)) {
        unlisteners.set(
          request.channel,
          await db.listen(request.channel, (payload) =>
            answer({ type: 'notice', channel: request.channel, payload }),
          ),
        );
      }
      return null;
    }
    case 'unlisten': {
      await unlisteners.get(request.channel)?.();
      unlisteners.delete(request.channel);
      return null;
    }
    case 'close': {
      if (!db.closed) await db.close();
      return null;
    }
  }
}

port.on('message', (request: ThreadRequest) => {
  handle(request).then(
    (value) => {
      if (value !== NO_ANSWER) answer({ type: 'result', id: request.id, ok: true, value });
    },
    (error: unknown) => answer({ type: 'result', id: request.id, ok: false, error: errorToWire(error) }),
  );
});

opening.catch((error: unknown) => {
  answer({ type: 'failed', error: errorToWire(error) });
});

process.on('exit', () => {
  void pg?.close();
});
