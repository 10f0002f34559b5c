import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  ALMOST_EXPIRED_DAYS,
  API_PREFIX,
  CALL_RING_TIMEOUT_MS,
  SOCKET_RATE_LIMIT,
  SOCKETS_PER_ACCOUNT,
} from '@lumi/shared';

/**
 * The only reader of process.env. `loadConfig(env)` validates everything once at start;
 * a test builds its own config from an object.
 */
const optionalString = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());
const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional());
const intWithDefault = (def: number) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().positive().default(def));

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: optionalString,
  PORT: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(0).max(65535).default(3000),
  ),
  DATA_DIR: optionalString,
  DATABASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Lumi <no-reply@lumi.vn>'),
  /** Comma-separated addresses mailed about partnership requests (POST /contacts). */
  ADMIN_EMAILS: z.string().default('admin@lumi.vn'),
  PUBLIC_URL: optionalUrl,
  /** Where answers point pictures and avatars (ADR 0030); PUBLIC_URL by default. */
  ASSET_BASE_URL: optionalUrl,
  JWT_USER_SECRET: optionalString,
  JWT_ADMIN_SECRET: optionalString,
  JWT_DOCTOR_SECRET: optionalString,
  RESET_TOKEN_SECRET: optionalString,
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_AUTH_URL: z.string().url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.string().url().default('https://oauth2.googleapis.com/token'),
  GOOGLE_USERINFO_URL: z.string().url().default('https://openidconnect.googleapis.com/v1/userinfo'),
  WEB_DIST_DIR: optionalString,
  // Where uploads are stored (ADR 0053): local (DATA_DIR/uploads, the default) or s3 (an S3-compatible bucket). Read and
  // checked by resolveStorage, which names a wrong or missing value in Vietnamese.
  STORAGE_DRIVER: optionalString,
  S3_BUCKET: optionalString,
  S3_REGION: optionalString,
  S3_ENDPOINT: optionalString,
  S3_FORCE_PATH_STYLE: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_PREFIX: optionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Request log lines (issue 14): every failed (4xx/5xx), slow or non-GET request gets one; of the fast successful
  // GET/HEAD requests only this share does (0 = none, 1 = all).
  LOG_SAMPLE_RATE: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().min(0).max(1).default(0.01),
  ),
  // A request answered in at least this many milliseconds is always logged.
  LOG_SLOW_MS: intWithDefault(500),
  // Shutdown (ADR 0052): how long after SIGTERM the process still takes requests while its readiness says 'not
  // ready' (for a load balancer to stop sending them), and the deadline for the requests in flight to finish.
  SHUTDOWN_DELAY_MS: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(0).max(600_000).default(0),
  ),
  SHUTDOWN_TIMEOUT_MS: intWithDefault(10_000),
  // Who reads /metrics besides clients on this machine (ADR 0052): a bearer of this token (16 characters or more).
  METRICS_TOKEN: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().min(16, 'METRICS_TOKEN cần ít nhất 16 ký tự').optional(),
  ),
  // OpenTelemetry: traces go to this OTLP/HTTP collector when it is set (its standard variable), e.g.
  // http://127.0.0.1:4318 (the exporter adds /v1/traces).
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalString,
  OTEL_SERVICE_NAME: optionalString,
  RATE_LIMIT_PUBLIC_PER_MINUTE: intWithDefault(300),
  RATE_LIMIT_LOGIN_PER_15_MIN: intWithDefault(10),
  // Against password spraying: sign-in tries of one kind from one address, whatever the identifier.
  RATE_LIMIT_LOGIN_PER_IP_PER_15_MIN: intWithDefault(30),
  RATE_LIMIT_OTP_PER_HOUR: intWithDefault(10),
  RATE_LIMIT_UPLOADS_PER_MINUTE: intWithDefault(30),
  RATE_LIMIT_CONTACT_PER_HOUR: intWithDefault(5),
  // Client events (chat, calls) one account may send over all its sockets in any 10 seconds (ADR 0031).
  RATE_LIMIT_SOCKET_EVENTS_PER_10_S: intWithDefault(SOCKET_RATE_LIMIT.events),
  SEED_DEMO_DATA: z.enum(['true', 'false']).default('true'),
  // Other origins allowed to call the API (api-contract §1.1), comma-separated; empty: same origin only.
  CORS_ORIGINS: z.string().default(''),
  ALMOST_EXPIRED_DAYS: intWithDefault(ALMOST_EXPIRED_DAYS),
  VNPAY_TMN_CODE: optionalString,
  VNPAY_HASH_SECRET: optionalString,
  VNPAY_URL: z.string().url().default('https://sandbox.vnpayment.vn/paymentv2/vpcpay.html'),
  VNPAY_API_URL: z.string().url().default('https://sandbox.vnpayment.vn/merchant_webapi/api/transaction'),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  PAYMENT_SANDBOX: z.enum(['true', 'false']).default('false'),
  VNPAY_SANDBOX_IPN_URL: optionalUrl,
  STRIPE_SANDBOX_WEBHOOK_URL: optionalUrl,
  // Reminders by SMS (eSMS.vn) and Zalo ZNS (issue 30, ADR 0059): each on when all its values are set, else its
  // built-in sandbox where sandboxes are enabled.
  ESMS_API_URL: z.string().url().default('https://rest.esms.vn'),
  ESMS_API_KEY: optionalString,
  ESMS_SECRET_KEY: optionalString,
  ESMS_BRANDNAME: optionalString,
  ZALO_ZNS_API_URL: z.string().url().default('https://business.openapi.zalo.me'),
  ZALO_OA_ACCESS_TOKEN: optionalString,
  ZALO_ZNS_TEMPLATE_ID: optionalString,
  ZALO_APP_ID: optionalString,
  ZALO_OA_SECRET_KEY: optionalString,
  MESSAGE_TIMEOUT_MS: intWithDefault(5000),
  GHN_TOKEN: optionalString,
  GHN_SHOP_ID: optionalString,
  GHN_API_URL: z.string().url().default('https://online-gateway.ghn.vn/shiip/public-api'),
  GHN_TIMEOUT_MS: intWithDefault(3000),
  // 0 switches free shipping off.
  FREE_SHIPPING_THRESHOLD: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(0).default(500_000),
  ),
  // Booking reminders (decision 26): how often the job looks for due reminders, and the local hour (Asia/Ho_Chi_Minh)
  // from which the day-before reminders go out.
  BOOKING_REMINDER_INTERVAL_MINUTES: intWithDefault(5),
  // 'Báo khi có hàng' (ADR 0064): how often the waiting customers of a product back in stock are told (≤ 5 minutes).
  STOCK_ALERT_SWEEP_SECONDS: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(1).max(300).default(60),
  ),
  BOOKING_REMINDER_HOUR: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(0).max(23).default(8),
  ),
  // The shop's origin for the built-in fee table: a province id of the built-in dataset (GSO code; 1 = Hà Nội).
  SHOP_PROVINCE_ID: intWithDefault(1),
  // STUN/TURN servers of the online consultation calls (api-contract §4.11): a JSON array of
  // { urls, username?, credential? }; none by default (a call on one machine or one network needs none).
  ICE_SERVERS: optionalString,
  // How long a call rings before it ends with `timeout` (api-contract §5.4).
  CALL_RING_TIMEOUT_MS: intWithDefault(CALL_RING_TIMEOUT_MS),
  // With REDIS_URL: how long an order's units held in Redis (ADR 0050) may wait for their order before the sweep gives
  // them back, unless the order committed (a process that died while placing it). Longer than any placement lasts.
  ORDER_STOCK_HOLD_SECONDS: intWithDefault(60),
  // With REDIS_URL: the prefix of the realtime layer's Redis keys and pub/sub channels (presence, socket.io
  // adapter). Processes of one deployment share it; another deployment (or test run) on the same Redis takes its own.
  REALTIME_REDIS_PREFIX: z.preprocess((v) => (v === '' ? undefined : v), z.string().default('lumi:rt:')),
  // Sockets one account may hold per kind, over every process; a newer one closes the oldest (ADR 0031).
  REALTIME_SOCKETS_PER_ACCOUNT: intWithDefault(SOCKETS_PER_ACCOUNT),
});

