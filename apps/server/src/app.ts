import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '@lumi/shared';
import type { AppContext, AppServices } from './app-context';
import type { Config } from './config';
import type { Database } from './db/client';
import { createHttpServer, registerHttpPlugins, serveWeb } from './http-shell';
import { systemClock, type Clock } from './lib/clock';
import { createTokenService } from './lib/tokens';
import { createGuards } from './plugins/auth';
import { createRateLimiter, memoryCounterStore, redisCounterStore } from './plugins/rate-limit';
import { createGoogleProvider } from './providers/google';
import { createMailer, type Mailer } from './providers/mail';
import { createStorage } from './providers/storage';
import { createChangeVersions } from './db/changes';
import { createReadiness, type Readiness } from './lib/readiness';
import { isLoopbackPeer } from './lib/loopback';
import { createMetrics } from './plugins/metrics';
import { registerTracing } from './plugins/tracing';
import { socketAuthenticator } from './realtime/authenticate';
import { createRealtimeHub } from './realtime/hub';
import type { RealtimeHub } from './realtime/port';
import { adminUsersModule } from './modules/admin-users/module';
import { adminsModule } from './modules/admins/module';
import { authModule } from './modules/auth/module';
import { bookingStatsModule } from './modules/booking-stats/module';
import type { BookingMailer } from './modules/bookings/mail-port';
import { bookingsModule } from './modules/bookings/module';
import { callsModule } from './modules/calls/module';
import { catalogModule } from './modules/catalog/module';
import { chatModule } from './modules/chat/module';
import { clinicAdminModule } from './modules/clinic-admin/module';
import { clinicsModule } from './modules/clinics/module';
import { contactsModule } from './modules/contacts/module';
import { doctorsModule } from './modules/doctors/module';
import { googleModule } from './modules/google/module';
import { idempotencyModule } from './modules/idempotency/module';
import { createJobQueue } from './modules/jobs/queue';
import { buildModules, servicesOf, type ModuleInfra, type ModuleOf } from './modules/kit';
import { notificationsModule } from './modules/notifications/module';
import { ordersModule } from './modules/orders/module';
import { createPages } from './modules/pages/service';
import { paymentsModule } from './modules/payments/module';
import { promotionsModule } from './modules/promotions/module';
import { vouchersModule } from './modules/vouchers/module';
import { loyaltyModule } from './modules/loyalty/module';
import { stockAlertsModule } from './modules/stock-alerts/module';
import { reviewsModule } from './modules/reviews/module';
import { routinesModule } from './modules/routines/module';
import { skinModule } from './modules/skin/module';
import { createPaymentProviders } from './modules/sandbox/providers';
import { sandboxModule } from './modules/sandbox/module';
import { waitlistModule } from './modules/waitlist/module';
import { messagingModule } from './modules/messaging/module';
import { seoModule } from './modules/seo/module';
import { shippingModule } from './modules/shipping/module';
import { siteStatsModule } from './modules/site-stats/module';
import { mailOutbox } from './modules/system/outbox';
import { systemModule } from './modules/system/module';
import { uploadsModule } from './modules/uploads/module';

/**
 * The server's modules (ADR 0045). Each declares what it needs and provides and is built once what it needs is;
 * their API routes are registered in this order (the doctors' fixed paths after the statistics', before
 * /doctors/:slug). `bookingMail` replaces the booking mails (a test may record them).
 */
export const appModules = (options: {
  bookingMail?: BookingMailer | undefined;
}): readonly ModuleOf<AppServices>[] => [
  systemModule,
  authModule,
  adminsModule,
  adminUsersModule,
  bookingStatsModule,
  siteStatsModule,
  doctorsModule,
  clinicsModule,
  clinicAdminModule,
  contactsModule,
  uploadsModule,
  catalogModule,
  promotionsModule,
  vouchersModule,
  loyaltyModule,
  stockAlertsModule,
  shippingModule,
  ordersModule,
  paymentsModule,
  idempotencyModule,
  reviewsModule,
  notificationsModule,
  messagingModule,
  bookingsModule({ mail: options.bookingMail }),
  waitlistModule,
  chatModule,
  callsModule,
  routinesModule,
  skinModule,
  seoModule,
  googleModule,
  sandboxModule,
];

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether this process takes requests (ADR 0052): main.ts marks it ready, and stopping when shutdown begins. */
    readiness: Readiness;
  }
}

