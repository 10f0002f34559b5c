import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { admins, bookings, clinics } from '../src/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_HEADERS, type ErrorCode, type PrincipalKind } from '@lumi/shared';
import { adminsRepository } from '../src/modules/admins/repository';
import { DEMO_CLINICS } from '../src/seed/clinic-data';
import { doctorsRepository } from '../src/modules/doctors/repository';
import { DEMO, buildTestApp, demoPrincipals, injectAs, type Principal, type TestApp } from './helpers';
import { expectFailure, jwtPayload } from './assertions';

/** The demo clinic's two doctors and those of the other demo clinics. */
const DEMO_DOCTOR_COUNT = 2 + DEMO_CLINICS.reduce((n, c) => n + c.doctors.length, 0);

const DAY = 86_400_000;

/** Who may call what (api-contract §1.4, decision 8). */
describe('access matrix', () => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof demoPrincipals>>;
  let seq = 0;

  beforeAll(async () => {
    t = await buildTestApp();
    p = await demoPrincipals(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  /** A SUPPORT account to be edited or deleted (it never signs in, so its hash need not be real). */
  async function target(): Promise<string> {
    const row = await adminsRepository(t.database.db).insert({
      name: 'Tài Khoản Đích',
      username: `dich.${++seq}`,
      passwordHash: 'not-a-hash',
      role: 'SUPPORT',
    });
    if (!row) throw new Error('insert failed');
    return row.id;
  }

  /** A booking of the demo CLINIC account's clinic. */
  async function clinicBooking(): Promise<string> {
    const [row] = await t.database.db
      .select({ id: bookings.id })
      .from(bookings)
      .innerJoin(clinics, eq(clinics.id, bookings.clinicId))
      .innerJoin(admins, eq(admins.id, clinics.adminId))
      .where(eq(admins.username, 'clinic.hanoi'))
      .limit(1);
    if (!row) throw new Error('the demo clinic has no booking');
    return row.id;
  }

  type Caller = 'anonymous' | 'user' | 'doctor' | 'support' | 'clinic' | 'admin';
  const principalOf = (caller: Caller): Principal | null => (caller === 'anonymous' ? null : p[caller]);

  const routes = {
    'GET /admin/admin-accounts': async (who: Principal | null) =>
      injectAs(t.app, who, { method: 'GET', url: '/admin/admin-accounts' }),
    'POST /admin/admin-accounts': async (who: Principal | null) =>
      injectAs(t.app, who, {
        method: 'POST',
        url: '/admin/admin-accounts',
        payload: {
          name: 'Nhân Viên Mới',
          username: `moi.${++seq}`,
          password: 'nhan-vien-2026',
          role: 'SUPPORT',
        },
      }),
    'PUT /admin/admin-accounts/{other id}': async (who: Principal | null) =>
      injectAs(t.app, who, {
        method: 'PUT',
        url: `/admin/admin-accounts/${await target()}`,
        payload: { name: 'Đổi Tên Người Khác' },
      }),
    'DELETE /admin/admin-accounts/{id}': async (who: Principal | null) =>
      injectAs(t.app, who, { method: 'DELETE', url: `/admin/admin-accounts/${await target()}` }),
    'GET /admin/dashboard/summary': async (who: Principal | null) =>
      injectAs(t.app, who, { method: 'GET', url: '/admin/dashboard/summary' }),
    'GET /chat/contacts': async (who: Principal | null) =>
      injectAs(t.app, who, { method: 'GET', url: '/chat/contacts?type=support' }),
    'GET /chat/conversations': async (who: Principal | null) =>
      injectAs(t.app, who, { method: 'GET', url: '/chat/conversations' }),
    'GET /chat/staff': async (who: Principal | null) =>
      injectAs(t.app, who, { method: 'GET', url: '/chat/staff' }),
    'GET /waitlist': async (who: Principal | null) =>
      injectAs(t.app, who, { method: 'GET', url: '/waitlist' }),
    'GET /admin/clinics/bookings/messages/{id}': async (who: Principal | null) =>
      injectAs(t.app, who, {
        method: 'GET',
        url: `/admin/clinics/bookings/messages/${await clinicBooking()}`,
      }),
    'GET /waitlist/by-doctor': async (who: Principal | null) =>
      injectAs(t.app, who, { method: 'GET', url: '/waitlist/by-doctor' }),
    'GET /admin/clinics/waitlist': async (who: Principal | null) =>
      injectAs(t.app, who, { method: 'GET', url: '/admin/clinics/waitlist' }),
    'POST /bookings/deposit/{unknown id}/vnpay': async (who: Principal | null) =>
      injectAs(t.app, who, {
        method: 'POST',
        url: '/bookings/deposit/00000000-0000-4000-8000-000000000000/vnpay',
      }),
    'POST /bookings/deposit/vnpay-return': async (who: Principal | null) =>
      injectAs(t.app, who, { method: 'POST', url: '/bookings/deposit/vnpay-return', payload: {} }),
    'GET /admin/vouchers': async (who: Principal | null) =>
      injectAs(t.app, who, { method: 'GET', url: '/admin/vouchers' }),
    'POST /admin/vouchers': async (who: Principal | null) =>
      injectAs(t.app, who, {
        method: 'POST',
        url: '/admin/vouchers',
        payload: {
          code: `QUYEN${++seq}`,
          name: 'Mã thử quyền',
          kind: 'amount',
          value: 10_000,
          startDate: '2030-01-01',
          endDate: '2030-01-31',
        },
      }),
    'GET /admin/vouchers/{unknown id}': async (who: Principal | null) =>
      injectAs(t.app, who, { method: 'GET', url: '/admin/vouchers/00000000-0000-4000-8000-000000000000' }),
    'PUT /admin/vouchers/{unknown id}': async (who: Principal | null) =>
      injectAs(t.app, who, {
        method: 'PUT',
        url: '/admin/vouchers/00000000-0000-4000-8000-000000000000',
        payload: { name: 'Đổi tên' },
      }),
    'DELETE /admin/vouchers/{unknown id}': async (who: Principal | null) =>
      injectAs(t.app, who, { method: 'DELETE', url: '/admin/vouchers/00000000-0000-4000-8000-000000000000' }),
    'GET /loyalty/program': async (who: Principal | null) =>
      injectAs(t.app, who, { method: 'GET', url: '/loyalty/program' }),
    'GET /loyalty/me': async (who: Principal | null) =>
      injectAs(t.app, who, { method: 'GET', url: '/loyalty/me' }),
    'GET /loyalty/me/entries': async (who: Principal | null) =>
      injectAs(t.app, who, { method: 'GET', url: '/loyalty/me/entries' }),
    'POST /stock-alerts {unknown product}': async (who: Principal | null) =>
      injectAs(t.app, who, {
        method: 'POST',
        url: '/stock-alerts',
        payload: { productId: '00000000-0000-4000-8000-000000000000' },
      }),
    'GET /stock-alerts': async (who: Principal | null) =>
      injectAs(t.app, who, { method: 'GET', url: '/stock-alerts' }),
    'DELETE /stock-alerts/{unknown id}': async (who: Principal | null) =>
      injectAs(t.app, who, { method: 'DELETE', url: '/stock-alerts/00000000-0000-4000-8000-000000000000' }),
    'GET /admin/stock-alerts': async (who: Principal | null) =>
      injectAs(t.app, who, { method: 'GET', url: '/admin/stock-alerts' }),
    'GET /orders/{unknown id}/return': async (who: Principal | null) =>
      injectAs(t.app, who, { method: 'GET', url: '/orders/00000000-0000-4000-8000-000000000000/return' }),
    'POST /orders/{unknown id}/return': async (who: Principal | null) =>
      injectAs(t.app, who, {
        method: 'POST',
        url: '/orders/00000000-0000-4000-8000-000000000000/return',
        payload: {
          lines: [{ lineId: '00000000-0000-4000-8000-000000000000', quantity: 1 }],
          reason: 'damaged',
          images: [{ url: 'https://example.com/a.webp', publicId: 'return/a' }],
        },
      }),
    'GET /admin/returns': async (who: Principal | null) =>
      injectAs(t.app, who, { method: 'GET', url: '/admin/returns' }),
    'GET /admin/returns/{unknown id}': async (who: Principal | null) =>
      injectAs(t.app, who, { method: 'GET', url: '/admin/returns/00000000-0000-4000-8000-000000000000' }),
    'GET /admin/orders/{unknown id}/return': async (who: Principal | null) =>
      injectAs(t.app, who, {
        method: 'GET',
        url: '/admin/orders/00000000-0000-4000-8000-000000000000/return',
      }),
    'PUT /admin/returns/{unknown id}/decision': async (who: Principal | null) =>
      injectAs(t.app, who, {
        method: 'PUT',
        url: '/admin/returns/00000000-0000-4000-8000-000000000000/decision',
        payload: { decision: 'accept' },
      }),
    'PUT /admin/returns/{unknown id}/transfer': async (who: Principal | null) =>
      injectAs(t.app, who, {
        method: 'PUT',
        url: '/admin/returns/00000000-0000-4000-8000-000000000000/transfer',
        payload: { reference: 'FT2612010001' },
      }),
    'GET /admin/loyalty/program': async (who: Principal | null) =>
      injectAs(t.app, who, { method: 'GET', url: '/admin/loyalty/program' }),
    'PUT /admin/loyalty/program': async (who: Principal | null) =>
      injectAs(t.app, who, {
        method: 'PUT',
        url: '/admin/loyalty/program',
        payload: {
          earnStep: 1000,
          pointValue: 10,
          maxSharePercent: 50,
          tiers: [
            { key: 'member', minSpend: 0, earnPercent: 100 },
            { key: 'silver', minSpend: 3_000_000, earnPercent: 150 },
            { key: 'gold', minSpend: 8_000_000, earnPercent: 200 },
            { key: 'diamond', minSpend: 15_000_000, earnPercent: 300 },
          ],
        },
      }),
    // One skin, one record (issue 32 item 5): the customer's record, the booking's doctor's view and notes.
    'GET /skin/record': async (who: Principal | null) =>
      injectAs(t.app, who, { method: 'GET', url: '/skin/record' }),
    'PUT /skin/profile': async (who: Principal | null) =>
      injectAs(t.app, who, {
        method: 'PUT',
        url: '/skin/profile',
        payload: {
          answers: {
            oil: ['tzone'],
            reactive: ['rarely'],
            acne: ['few'],
            spots: ['none'],
            age: ['none'],
            goals: ['none'],
            pregnancy: ['no'],
            allergies: ['none'],
          },
        },
      }),
    'DELETE /skin/profile': async (who: Principal | null) =>
      injectAs(t.app, who, { method: 'DELETE', url: '/skin/profile' }),
    'POST /skin/shares {unknown booking}': async (who: Principal | null) =>
      injectAs(t.app, who, {
        method: 'POST',
        url: '/skin/shares',
        payload: { bookingId: '00000000-0000-4000-8000-000000000000' },
      }),
    'DELETE /skin/shares/{unknown booking}': async (who: Principal | null) =>
      injectAs(t.app, who, { method: 'DELETE', url: '/skin/shares/00000000-0000-4000-8000-000000000000' }),
    'GET /skin/bookings/{unknown booking}': async (who: Principal | null) =>
      injectAs(t.app, who, { method: 'GET', url: '/skin/bookings/00000000-0000-4000-8000-000000000000' }),
    'POST /skin/notes {unknown booking}': async (who: Principal | null) =>
      injectAs(t.app, who, {
        method: 'POST',
        url: '/skin/notes',
        payload: {
          bookingId: '00000000-0000-4000-8000-000000000000',
          text: 'Dị ứng hương liệu',
          avoid: ['fragrance'],
        },
      }),
    'GET /skin/diary': async (who: Principal | null) =>
      injectAs(t.app, who, { method: 'GET', url: '/skin/diary' }),
    'GET /skin/diary/products': async (who: Principal | null) =>
      injectAs(t.app, who, { method: 'GET', url: '/skin/diary/products' }),
    'POST /skin/diary {someone else’s photo}': async (who: Principal | null) =>
      injectAs(t.app, who, {
        method: 'POST',
        url: '/skin/diary',
        payload: {
          date: '2026-01-01',
          photos: [
            {
              url: '/uploads/diary/00000000-0000-4000-8000-000000000000.webp',
              publicId: 'diary/00000000-0000-4000-8000-000000000000',
            },
          ],
        },
      }),
    'DELETE /skin/diary/{unknown id}': async (who: Principal | null) =>
      injectAs(t.app, who, { method: 'DELETE', url: '/skin/diary/00000000-0000-4000-8000-000000000000' }),
    // A diary photo is read by its signed link, with or without a token: an unsigned one is nobody's.
    'GET /skin/photos/{unsigned}': async (who: Principal | null) =>
      injectAs(t.app, who, {
        method: 'GET',
        url: '/skin/photos/00000000-0000-4000-8000-000000000000?v=u.00000000-0000-4000-8000-000000000000&e=9999999999999&s=x',
      }),
    'DELETE /skin/notes/{unknown id}': async (who: Principal | null) =>
      injectAs(t.app, who, { method: 'DELETE', url: '/skin/notes/00000000-0000-4000-8000-000000000000' }),
  } as const;
  type Route = keyof typeof routes;

  const ADMIN_ONLY: Record<Caller, number | ErrorCode> = {
    anonymous: 'AUTH_REQUIRED',
    user: 'AUTH_REQUIRED',
    doctor: 'AUTH_REQUIRED',
    support: 'FORBIDDEN',
    clinic: 'FORBIDDEN',
    admin: 200,
  };
  const CUSTOMER_ONLY: Record<Caller, number | ErrorCode> = {
    anonymous: 'AUTH_REQUIRED',
    user: 200,
    doctor: 'AUTH_REQUIRED',
    support: 'AUTH_REQUIRED',
    clinic: 'AUTH_REQUIRED',
    admin: 'AUTH_REQUIRED',
  };
  const DOCTOR_ONLY: Record<Caller, number | ErrorCode> = {
    anonymous: 'AUTH_REQUIRED',
    user: 'AUTH_REQUIRED',
    doctor: 200,
    support: 'AUTH_REQUIRED',
    clinic: 'AUTH_REQUIRED',
    admin: 'AUTH_REQUIRED',
  };
  const expected: Record<Route, Record<Caller, number | ErrorCode>> = {
    'GET /admin/admin-accounts': ADMIN_ONLY,
    'POST /admin/admin-accounts': { ...ADMIN_ONLY, admin: 201 },
    'PUT /admin/admin-accounts/{other id}': ADMIN_ONLY,
    'DELETE /admin/admin-accounts/{id}': ADMIN_ONLY,
    'GET /admin/dashboard/summary': { ...ADMIN_ONLY, support: 200, clinic: 200 },
    // Chat (api-contract §4.10): contacts are the customer's; conversations every kind's but CLINIC accounts'.
    'GET /chat/contacts': {
      anonymous: 'AUTH_REQUIRED',
      user: 200,
      doctor: 'AUTH_REQUIRED',
      support: 'AUTH_REQUIRED',
      clinic: 'AUTH_REQUIRED',
      admin: 'AUTH_REQUIRED',
    },
    'GET /chat/conversations': {
      anonymous: 'AUTH_REQUIRED',
      user: 200,
      doctor: 200,
      support: 200,
      clinic: 'FORBIDDEN',
      admin: 200,
    },
    // The support staff a conversation may be handed to (additive, ADR 0023): ADMIN and SUPPORT.
    'GET /chat/staff': { ...ADMIN_ONLY, support: 200 },
    // Issue 30: a customer's waitlists; a clinic booking's reminder messages (CLINIC its own, ADMIN any).
    'GET /waitlist': {
      anonymous: 'AUTH_REQUIRED',
      user: 200,
      doctor: 'AUTH_REQUIRED',
      support: 'AUTH_REQUIRED',
      clinic: 'AUTH_REQUIRED',
      admin: 'AUTH_REQUIRED',
    },
    'GET /admin/clinics/bookings/messages/{id}': { ...ADMIN_ONLY, clinic: 200 },
    // Who waits for a slot: the doctor's own days; a clinic's doctors' (CLINIC its own, ADMIN every clinic).
    'GET /waitlist/by-doctor': {
      anonymous: 'AUTH_REQUIRED',
      user: 'AUTH_REQUIRED',
      doctor: 200,
      support: 'AUTH_REQUIRED',
      clinic: 'AUTH_REQUIRED',
      admin: 'AUTH_REQUIRED',
    },
    'GET /admin/clinics/waitlist': { ...ADMIN_ONLY, clinic: 200 },
    // A deposit is the customer's own (ADR 0061): any other kind is refused before anything is read.
    'POST /bookings/deposit/{unknown id}/vnpay': {
      anonymous: 'AUTH_REQUIRED',
      user: 'BOOKING_NOT_FOUND',
      doctor: 'AUTH_REQUIRED',
      support: 'AUTH_REQUIRED',
      clinic: 'AUTH_REQUIRED',
      admin: 'AUTH_REQUIRED',
    },
    'POST /bookings/deposit/vnpay-return': {
      anonymous: 'AUTH_REQUIRED',
      user: 'PAYMENT_SIGNATURE_INVALID',
      doctor: 'AUTH_REQUIRED',
      support: 'AUTH_REQUIRED',
      clinic: 'AUTH_REQUIRED',
      admin: 'AUTH_REQUIRED',
    },
    // Issue 31: the vouchers are the shop ADMIN's (ADR 0062); customers apply one through the quote and the order.
    'GET /admin/vouchers': ADMIN_ONLY,
    'POST /admin/vouchers': { ...ADMIN_ONLY, admin: 201 },
    'GET /admin/vouchers/{unknown id}': { ...ADMIN_ONLY, admin: 'VOUCHER_NOT_FOUND' },
    'PUT /admin/vouchers/{unknown id}': { ...ADMIN_ONLY, admin: 'VOUCHER_NOT_FOUND' },
    'DELETE /admin/vouchers/{unknown id}': { ...ADMIN_ONLY, admin: 'VOUCHER_NOT_FOUND' },
    // Points and tiers (ADR 0063): the programme is public, a balance the customer's own, the settings the ADMIN's.
    'GET /loyalty/program': { anonymous: 200, user: 200, doctor: 200, support: 200, clinic: 200, admin: 200 },
    'GET /loyalty/me': CUSTOMER_ONLY,
    'GET /loyalty/me/entries': CUSTOMER_ONLY,
    'GET /admin/loyalty/program': ADMIN_ONLY,
    'PUT /admin/loyalty/program': ADMIN_ONLY,
    // 'Báo khi có hàng' (ADR 0064): a customer's own alerts; who waits and who bought is the ADMIN's.
    'POST /stock-alerts {unknown product}': { ...CUSTOMER_ONLY, user: 'PRODUCT_NOT_FOUND' },
    'GET /stock-alerts': CUSTOMER_ONLY,
    'DELETE /stock-alerts/{unknown id}': { ...CUSTOMER_ONLY, user: 'STOCK_ALERT_NOT_FOUND' },
    'GET /admin/stock-alerts': ADMIN_ONLY,
    // Returns (ADR 0065): a customer's own order's; the shop (ADMIN, SUPPORT) reads them, the ADMIN decides and refunds.
    'GET /orders/{unknown id}/return': { ...CUSTOMER_ONLY, user: 'ORDER_NOT_FOUND' },
    'POST /orders/{unknown id}/return': { ...CUSTOMER_ONLY, user: 'ORDER_NOT_FOUND' },
    'GET /admin/returns': { ...ADMIN_ONLY, support: 200 },
    'GET /admin/returns/{unknown id}': {
      ...ADMIN_ONLY,
      support: 'RETURN_NOT_FOUND',
      admin: 'RETURN_NOT_FOUND',
    },
    'GET /admin/orders/{unknown id}/return': {
      ...ADMIN_ONLY,
      support: 'ORDER_NOT_FOUND',
      admin: 'ORDER_NOT_FOUND',
    },
    'PUT /admin/returns/{unknown id}/decision': { ...ADMIN_ONLY, admin: 'RETURN_NOT_FOUND' },
    'PUT /admin/returns/{unknown id}/transfer': { ...ADMIN_ONLY, admin: 'RETURN_NOT_FOUND' },
    'GET /skin/record': CUSTOMER_ONLY,
    'PUT /skin/profile': CUSTOMER_ONLY,
    'DELETE /skin/profile': CUSTOMER_ONLY,
    'POST /skin/shares {unknown booking}': { ...CUSTOMER_ONLY, user: 'BOOKING_NOT_FOUND' },
    'DELETE /skin/shares/{unknown booking}': { ...CUSTOMER_ONLY, user: 'BOOKING_NOT_FOUND' },
    'GET /skin/bookings/{unknown booking}': { ...DOCTOR_ONLY, doctor: 'BOOKING_NOT_FOUND' },
    'POST /skin/notes {unknown booking}': { ...DOCTOR_ONLY, doctor: 'BOOKING_NOT_FOUND' },
    'DELETE /skin/notes/{unknown id}': { ...DOCTOR_ONLY, doctor: 'SKIN_NOTE_NOT_FOUND' },
    'GET /skin/diary': CUSTOMER_ONLY,
    'GET /skin/diary/products': CUSTOMER_ONLY,
    'POST /skin/diary {someone else’s photo}': { ...CUSTOMER_ONLY, user: 'UPLOAD_INVALID' },
    'DELETE /skin/diary/{unknown id}': { ...CUSTOMER_ONLY, user: 'SKIN_DIARY_NOT_FOUND' },
    'GET /skin/photos/{unsigned}': {
      anonymous: 'SKIN_PHOTO_NOT_FOUND',
      user: 'SKIN_PHOTO_NOT_FOUND',
      doctor: 'SKIN_PHOTO_NOT_FOUND',
      support: 'SKIN_PHOTO_NOT_FOUND',
      clinic: 'SKIN_PHOTO_NOT_FOUND',
      admin: 'SKIN_PHOTO_NOT_FOUND',
    },
  };
  const cases = (Object.keys(routes) as Route[]).flatMap((route) =>
    (Object.keys(expected[route]) as Caller[]).map(
      (caller) => [route, caller, expected[route][caller]] as const,
    ),
  );

  it.each(cases)('%s as %s → %s', async (route, caller, outcome) => {
    const res = await routes[route](principalOf(caller));
    if (typeof outcome === 'number') {
      expect(res.statusCode, res.body).toBe(outcome);
      expect(res.json().success).toBe(true);
    } else {
      expectFailure(res, outcome);
    }
  });

  describe('a token of one kind never authorises another kind’s route', () => {
    const accountRoute: Record<PrincipalKind, string> = {
      user: '/auth/account',
      admin: '/admin/auth/account',
      doctor: '/auth/account-doctor',
    };
    const kinds: PrincipalKind[] = ['user', 'admin', 'doctor'];
    const tokenOf = (kind: PrincipalKind) => p[kind].token;

    const placements = ['in its own header', 'in the route’s header', 'as Authorization: Bearer'] as const;
    const matrix = kinds.flatMap((tokenKind) =>
      kinds.flatMap((routeKind) => placements.map((placement) => [tokenKind, routeKind, placement] as const)),
    );

    it.each(matrix)('%s token → %s route, %s', async (tokenKind, routeKind, placement) => {
      const headers: Record<string, string> =
        placement === 'in its own header'
          ? { [AUTH_HEADERS[tokenKind]]: tokenOf(tokenKind) }
          : placement === 'in the route’s header'
            ? { [AUTH_HEADERS[routeKind]]: tokenOf(tokenKind) }
            : { authorization: `Bearer ${tokenOf(tokenKind)}` };
      const res = await t.app.inject({ method: 'GET', url: `/api/v1${accountRoute[routeKind]}`, headers });
      if (tokenKind === routeKind) {
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().data._id).toBe(jwtPayload(tokenOf(tokenKind)).sub);
      } else if (placement === 'in its own header') {
        // The route does not read that header at all.
        expectFailure(res, 'AUTH_REQUIRED');
      } else {
        expectFailure(res, 'AUTH_TOKEN_INVALID');
      }
    });

    it('every route picks its own token when a client sends all three', async () => {
      const headers = {
        [AUTH_HEADERS.user]: p.user.token,
        [AUTH_HEADERS.admin]: p.admin.token,
        [AUTH_HEADERS.doctor]: p.doctor.token,
      };
      for (const kind of kinds) {
        const res = await t.app.inject({ method: 'GET', url: `/api/v1${accountRoute[kind]}`, headers });
        expect(res.statusCode).toBe(200);
        expect(res.json().data._id).toBe(jwtPayload(tokenOf(kind)).sub);
      }
    });

    it('the kind’s own header wins over Authorization, which serves only when that header is absent', async () => {
      const both = await t.app.inject({
        method: 'GET',
        url: '/api/v1/admin/auth/account',
        headers: { [AUTH_HEADERS.user]: p.user.token, authorization: `Bearer ${p.admin.token}` },
      });
      expect(both.statusCode).toBe(200);
      expect(both.json().data.username).toBe('admin');
      const own = await t.app.inject({
        method: 'GET',
        url: '/api/v1/auth/account',
        headers: { [AUTH_HEADERS.user]: p.user.token, authorization: `Bearer ${p.admin.token}` },
      });
      expect(own.json().data.email).toBe(DEMO.customer.email);
    });

    it('a user token never reaches the admin-accounts routes, whatever the header', async () => {
      for (const headers of [
        { [AUTH_HEADERS.admin]: p.user.token },
        { authorization: `Bearer ${p.user.token}` },
        { [AUTH_HEADERS.admin]: p.doctor.token },
      ]) {
        const res = await t.app.inject({ method: 'GET', url: '/api/v1/admin/admin-accounts', headers });
        expectFailure(res, 'AUTH_TOKEN_INVALID');
      }
    });
  });

  describe('tampered and expired tokens → AUTH_TOKEN_INVALID 401', () => {
    const account = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/api/v1/auth/account', headers });
    /** A different first signature character (the last one carries padding bits that may not change the bytes). */
    const flip = (token: string) => {
      const [h, payload, signature] = token.split('.') as [string, string, string];
      return `${h}.${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    };

    it.each([
      ['a changed signature', () => flip(p.user.token)],
      [
        'a payload naming another subject, signature kept',
        () => {
          const [h, payload, s] = p.user.token.split('.') as [string, string, string];
          const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
          claims.sub = jwtPayload(p.admin.token).sub;
          return `${h}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${s}`;
        },
      ],
      [
        'alg none',
        () => {
          const [, payload] = p.user.token.split('.') as [string, string];
          return `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
        },
      ],
      ['garbage', () => 'khong-phai-jwt'],
      ['three empty parts', () => '..'],
    ])('%s', async (_label, make) => {
      expectFailure(
        await account({ [AUTH_HEADERS.user]: make() }),
        'AUTH_TOKEN_INVALID',
        'Phiên đăng nhập không hợp lệ hoặc đã hết hạn, vui lòng đăng nhập lại',
      );
    });

    it('a token signed with another key, with the right audience and issuer', async () => {
      const claims = { ...jwtPayload(p.user.token) };
      const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}`;
      const sign = (secret: string) =>
        `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
      expectFailure(
        await account({ [AUTH_HEADERS.user]: sign('a-secret-the-server-does-not-know') }),
        'AUTH_TOKEN_INVALID',
      );
      // The same token signed with the server's user key passes: only the key made the difference.
      expect((await account({ [AUTH_HEADERS.user]: sign(t.config.secrets.jwtUser) })).statusCode).toBe(200);
      // …and the admin key does not make a user token.
      expectFailure(
        await account({ [AUTH_HEADERS.user]: sign(t.config.secrets.jwtAdmin) }),
        'AUTH_TOKEN_INVALID',
      );
    });

    it('an empty header counts as no token: AUTH_REQUIRED', async () => {
      expectFailure(await account({ [AUTH_HEADERS.user]: '' }), 'AUTH_REQUIRED');
      expectFailure(await account({ [AUTH_HEADERS.user]: 'Bearer ' }), 'AUTH_REQUIRED');
    });

    it('7-day tokens of every kind expire after 7 days (fake clock +8 days); a 30-day token does not', async () => {
      const remembered = await injectAs(t.app, null, {
        method: 'POST',
        url: '/auth/login',
        payload: { email: DEMO.customer.email, password: DEMO.customer.password, remember: true },
      });
      const longToken = remembered.json().accessToken as string;
      const start = t.clock.now();
      t.clock.advance(8 * DAY);
      try {
        expectFailure(
          await injectAs(t.app, p.user, { method: 'GET', url: '/auth/account' }),
          'AUTH_TOKEN_INVALID',
        );
        expectFailure(
          await injectAs(t.app, p.admin, { method: 'GET', url: '/admin/auth/account' }),
          'AUTH_TOKEN_INVALID',
        );
        expectFailure(
          await injectAs(t.app, p.doctor, { method: 'GET', url: '/auth/account-doctor' }),
          'AUTH_TOKEN_INVALID',
        );
        expect(
          (await injectAs(t.app, { kind: 'user', token: longToken }, { method: 'GET', url: '/auth/account' }))
            .statusCode,
        ).toBe(200);
      } finally {
        t.clock.set(start);
      }
      expect((await injectAs(t.app, p.user, { method: 'GET', url: '/auth/account' })).statusCode).toBe(200);
    });
  });

  describe('GET /admin/dashboard/summary', () => {
    const summary = async (who: Principal) => {
      const res = await injectAs(t.app, who, { method: 'GET', url: '/admin/dashboard/summary' });
      expect(res.statusCode).toBe(200);
      return res.json().data;
    };

    it('gives ADMIN and SUPPORT the site’s counts, which follow new users', async () => {
      const before = await summary(p.admin);
      expect(before).toMatchObject({
        scope: 'site',
        clinics: { total: DEMO_CLINICS.length + 1, active: DEMO_CLINICS.length + 1 },
        doctors: { total: DEMO_DOCTOR_COUNT, active: DEMO_DOCTOR_COUNT },
        clinic: null,
      });
      expect(before.admins.total).toBe(before.admins.ADMIN + before.admins.SUPPORT + before.admins.CLINIC);
      expect(before.admins.CLINIC).toBeGreaterThanOrEqual(1);
      expect(before.users.total).toBeGreaterThanOrEqual(1);
      expect(await summary(p.support)).toEqual(before);

      const reg = await injectAs(t.app, null, {
        method: 'POST',
        url: '/auth/register',
        payload: { name: 'Người Dùng Mới', email: 'dem.so@example.com', password: 'dem-so-2026' },
      });
      expect(reg.statusCode).toBe(201);
      const after = await summary(p.admin);
      expect(after.users).toEqual({
        total: before.users.total + 1,
        verified: before.users.verified,
        active: before.users.active + 1,
      });
    });

    it('gives a CLINIC account its own clinic and its two doctors, and nothing of the site', async () => {
      const data = await summary(p.clinic);
      expect(data).toEqual({
        scope: 'clinic',
        users: null,
        admins: null,
        clinics: null,
        doctors: { total: 2, active: 2 },
        clinic: {
          _id: expect.any(String),
          name: 'Phòng khám Da liễu Lumi Hà Nội',
          slug: 'phong-kham-da-lieu-lumi-ha-noi',
          isActive: true,
          specialties: expect.any(Array),
        },
      });

      const binh = await doctorsRepository(t.database.db).findByEmail(DEMO.doctor2.email);
      await doctorsRepository(t.database.db).update(binh!.id, { isActive: false });
      try {
        expect((await summary(p.clinic)).doctors).toEqual({ total: 2, active: 1 });
      } finally {
        await doctorsRepository(t.database.db).update(binh!.id, { isActive: true });
      }
    });
  });

  /** Issue 8: the guard runs before the body is parsed or validated, on every route that needs a principal. */
  describe('every route that needs a principal: no token → 401, never 400', () => {
    const ID = '00000000-0000-4000-8000-000000000000';
    const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, ID).replace(/\*$/, 'x/y');

    it('covers the route table', () => {
      const routes = t.app.guardedRoutes.map((r) => `${r.method} ${r.url}`);
      expect(routes.length).toBeGreaterThanOrEqual(50);
      for (const route of [
        'POST /api/v1/admin/products',
        'GET /api/v1/auth/account',
        'POST /api/v1/uploads',
        'GET /api/v1/auth/account-doctor',
        'GET /api/v1/admin/reviews',
        'GET /api/v1/chat/contacts',
        'GET /api/v1/chat/conversations',
        'GET /api/v1/chat/conversations/:id/messages',
        'PUT /api/v1/chat/conversations/:id/seen',
      ])
        expect(routes).toContain(route);
      expect(routes).not.toContain('POST /api/v1/auth/login');
      expect(routes).not.toContain('GET /api/v1/health');
    });

    it('answers AUTH_REQUIRED to an anonymous call with a bad body and a bad query', async () => {
      const wrong: string[] = [];
      for (const { method, url } of t.app.guardedRoutes) {
        const withBody = method !== 'GET' && method !== 'DELETE';
        const res = await t.app.inject({
          method: method as 'GET',
          url: `${concrete(url)}?page=abc&pageSize=-1&status=khong-co&as=robot`,
          ...(withBody ? { payload: { name: 'x', price: 'abc', email: 'sai' } } : {}),
        });
        const body = res.json<{ code?: string }>();
        if (res.statusCode !== 401 || body.code !== 'AUTH_REQUIRED')
          wrong.push(`${method} ${url} → ${res.statusCode} ${String(body.code)}`);
      }
      expect(wrong).toEqual([]);
    });

    it('answers AUTH_REQUIRED before reading a malformed or oversized body', async () => {
      const malformed = await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/products',
        headers: { 'content-type': 'application/json' },
        payload: '{"name":',
      });
      expectFailure(malformed, 'AUTH_REQUIRED');
      const xml = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/auth/account',
        headers: { 'content-type': 'application/xml' },
        payload: '<a/>',
      });
      expectFailure(xml, 'AUTH_REQUIRED');
    });
  });
});