export type Env = z.infer<typeof EnvSchema>;

export type Secrets = { jwtUser: string; jwtAdmin: string; jwtDoctor: string; resetToken: string };

export type Config = {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Administrators' addresses, mailed about partnership requests. */
  adminEmails: string[];
  publicUrl: string;
  /**
   * The origin (and optional path) put before the host-relative picture and avatar urls of every answer
   * (`/uploads/…`, the default avatars), so that a client on another origin shows them (ADR 0030). No trailing slash.
   */
  assetBaseUrl: string;
  secrets: Secrets;
  google: {
    clientId: string;
    clientSecret: string;
    authUrl: string;
    tokenUrl: string;
    userInfoUrl: string;
  } | null;
  webDistDir: string;
  /** Where uploads are stored (ADR 0053): the folder DATA_DIR/uploads, or an S3-compatible bucket. */
  storage: StorageConfig;
  logLevel: Env['LOG_LEVEL'];
  /** Which requests get a log line: fast successful GETs are sampled at `sampleRate`, the rest always. */
  requestLog: { sampleRate: number; slowMs: number };
  /** After SIGTERM/SIGINT: still answering while not ready for `delayMs`, then at most `timeoutMs` to finish. */
  shutdown: { delayMs: number; timeoutMs: number };
  /** `/metrics`: readable with this bearer token (and from this machine without it). */
  metricsToken: string | null;
  /** Traces to an OTLP/HTTP collector (OpenTelemetry), or none. */
  tracing: { endpoint: string; serviceName: string } | null;
  rateLimits: {
    publicPerMinute: number;
    loginPer15Min: number;
    loginPerIpPer15Min: number;
    otpPerHour: number;
    uploadsPerMinute: number;
    contactPerHour: number;
  };
  seedDemoData: boolean;
  /** Origins (scheme://host[:port]) allowed to call the API from a browser; empty: same origin only. */
  corsOrigins: string[];
  /** With Redis: how long an order's held units wait for it at most (ADR 0050). */
  stockHoldMs: number;
  /** Products expiring within this many days are flagged almost expired (issue 3; default 90). */
  almostExpiredDays: number;
  payments: PaymentsConfig;
  messaging: MessagingConfig;
  shipping: ShippingConfig;
  /** The booking reminder job (decision 26): its period, and the local hour the day-before reminders start at. */
  bookingReminders: { intervalMs: number; hour: number };
  /** 'Báo khi có hàng' (ADR 0064): the period of the sweep that tells the customers of a product back in stock. */
  stockAlerts: { sweepMs: number };
  /** Online consultation calls: the ICE servers handed to browsers (GET /config) and the ring time-out. */
  calls: { iceServers: IceServer[]; ringTimeoutMs: number };
  /**
   * The socket.io layer (api-contract §5): its Redis key and channel prefix, the most sockets per account and kind,
   * and the client events one account may send in a window (ADR 0031).
   */
  realtime: {
    redisPrefix: string;
    socketsPerAccount: number;
    eventLimit: { events: number; windowMs: number };
  };
  version: string;
};

