import { randomInt, randomUUID } from 'node:crypto';
import { cp, mkdtemp, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { AUTH_HEADERS, ORDER_CODE_PREFIX, type PrincipalKind, type ShippingAddress } from '@lumi/shared';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openPglite, openPostgres, wrapPglite, type Database } from '../src/db/client';
import { withAbsoluteAssetUrls } from '../src/lib/asset-urls';
import { fakeClock, type Clock } from '../src/lib/clock';
import { newCode } from '../src/lib/lifecycle/codes';
import { users, type orders } from '../src/db/schema';
import { createTokenService } from '../src/lib/tokens';
import type { Mailer } from '../src/providers/mail';
import type { BookingMailer } from '../src/modules/bookings/mail-port';
import { DEMO } from '../src/seed';

export { DEMO };

/** The test apps' PUBLIC_URL, on which answers carry pictures and avatars (ADR 0030). */
export const TEST_PUBLIC_URL = 'http://localhost:3000';

/** The patient of a booking the demo customer makes for herself (`POST /bookings` → `customer`). */
export const DEMO_PATIENT = {
  name: DEMO.customer.name,
  phone: '0912345678',
  email: DEMO.customer.email,
  gender: 'female',
  dateOfBirth: '1995-03-15',
  address: '12 Lý Thường Kiệt, Hoàn Kiếm, Hà Nội',
  note: 'Da dầu, nổi mụn.',
} as const;

/** A stored picture, avatar or object holding them as an answer carries it: its asset urls absolute (ADR 0030). */
export const answered = <T>(stored: T): T => withAbsoluteAssetUrls(stored, TEST_PUBLIC_URL);

let fileSeq = 0;

/**
 * A fresh database for one test file, cloned from the run's template (see global-setup.ts). `poolSize` widens the
 * PostgreSQL pool for tests that need many statements truly in flight at once (PGlite runs one at a time anyway).
 */
export async function createTestDatabase(
  options: { poolSize?: number } = {},
): Promise<Database & { url?: string }> {
  const { workDir, templateName } = inject('lumiTest');
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl && templateName) {
    const name = `lumi_t_${process.ppid}_${process.pid}_${Date.now()}_${fileSeq++}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${templateName}`);
    await admin.end();
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    const database = await openPostgres(url.toString(), options.poolSize ?? 5);
    const close = database.close;
    return {
      ...database,
      // Another process (a second server in a test) may connect to the same clone.
      url: url.toString(),
      async close() {
        await close();
        const a = new pg.Client({ connectionString: databaseUrl });
        await a.connect();
        await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await a.end();
      },
    };
  }
  const dump = await readFile(path.join(workDir, 'template.tar'));
  return wrapPglite(await openPglite({ loadDataDir: new Blob([dump]) }));
}

export type TestApp = {
  app: FastifyInstance;
  database: Database & { url?: string };
  config: Config;
  clock: Clock & { advance(ms: number): void; set(date: Date): void };
  close(): Promise<void>;
};

