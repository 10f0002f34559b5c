import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import helmet from 'helmet';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { API_PREFIX, AUTH_HEADERS, SITE_NAME, UPLOAD_MAX_BYTES } from '@lumi/shared';
import type { Config } from './config';
import type { Database } from './db/client';
import { withAbsoluteAssetUrls, withStoredAssetUrls } from './lib/asset-urls';
import { systemClock, type Clock } from './lib/clock';
import type { AppContext } from './app-context';
import { createTokenService } from './lib/tokens';
import { authenticateFirst, createGuards } from './plugins/auth';
import {
  apiNotFound,
  clientErrorHandler,
  frameworkErrorHandler,
  registerErrorHandling,
} from './plugins/errors';
import { createRateLimiter, memoryCounterStore, redisCounterStore } from './plugins/rate-limit';
import { socketAuthenticator } from './realtime/authenticate';
import { createRealtimeHub } from './realtime/hub';
import type { RealtimeHub } from './realtime/port';
import { createGoogleProvider } from './providers/google';
import { createMailer, type Mailer } from './providers/mail';
import { createLocalStorage } from './providers/storage';
import { adminRoutes } from './modules/admins/routes';
import { avatarRoutes } from './modules/avatars/routes';
import { createAdminsService } from './modules/admins/service';
import { adminUserRoutes } from './modules/admin-users/routes';
import { createAdminUsersService } from './modules/admin-users/service';
import { authRoutes } from './modules/auth/routes';
import { catalogRoutes, createCatalogServices } from './modules/catalog';
import { createAuthService } from './modules/auth/service';
import { doctorRoutes } from './modules/doctors/routes';
import { createDoctorsService } from './modules/doctors/service';
import { doctorPublicRoutes } from './modules/doctors/public-routes';
import { createDoctorsPublicService } from './modules/doctors/public-service';
import { createDoctorRecommendService } from './modules/doctors/recommend-service';
import { clinicPublicRoutes } from './modules/clinics/routes';
import { createClinicsPublicService } from './modules/clinics/public-service';
import { createBookingReviewsService } from './modules/clinics/reviews-service';
import { clinicAdminRoutes } from './modules/clinic-admin/routes';
import { createClinicAdminService } from './modules/clinic-admin/service';
import { bookingStatsRoutes } from './modules/booking-stats/routes';
import { createBookingStatsService } from './modules/booking-stats/service';
import { siteStatsRoutes } from './modules/site-stats/routes';
import { createSiteStatsService } from './modules/site-stats/service';
import { doctorReviewRoutes } from './modules/doctors/review-routes';
import { contactRoutes } from './modules/contacts/routes';
import { createContactsService } from './modules/contacts/service';
import { promotionRoutes } from './modules/promotions/routes';
import { createPromotionsService } from './modules/promotions/service';
import { createPaymentProviders } from './modules/sandbox/providers';
import { sandboxRoutes } from './modules/sandbox/routes';
import { serveBuiltAssets } from './modules/pages/assets';
import { COMPRESS_MIN_BYTES } from './modules/pages/page-cache';
import { createPages } from './modules/pages/service';
import { seoRoutes } from './modules/seo/routes';
import { createSeoService } from './modules/seo/service';
import { createShippingService, shippingRoutes } from './modules/shipping';
import { orderRoutes } from './modules/orders/routes';
import { createOrdersService } from './modules/orders/service';
import { paymentGatewayRoutes, paymentOrderRoutes } from './modules/payments/routes';
import { createPaymentsService } from './modules/payments/service';
import { createIdempotencyService } from './modules/idempotency/service';
import { EXPIRY_SWEEP_INTERVAL_MS } from './modules/payments/expiry';
import { reviewRoutes } from './modules/reviews/routes';
import { chatRoutes } from './modules/chat/routes';
import { createChatService } from './modules/chat/service';
import { registerChatSocketHandlers } from './modules/chat/socket';
import { callRoutes, createCalls } from './modules/calls';
import { routineRoutes } from './modules/routines/routes';
import { createRoutinesService } from './modules/routines/service';
import { createJobQueue } from './modules/jobs/queue';
import { notificationRoutes } from './modules/notifications/routes';
import { createNotificationsService } from './modules/notifications/service';
import { createReviewsService } from './modules/reviews/service';
import { createBookingMailer } from './modules/bookings/mail';
import type { BookingMailer } from './modules/bookings/mail-port';
import { registerBookingReminders } from './modules/bookings/reminders';
import { bookingRoutes } from './modules/bookings/routes';
import { createBookingsService } from './modules/bookings/service';
import { googleRoutes } from './modules/google/routes';
import { devMailboxRoutes, systemRoutes } from './modules/system/routes';
import { createSystemService } from './modules/system/service';
import { uploadRoutes } from './modules/uploads/routes';
import { serveUploads } from './modules/uploads/serve';
import { createUploadsService } from './modules/uploads/service';

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