/** Uploads in an S3-compatible bucket (ADR 0053). */
export type S3StorageConfig = {
  bucket: string;
  region: string;
  /** A store other than AWS S3 (MinIO, R2…); absent: AWS's own endpoint for the region. */
  endpoint: string | undefined;
  /** `{endpoint}/{bucket}/{key}` rather than `{bucket}.{endpoint}/{key}` (most stores other than AWS need it). */
  forcePathStyle: boolean;
  /** Null: the AWS SDK's default chain (AWS_* variables, ~/.aws, the instance's or task's role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** Put before every key: '' or a path ending in '/', so that several deployments may share one bucket. */
  prefix: string;
};

export type StorageConfig = { driver: 'local' } | { driver: 's3'; s3: S3StorageConfig };

/** One STUN or TURN server as RTCPeerConnection takes it. */
export type IceServer = { urls: string | string[]; username?: string; credential?: string };

const IceUrlSchema = z
  .string()
  .regex(/^(stun|stuns|turn|turns):\S+$/, 'must start with stun:, stuns:, turn: or turns:');
const IceServersSchema = z.array(
  z
    .object({
      urls: z.union([IceUrlSchema, z.array(IceUrlSchema).min(1)]),
      username: z.string().min(1).optional(),
      credential: z.string().min(1).optional(),
    })
    .strict(),
);

