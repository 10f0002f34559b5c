import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { API_PREFIX, ERRORS } from '@lumi/shared';

/** How long a client is asked to wait before trying a starting process again. */
const RETRY_AFTER_SECONDS = 5;
/** How long a request that changes something waits for the starting app before it is answered 503. */
const DEFAULT_HOLD_MS = 30_000;

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export type BootProbe = {
  /**
   * The probe's listening socket, for the app's server to listen on (`listen({ handle })`): the socket is never
   * closed between the two, so no connection waiting in its queue is dropped.
   */
  readonly handle: unknown;
  /** The app serves from now on: the held requests, and any later one on a connection the probe accepted. */
  handOver(routing: Handler): void;
  /** A start that failed: the probe stops listening and answers what it held with 503. */
  close(): Promise<void>;
};

/**
 * The server's port while the process starts (ADR 0052, ADR 0055): migrations (waiting for another process's, under
 * their lock), the demo data and the app are not ready yet, but an orchestrator must see the process live. The
 * liveness probe answers 200. A read (GET, HEAD, OPTIONS) is answered 503 `SERVICE_STARTING` with Retry-After at
 * once — a load balancer sends it to another process and leaves this one alone for a while. A request that changes
 * something is held until the app takes the socket over (a load balancer does not retry it elsewhere, it would fail),
 * or answered 503 after `holdMs`.
 */
export async function startBootProbe(options: {
  host: string;
  port: number;
  startedAt: number;
  backlog?: number;
  holdMs?: number;
}): Promise<BootProbe> {
  const holdMs = options.holdMs ?? DEFAULT_HOLD_MS;
  const starting = JSON.stringify({
    success: false,
    code: 'SERVICE_STARTING',
    message: ERRORS.SERVICE_STARTING.message,
  });
  let routing: Handler | null = null;
  const held = new Set<{ req: IncomingMessage; res: ServerResponse; timer: NodeJS.Timeout }>();

  const refuse = (res: ServerResponse) => {
    if (res.headersSent || res.destroyed) return;
    res.setHeader('retry-after', String(RETRY_AFTER_SECONDS));
    res.writeHead(ERRORS.SERVICE_STARTING.status).end(starting);
  };

  const server: Server = createServer((req, res) => {
    if (routing) {
      routing(req, res);
      return;
    }
    const path = (req.url ?? '').split('?')[0];
    const read = req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS';
    if (!read) {
      // Answered by the app once it is there, or refused after holdMs; either way the connection then closes (the
      // app's server does not know it).
      res.setHeader('connection', 'close');
      const entry = {
        req,
        res,
        timer: setTimeout(() => {
          held.delete(entry);
          probeHeaders(res);
          refuse(res);
        }, holdMs),
      };
      entry.timer.unref();
      held.add(entry);
      res.once('close', () => {
        clearTimeout(entry.timer);
        held.delete(entry);
      });
      return;
    }
    probeHeaders(res);
    if (path === `${API_PREFIX}/health/live` && (req.method === 'GET' || req.method === 'HEAD')) {
      const uptimeSec = Math.floor((Date.now() - options.startedAt) / 1000);
      res.writeHead(200).end(JSON.stringify({ success: true, data: { status: 'live', uptimeSec } }));
      return;
    }
    refuse(res);
  });
  // A socket.io client trying its WebSocket now is refused the same way (it retries by itself).
  const refuseUpgrade = (
    _req: IncomingMessage,
    socket: NodeJS.WritableStream & { end(data: string): void },
  ) => {
    socket.end(
      `HTTP/1.1 503 Service Unavailable\r\nRetry-After: ${RETRY_AFTER_SECONDS}\r\nConnection: close\r\n\r\n`,
    );
  };
  server.on('upgrade', refuseUpgrade);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ host: options.host, port: options.port, backlog: options.backlog ?? 511 }, () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.unref();

  const release = (answer: (entry: { req: IncomingMessage; res: ServerResponse }) => void) => {
    for (const entry of [...held]) {
      clearTimeout(entry.timer);
      held.delete(entry);
      answer(entry);
    }
  };

  return {
    handle: (server as unknown as { _handle: unknown })._handle,
    handOver(next) {
      routing = next;
      // The probe unreferenced the socket (a start that fails must not be kept alive by it); the app's is not.
      server.ref();
      server.off('upgrade', refuseUpgrade);
      release(({ req, res }) => next(req, res));
    },
    close: () =>
      new Promise<void>((resolve) => {
        release(({ res }) => {
          probeHeaders(res);
          refuse(res);
        });
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}

/** The probe's own answers: never cached, and their connection closes (the next request may find the app). */
function probeHeaders(res: ServerResponse): void {
  if (res.headersSent) return;
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('cache-control', 'no-store');
  res.setHeader('connection', 'close');
  res.setHeader('content-type', 'application/json; charset=utf-8');
}
