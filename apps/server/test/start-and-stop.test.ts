import { createServer } from 'node:http';
import { connect as tcpConnect } from 'node:net';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBootProbe } from '../src/boot-probe';
import { migrationsFolder } from '../src/db/migrate';
import { DEMO } from '../src/seed';
import { buildTestApp, injectAs, type TestApp } from './helpers';
import { freePort, launchServer, startServerProcess, type LaunchedServer } from './server-process';

/** Liveness, readiness, the boot probe, migrations under their lock and a graceful shutdown (issue 29, ADR 0052). */

const get = (origin: string, url: string) =>
  fetch(`${origin}/api/v1${url}`).then(async (res) => ({
    status: res.status,
    headers: res.headers,
    body: (await res.json()) as { success: boolean; code?: string; data?: { status?: string } },
  }));

describe('the boot probe (the port while the process starts)', () => {
  it('answers live; a read 503 SERVICE_STARTING with Retry-After at once', async () => {
    const port = await freePort();
    const probe = await startBootProbe({ host: '127.0.0.1', port, startedAt: Date.now() - 3_000 });
    const origin = `http://127.0.0.1:${port}`;
    try {
      const live = await get(origin, '/health/live');
      expect(live.status).toBe(200);
      expect(live.body).toMatchObject({ success: true, data: { status: 'live' } });
      expect((live.body.data as { uptimeSec: number }).uptimeSec).toBeGreaterThanOrEqual(3);
      for (const url of ['/health/ready', '/health', '/products/home']) {
        const res = await get(origin, url);
        expect(res.status).toBe(503);
        expect(res.headers.get('retry-after')).toBe('5');
        expect(res.body).toEqual({
          success: false,
          code: 'SERVICE_STARTING',
          message: 'Hệ thống đang khởi động, vui lòng thử lại sau giây lát',
        });
      }
    } finally {
      await probe.close();
    }
    // Closed: the port is free.
    await expect(fetch(`${origin}/api/v1/health/live`)).rejects.toThrow();
  });

  it('holds a request that changes something, and 503 after the hold if the app never came', async () => {
    const port = await freePort();
    const probe = await startBootProbe({ host: '127.0.0.1', port, startedAt: Date.now(), holdMs: 300 });
    try {
      const asked = Date.now();
      const res = await fetch(`http://127.0.0.1:${port}/api/v1/orders/cod`, { method: 'POST', body: '{}' });
      expect(Date.now() - asked).toBeGreaterThanOrEqual(290);
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ code: 'SERVICE_STARTING' });
    } finally {
      await probe.close();
    }
  });

  it("hands its listening socket and the requests it held to the app's server: nothing queued is dropped", async () => {
    const port = await freePort();
    const probe = await startBootProbe({ host: '127.0.0.1', port, startedAt: Date.now() });
    const origin = `http://127.0.0.1:${port}`;
    const app = createServer((req, res) => res.end(`app ${req.method} ${req.url}`));
    try {
      // Sent while the process starts: held by the probe.
      const held = Array.from({ length: 5 }, (_, n) =>
        fetch(`${origin}/api/v1/bookings?n=${n}`, { method: 'POST', body: '{}' }).then(
          async (res) => `${res.status} ${await res.text()}`,
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      await new Promise<void>((resolve) => app.listen({ handle: probe.handle }, resolve));
      probe.handOver((req, res) => app.emit('request', req, res));
      expect(await Promise.all(held)).toEqual(
        Array.from({ length: 5 }, (_, n) => `200 app POST /api/v1/bookings?n=${n}`),
      );
      // New connections reach the app's server on the same port.
      expect(await (await fetch(`${origin}/api/v1/health/live`)).text()).toBe('app GET /api/v1/health/live');
    } finally {
      await new Promise((resolve) => app.close(resolve));
    }
  });
});

describe('liveness and readiness of a running app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('is live and ready once built; from the moment shutdown begins, not ready and every answer closes its connection', async () => {
    const live = await injectAs(t.app, null, { method: 'GET', url: '/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ success: true, data: { status: 'live' } });
    const ready = await injectAs(t.app, null, { method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      success: true,
      data: { status: 'ready', db: 'ok', redis: process.env.REDIS_URL ? 'ok' : 'absent' },
    });
    expect(ready.headers.connection).not.toBe('close');

    t.app.readiness.beginShutdown();
    for (const url of ['/health/ready', '/health']) {
      const res = await injectAs(t.app, null, { method: 'GET', url });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ success: false, code: 'SERVICE_STOPPING' });
      expect(res.headers.connection).toBe('close');
    }
    const stillLive = await injectAs(t.app, null, { method: 'GET', url: '/health/live' });
    expect(stillLive.statusCode).toBe(200);
    expect(stillLive.headers.connection).toBe('close');
    // Other requests are still answered during the delay (the load balancer is moving away).
    const products = await injectAs(t.app, null, { method: 'GET', url: '/products/home' });
    expect(products.statusCode).toBe(200);
    // A shutdown is never undone.
    t.app.readiness.markReady();
    expect(t.app.readiness.state).toBe('stopping');
  });
});