/** `ICE_SERVERS`: a JSON array of `{ urls, username?, credential? }`; absent or empty: none. */
export function parseIceServers(raw: string | undefined): IceServer[] {
  if (raw === undefined || raw.trim() === '') return [];
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new ConfigError(
      'ICE_SERVERS must be JSON: an array of { "urls": "stun:…" | ["turn:…"], "username"?, "credential"? }.',
    );
  }
  const parsed = IceServersSchema.safeParse(json);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (i) => `  ICE_SERVERS${i.path.map((p) => `[${String(p)}]`).join('')}: ${i.message}`,
    );
    throw new ConfigError(
      `Invalid ICE_SERVERS (an array of { "urls", "username"?, "credential"? }):\n${lines.join('\n')}`,
    );
  }
  return parsed.data.map((server) => ({
    urls: server.urls,
    ...(server.username !== undefined ? { username: server.username } : {}),
    ...(server.credential !== undefined ? { credential: server.credential } : {}),
  }));
}

/** Text messages (ADR 0059): each gateway's credentials, or null (its sandbox where sandboxes are enabled). */
export type MessagingConfig = {
  esms: { apiUrl: string; apiKey: string; secretKey: string; brandname: string } | null;
  zalo: {
    apiUrl: string;
    accessToken: string;
    templateId: string;
    appId: string;
    oaSecretKey: string;
  } | null;
  sandboxEnabled: boolean;
  timeoutMs: number;
};

/** Shipping (api-contract §4.7, ADR 0009): GHN when both its token and shop id are set, else the built-in table. */
export type ShippingConfig = {
  ghn: { token: string; shopId: string; apiUrl: string; timeoutMs: number } | null;
  /** Null when free shipping is off (FREE_SHIPPING_THRESHOLD=0). */
  freeShippingThreshold: number | null;
  /** The shop's province in the built-in dataset (the table's origin). */
  shopProvinceId: number;
};

/**
 * Payment gateways (ADR 0010). A gateway without credentials is replaced by its built-in sandbox, which signs
 * with a generated secret kept in DATA_DIR/secrets.json (beside the generated token secrets); production mounts sandboxes only with
 * PAYMENT_SANDBOX=true.
 */
export type PaymentsConfig = {
  vnpay: {
    /** Null when VNPAY_TMN_CODE / VNPAY_HASH_SECRET are not both set: the sandbox stands in. */
    credentials: { tmnCode: string; hashSecret: string } | null;
    payUrl: string;
    apiUrl: string;
  };
  stripe: { credentials: { secretKey: string; webhookSecret: string } | null };
  /** True when the sandboxes may be mounted for the gateways without credentials. */
  sandboxEnabled: boolean;
  sandboxSecrets: { vnpayTmnCode: string; vnpayHashSecret: string; stripeWebhookSecret: string };
  /** Where the sandboxes deliver their IPN and webhook calls (our own endpoints by default). */
  sandboxIpnUrl: string;
  sandboxWebhookUrl: string;
};

export class ConfigError extends Error {}

const SECRET_KEYS = {
  jwtUser: 'JWT_USER_SECRET',
  jwtAdmin: 'JWT_ADMIN_SECRET',
  jwtDoctor: 'JWT_DOCTOR_SECRET',
  resetToken: 'RESET_TOKEN_SECRET',
} as const satisfies Record<keyof Secrets, keyof Env>;

/**
 * Secrets come from the environment; in development and tests the missing ones are generated once and kept in
 * DATA_DIR/secrets.json so tokens survive restarts. Production refuses to start without them.
 */