/** The whole server on a fresh database, with a fake clock, generous rate limits unless a test sets them. */
export async function buildTestApp(
  options: {
    env?: Record<string, string>;
    mailer?: Mailer;
    bookingMail?: BookingMailer;
    clock?: TestApp['clock'];
  } = {},
): Promise<TestApp> {
  const { workDir, uploadsDir } = inject('lumiTest');
  const dataDir = await mkdtemp(path.join(workDir, 'app-'));
  // The seeded demo images live in the template's uploads folder.
  await cp(uploadsDir, path.join(dataDir, 'uploads'), { recursive: true }).catch(() => undefined);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: TEST_PUBLIC_URL,
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    RATE_LIMIT_PUBLIC_PER_MINUTE: '100000',
    RATE_LIMIT_LOGIN_PER_15_MIN: '100000',
    RATE_LIMIT_LOGIN_PER_IP_PER_15_MIN: '100000',
    RATE_LIMIT_OTP_PER_HOUR: '100000',
    RATE_LIMIT_UPLOADS_PER_MINUTE: '100000',
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    // With REDIS_URL, each app has its own presence and socket.io channels (other files' sockets never meet it);
    // apps meant to share them (several processes of one deployment) are given the same prefix by their test.
    REALTIME_REDIS_PREFIX: `lumi:t:${randomUUID()}:`,
    ...options.env,
  });
  const database = await createTestDatabase();
  const clock = options.clock ?? fakeClock(new Date());
  const app = await buildApp({
    config,
    database,
    clock,
    logger: false,
    ...(options.mailer ? { mailer: options.mailer } : {}),
    ...(options.bookingMail ? { bookingMail: options.bookingMail } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    config,
    clock,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export type Principal = { kind: PrincipalKind; token: string };

/**
 * A maker of client addresses (`remoteAddress` for `injectAs`), new at each call, under a prefix random per run: with
 * REDIS_URL the rate-limit counters live in a Redis shared with other test files and earlier runs, and must never meet.
 */
export function clientAddresses(): () => string {
  const prefix = `10.${randomInt(0, 256)}.${randomInt(0, 256)}`;
  let hosts = 0;
  return () => `${prefix}.${++hosts}`;
}

/**
 * `app.inject` under /api/v1 as a principal (or anonymously), once the app has heard every change committed before:
 * a test's own direct writes (behind the app's back, like another process's) reach its cached reads a moment after
 * their commit on PostgreSQL (ADR 0048), and the request stands for a read made that moment later.
 */
export async function injectAs(
  app: FastifyInstance,
  principal: Principal | null,
  options: InjectOptions & { url: string },
): Promise<LightMyRequestResponse> {
  const headers = { ...(options.headers ?? {}) } as Record<string, string>;
  if (principal) headers[AUTH_HEADERS[principal.kind]] = principal.token;
  const url =
    options.url.startsWith('/api/') || !options.url.startsWith('/') ? options.url : `/api/v1${options.url}`;
  await app.changesHeard();
  return app.inject({ ...options, url, headers });
}

export async function loginUser(
  app: FastifyInstance,
  email: string = DEMO.customer.email,
  password: string = DEMO.customer.password,
): Promise<Principal> {
  const res = await injectAs(app, null, { method: 'POST', url: '/auth/login', payload: { email, password } });
  const token = res.json<{ accessToken?: string }>().accessToken;
  if (!token) throw new Error(`user login failed: ${res.body}`);
  return { kind: 'user', token };
}

/**
 * Another verified customer (a Google account, no password), signed in: a second party of a booking race or a
 * waitlist. `label` makes the e-mail (`{label}@example.com`) and must be unique in the test's database.
 */
export async function anotherCustomer(
  t: { database: Database; config: Config; clock: Clock },
  label: string,
): Promise<Principal & { id: string }> {
  const [row] = await t.database.db
    .insert(users)
    .values({
      name: `Khách ${label}`,
      email: `${label}@example.com`,
      googleId: `g-${label}`,
      isVerified: true,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('customer not inserted');
  return {
    kind: 'user',
    id: row.id,
    token: await createTokenService(t.config.secrets, t.clock).sign('user', row.id, 0),
  };
}

/** `count` new customers in one insert, each with a token: a crowd for the contention tests. */
export async function manyCustomers(
  t: { database: Database; config: Config; clock: Clock },
  count: number,
  tag: string,
): Promise<(Principal & { id: string })[]> {
  const tokens = createTokenService(t.config.secrets, t.clock);
  const rows = await t.database.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        name: `Khách ${tag} ${i + 1}`,
        email: `khach-${tag}-${i + 1}@lumi.test`,
        passwordHash: 'x',
        isVerified: true,
      })),
    )
    .returning({ id: users.id });
  return Promise.all(
    rows.map(async (r) => ({ kind: 'user' as const, id: r.id, token: await tokens.sign('user', r.id, 0) })),
  );
}

export async function loginAdmin(
  app: FastifyInstance,
  username: string,
  password: string,
): Promise<Principal> {
  const res = await injectAs(app, null, {
    method: 'POST',
    url: '/admin/auth/login',
    payload: { username, password },
  });
  const token = res.json<{ accessToken?: string }>().accessToken;
  if (!token) throw new Error(`admin login failed: ${res.body}`);
  return { kind: 'admin', token };
}

export async function loginDoctor(
  app: FastifyInstance,
  email: string = DEMO.doctor.email,
  password: string = DEMO.doctor.password,
): Promise<Principal> {
  const res = await injectAs(app, null, {
    method: 'POST',
    url: '/auth/login-doctor',
    payload: { email, password },
  });
  const token = res.json<{ data?: { accessToken?: string } }>().data?.accessToken;
  if (!token) throw new Error(`doctor login failed: ${res.body}`);
  return { kind: 'doctor', token };
}

/** The demo principals of every kind and admin role. */
export async function demoPrincipals(app: FastifyInstance) {
  return {
    user: await loginUser(app),
    doctor: await loginDoctor(app),
    admin: await loginAdmin(app, DEMO.admin.username, DEMO.admin.password),
    support: await loginAdmin(app, DEMO.support.username, DEMO.support.password),
    clinic: await loginAdmin(app, DEMO.clinicAdmin.username, DEMO.clinicAdmin.password),
  };
}

/** A complete delivery address of the demo customer: the first province, district and ward of the dataset. */
export async function demoAddress(app: FastifyInstance): Promise<ShippingAddress> {
  const first = async <T>(url: string): Promise<T> => {
    const item = (await injectAs(app, null, { method: 'GET', url })).json<{ data: T[] }>().data[0];
    if (!item) throw new Error(`nothing at ${url}`);
    return item;
  };
  const province = await first<{ id: number; name: string }>('/shipping/provinces');
  const district = await first<{ id: number; name: string }>(
    `/shipping/districts?province_id=${province.id}`,
  );
  const ward = await first<{ id: string; name: string }>(`/shipping/wards?district_id=${district.id}`);
  return { name: 'Vũ Ngọc Lan', phone: '0901234567', address: '12 Lý Thường Kiệt', province, district, ward };
}

/**
 * A COD order's row for `userId` to a Hanoi address, 100,000 ₫, pending and unpaid, with `over` on top: for tests that
 * write an order straight to the database.
 */
export function orderRow(
  userId: string,
  over: Partial<typeof orders.$inferInsert> = {},
): typeof orders.$inferInsert {
  return {
    code: newCode(ORDER_CODE_PREFIX),
    userId,
    name: 'Khách',
    phone: '0912345678',
    address: '1 Tràng Tiền',
    provinceId: 1,
    provinceName: 'Hà Nội',
    districtId: 1,
    districtName: 'Hoàn Kiếm',
    wardId: '1',
    wardName: 'Tràng Tiền',
    subtotal: 100_000,
    shippingFee: 0,
    totalAmount: 100_000,
    paymentMethod: 'COD',
    paymentStatus: 'unpaid',
    status: 'pending',
    ...over,
  };
}
