import { count } from 'drizzle-orm';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers';
import type { Database } from '../client';
import { admins, clinics, doctors, users } from '../schema';
import { createLocalStorage } from '../../providers/storage';
import { DEMO, isEmpty, seedDemoData } from './index';

describe('demo data', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('is idempotent: a second run creates nothing and duplicates nothing', async () => {
    const storage = createLocalStorage(await mkdtemp(path.join(os.tmpdir(), 'lumi-seed-')));
    const db = database.db;
    const before = await Promise.all(
      [admins, clinics, doctors, users].map(async (t) => (await db.select({ n: count() }).from(t))[0]?.n),
    );
    expect(await seedDemoData(db, storage)).toEqual([]);
    const after = await Promise.all(
      [admins, clinics, doctors, users].map(async (t) => (await db.select({ n: count() }).from(t))[0]?.n),
    );
    expect(after).toEqual(before);
    expect(await isEmpty(db)).toBe(false);
  });

  it('holds the README accounts: one of each admin role, a clinic with two doctors, a verified customer', async () => {
    const db = database.db;
    const roles = (await db.select({ username: admins.username, role: admins.role }).from(admins)).map(
      (r) => `${r.username}:${r.role}`,
    );
    expect(roles).toEqual(
      expect.arrayContaining([
        `${DEMO.admin.username}:ADMIN`,
        `${DEMO.support.username}:SUPPORT`,
        `${DEMO.clinicAdmin.username}:CLINIC`,
      ]),
    );
    expect((await db.select({ n: count() }).from(clinics))[0]?.n).toBe(1);
    const doctorEmails = (await db.select({ email: doctors.email }).from(doctors)).map((d) => d.email);
    expect(doctorEmails).toEqual(expect.arrayContaining([DEMO.doctor.email, DEMO.doctor2.email]));
    const [customer] = await db.select().from(users);
    expect(customer).toMatchObject({ email: DEMO.customer.email, isVerified: true, isActive: true });
  });
});