function resolveSecrets(env: Env, dataDir: string): Secrets {
  const given: Partial<Secrets> = {};
  const missing: string[] = [];
  for (const [key, envName] of Object.entries(SECRET_KEYS) as [keyof Secrets, keyof Env][]) {
    const value = env[envName];
    if (typeof value === 'string' && value.length > 0) {
      if (env.NODE_ENV === 'production' && value.length < 32) {
        throw new ConfigError(`${envName} must be at least 32 characters in production.`);
      }
      given[key] = value;
    } else missing.push(envName);
  }
  if (missing.length === 0) return given as Secrets;
  if (env.NODE_ENV === 'production') {
    throw new ConfigError(
      `Missing required secrets in production: ${missing.join(', ')}. ` +
        'Set each to a random string of at least 32 characters (e.g. `openssl rand -hex 32`).',
    );
  }
  const file = path.join(dataDir, 'secrets.json');
  let stored: Partial<Secrets> = {};
  if (existsSync(file)) stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<Secrets>;
  let changed = false;
  for (const key of Object.keys(SECRET_KEYS) as (keyof Secrets)[]) {
    if (!given[key] && !stored[key]) {
      stored[key] = randomBytes(32).toString('hex');
      changed = true;
    }
  }
  if (changed) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
  }
  // The file also holds other generated secrets (the payment sandboxes'): only the token secrets are returned.
  const pick = (key: keyof Secrets) => given[key] ?? (stored[key] as string);
  return {
    jwtUser: pick('jwtUser'),
    jwtAdmin: pick('jwtAdmin'),
    jwtDoctor: pick('jwtDoctor'),
    resetToken: pick('resetToken'),
  };
}

export function loadConfig(raw: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  // Relative to the working directory when given; the repository's ./data by default.
  const dataDir = env.DATA_DIR ? path.resolve(env.DATA_DIR) : path.join(findRepoRoot(), 'data');
  const secrets = resolveSecrets(env, dataDir);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  const google =
    env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? {
          clientId: env.GOOGLE_CLIENT_ID,
          clientSecret: env.GOOGLE_CLIENT_SECRET,
          authUrl: env.GOOGLE_AUTH_URL,
          tokenUrl: env.GOOGLE_TOKEN_URL,
          userInfoUrl: env.GOOGLE_USERINFO_URL,
        }
      : null;
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    // Development listens on this machine only (its captured mailbox holds OTP codes); HOST=0.0.0.0 opens it to the
    // network. Production listens on every interface unless HOST says otherwise (a container's port mapping).
    host: env.HOST ?? (env.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    port: env.PORT,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    adminEmails: env.ADMIN_EMAILS.split(',')
      .map((x) => x.trim())
      .filter(Boolean),
    publicUrl,
    // Never the request's Host: answers and rendered pages are cached per address and shared between visitors.
    assetBaseUrl: (env.ASSET_BASE_URL ?? publicUrl).replace(/\/+$/, ''),
    secrets,
    google,
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? path.join(findRepoRoot(), 'apps/web/dist')),
    storage: resolveStorage(env),
    logLevel: env.LOG_LEVEL,
    requestLog: { sampleRate: env.LOG_SAMPLE_RATE, slowMs: env.LOG_SLOW_MS },
    shutdown: { delayMs: env.SHUTDOWN_DELAY_MS, timeoutMs: env.SHUTDOWN_TIMEOUT_MS },
    metricsToken: env.METRICS_TOKEN ?? null,
    tracing: env.OTEL_EXPORTER_OTLP_ENDPOINT
      ? {
          endpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/+$/, ''),
          serviceName: env.OTEL_SERVICE_NAME ?? 'lumi',
        }
      : null,
    rateLimits: {
      publicPerMinute: env.RATE_LIMIT_PUBLIC_PER_MINUTE,
      loginPer15Min: env.RATE_LIMIT_LOGIN_PER_15_MIN,
      loginPerIpPer15Min: env.RATE_LIMIT_LOGIN_PER_IP_PER_15_MIN,
      otpPerHour: env.RATE_LIMIT_OTP_PER_HOUR,
      uploadsPerMinute: env.RATE_LIMIT_UPLOADS_PER_MINUTE,
      contactPerHour: env.RATE_LIMIT_CONTACT_PER_HOUR,
    },
    seedDemoData: env.SEED_DEMO_DATA === 'true',
    corsOrigins: parseOrigins(env.CORS_ORIGINS),
    almostExpiredDays: env.ALMOST_EXPIRED_DAYS,
    stockHoldMs: env.ORDER_STOCK_HOLD_SECONDS * 1000,
    payments: resolvePayments(env, dataDir, publicUrl),
    messaging: resolveMessaging(env),
    shipping: resolveShipping(env),
    bookingReminders: {
      intervalMs: env.BOOKING_REMINDER_INTERVAL_MINUTES * 60_000,
      hour: env.BOOKING_REMINDER_HOUR,
    },
    stockAlerts: { sweepMs: env.STOCK_ALERT_SWEEP_SECONDS * 1000 },
    calls: { iceServers: parseIceServers(env.ICE_SERVERS), ringTimeoutMs: env.CALL_RING_TIMEOUT_MS },
    realtime: {
      redisPrefix: env.REALTIME_REDIS_PREFIX,
      socketsPerAccount: env.REALTIME_SOCKETS_PER_ACCOUNT,
      eventLimit: { events: env.RATE_LIMIT_SOCKET_EVENTS_PER_10_S, windowMs: SOCKET_RATE_LIMIT.windowMs },
    },
    version: process.env.npm_package_version ?? '0.1.0',
  };
}

