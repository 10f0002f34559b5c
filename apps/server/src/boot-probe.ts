import { createServer, type Server } from 'node:http';
import { API_PREFIX, ERRORS } from '@lumi/shared';

/** How long a client is asked to wait before trying a starting process again. */
const RETRY_AFTER_SECONDS = 5;

/**
 * The server's port while the process starts (ADR 0052): migrations (waiting for another process's, under their
 * lock), the demo data and the app are not ready yet, but an orchestrator must see the process live. The liveness
 * probe answers 200; every other request 503 `SERVICE_STARTING` with Retry-After. Closed just before the app listens
 * on the same port.
 */
export async function startBootProbe(options: {
  host: string;
  port: number;
  startedAt: number;
}): Promise<{ close(): Promise<void> }> {
  const starting = JSON.stringify({
    success: false,
    code: 'SERVICE_STARTING',
    message: ERRORS.SERVICE_STARTING.message,
  });
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    res.setHeader('x-content-type-options', 'nosniff');
    res.setHeader('cache-control', 'no-store');
    res.setHeader('connection', 'close');
    res.setHeader('content-type', 'application/json; charset=utf-8');
    if (path === `${API_PREFIX}/health/live` && (req.method === 'GET' || req.method === 'HEAD')) {
      const uptimeSec = Math.floor((Date.now() - options.startedAt) / 1000);
      res.writeHead(200).end(JSON.stringify({ success: true, data: { status: 'live', uptimeSec } }));
      return;
    }
    res.setHeader('retry-after', String(RETRY_AFTER_SECONDS));
    res.writeHead(ERRORS.SERVICE_STARTING.status).end(starting);
  });
  // A socket.io client trying its WebSocket now is refused the same way (it retries by itself).
  server.on('upgrade', (_req, socket) => {
    socket.end(
      `HTTP/1.1 503 Service Unavailable\r\nRetry-After: ${RETRY_AFTER_SECONDS}\r\nConnection: close\r\n\r\n`,
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ host: options.host, port: options.port }, () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.unref();
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