/** Content-Security-Policy that the built web app passes: no inline scripts; antd injects styles at run time. */
/** Where the web build's hashed assets are served (scripts, style sheets, fonts). */
const ASSETS_PREFIX = '/assets/';
const HOUR_MS = 3_600_000;

const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", 'ws:', 'wss:'],
  mediaSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null,
};

/**
 * The CSP of the app's pages: pictures and voice notes are answered on ASSET_BASE_URL (ADR 0030), which need not be
 * the address the page was opened at.
 */
function cspDirectives(assetBaseUrl: string) {
  const assets = new URL(assetBaseUrl).origin;
  return {
    ...CSP_DIRECTIVES,
    imgSrc: [...CSP_DIRECTIVES.imgSrc, assets],
    mediaSrc: [...CSP_DIRECTIVES.mediaSrc, assets],
  };
}

/** Fastify types its compiler factories after Ajv's; ours hand back the zod compilers whatever they are given. */
type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;
const zodCompilersFactory = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as CompilersFactory;

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const clock = options.clock ?? systemClock;
  const startedAt = clock.now().getTime();

  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    // Fastify's two info lines per request cost about a quarter of the throughput of a cached answer: one own
    // line per request instead, sampled for fast successful reads (the onResponse hook below, issue 14).
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    bodyLimit: 1024 * 1024,
    trustProxy: config.isProduction,
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
    // Every schema is zod: handing Fastify the zod compilers as its factories spares it loading Ajv and
    // fast-json-stringify at construction (~0.3 s of every start, ADR 0016).
    schemaController: { compilersFactory: zodCompilersFactory },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('principal', null);
  // Pictures and avatars leave absolute and come back relative (lib/asset-urls, ADR 0030).
  app.addHook('preSerialization', async (_request, _reply, payload) =>
    withAbsoluteAssetUrls(payload, config.assetBaseUrl),
  );
  app.addHook('preValidation', async (request) => {
    if (request.body !== null && typeof request.body === 'object')
      request.body = withStoredAssetUrls(request.body, config.assetBaseUrl);
  });
  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith(ASSETS_PREFIX)) reply.header('x-request-id', request.id);
  });
  if (options.logger !== false && ['info', 'debug', 'trace'].includes(config.logLevel)) {
    const { sampleRate, slowMs } = config.requestLog;
    app.addHook('onResponse', (request, reply, done) => {
      const elapsed = reply.elapsedTime;
      const routine =
        reply.statusCode < 400 && elapsed < slowMs && (request.method === 'GET' || request.method === 'HEAD');
      // The request's own logger carries reqId (= x-request-id).
      if (!routine || Math.random() < sampleRate)
        request.log.info(
          { req: request, res: reply, responseTime: elapsed, ...(routine ? { sampled: sampleRate } : {}) },
          'request completed',
        );
      done();
    });
  }
  registerErrorHandling(app);
  authenticateFirst(app);

  // ioredis is loaded only with REDIS_URL (a tenth of a second of every start otherwise).
  const redis = config.redisUrl
    ? new (await import('ioredis')).Redis(config.redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false })
    : null;
  // ioredis reconnects by itself; a lost connection must be logged, never thrown at the process.
  redis?.on('error', (err: Error) => app.log.warn({ err }, 'redis connection error'));
  const counterStore = redis ? redisCounterStore(redis, clock) : memoryCounterStore(clock);
  const limiter = createRateLimiter(counterStore, clock, config.rateLimits);

  const tokens = createTokenService(config.secrets, clock);
  const db = database.db;
  // Customer accounts are kept in memory by the guards; with Redis, changes made elsewhere reach them (issue 14).
  const guards = createGuards({ db, tokens, redis, redisPrefix: config.realtime.redisPrefix, log: app.log });
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
  const system = createSystemService({ db, config, startedAt, now: () => clock.now() });
  const mailer =
    options.mailer ??
    createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outbox: system.outbox(), log: app.log });
  const storage = createLocalStorage(path.join(config.dataDir, 'uploads'));
  const uploads = createUploadsService({ db, storage, clock });
  const clinicsPublic = createClinicsPublicService({ db });
  const doctorsPublic = createDoctorsPublicService({ db });
  const catalog = createCatalogServices({
    db,
    clock,
    uploads,
    almostExpiredDays: config.almostExpiredDays,
    directory: { doctors: doctorsPublic.match, clinics: clinicsPublic.match },
  });
  const shipping = createShippingService({ db, clock, config: config.shipping, log: app.log });
  const payments = createPaymentProviders(config, () => clock.now());
  // Order notifications and e-mails are jobs written with the order and made by this worker (modules/jobs).
  // The one worker and scheduler of this process (ADR 0043): what follows a change, and the periodic tasks.
  const jobs = createJobQueue({
    db,
    clock,
    log: app.log,
    options: { batchSize: database.kind === 'pglite' ? 4 : 16, periodic: config.env !== 'test' },
  });
  const notifications = createNotificationsService({ db, clock, log: app.log, realtime });
  const orders = createOrdersService({
    db,
    clock,
    shipping,
    catalog: catalog.products,
    shippingSource: () => shipping.source,
    // Each change's notification and e-mail as jobs; order:status to the owner and staff:shop after the commit.
    jobs,
    notifications,
    mailer,
    publicUrl: config.publicUrl,
    realtime,
    log: app.log,
  });
  app.decorate('jobs', { drain: () => jobs.drain(), tick: () => jobs.tick() });
  app.addHook('onReady', async () => jobs.start());
  const idempotency = createIdempotencyService({ db, clock });
  // The booking mails with their .ics (decision 26, modules/bookings/mail.ts); a test may record them instead.
  const bookingMail: BookingMailer = options.bookingMail ?? createBookingMailer({ mailer, config, clock });
  const bookings = createBookingsService({
    db,
    clock,
    jobs,
    notifications,
    mail: bookingMail,
    log: app.log,
    realtime,
  });
  // The day-before reminders: state in bookings.reminded_at, so restarts and other processes never write twice.
  registerBookingReminders(app, { db, clock, jobs, followUps: bookings.followUps, config });
  // Online consultation calls (issue 12): the `call:*` relay on the hub, its state in Redis when there is one.
  const calls = createCalls({
    db,
    clock,
    // The chat service is built with the context below; it is only asked once requests arrive.
    chat: {
      conversationParticipants: (conversationId, principal) =>
        ctx.services.chat.conversationParticipants(conversationId, principal),
      doctorConversationFor: (customerId, doctorId) =>
        ctx.services.chat.doctorConversationFor(customerId, doctorId),
    },
    hub: realtime,
    redis,
    redisPrefix: config.realtime.redisPrefix,
    ringTimeoutMs: config.calls.ringTimeoutMs,
    log: app.log,
  });
  const doctorRecommend = createDoctorRecommendService({ db, clock, log: app.log });
  const bookingReviews = createBookingReviewsService({ db, clock });
  const ctx: AppContext & { redisPing: (() => Promise<void>) | null } = {
    config,
    database,
    clock,
    mailer,
    limiter,
    payments,
    google: config.google ? createGoogleProvider(config.google) : null,
    guards,
    realtime,
    services: {
      auth: createAuthService({
        db,
        clock,
        tokens,
        mailer,
        uploads,
        hashKey: config.secrets.resetToken,
        realtime,
        principals: guards.principals,
      }),
      admins: createAdminsService({ db, tokens, uploads, realtime }),
      adminUsers: createAdminUsersService({ db, uploads, realtime, principals: guards.principals }),
      doctors: createDoctorsService({ db, tokens, uploads, clock, realtime }),
      uploads,
      system,
      ...catalog,
      promotions: createPromotionsService({ db, clock, uploads, catalog: catalog.products }),
      seo: createSeoService({ db, clock, publicUrl: config.publicUrl }),
      shipping,
      orders,
      payments: createPaymentsService({
        db,
        clock,
        publicUrl: config.publicUrl,
        orders,
        vnpay: payments.vnpay,
        stripe: payments.stripe,
        log: app.log,
      }),
      idempotency,
      reviews: createReviewsService({ db, clock, uploads, catalog: catalog.products }),
      notifications,
      bookings,
      clinicsPublic,
      doctorsPublic,
      bookingReviews,
      clinicAdmin: createClinicAdminService({ db, clock, uploads, reviews: bookingReviews, realtime }),
      bookingStats: createBookingStatsService({ db, clock }),
      siteStats: createSiteStatsService({ db, clock, almostExpiredDays: config.almostExpiredDays }),
      // Conversations and messages (api-contract §4.10, §5.4): pushed to the participants through the hub.
      chat: createChatService({ db, clock, realtime }),
      doctorRecommend,
      calls: calls.service,
      routines: createRoutinesService({
        db,
        clock,
        catalog: catalog.products,
        notifications,
        // The doctor chat, where each routine is posted as a card; read when a routine is created.
        chat: () => ctx.services.chat,
        log: app.log,
      }),
      contacts: createContactsService({
        db,
        clock,
        mailer,
        adminEmails: config.adminEmails,
        publicUrl: config.publicUrl,
        log: app.log,
      }),
    },
    redisPing: redis ? async () => void (await redis.ping()) : null,
  };

  // Security headers. The helmet middleware is built once (the Fastify wrapper rebuilds it per request).
  const securityHeaders = helmet({
    contentSecurityPolicy: { directives: cspDirectives(config.assetBaseUrl) },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    // A hashed script, style sheet or font is never a document: the document's policies (CSP, frame and referrer
    // rules…) mean nothing on it, and a phone page loads forty of them, each header a kilobyte (ADR 0034).
    if (request.url.startsWith(ASSETS_PREFIX)) {
      reply.header('x-content-type-options', 'nosniff').header('cross-origin-resource-policy', 'same-origin');
      done();
      return;
    }
    securityHeaders(request.raw, reply.raw, (error?: unknown) =>
      done(error instanceof Error ? error : undefined),
    );
  });
  // Other origins (api-contract §1.1): only the listed ones, without credentials (tokens travel in headers).
  // Any other origin (and a same-origin call, which sends none) gets no CORS header; its preflight is a 404.
  const corsOrigins = new Set(config.corsOrigins);
  await app.register(cors, {
    origin: (origin, callback) =>
      callback(null, origin !== undefined && corsOrigins.has(origin) ? origin : false),
    credentials: false,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: [
      'content-type',
      'authorization',
      ...Object.values(AUTH_HEADERS),
      'idempotency-key',
      'x-request-id',
    ],
    exposedHeaders: ['x-request-id', 'retry-after'],
    maxAge: 600,
  });
  await app.register(compress, { threshold: COMPRESS_MIN_BYTES });
  await app.register(cookie, { secret: config.secrets.resetToken });
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${SITE_NAME} API`,
        description: 'HTTP contract of Lumi (docs/api-contract.md)',
        version: config.version,
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          user: { type: 'apiKey', in: 'header', name: 'X-User-Header' },
          admin: { type: 'apiKey', in: 'header', name: 'X-Admin-Header' },
          doctor: { type: 'apiKey', in: 'header', name: 'X-Doctor-Header' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

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
    // Loaded once the server listens, so a start is never slower for it.
    app.addHook('onListen', (done) => {
      pages.warm();
      done();
    });
  }
  app.decorate('pagesReady', () => (pages ? pages.ready() : Promise.resolve()));

  await app.register(
    async (api) => {
      api.addHook('onRequest', async (request) => {
        // A page's own API calls count once, as the page request (modules/pages).
        if (pages?.isInternal(request)) return;
        await limiter.perIp(request);
      });
      await systemRoutes(api, ctx);
      await authRoutes(api, ctx);
      await adminRoutes(api, ctx);
      await adminUserRoutes(api, ctx);
      // The doctor's statistics and review moderation, then the public doctor reads: their fixed paths must be
      // matched before GET /doctors/:slug.
      await bookingStatsRoutes(api, ctx);
      await siteStatsRoutes(api, ctx);
      await doctorReviewRoutes(api, ctx);
      await doctorPublicRoutes(api, ctx);
      await doctorRoutes(api, ctx);
      await clinicPublicRoutes(api, ctx);
      await clinicAdminRoutes(api, ctx);
      await contactRoutes(api, ctx);
      await uploadRoutes(api, ctx);
      await avatarRoutes(api);
      await catalogRoutes(api, ctx);
      await promotionRoutes(api, ctx);
      await shippingRoutes(api, ctx);
      await orderRoutes(api, ctx);
      await paymentOrderRoutes(api, ctx, ctx.services.payments);
      await reviewRoutes(api, ctx);
      await notificationRoutes(api, ctx);
      await bookingRoutes(api, ctx);
      await chatRoutes(api, ctx);
      await callRoutes(api, ctx);
      await routineRoutes(api, ctx);
    },
    { prefix: API_PREFIX },
  );
  // Gateway calls: outside the per-IP limit, with their own raw-body parser (modules/payments/routes).
  await app.register(async (gateway) => paymentGatewayRoutes(gateway, ctx.services.payments), {
    prefix: API_PREFIX,
  });
  await app.register(async (root) => googleRoutes(root, ctx));
  if (!config.isProduction) await app.register(async (root) => devMailboxRoutes(root, ctx));
  // Payment sandboxes (ADR 0010): only for a gateway without credentials, never in production unless enabled.
  if (payments.vnpaySandbox || payments.stripeSandbox) {
    await app.register(async (root) =>
      sandboxRoutes(root, {
        config,
        clock,
        vnpay: payments.vnpaySandbox ? payments.vnpay : null,
        stripe: payments.stripeSandbox,
      }),
    );
  }
  // Root files for crawlers, before the web app's static files and fallback.
  await app.register(async (root) => seoRoutes(root, ctx));

  // Stored files and their sized picture variants (modules/uploads/serve.ts).
  await app.register(async (scope) => serveUploads(scope, storage));

  if (hasWeb) {
    // Vite's hashed assets, from memory (modules/pages/assets.ts).
    await app.register(async (scope) =>
      serveBuiltAssets(scope, { dir: path.join(config.webDistDir, 'assets'), prefix: ASSETS_PREFIX }),
    );
    // The other files of the build (icons, share pictures, the web manifest): looked at again at each use.
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      prefix: '/',
      // '/' is a page like any other (server-rendered, or index.html from the fallback below), not a folder.
      index: false,
      allowedPath: (pathName) => pathName !== '/',
      wildcard: true,
      setHeaders(res) {
        res.header('cache-control', 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    // API paths, and the development mailbox where it is switched off (production), are never pages.
    const isApi = url.startsWith('/api/') || url === '/api' || url.startsWith('/dev/');
    // A missing file (an old hashed asset, say) is a 404, never the page: only extension-less paths are routes.
    const looksLikeFile = /\.[a-z0-9]+$/i.test(url);
    if (
      !isApi &&
      hasWeb &&
      !looksLikeFile &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !url.startsWith('/uploads/')
    ) {
      // The public pages are rendered here (counted against the visitor's IP like an API read); every other page
      // is rendered by the client router, from index.html with its routes' modules preloaded (or as built, when no
      // page renderer is).
      if (pages && (await pages.serve(request, reply, () => limiter.perIp(request)))) return reply;
      reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html', config.webDistDir);
    }
    return reply.status(404).send(apiNotFound());
  });

  // The periodic tasks, each run once per interval across all processes by the job worker (ADR 0043).
  jobs.every('upload-sweep', HOUR_MS, () => uploads.sweepStale());
  jobs.every('idempotency-sweep', HOUR_MS, () => idempotency.sweepExpired());
  jobs.every('payment-expiry', EXPIRY_SWEEP_INTERVAL_MS, () => ctx.services.payments.sweepExpired());
  // Doctor ↔ category scores: recomputed when older than a day, checked every hour (and at the first start).
  jobs.every('doctor-scores', HOUR_MS, () => doctorRecommend.refreshIfStale());
  app.decorate('doctorScores', {
    recompute: () => doctorRecommend.recompute(),
    refreshIfStale: () => doctorRecommend.refreshIfStale(),
  });
  app.decorate('sweepExpiredPayments', () => ctx.services.payments.sweepExpired());
  registerChatSocketHandlers(realtime, ctx.services.chat);
  // Sockets go before the HTTP server closes (an open WebSocket would hold it); presence is left while Redis is up.
  app.decorate('realtime', realtime as RealtimeHub);
  app.addHook('onReady', async () => realtime.ready());
  app.addHook('onReady', async () => guards.principals.ready());
  app.addHook('preClose', async () => realtime.drain());
  app.addHook('onClose', async () => {
    // The worker's pass in progress ends before the database closes (main.ts closes it after the app).
    await jobs.stop();
    await calls.close();
    await realtime.close();
    await guards.principals.close();
    ctx.services.chat.stop();
    await doctorRecommend.stop();
    mailer.close();
    await counterStore.close();
    if (redis) await redis.quit().catch(() => undefined);
  });

  return app;
}