function parseOrigins(list: string): string[] {
  return list
    .split(',')
    .map((item) => item.trim().replace(/\/+$/, ''))
    .filter((item) => item.length > 0)
    .map((item) => {
      let origin: string | undefined;
      try {
        origin = new URL(item).origin;
      } catch {
        origin = undefined;
      }
      if (!origin || origin === 'null' || origin !== item.toLowerCase())
        throw new ConfigError(`CORS_ORIGINS: "${item}" is not an origin (scheme://host[:port]).`);
      return origin;
    });
}

/** S3 bucket names: 3 to 63 lower-case letters, digits, dots and hyphens, starting and ending with a letter or digit. */
const S3_BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const S3_PREFIX_SEGMENT = /^[A-Za-z0-9_.-]+$/;

/**
 * STORAGE_DRIVER and the S3_* variables (ADR 0053). The folder stays the default; S3_BUCKET without STORAGE_DRIVER is
 * refused rather than guessed, so that a deployment never writes half its uploads to a folder it meant to leave.
 */
export function resolveStorage(env: Env): StorageConfig {
  const driver = env.STORAGE_DRIVER ?? (env.S3_BUCKET ? undefined : 'local');
  if (driver === undefined)
    throw new ConfigError(
      'S3_BUCKET đã được đặt nhưng STORAGE_DRIVER thì chưa: đặt STORAGE_DRIVER=s3 để lưu tệp tải lên vào bucket, ' +
        'hoặc STORAGE_DRIVER=local để giữ thư mục DATA_DIR/uploads.',
    );
  if (driver === 'local') return { driver: 'local' };
  if (driver !== 's3')
    throw new ConfigError(`STORAGE_DRIVER không hợp lệ: "${driver}". Giá trị được chấp nhận: local hoặc s3.`);

  const bucket = env.S3_BUCKET;
  if (!bucket) throw new ConfigError('Thiếu S3_BUCKET: STORAGE_DRIVER=s3 cần tên bucket để lưu tệp tải lên.');
  if (!S3_BUCKET_NAME.test(bucket))
    throw new ConfigError(
      `S3_BUCKET không hợp lệ: "${bucket}". Tên bucket dài 3–63 ký tự, chỉ gồm chữ thường, chữ số, dấu chấm và ` +
        'dấu gạch ngang, bắt đầu và kết thúc bằng chữ hoặc số.',
    );

  let endpoint: string | undefined;
  if (env.S3_ENDPOINT) {
    let url: URL | undefined;
    try {
      url = new URL(env.S3_ENDPOINT);
    } catch {
      url = undefined;
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash)
      throw new ConfigError(
        `S3_ENDPOINT không hợp lệ: "${env.S3_ENDPOINT}". Cần một địa chỉ http:// hoặc https://, ví dụ ` +
          'https://s3.example.com hoặc http://127.0.0.1:9000.',
      );
    endpoint = env.S3_ENDPOINT.replace(/\/+$/, '');
  }

  // AWS needs the bucket's own region; the other stores take any (R2 says "auto"), us-east-1 by custom.
  const region = env.S3_REGION ?? (endpoint ? 'us-east-1' : undefined);
  if (!region)
    throw new ConfigError(
      'Thiếu S3_REGION: với AWS S3 (không đặt S3_ENDPOINT), hãy ghi vùng của bucket, ví dụ ap-southeast-1.',
    );

  const pathStyle = env.S3_FORCE_PATH_STYLE;
  if (pathStyle !== undefined && pathStyle !== 'true' && pathStyle !== 'false')
    throw new ConfigError(
      `S3_FORCE_PATH_STYLE không hợp lệ: "${pathStyle}". Giá trị được chấp nhận: true hoặc false.`,
    );

  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY))
    throw new ConfigError(
      'S3_ACCESS_KEY_ID và S3_SECRET_ACCESS_KEY phải được đặt cùng nhau, hoặc để trống cả hai để dùng thông tin ' +
        'xác thực mặc định của AWS SDK (biến AWS_*, ~/.aws, vai trò của máy chủ).',
    );

  const prefixPath = (env.S3_PREFIX ?? '').trim().replace(/^\/+|\/+$/g, '');
  if (prefixPath && !prefixPath.split('/').every((s) => S3_PREFIX_SEGMENT.test(s) && s !== '.' && s !== '..'))
    throw new ConfigError(
      `S3_PREFIX không hợp lệ: "${env.S3_PREFIX}". Cần các đoạn gồm chữ, chữ số, '.', '_' hoặc '-' ngăn cách bởi ` +
        "'/', ví dụ lumi/uploads.",
    );

  return {
    driver: 's3',
    s3: {
      bucket,
      region,
      endpoint,
      // Most stores other than AWS serve buckets only by path (MinIO, a local test server).
      forcePathStyle: pathStyle === undefined ? endpoint !== undefined : pathStyle === 'true',
      credentials:
        env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
          : null,
      prefix: prefixPath ? `${prefixPath}/` : '',
    },
  };
}

