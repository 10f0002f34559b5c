import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
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
import path from 'node:path';
import { AUTH_HEADERS, SITE_NAME, UPLOAD_MAX_BYTES } from '@lumi/shared';
import type { Config } from './config';
import { withAbsoluteAssetUrls, withStoredAssetUrls } from './lib/asset-urls';
import { authenticateFirst } from './plugins/auth';
import {
  apiNotFound,
  clientErrorHandler,
  frameworkErrorHandler,
  registerErrorHandling,
} from './plugins/errors';
import type { RateLimiter } from './plugins/rate-limit';
import { serveBuiltAssets } from './modules/pages/assets';
import { COMPRESS_MIN_BYTES } from './lib/compression';
import type { Pages } from './modules/pages/service';

/**
 * The HTTP server around the modules (ADR 0045): Fastify with its request ids, log sampling, asset URLs and error
 * answers; the security headers, CORS, compression and API documentation; the web app's files and pages.
 */

/** Where the web build's hashed assets are served (scripts, style sheets, fonts). */
const ASSETS_PREFIX = '/assets/';

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

/** Fastify with the process's request handling, before any route. */
export function createHttpServer(config: Config, options: { logger?: boolean }): FastifyInstance {
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
  return app;
}

/** The headers a request-independent middleware sets, collected once by running it on a stand-in response. */
function headersOf(
  middleware: (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void,
): Record<string, string> {
  const headers: Record<string, string> = {};
  let failure: unknown;
  const standIn = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  middleware({} as IncomingMessage, standIn as unknown as ServerResponse, (error) => (failure = error));
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}

/** Security headers, CORS, compression, cookies, uploads and the API's documentation. */
export async function registerHttpPlugins(app: FastifyInstance, config: Config): Promise<void> {
  // Security headers: helmet's, which depend on nothing in the request, worked out once (its dozen middlewares per
  // request cost a twentieth of a kept answer), for documents (pages, the API's UI, uploads). An API's JSON answer is
  // never rendered: it gets the API set (OWASP's REST cheat sheet), a third of the bytes (ADR 0051).
  const documentHeaders = headersOf(
    helmet({
      contentSecurityPolicy: { directives: cspDirectives(config.assetBaseUrl) },
      crossOriginEmbedderPolicy: false,
    }),
  );
  const jsonHeaders: Record<string, string> = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'strict-transport-security': documentHeaders['strict-transport-security'] ?? 'max-age=31536000',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
  };
  app.addHook('onRequest', (request, reply, done) => {
    // A hashed script, style sheet or font is never a document: the document's policies (CSP, frame and referrer
    // rules…) mean nothing on it, and a phone page loads forty of them, each header a kilobyte (ADR 0034).
    if (request.url.startsWith(ASSETS_PREFIX))
      reply.header('x-content-type-options', 'nosniff').header('cross-origin-resource-policy', 'same-origin');
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!request.url.startsWith(ASSETS_PREFIX)) {
      const type = reply.getHeader('content-type');
      const headers =
        typeof type === 'string' && type.startsWith('application/json') ? jsonHeaders : documentHeaders;
      // A route's own policy (the payment sandbox's form targets, the mailbox's) stands.
      for (const name in headers) if (!reply.hasHeader(name)) reply.header(name, headers[name]);
    }
    done(null, payload);
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
}

/**
 * The web app: its hashed assets, its other files, and every page address — server-rendered public pages, the
 * client's index.html for the others; the API's unknown paths answer 404.
 */
export async function serveWeb(
  app: FastifyInstance,
  deps: { config: Config; hasWeb: boolean; pages: Pages | null; limiter: RateLimiter },
): Promise<void> {
  const { config, hasWeb, pages, limiter } = deps;
  if (hasWeb) {
    // Vite's hashed assets, from memory (modules/pages/assets.ts).
    await app.register(async (scope) =>
      serveBuiltAssets(scope, { dir: path.join(config.webDistDir, 'assets'), prefix: ASSETS_PREFIX }),
    );
    // The other files of the build (icons, share pictures): a route for each file there at start, read at each use.
    // Not a catch-all: that one looked every page's path up on the disk first (a stat and a folder listing per
    // request, two-fifths of a kept page's cost) before the pages below.
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      prefix: '/',
      // '/' is a page like any other (server-rendered, or index.html from the fallback below), not a folder.
      index: false,
      wildcard: false,
      // The hashed assets have their route above; a file another route answers (robots.txt…) is that route's.
      globIgnore: [
        'assets/**',
        ...(await readdir(config.webDistDir)).filter((name) =>
          app.hasRoute({ method: 'GET', url: `/${name}` }),
        ),
      ],
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
}
