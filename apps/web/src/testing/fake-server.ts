import type { z } from 'zod';
import { onTestFinished, vi } from 'vitest';
import { assertContractReply } from './contract';

type Reply = { status?: number; body: unknown };
type Handler = (body: unknown, url: URL) => Reply;

export type FakeServer = {
  /**
   * Answers `METHOD /path` (path after /api/v1) with a handler or a fixed reply. Every reply must match the
   * contract (testing/contract.ts); `schema` is the success answer of a route the contract does not have.
   */
  on: (route: string, reply: Handler | Reply, schema?: z.ZodType) => void;
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
  // A mismatch inside fetch only reaches the screen as a failed request; the test fails on it afterwards too.
  const mismatches: Error[] = [];
  onTestFinished(() => {
    if (mismatches.length > 0) throw mismatches[0];
  });

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
    on: (route, reply, schema) => {
      const check = (r: Reply) => assertContractReply(route, r.status ?? 200, r.body, schema);
      if (typeof reply !== 'function') {
        check(reply);
        handlers.set(route, () => reply);
        return;
      }
      handlers.set(route, (body, url) => {
        const answer = reply(body, url);
        try {
          check(answer);
        } catch (error) {
          mismatches.push(error as Error);
          throw error;
        }
        return answer;
      });
    },
    calls: (route) => bodies.get(route) ?? [],
    requests,
  };
}
