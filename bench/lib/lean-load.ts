import net from 'node:net';
import { percentile } from './http';
import type { LoadOptions, LoadResult } from './load';

/*
 * A load generator that reads each answer's status line and length and skips its body: keep-alive connections, one
 * request at a time on each, as autocannon does. Autocannon (9.x) turns every body into a JavaScript string
 * (`req.body += data`, for its body checks), which for a compressed body costs the generator more than the server's
 * whole answer: a bare Fastify sending the /search page's own 21 kB of Brotli from memory reaches 3.3k req/s under
 * it, 7 % of its hello-world. With both on the same two cores, the figures of big or compressed answers measured the
 * generator. This one spends a few microseconds per answer whatever its body, so the server's cost shows.
 */

const HEADER_END = Buffer.from('\r\n\r\n');

/** An answer being read: a known length left to skip, or chunks (`transfer-encoding: chunked`) until the last. */
type Exchange = { status: number; remaining: number; chunked: boolean; last?: boolean };

/** Reads answers from a connection's bytes; calls `done(status)` for each complete one. */
function answerReader(done: (status: number) => void) {
  let pending: Buffer | null = null;
  let current: Exchange | null = null;
  const finish = () => {
    const { status } = current!;
    current = null;
    done(status);
  };
  return (chunk: Buffer): void => {
    let data: Buffer = pending ? Buffer.concat([pending, chunk]) : chunk;
    pending = null;
    while (data.length > 0) {
      if (current && current.remaining > 0) {
        const take = Math.min(current.remaining, data.length);
        current.remaining -= take;
        data = data.subarray(take);
        if (current.remaining === 0 && (!current.chunked || current.last)) finish();
        continue;
      }
      if (current?.chunked) {
        // A chunk's size line (after the previous chunk's CRLF, skipped with its data); size 0 ends the answer.
        const end = data.indexOf('\r\n');
        if (end < 0) {
          pending = data;
          return;
        }
        const size = parseInt(data.toString('latin1', 0, end), 16);
        data = data.subarray(end + 2);
        // A chunk's data and its CRLF; after the last (size 0), the answer's closing CRLF (no trailers here).
        current.remaining = size + 2;
        if (size === 0) {
          current.remaining = 2;
          current.last = true;
        }
        continue;
      }
      const end = data.indexOf(HEADER_END);
      if (end < 0) {
        pending = data;
        return;
      }
      const text = data.toString('latin1', 0, end);
      const status = Number(text.slice(9, 12));
      const length = /\r\ncontent-length:\s*(\d+)/i.exec(text);
      const chunked = /\r\ntransfer-encoding:\s*chunked/i.test(text);
      if (!length && !chunked) throw new Error(`an answer of unknown length (status ${status})`);
      current = { status, remaining: length ? Number(length[1]) : 0, chunked };
      data = data.subarray(end + HEADER_END.length);
      if (!chunked && current.remaining === 0) finish();
    }
  };
}

/** The same measure as `load` (requests/s, p50/p99 in ms, non-2xx, errors), with this generator. */
export async function leanLoad(url: string, options: LoadOptions = {}): Promise<LoadResult> {
  const target = new URL(url);
  const connections = options.connections ?? 50;
  const durationMs = (options.duration ?? 8) * 1000;
  const paths = options.paths ?? [`${target.pathname}${target.search}`];
  const headerLines = Object.entries(options.headers ?? {})
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  const requests = paths.map((p) =>
    Buffer.from(`GET ${p} HTTP/1.1\r\nhost: ${target.host}\r\n${headerLines}\r\n`, 'latin1'),
  );
  const latencies: number[] = [];
  let completed = 0;
  let non2xx = 0;
  let errors = 0;
  const started = performance.now();
  const deadline = started + durationMs;

  await Promise.all(
    Array.from({ length: connections }, (_, index) => {
      return new Promise<void>((resolve) => {
        let next = index % requests.length;
        let sentAt = 0;
        const socket = net.connect(Number(target.port), target.hostname);
        socket.setNoDelay(true);
        const send = () => {
          sentAt = performance.now();
          socket.write(requests[next]!);
          next = (next + 1) % requests.length;
        };
        const read = answerReader((status) => {
          const now = performance.now();
          latencies.push(now - sentAt);
          completed += 1;
          if (status < 200 || status >= 300) non2xx += 1;
          if (now < deadline) send();
          else socket.end();
        });
        socket.on('connect', send);
        socket.on('data', (chunk: Buffer) => {
          try {
            read(chunk);
          } catch {
            errors += 1;
            socket.destroy();
          }
        });
        socket.on('error', () => {
          errors += 1;
        });
        socket.on('close', () => resolve());
      });
    }),
  );

  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (p: number) => Math.round(percentile(latencies, p));
  return { rps: completed / elapsed, p50: at(50), p99: at(99), errors, non2xx };
}