function resolveMessaging(env: Env): MessagingConfig {
  const esms = [env.ESMS_API_KEY, env.ESMS_SECRET_KEY, env.ESMS_BRANDNAME];
  if (esms.some(Boolean) && !esms.every(Boolean))
    throw new ConfigError('ESMS_API_KEY, ESMS_SECRET_KEY and ESMS_BRANDNAME must be set together.');
  const zalo = [env.ZALO_OA_ACCESS_TOKEN, env.ZALO_ZNS_TEMPLATE_ID, env.ZALO_APP_ID, env.ZALO_OA_SECRET_KEY];
  if (zalo.some(Boolean) && !zalo.every(Boolean))
    throw new ConfigError(
      'ZALO_OA_ACCESS_TOKEN, ZALO_ZNS_TEMPLATE_ID, ZALO_APP_ID and ZALO_OA_SECRET_KEY must be set together.',
    );
  return {
    esms:
      env.ESMS_API_KEY && env.ESMS_SECRET_KEY && env.ESMS_BRANDNAME
        ? {
            apiUrl: env.ESMS_API_URL.replace(/\/$/, ''),
            apiKey: env.ESMS_API_KEY,
            secretKey: env.ESMS_SECRET_KEY,
            brandname: env.ESMS_BRANDNAME,
          }
        : null,
    zalo:
      env.ZALO_OA_ACCESS_TOKEN && env.ZALO_ZNS_TEMPLATE_ID && env.ZALO_APP_ID && env.ZALO_OA_SECRET_KEY
        ? {
            apiUrl: env.ZALO_ZNS_API_URL.replace(/\/$/, ''),
            accessToken: env.ZALO_OA_ACCESS_TOKEN,
            templateId: env.ZALO_ZNS_TEMPLATE_ID,
            appId: env.ZALO_APP_ID,
            oaSecretKey: env.ZALO_OA_SECRET_KEY,
          }
        : null,
    sandboxEnabled: env.NODE_ENV !== 'production' || env.PAYMENT_SANDBOX === 'true',
    timeoutMs: env.MESSAGE_TIMEOUT_MS,
  };
}

function resolveShipping(env: Env): ShippingConfig {
  if (Boolean(env.GHN_TOKEN) !== Boolean(env.GHN_SHOP_ID)) {
    throw new ConfigError('GHN_TOKEN and GHN_SHOP_ID must be set together.');
  }
  return {
    ghn:
      env.GHN_TOKEN && env.GHN_SHOP_ID
        ? {
            token: env.GHN_TOKEN,
            shopId: env.GHN_SHOP_ID,
            apiUrl: env.GHN_API_URL.replace(/\/$/, ''),
            timeoutMs: env.GHN_TIMEOUT_MS,
          }
        : null,
    freeShippingThreshold: env.FREE_SHIPPING_THRESHOLD > 0 ? env.FREE_SHIPPING_THRESHOLD : null,
    shopProvinceId: env.SHOP_PROVINCE_ID,
  };
}

