import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { expectFailure } from '../../../test/assertions';
import {
  DEMO,
  buildTestApp,
  injectAs,
  loginAdmin,
  loginUser,
  type Principal,
  type TestApp,
} from '../../../test/helpers';
import { createPrincipalCache } from './principal-cache';
import type { UserRow } from './repository';

const row = (id: string, tokenVersion: number) => ({ id, tokenVersion }) as unknown as UserRow;

describe('principal cache (issue 14), one process', () => {
  it('keeps a loaded row until forgotten, and for its time to live at most', async () => {
    let at = 0;
    const cache = createPrincipalCache({ now: () => at, ttlMs: 1_000 });
    expect(cache.get('a')).toBeUndefined();
    await cache.load('a', async () => row('a', 1));
    expect(cache.get('a')?.tokenVersion).toBe(1);
    await cache.forget('a');
    expect(cache.get('a')).toBeUndefined();
    await cache.load('a', async () => row('a', 2));
    at = 1_000;
    expect(cache.get('a')).toBeUndefined();
  });

  it('does not keep a row read before a write it raced with', async () => {
    const cache = createPrincipalCache({});
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = cache.load('a', async () => {
      await gate;
      return row('a', 1);
    });
    await cache.forget('a');
    release();
    expect((await slow)?.tokenVersion).toBe(1);
    expect(cache.get('a')).toBeUndefined();
  });
});

/** Two server processes of one deployment: one database, one Redis, the same channel prefix. */
describe('principal cache across two processes sharing PostgreSQL and Redis', () => {
  const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  let t: TestApp;
  let second: FastifyInstance;
  let customer: Principal;
  let admin: Principal;
  let customerId: string;

  beforeAll(async () => {
    t = await buildTestApp({ env: { REDIS_URL, REALTIME_REDIS_PREFIX: `lumi:t:${randomUUID()}:` } });
    second = await buildApp({ config: t.config, database: t.database, clock: t.clock, logger: false });
    await second.ready();
    customer = await loginUser(t.app);
    admin = await loginAdmin(t.app, DEMO.admin.username, DEMO.admin.password);
    const me = await injectAs(second, customer, { method: 'GET', url: '/auth/account' });
    expect(me.statusCode, me.body).toBe(200);
    customerId = me.json<{ data: { _id: string } }>().data._id;
  }, 120_000);
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  it('a profile edited through one process is answered by the other at the next call', async () => {
    // Both processes have the account cached now.
    for (const app of [t.app, second]) {
      const res = await injectAs(app, customer, { method: 'GET', url: '/auth/account' });
      expect(res.json<{ data: { name: string } }>().data.name).toBe(DEMO.customer.name);
    }
    const put = await injectAs(t.app, customer, {
      method: 'PUT',
      url: '/auth/account',
      payload: { name: 'Tên Mới Cụm' },
    });
    expect(put.statusCode, put.body).toBe(200);
    const other = await injectAs(second, customer, { method: 'GET', url: '/auth/account' });
    expect(other.json<{ data: { name: string } }>().data.name).toBe('Tên Mới Cụm');
  });

  it('a block made through one process refuses the token at the next call to the other', async () => {
    expect((await injectAs(second, customer, { method: 'GET', url: '/auth/account' })).statusCode).toBe(200);
    const block = await injectAs(t.app, admin, {
      method: 'PUT',
      url: `/admin/users/${customerId}`,
      payload: { isActive: false },
    });
    expect(block.statusCode, block.body).toBe(200);
    expectFailure(
      await injectAs(second, customer, { method: 'GET', url: '/auth/account' }),
      'AUTH_TOKEN_INVALID',
    );
    expectFailure(
      await injectAs(t.app, customer, { method: 'GET', url: '/auth/account' }),
      'AUTH_TOKEN_INVALID',
    );
  });
});
