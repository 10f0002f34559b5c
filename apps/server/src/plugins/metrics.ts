import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { AppError } from '../lib/app-error';
import type { Mailer } from '../providers/mail';

/** The lifecycles whose creations are counted (issue 29); the ones to come (voucher, return, waitlist) join here. */
export type CountedLifecycle = 'order' | 'booking';

/** What `collect` reads at each scrape: the database pool, the job queue, the sockets. */
export type MetricsSources = {
  /** Null where there is no pool (the embedded database answers one statement at a time on its thread). */
  pool(): { total: number; idle: number; waiting: number } | null;
  jobs(): Promise<{ pending: number; due: number; oldestDueAgeSec: number; dead: number }>;
  sockets(): Record<string, number>;
};

/**
 * The process's metrics in Prometheus's format (issue 29, ADR 0052), on a registry of its own (a test builds several
 * apps in one process). Counters are this process's since its start; a Prometheus server sums the processes.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'lumi_' });
  let sources: MetricsSources | null = null;

  const requestDuration = new Histogram({
    name: 'lumi_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status, from arrival to the answer sent',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const mails = new Counter({
    name: 'lumi_mails_total',
    help: 'Mails handed to the mailer, by transport and result (sent or failed)',
    labelNames: ['transport', 'result'] as const,
    registers: [registry],
  });
  const created = new Counter({
    name: 'lumi_lifecycle_created_total',
    help: 'Orders and bookings created by this process',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'lumi_db_pool_connections',
    help: 'Database connections of this process: total, idle, and requests waiting for one',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      if (!sources) return;
      const p = sources.pool();
      if (!p) return;
      this.set({ state: 'total' }, p.total);
      this.set({ state: 'idle' }, p.idle);
      this.set({ state: 'waiting' }, p.waiting);
    },
  });
  // The job queue is the deployment's (one table): one query per scrape feeds its four gauges.
  type JobFigures = Awaited<ReturnType<MetricsSources['jobs']>>;
  let jobFigures: Promise<JobFigures | null> | null = null;
  const jobGauges: [string, string, (f: JobFigures) => number][] = [
    ['lumi_jobs_pending', 'Jobs waiting in the queue (due or later)', (f) => f.pending],
    ['lumi_jobs_due', 'Jobs whose time has come and that no worker has taken yet', (f) => f.due],
    ['lumi_jobs_oldest_due_age_seconds', 'How long the oldest due job has waited', (f) => f.oldestDueAgeSec],
    ['lumi_jobs_dead', 'Jobs that gave up after their last attempt', (f) => f.dead],
  ];
  for (const [name, help, pick] of jobGauges)
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        if (!sources) return;
        jobFigures ??= sources.jobs().catch(() => null);
        const figures = await jobFigures;
        if (figures) this.set(pick(figures));
      },
    });
  new Gauge({
    name: 'lumi_sockets',
    help: 'Open socket.io connections of this process by namespace',
    labelNames: ['namespace'] as const,
    registers: [registry],
    collect() {
      if (!sources) return;
      for (const [namespace, n] of Object.entries(sources.sockets())) this.set({ namespace }, n);
    },
  });

  return {
    registry,
    /** Where the gauges read from (set once the app's parts exist). */
    attach(next: MetricsSources) {
      sources = next;
    },
    created(kind: CountedLifecycle) {
      created.inc({ kind });
    },
    /** The mailer, counting each mail sent or failed. */
    countingMailer(mailer: Mailer): Mailer {
      return {
        get transport() {
          return mailer.transport;
        },
        async send(mail) {
          try {
            await mailer.send(mail);
            mails.inc({ transport: mailer.transport, result: 'sent' });
          } catch (error) {
            mails.inc({ transport: mailer.transport, result: 'failed' });
            throw error;
          }
        },
        close: () => mailer.close(),
      };
    },
    /** Times every request by its route's pattern (`unmatched` for a 404), and answers `GET /metrics`. */
    register(app: FastifyInstance, access: { token: string | null; isLoopback(address?: string): boolean }) {
      app.addHook('onResponse', (request, reply, done) => {
        requestDuration.observe(
          {
            method: request.method,
            route: request.routeOptions.url ?? 'unmatched',
            status_code: String(reply.statusCode),
          },
          reply.elapsedTime / 1000,
        );
        done();
      });
      app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
        if (!allowed(request.headers, request.raw.socket.remoteAddress, access))
          throw new AppError('ROUTE_NOT_FOUND');
        jobFigures = null;
        const body = await registry.metrics();
        jobFigures = null;
        return reply.type(registry.contentType).header('cache-control', 'no-store').send(body);
      });
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/**
 * Who may read `/metrics`: a bearer of METRICS_TOKEN, or a client on this machine that came straight to the process
 * (a request through a proxy carries X-Forwarded-For and is not the proxy's own, even from the loopback address).
 * Anyone else gets the ordinary 404, as if it did not exist.
 */
function allowed(
  headers: Record<string, string | string[] | undefined>,
  peer: string | undefined,
  access: { token: string | null; isLoopback(address?: string): boolean },
): boolean {
  const authorization = headers.authorization;
  if (access.token && typeof authorization === 'string' && authorization.startsWith('Bearer ')) {
    const given = Buffer.from(authorization.slice(7));
    const expected = Buffer.from(access.token);
    if (given.length === expected.length && timingSafeEqual(given, expected)) return true;
  }
  const proxied = headers['x-forwarded-for'] !== undefined || headers.forwarded !== undefined;
  return !proxied && access.isLoopback(peer);
}