function resolvePayments(env: Env, dataDir: string, publicUrl: string): PaymentsConfig {
  const vnpay =
    env.VNPAY_TMN_CODE && env.VNPAY_HASH_SECRET
      ? { tmnCode: env.VNPAY_TMN_CODE, hashSecret: env.VNPAY_HASH_SECRET }
      : null;
  if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError('STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together.');
  }
  if (Boolean(env.VNPAY_TMN_CODE) !== Boolean(env.VNPAY_HASH_SECRET)) {
    throw new ConfigError('VNPAY_TMN_CODE and VNPAY_HASH_SECRET must be set together.');
  }
  const stripe =
    env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
      ? { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET }
      : null;
  const sandboxEnabled = env.NODE_ENV !== 'production' || env.PAYMENT_SANDBOX === 'true';
  const needsSandbox = sandboxEnabled && (!vnpay || !stripe);
  return {
    vnpay: { credentials: vnpay, payUrl: env.VNPAY_URL, apiUrl: env.VNPAY_API_URL },
    stripe: { credentials: stripe },
    sandboxEnabled,
    sandboxSecrets: needsSandbox
      ? sandboxSecrets(dataDir)
      : { vnpayTmnCode: '', vnpayHashSecret: '', stripeWebhookSecret: '' },
    sandboxIpnUrl: env.VNPAY_SANDBOX_IPN_URL ?? `${publicUrl}${API_PREFIX}/payments/vnpay/ipn`,
    sandboxWebhookUrl: env.STRIPE_SANDBOX_WEBHOOK_URL ?? `${publicUrl}${API_PREFIX}/payments/stripe/webhook`,
  };
}

type SandboxSecrets = PaymentsConfig['sandboxSecrets'];

/**
 * The sandboxes' own secrets, generated once per data folder into DATA_DIR/secrets.json (merged with the
 * token secrets kept there) so signed links and webhook signatures survive restarts.
 */
function sandboxSecrets(dataDir: string): SandboxSecrets {
  const file = path.join(dataDir, 'secrets.json');
  const stored = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
  const text = (key: string) => (typeof stored[key] === 'string' ? (stored[key] as string) : undefined);
  const full: SandboxSecrets = {
    vnpayTmnCode: text('vnpaySandboxTmnCode') ?? 'LUMITEST',
    vnpayHashSecret: text('vnpaySandboxHashSecret') ?? randomBytes(32).toString('hex').toUpperCase(),
    stripeWebhookSecret: text('stripeSandboxWebhookSecret') ?? `whsec_${randomBytes(24).toString('hex')}`,
  };
  if (
    text('vnpaySandboxTmnCode') !== full.vnpayTmnCode ||
    text('vnpaySandboxHashSecret') !== full.vnpayHashSecret ||
    text('stripeSandboxWebhookSecret') !== full.stripeWebhookSecret
  ) {
    mkdirSync(dataDir, { recursive: true });
    const merged = {
      ...stored,
      vnpaySandboxTmnCode: full.vnpayTmnCode,
      vnpaySandboxHashSecret: full.vnpayHashSecret,
      stripeSandboxWebhookSecret: full.stripeWebhookSecret,
    };
    writeFileSync(file, JSON.stringify(merged, null, 2), { mode: 0o600 });
  }
  return full;
}

/** Reads the repository's `.env` when there is one; variables already set in the environment win. */
export function loadDotEnv(): void {
  const file = path.join(findRepoRoot(), '.env');
  if (existsSync(file)) process.loadEnvFile(file);
}

/** The repository root: the nearest folder upwards holding the workspace package.json. */
export function findRepoRoot(start = process.cwd()): string {
  let dir = path.resolve(start);
  for (;;) {
    const pkg = path.join(dir, 'package.json');
    if (existsSync(pkg) && readFileSync(pkg, 'utf8').includes('"workspaces"')) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(start);
    dir = parent;
  }
}