describe.runIf(process.env.DATABASE_URL)('server processes on PostgreSQL', () => {
  const adminUrl = process.env.DATABASE_URL as string;

  describe('three processes started together on an empty database', () => {
    const name = `lumi_start_${process.pid}_${Date.now()}`;
    const servers: LaunchedServer[] = [];
    afterAll(async () => {
      await Promise.all(servers.map((s) => s.stop()));
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    });

    it('one migrates and loads the demo data, the others wait (live, not ready) and then serve', async () => {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      servers.push(
        ...(await Promise.all(
          [0, 1, 2].map(() =>
            launchServer({ DATABASE_URL: url.toString(), SEED_DEMO_DATA: 'true', LOG_LEVEL: 'info' }),
          ),
        )),
      );
      // Each process: seen live and not ready while it starts, then ready.
      const seenStarting = await Promise.all(
        servers.map(async (server) => {
          let starting = false;
          for (const deadline = Date.now() + 240_000; Date.now() < deadline;) {
            if (server.child.exitCode !== null) throw new Error(`a process exited:\n${server.output()}`);
            const [live, ready] = await Promise.all([
              get(server.origin, '/health/live').catch(() => null),
              get(server.origin, '/health/ready').catch(() => null),
            ]);
            if (live?.status === 200 && ready?.status === 503 && ready.body.code === 'SERVICE_STARTING')
              starting = true;
            if (ready?.status === 200) return starting;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
          throw new Error(`a process was not ready in time:\n${server.output()}`);
        }),
      );
      expect(seenStarting).toEqual([true, true, true]);

      // The demo data was loaded by exactly one of them, and exactly once.
      const loaders = servers.filter((s) => s.output().includes('đang nạp dữ liệu mẫu'));
      expect(loaders).toHaveLength(1);
      const check = new pg.Client({ connectionString: url.toString() });
      await check.connect();
      try {
        const journal = JSON.parse(
          await readFile(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'),
        ) as { entries: unknown[] };
        const migrated = await check.query<{ n: string }>(
          'select count(*) as n from drizzle.__drizzle_migrations',
        );
        expect(Number(migrated.rows[0]?.n)).toBe(journal.entries.length);
        const admins = await check.query<{ n: string }>(
          'select count(*) as n from admins where username = $1',
          [DEMO.admin.username],
        );
        expect(Number(admins.rows[0]?.n)).toBe(1);
      } finally {
        await check.end();
      }
      // And every one of them serves the shop.
      for (const server of servers) {
        const res = await fetch(`${server.origin}/api/v1/products/home`);
        expect(res.status).toBe(200);
        const home = (await res.json()) as { data: { products: unknown[] }[] };
        expect(home.data.flatMap((tag) => tag.products).length).toBeGreaterThan(0);
      }
    }, 300_000);
  });

  describe('a graceful shutdown', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp();
    });
    afterAll(async () => {
      await t.close();
    });

    it('SIGTERM: not ready at once, the request in flight finishes, then the process ends with 0', async () => {
      const server = await startServerProcess(t, {
        SHUTDOWN_DELAY_MS: '1500',
        RATE_LIMIT_LOGIN_PER_15_MIN: '100000',
        RATE_LIMIT_LOGIN_PER_IP_PER_15_MIN: '100000',
      });
      try {
        const { port } = new URL(server.origin);
        // A sign-in whose body is half sent when the signal comes.
        const body = JSON.stringify({ email: DEMO.customer.email, password: DEMO.customer.password });
        const socket = tcpConnect(Number(port), '127.0.0.1');
        await new Promise<void>((resolve) => socket.once('connect', resolve));
        let answer = '';
        socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
        const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
        socket.write(
          `POST /api/v1/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
        );
        socket.write(body.slice(0, 10));

        server.child.kill('SIGTERM');
        // Within the delay: still live, no longer ready.
        await new Promise((resolve) => setTimeout(resolve, 300));
        const ready = await get(server.origin, '/health/ready');
        expect(ready.status).toBe(503);
        expect(ready.body.code).toBe('SERVICE_STOPPING');
        expect(ready.headers.get('connection')).toBe('close');
        expect((await get(server.origin, '/health/live')).status).toBe(200);

        // After the delay the listener is closed; the request in flight still gets its whole answer.
        await new Promise((resolve) => setTimeout(resolve, 1_700));
        await expect(fetch(`${server.origin}/api/v1/health/live`)).rejects.toThrow();
        socket.write(body.slice(10));
        await ended;
        expect(answer).toMatch(/^HTTP\/1\.1 200 /);
        expect(answer).toContain('"accessToken"');
        expect(answer.toLowerCase()).toContain('connection: close');
        expect(await server.exited).toEqual({ code: 0, signal: null });
      } finally {
        await server.stop();
      }
    }, 120_000);
  });
});
