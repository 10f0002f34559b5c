import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ALMOST_EXPIRED_DAYS } from '@lumi/shared';

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
  HOST: z.string().default('0.0.0.0'),
  PORT: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(0).max(65535).default(3000),
  ),
  DATA_DIR: optionalString,
  DATABASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Lumi <no-reply@lumi.vn>'),
  PUBLIC_URL: optionalUrl,
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
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_PUBLIC_PER_MINUTE: intWithDefault(300),
  RATE_LIMIT_LOGIN_PER_15_MIN: intWithDefault(10),
  RATE_LIMIT_OTP_PER_HOUR: intWithDefault(10),
  RATE_LIMIT_UPLOADS_PER_MINUTE: intWithDefault(30),
  SEED_DEMO_DATA: z.enum(['true', 'false']).default('true'),
  ALMOST_EXPIRED_DAYS: intWithDefault(ALMOST_EXPIRED_DAYS),
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
  publicUrl: string;
  secrets: Secrets;
  google: {
    clientId: string;
    clientSecret: string;
    authUrl: string;
    tokenUrl: string;
    userInfoUrl: string;
  } | null;
  webDistDir: string;
  logLevel: Env['LOG_LEVEL'];
  rateLimits: {
    publicPerMinute: number;
    loginPer15Min: number;
    otpPerHour: number;
    uploadsPerMinute: number;
  };
  seedDemoData: boolean;
  /** Products expiring within this many days are flagged almost expired (issue 3; default 90). */
  almostExpiredDays: number;
  version: string;
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
  return { ...(stored as Secrets), ...given };
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
    host: env.HOST,
    port: env.PORT,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    secrets,
    google,
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? path.join(findRepoRoot(), 'apps/web/dist')),
    logLevel: env.LOG_LEVEL,
    rateLimits: {
      publicPerMinute: env.RATE_LIMIT_PUBLIC_PER_MINUTE,
      loginPer15Min: env.RATE_LIMIT_LOGIN_PER_15_MIN,
      otpPerHour: env.RATE_LIMIT_OTP_PER_HOUR,
      uploadsPerMinute: env.RATE_LIMIT_UPLOADS_PER_MINUTE,
    },
    seedDemoData: env.SEED_DEMO_DATA === 'true',
    almostExpiredDays: env.ALMOST_EXPIRED_DAYS,
    version: process.env.npm_package_version ?? '0.1.0',
  };
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