export type BuildOptions = {
  config: Config;
  database: Database;
  clock?: Clock;
  /** Replace the mailer (a test may inject one that fails). */
  mailer?: Mailer;
  /** Replace the booking mails (a test may record them). */
  bookingMail?: BookingMailer;
  logger?: boolean;
};

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const clock = options.clock ?? systemClock;
  const startedAt = clock.now().getTime();
  const app = createHttpServer(config, options);
  const readiness = createReadiness();
  app.decorate('readiness', readiness);
  const db = database.db;
  // Request timings, the pool, the job queue, sockets, mails, creations — at /metrics (ADR 0052); traces when a
  // collector is configured (both hooked in with the HTTP plugins, before any route).
  const metrics = createMetrics();

  // ioredis is loaded only with REDIS_URL (a tenth of a second of every start otherwise).
  const redis = config.redisUrl
    ? new (await import('ioredis')).Redis(config.redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false })
    : null;
  // ioredis reconnects by itself; a lost connection must be logged, never thrown at the process.
  redis?.on('error', (err: Error) => app.log.warn({ err }, 'redis connection error'));
  const counterStore = redis ? redisCounterStore(redis, clock) : memoryCounterStore(clock);
  const tokens = createTokenService(config.secrets, clock);
  // Cached reads stay current through the database's change notices (ADR 0048).
  const changes = createChangeVersions(database);
  // Customer accounts are kept in memory by the guards; with Redis, changes made elsewhere reach them (issue 14).
  // Staff and doctor accounts too, until the change notices say their table changed.
  const guards = createGuards({
    db,
    tokens,
    redis,
    redisPrefix: config.realtime.redisPrefix,
    log: app.log,
    changes,
  });
  // socket.io on this server (api-contract §5); services get it to push their events after a write commits.
  const realtime = await createRealtimeHub({
    server: app.server,
    authenticate: socketAuthenticator(guards.resolve),
    corsOrigins: config.corsOrigins,
    redis,
    redisPrefix: config.realtime.redisPrefix,
    limits: { socketsPerAccount: config.realtime.socketsPerAccount, events: config.realtime.eventLimit },
    clock,
    log: app.log,
    assetBaseUrl: config.assetBaseUrl,
  });
  const mailer = metrics.countingMailer(
    options.mailer ??
      createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outbox: mailOutbox(db), log: app.log }),
  );
  // The one worker and scheduler of this process (ADR 0043): what follows a change, and the periodic tasks.
  const jobs = createJobQueue({
    db,
    clock,
    log: app.log,
    options: { batchSize: database.kind === 'pglite' ? 4 : 16, periodic: config.env !== 'test' },
  });
  metrics.attach({
    pool: () => database.poolStats(),
    jobs: () => jobs.stats(),
    sockets: () => realtime.socketsByNamespace(),
  });
  const closers: (() => Promise<void> | void)[] = [];
  const infra: ModuleInfra = {
    config,
    database,
    db,
    clock,
    log: app.log,
    mailer,
    limiter: createRateLimiter(counterStore, clock, config.rateLimits),
    payments: createPaymentProviders(config, () => clock.now()),
    google: config.google ? createGoogleProvider(config.google) : null,
    guards,
    realtime,
    changes,
    readiness,
    metrics,
    tokens,
    jobs,
    storage: await createStorage(config),
    redis,
    startedAt,
    onClose: (stop) => void closers.push(stop),
  };
  const modules = appModules(options);
  const services = buildModules<AppServices>(infra, modules);
  const ctx: AppContext = { ...infra, services };

  await registerHttpPlugins(app, config);
  metrics.register(app, { token: config.metricsToken, isLoopback: isLoopbackPeer });
  if (config.tracing) await registerTracing(app, { ...config.tracing, version: config.version });
  const hasWeb = existsSync(path.join(config.webDistDir, 'index.html'));
  // Server-rendered public pages (ADR 0025), from the renderer built beside the web app (apps/web/dist-ssr).
  const pages = hasWeb
    ? createPages({
        app,
        webDistDir: config.webDistDir,
        rendererPath: path.join(path.dirname(config.webDistDir), 'dist-ssr', 'entry-server.js'),
        publicUrl: config.publicUrl,
        now: () => clock.now().getTime(),
        log: app.log,
      })
    : null;
  if (pages) {
    // A write through the API drops the rendered pages kept on this process (a page shows it at its next request).
    app.addHook('onResponse', (request, reply, done) => {
      if (
        request.method !== 'GET' &&
        request.method !== 'HEAD' &&
        reply.statusCode < 400 &&
        request.url.startsWith(`${API_PREFIX}/`)
      )
        pages.invalidate();
      done();
    });
  }
  app.decorate('pagesReady', () => (pages ? pages.ready() : Promise.resolve()));
  // Ready (ADR 0052) once the modules are ready and the page renderer is loaded; main.ts then listens (a boot probe
  // answers the port meanwhile). A renderer built but unusable never makes the process ready (main.ts refuses the
  // start with pagesReady's reason).
  app.addHook('onReady', async () => {
    await app.pagesReady().then(
      () => readiness.markReady(),
      () => undefined,
    );
  });

  await app.register(
    async (api) => {
      api.addHook('onRequest', async (request) => {
        // A page's own API calls count once, as the page request (modules/pages).
        if (pages?.isInternal(request)) return;
        await infra.limiter.perIp(request);
      });
      for (const module of modules) await module.routes?.(api, ctx, infra);
    },
    { prefix: API_PREFIX },
  );
  for (const module of modules) {
    const rootRoutes = module.rootRoutes;
    if (rootRoutes) await app.register(async (root) => rootRoutes(root, ctx, infra));
  }
  await serveWeb(app, { config, hasWeb, pages, limiter: infra.limiter });

  for (const module of modules) {
    const own = servicesOf(module, services);
    for (const task of module.every?.(own, infra) ?? []) jobs.every(task.name, task.intervalMs, task.run);
    module.attach?.(app, own, infra);
  }
  // A write's answer leaves once this process has heard the write's change notice (ADR 0048): the writer's next read,
  // on this process, is never a cached answer from before it (PostgreSQL delivers notices a moment after commit). A
  // refused write changed nothing and waits for nothing (the many refused orders of a flash sale, ADR 0050).
  app.addHook('onSend', async (req, reply) => {
    if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS' && reply.statusCode < 400)
      await changes.sync();
  });
  app.decorate('changesHeard', () => changes.sync());
  app.decorate('jobs', {
    drain: () => jobs.drain(),
    tick: () => jobs.tick(),
    stop: () => jobs.stop(),
    start: () => jobs.start(),
  });
  app.addHook('onReady', async () => jobs.start());
  // Sockets go before the HTTP server closes (an open WebSocket would hold it); presence is left while Redis is up.
  app.decorate('realtime', realtime as RealtimeHub);
  app.addHook('onReady', async () => realtime.ready());
  app.addHook('onReady', async () => guards.principals.ready());
  // Shutting down (ADR 0052): every answer closes its connection, so that a keep-alive client's next request opens
  // one to another process instead of meeting this one's closed listener.
  app.addHook('onSend', async (_req, reply) => {
    if (readiness.state === 'stopping') reply.header('connection', 'close');
  });
  // Shutdown: the job worker takes no more work (its pass in progress ends; the jobs left wait in the database for
  // another process), and every socket is closed, which its client answers by connecting again — to another process.
  app.addHook('preClose', async () => {
    readiness.beginShutdown();
    await jobs.stop();
  });
  app.addHook('preClose', async () => realtime.drain());
  app.addHook('onClose', async () => {
    for (const stop of closers) await stop();
    await changes.close();
    await realtime.close();
    await guards.principals.close();
    mailer.close();
    await counterStore.close();
    if (redis) await redis.quit().catch(() => undefined);
  });

  return app;
}
