import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@lumi/shared';
import { rowsOf } from '../src/db/sql';
import { jobsRepository } from '../src/modules/jobs/repository';
import {
  buildTestApp,
  demoAddress,
  demoPrincipals,
  DEMO,
  DEMO_PATIENT,
  injectAs,
  type TestApp,
} from './helpers';
import { connect, listen } from './realtime-client';

/** `/metrics` in Prometheus's format and OpenTelemetry traces (issue 29, ADR 0052). */

const TOKEN = 'metrics-token-for-the-tests';

/** One sample's value from the text format, e.g. `lumi_jobs_dead` or `lumi_mails_total{transport="outbox",…}`. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = Object.fromEntries(
      [...(match[3] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(match[4]);
  }
  return undefined;
}

describe('metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(async () => {
    await t.close();
  });

  const scrape = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    return res.body;
  };

  it('answers a bearer of the token or a direct client on this machine; anyone else, or through a proxy, gets 404', async () => {
    const from = (remoteAddress: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });
    expect((await from('127.0.0.1')).statusCode).toBe(200);
    expect((await from('203.0.113.9', { authorization: `Bearer ${TOKEN}` })).statusCode).toBe(200);
    for (const denied of [
      await from('203.0.113.9'),
      await from('203.0.113.9', { authorization: `Bearer ${TOKEN}x` }),
      await from('203.0.113.9', { authorization: 'Bearer ' }),
      // A proxy on this machine passing a request from outside.
      await from('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' }),
    ]) {
      expect(denied.statusCode).toBe(404);
      expect(denied.json()).toMatchObject({ success: false, code: 'ROUTE_NOT_FOUND' });
      expect(denied.body).not.toContain('lumi_');
    }
  });

  it('times requests by method, route pattern and status', async () => {
    const before = await scrape();
    const labels = { method: 'GET', route: '/api/v1/products/detail/:idOrSlug', status_code: '404' };
    const count = () => sample(before, 'lumi_http_request_duration_seconds_count', labels) ?? 0;
    const was = count();
    for (const id of ['khong-co-1', 'khong-co-2', 'khong-co-3'])
      expect((await injectAs(t.app, null, { method: 'GET', url: `/products/detail/${id}` })).statusCode).toBe(
        404,
      );
    const after = await scrape();
    expect(sample(after, 'lumi_http_request_duration_seconds_count', labels)).toBe(was + 3);
    // The pattern, never the id: a label per product would grow without end.
    expect(after).not.toContain('khong-co-1');
    expect(sample(after, 'lumi_http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(
      was + 3,
    );
    // The process's own figures come with them.
    expect(sample(after, 'lumi_process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('counts orders and bookings created and the mails they send; shows the job queue as it is', async () => {
    const who = await demoPrincipals(t.app);
    const before = await scrape();
    const created = (text: string, kind: string) =>
      sample(text, 'lumi_lifecycle_created_total', { kind }) ?? 0;
    const mails = (text: string) =>
      sample(text, 'lumi_mails_total', { transport: 'outbox', result: 'sent' }) ?? 0;

    const [product] = await rowsOf<{ id: string }>(
      t.database.db,
      sql`select p.id from products p where p.stock is not null and p.enable
        and not exists (select 1 from promotion_items pi where pi.product_id = p.id) order by p.slug limit 1`,
    );
    await t.database.db.execute(
      sql`update products set stock = 1000, expiry = date '2099-01-01' where id = ${product!.id}`,
    );
    const placed = await injectAs(t.app, who.user, {
      method: 'POST',
      url: '/orders/cod',
      payload: {
        ...(await demoAddress(t.app)),
        products: [{ productId: product!.id, quantity: 1 }],
        note: '',
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json<{ data: Order }>().data.status).toBe('pending');

    // A booking of the first free slot of the demo doctor in the days ahead.
    const [doctor] = await rowsOf<{ id: string }>(
      t.database.db,
      sql`select id from doctors where email = ${DEMO.doctor.email}`,
    );
    let booked = false;
    for (let day = 1; day <= 14 && !booked; day++) {
      const date = new Date(t.clock.now().getTime() + day * 86_400_000).toISOString().slice(0, 10);
      const schedule = await injectAs(t.app, null, {
        method: 'GET',
        url: `/doctors/schedule-booking/${doctor!.id}?date=${date}`,
      });
      const slot = schedule
        .json<{ data: { timeSlots: { startTime: string; isAvailable: boolean }[] } }>()
        .data.timeSlots.find((s) => s.isAvailable);
      if (!slot) continue;
      const res = await injectAs(t.app, who.user, {
        method: 'POST',
        url: '/bookings',
        payload: { doctor: doctor!.id, date, startTime: slot.startTime, customer: DEMO_PATIENT },
      });
      expect(res.statusCode, res.body).toBe(201);
      booked = true;
    }
    expect(booked).toBe(true);

    await t.app.jobs.drain();

    // The queue as it is: a job due in an hour (the worker, on the test's clock, leaves it) and one that gave up.
    const now = t.clock.now().getTime();
    const inAnHour = new Date(now + 3_600_000).toISOString();
    const empty = await scrape();
    await t.database.db.execute(
      sql`insert into jobs (kind, payload, state, attempts, run_at, created_at, last_error) values
        ('metrics.test', '{}'::jsonb, 'pending', 0, ${inAnHour}::timestamptz, now(), null),
        ('metrics.test', '{}'::jsonb, 'dead', 5, now(), now(), 'gave up')`,
    );
    const queued = await scrape();
    expect(sample(queued, 'lumi_jobs_pending')).toBe(sample(empty, 'lumi_jobs_pending')! + 1);
    expect(sample(queued, 'lumi_jobs_due')).toBe(sample(empty, 'lumi_jobs_due'));
    expect(sample(queued, 'lumi_jobs_dead')).toBe(sample(empty, 'lumi_jobs_dead')! + 1);
    // Ninety minutes on, that job is due and has waited half an hour.
    const later = await jobsRepository(t.database.db).stats(new Date(now + 5_400_000));
    expect(later.due).toBeGreaterThanOrEqual(1);
    expect(later.oldestDueAgeSec).toBeGreaterThanOrEqual(1_800);
    await t.database.db.execute(sql`delete from jobs where kind = 'metrics.test'`);

    const after = await scrape();
    expect(created(after, 'order')).toBe(created(before, 'order') + 1);
    expect(created(after, 'booking')).toBe(created(before, 'booking') + 1);
    // The order's and the booking's mails to the customer, at least.
    expect(mails(after)).toBeGreaterThanOrEqual(mails(before) + 2);
    expect(sample(after, 'lumi_jobs_due')).toBe(0);
    if (t.database.kind === 'postgres') {
      expect(sample(after, 'lumi_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
      expect(sample(after, 'lumi_db_pool_connections', { state: 'waiting' })).toBe(0);
    }
  });

  it('counts the open sockets by namespace', async () => {
    const origin = await listen(t.app);
    const who = await demoPrincipals(t.app);
    const socket = await connect(origin, who.user);
    try {
      expect(sample(await scrape(), 'lumi_sockets', { namespace: '/' })).toBe(1);
    } finally {
      socket.close();
    }
    for (let i = 0; i < 50 && sample(await scrape(), 'lumi_sockets', { namespace: '/' }) !== 0; i++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sample(await scrape(), 'lumi_sockets', { namespace: '/' })).toBe(0);
  });
});

describe('traces (OpenTelemetry, OTLP/HTTP)', () => {
  type ExportedSpan = {
    name: string;
    traceId: string;
    parentSpanId?: string;
    kind: number;
    attributes: { key: string; value: { stringValue?: string; intValue?: string | number } }[];
  };
  const received: { resource: unknown; spans: ExportedSpan[] }[] = [];
  const collector = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.url === '/v1/traces') {
        const message = JSON.parse(body) as {
          resourceSpans: { resource: unknown; scopeSpans: { spans: ExportedSpan[] }[] }[];
        };
        for (const r of message.resourceSpans)
          received.push({ resource: r.resource, spans: r.scopeSpans.flatMap((s) => s.spans) });
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  let t: TestApp;
  beforeAll(async () => {
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
    const { port } = collector.address() as AddressInfo;
    t = await buildTestApp({
      env: { OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`, OTEL_SERVICE_NAME: 'lumi-test' },
    });
  });
  afterAll(async () => {
    await t?.close();
    collector.close();
  });

  it('sends a server span per request, named by its route and child of the caller’s traceparent', async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const parentId = '00f067aa0ba902b7';
    const res = await injectAs(t.app, null, {
      method: 'GET',
      url: '/products/detail/khong-co-san-pham',
      headers: { traceparent: `00-${traceId}-${parentId}-01` },
    });
    expect(res.statusCode).toBe(404);
    const find = () =>
      received.flatMap((r) => r.spans).find((s) => s.traceId === traceId && s.parentSpanId === parentId);
    for (let i = 0; i < 100 && !find(); i++) await new Promise((resolve) => setTimeout(resolve, 50));
    const span = find();
    expect(span, JSON.stringify(received)).toBeDefined();
    expect(span!.name).toBe('GET /api/v1/products/detail/:idOrSlug');
    expect(span!.kind).toBe(2); // SERVER
    const attribute = (key: string) => span!.attributes.find((a) => a.key === key)?.value;
    expect(Number(attribute('http.response.status_code')?.intValue)).toBe(404);
    expect(attribute('http.route')?.stringValue).toBe('/api/v1/products/detail/:idOrSlug');
    expect(JSON.stringify(received[0]!.resource)).toContain('lumi-test');
  });
});
