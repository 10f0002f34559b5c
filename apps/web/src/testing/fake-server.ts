import { vi } from 'vitest';

type Reply = { status?: number; body: unknown };
type Handler = (body: unknown, url: URL) => Reply;

export type FakeServer = {
  /** Answers `METHOD /path` (path after /api/v1) with a handler or a fixed reply. */
  on: (route: string, reply: Handler | Reply) => void;
  /** JSON bodies sent to `METHOD /path`, in order. */
  calls: (route: string) => unknown[];
  /** Every request as sent: method, path and headers. */
  requests: { route: string; headers: Headers }[];
};

/** Stubs `fetch` with a tiny in-memory API (envelope answers), so screens run their real calls. */
export function installFakeServer(): FakeServer {
  const handlers = new Map<string, Handler>();
  const bodies = new Map<string, unknown[]>();
  const requests: FakeServer['requests'] = [];

  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const route = `${request.method} ${url.pathname.replace(/^\/api\/v1/, '')}`;
    const text = await request.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    requests.push({ route, headers: request.headers });
    bodies.set(route, [...(bodies.get(route) ?? []), body]);
    const handler = handlers.get(route);
    const reply = handler
      ? handler(body, url)
      : {
          status: 404,
          body: { success: false, code: 'ROUTE_NOT_FOUND', message: 'Đường dẫn không tồn tại' },
        };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });

  return {
    on: (route, reply) => handlers.set(route, typeof reply === 'function' ? reply : () => reply),
    calls: (route) => bodies.get(route) ?? [],
    requests,
  };
}
