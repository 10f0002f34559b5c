import { connect } from 'node:net';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, isErrorCode } from '@lumi/shared';
import { adminsRepository } from '../src/modules/admins/repository';
import { usersRepository } from '../src/modules/auth/repository';
import { DEMO, buildTestApp, demoPrincipals, injectAs, type Principal, type TestApp } from './helpers';
import { expectFailure, jwtPayload } from './assertions';

/** What holds for every answer (api-contract §1.1–1.2, §4.12). */
describe('HTTP conventions', () => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof demoPrincipals>>;

  beforeAll(async () => {
    t = await buildTestApp();
    p = await demoPrincipals(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const raw = (options: InjectOptions) => t.app.inject(options);

  /** Any answer: JSON envelope, never a 500. */
  function expectEnvelope(res: LightMyRequestResponse, label: string) {
    expect(res.statusCode, `${label}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
    expect(res.headers['content-type'], label).toMatch(/^application\/json/);
    const body = res.json<{ success: unknown; code?: unknown; message?: unknown }>();
    expect(typeof body.success, label).toBe('boolean');
    if (body.success === false) {
      expect(isErrorCode(body.code), `${label}: ${String(body.code)}`).toBe(true);
      expect(typeof body.message === 'string' && body.message.length > 0, label).toBe(true);
      expect(res.statusCode, label).toBe(ERRORS[body.code as keyof typeof ERRORS].status);
    } else {
      expect(res.statusCode, label).toBeLessThan(300);
    }
  }

  describe('envelope', () => {
    it('success: { success: true, data }', async () => {
      const res = await injectAs(t.app, null, { method: 'GET', url: '/health' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, data: { status: 'ok' } });
    });

    it('a write carries a Vietnamese message', async () => {
      const res = await injectAs(t.app, p.user, {
        method: 'PUT',
        url: '/auth/account',
        payload: { name: DEMO.customer.name },
      });
      expect(res.json()).toMatchObject({ success: true, message: 'Cập nhật thông tin thành công' });
    });

    it('failure: { success: false, code, message } with the real status', async () => {
      const res = await injectAs(t.app, null, { method: 'GET', url: '/auth/account' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        success: false,
        code: 'AUTH_REQUIRED',
        message: 'Vui lòng đăng nhập để tiếp tục',
      });
    });

    it('VALIDATION_ERROR lists every issue and leads with the first one’s message', async () => {
      const res = await injectAs(t.app, null, {
        method: 'POST',
        url: '/auth/register',
        payload: { email: 'sai', password: '1' },
      });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.code).toBe('VALIDATION_ERROR');
      expect(body.errors).toEqual([
        { path: 'name', message: 'Vui lòng nhập họ và tên' },
        { path: 'email', message: 'Email không hợp lệ' },
        { path: 'password', message: 'Mật khẩu phải có ít nhất 6 ký tự' },
      ]);
      expect(body.message).toBe(body.errors[0].message);
    });

    it('paths of nested issues are dotted', async () => {
      const res = await injectAs(t.app, p.doctor, {
        method: 'PUT',
        url: `/doctors/${jwtPayload(p.doctor.token).sub}`,
        payload: { schedule: [{ dayOfWeek: 1, isActive: true, ranges: [{ start: '25:00', end: '10:00' }] }] },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual({
        path: 'schedule.0.ranges.0.start',
        message: 'Dữ liệu không hợp lệ',
      });
    });
  });

  describe('request ids', () => {
    it.each<[string, InjectOptions]>([
      ['a success', { method: 'GET', url: '/api/v1/health' }],
      ['a 401', { method: 'GET', url: '/api/v1/auth/account' }],
      ['a 400', { method: 'POST', url: '/api/v1/auth/login', payload: {} }],
      [
        'a malformed body',
        {
          method: 'POST',
          url: '/api/v1/auth/login',
          headers: { 'content-type': 'application/json' },
          payload: '{"email":',
        },
      ],
      ['an unknown API path', { method: 'GET', url: '/api/v1/khong-co' }],
      ['an unknown root path', { method: 'GET', url: '/khong-co' }],
      ['a redirect', { method: 'GET', url: '/auth/google' }],
      ['the OpenAPI document', { method: 'GET', url: '/api/docs/json' }],
      ['the dev mailbox', { method: 'GET', url: '/dev/mailbox' }],
      ['a stored image', { method: 'GET', url: '/uploads/seed/clinic-hanoi-logo.webp' }],
      ['a malformed URL', { method: 'GET', url: '/api/v1/admin/admin-accounts/%E0%A4%A' }],
    ])('%s carries X-Request-Id', async (_label, options) => {
      const res = await raw(options);
      expect(String(res.headers['x-request-id'] ?? '')).toMatch(/^[\w-]{8,64}$/);
    });

    it('keeps a well-formed id sent by the client and replaces a bad one', async () => {
      const kept = await raw({
        method: 'GET',
        url: '/api/v1/health',
        headers: { 'x-request-id': 'lumi-test-0001' },
      });
      expect(kept.headers['x-request-id']).toBe('lumi-test-0001');
      const replaced = await raw({
        method: 'GET',
        url: '/api/v1/health',
        headers: { 'x-request-id': 'bad id <script>' },
      });
      expect(replaced.headers['x-request-id']).not.toBe('bad id <script>');
      expect(String(replaced.headers['x-request-id'])).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('gives every request its own id', async () => {
      const [a, b] = await Promise.all([
        raw({ method: 'GET', url: '/api/v1/health' }),
        raw({ method: 'GET', url: '/api/v1/health' }),
      ]);
      expect(a?.headers['x-request-id']).not.toBe(b?.headers['x-request-id']);
    });
  });

  describe('unknown paths and bad requests', () => {
    it.each([
      ['GET', '/api/v1/whatever'],
      ['POST', '/api/v1/auth/khong-co'],
      ['DELETE', '/api/v1/auth/login'],
      ['GET', '/api/v2/health'],
      ['GET', '/api'],
      ['PATCH', '/api/v1/admin/admin-accounts'],
    ] as const)('%s %s → 404 ROUTE_NOT_FOUND as JSON', async (method, url) => {
      const res = await raw({ method, url });
      expectFailure(res, 'ROUTE_NOT_FOUND', 'Đường dẫn không tồn tại');
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    });

    it.each(['{"email":', '{email: "a"}', '[1,2', '"', 'nul', '{"a":1}}', '\u0000'])(
      'malformed JSON %j → 400 VALIDATION_ERROR',
      async (payload) => {
        const res = await raw({
          method: 'POST',
          url: '/api/v1/auth/login',
          headers: { 'content-type': 'application/json' },
          payload,
        });
        expectFailure(res, 'VALIDATION_ERROR');
      },
    );

    it('an empty JSON body → 400', async () => {
      const res = await raw({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '',
      });
      expectFailure(res, 'VALIDATION_ERROR');
    });

    it.each([
      ['application/xml', '<login/>'],
      ['text/plain', 'email=a'],
      ['application/x-www-form-urlencoded', 'email=a%40b.vn&password=x'],
      ['multipart/form-data; boundary=x', '--x--'],
      ['image/png', 'abc'],
    ])('a %s body on a JSON route → 4xx JSON', async (contentType, payload) => {
      const res = await raw({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: { 'content-type': contentType },
        payload,
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expectEnvelope(res, contentType);
    });

    it('a JSON body over 1 MB → 413 BODY_TOO_LARGE (not the file message)', async () => {
      const res = await raw({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: 'a@b.vn', password: 'x'.repeat(1_100_000) },
      });
      expectFailure(res, 'BODY_TOO_LARGE', 'Nội dung yêu cầu quá lớn');
      expectEnvelope(res, 'too large');
    });

    it.each([
      ['application/xml', '<login/>'],
      ['image/png', 'abc'],
    ])(
      'a %s body on a JSON route → 415 CONTENT_TYPE_NOT_SUPPORTED (not the upload message)',
      async (type, payload) => {
        const res = await raw({
          method: 'POST',
          url: '/api/v1/auth/login',
          headers: { 'content-type': type },
          payload,
        });
        expectFailure(res, 'CONTENT_TYPE_NOT_SUPPORTED', 'Định dạng nội dung không được hỗ trợ');
      },
    );

    describe('over a real socket (Node’s HTTP parser answers before Fastify)', () => {
      let port = 0;
      beforeAll(async () => {
        await t.app.listen({ port: 0, host: '127.0.0.1' });
        const address = t.app.server.address();
        port = typeof address === 'object' && address ? address.port : 0;
      });

      /** Sends raw bytes and reads the whole answer until the server closes the connection. */
      function exchange(request: string): Promise<{ status: number; headers: string; body: string }> {
        return new Promise((resolve, reject) => {
          const socket = connect(port, '127.0.0.1');
          const chunks: Buffer[] = [];
          socket.on('data', (chunk: Buffer) => chunks.push(chunk));
          socket.on('error', reject);
          socket.on('close', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            const [head = '', ...rest] = text.split('\r\n\r\n');
            resolve({ status: Number(head.split(' ')[1]), headers: head, body: rest.join('\r\n\r\n') });
          });
          // Written, not ended: a half-closed socket may be dropped by Node before a slower answer (a health check
          // that pings PostgreSQL and Redis) is written. The server closes it: after an error, or `Connection: close`.
          socket.write(request);
        });
      }

      it('a 100,000-character query string → 431 in the envelope, in Vietnamese', async () => {
        const res = await exchange(
          `GET /api/v1/health?search=${'a'.repeat(100_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
        );
        expect(res.status).toBe(431);
        expect(res.headers).toMatch(/content-type: application\/json/i);
        expect(res.headers).toMatch(/x-request-id: [0-9a-f-]{36}/i);
        expect(JSON.parse(res.body)).toEqual({
          success: false,
          code: 'REQUEST_HEADERS_TOO_LARGE',
          message: 'Đường dẫn hoặc tiêu đề của yêu cầu quá dài',
        });
        expect(ERRORS.REQUEST_HEADERS_TOO_LARGE.status).toBe(431);
      });

      it('malformed HTTP → 400 in the envelope', async () => {
        const res = await exchange('NOT HTTP AT ALL\r\n\r\n');
        expect(res.status).toBe(400);
        expect(JSON.parse(res.body)).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
      });

      it('an ordinary request on the same server still works', async () => {
        const res = await exchange(
          'GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
        );
        expect(res.status).toBe(200);
      });
    });

    it('a malformed percent-encoding in the URL → 400 JSON envelope', async () => {
      const res = await raw({ method: 'GET', url: '/api/v1/admin/admin-accounts/%E0%A4%A' });
      expectFailure(res, 'VALIDATION_ERROR');
    });
  });

  describe('input handling', () => {
    it('ignores a trailing slash', async () => {
      expect((await raw({ method: 'GET', url: '/api/v1/health/' })).statusCode).toBe(200);
      const login = await raw({
        method: 'POST',
        url: '/api/v1/admin/auth/login/',
        payload: { username: 'admin', password: DEMO.admin.password },
      });
      expect(login.statusCode).toBe(200);
      expect(
        (await injectAs(t.app, p.admin, { method: 'GET', url: '/admin/admin-accounts/?page=1' })).statusCode,
      ).toBe(200);
    });

    it('drops unknown body fields: a registration cannot make itself verified, inactive or Google-linked', async () => {
      const email = 'them.truong@example.com';
      const res = await injectAs(t.app, null, {
        method: 'POST',
        url: '/auth/register',
        payload: {
          name: 'Thêm Trường',
          email,
          password: 'them-truong-2026',
          isVerified: true,
          isActive: false,
          googleId: 'g-1',
          tokenVersion: 9,
          role: 'ADMIN',
        },
      });
      expect(res.statusCode).toBe(201);
      const row = await usersRepository(t.database.db).findByEmail(email);
      expect(row).toMatchObject({ isVerified: false, isActive: true, googleId: null, tokenVersion: 0 });
    });

    it('drops unknown fields on an account update too (no isActive, no email)', async () => {
      const res = await injectAs(t.app, p.user, {
        method: 'PUT',
        url: '/auth/account',
        payload: { isActive: false, isVerified: false, email: 'moi@x.vn', googleId: 'g' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        email: DEMO.customer.email,
        isActive: true,
        isVerified: true,
        googleId: null,
      });
    });

    it('trims strings', async () => {
      const res = await injectAs(t.app, null, {
        method: 'POST',
        url: '/auth/send-otp',
        payload: { email: '   KhachHang@Lumi.vn   ' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.email).toBe(DEMO.customer.email);
      const admin = await injectAs(t.app, null, {
        method: 'POST',
        url: '/admin/auth/login',
        payload: { username: '  support  ', password: DEMO.support.password },
      });
      expect(admin.statusCode).toBe(200);
    });
  });

  describe('no 500 on bad input (fuzz)', () => {
    let targetId: string;
    let doctorId: string;

    beforeAll(async () => {
      const row = await adminsRepository(t.database.db).insert({
        name: 'Đích Thử',
        username: 'dich.fuzz',
        passwordHash: 'not-a-hash',
        role: 'SUPPORT',
      });
      targetId = row!.id;
      doctorId = jwtPayload(p.doctor.token).sub;
    });

    const FIELDS = [
      'name',
      'email',
      'password',
      'rePassword',
      'resPassword',
      'remember',
      'otp',
      'purpose',
      'resetToken',
      'phone',
      'avatar',
      'currentPassword',
      'newPassword',
      'username',
      'role',
      'isActive',
      'about',
      'specialty',
      'experience',
      'fees',
      'duration',
      'schedule',
      'holidays',
    ];
    const VALUES: [string, unknown][] = [
      ['null', null],
      ['array', []],
      ['array of strings', ['a', 'b']],
      ['object', {}],
      ['operator object', { $gt: '' }],
      ['true', true],
      ['huge number', 1e308],
      ['negative', -1],
      ['fraction', 1.5],
      ['empty string', ''],
      ['spaces', '   '],
      ['huge string', 'x'.repeat(100_000)],
      ['NUL', '\u0000'],
      ['markup', '<script>alert(1)</script>'],
      ['emoji', '😀'.repeat(300)],
    ];
    const BODIES: [string, unknown][] = [
      ['null', null],
      ['[]', []],
      ['[{}]', [{}]],
      ['string', 'text'],
      ['number', 42],
      ['false', false],
      ['{}', {}],
      ['__proto__', JSON.parse('{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"x": 1}}}')],
      ['deep', JSON.parse(`${'{"a":'.repeat(500)}1${'}'.repeat(500)}`)],
      ...VALUES.map(([label, value]): [string, unknown] => [
        `every field ${label}`,
        Object.fromEntries(FIELDS.map((f) => [f, value])),
      ]),
    ];

    const writes = (): [string, 'POST' | 'PUT' | 'DELETE', string, Principal | null][] => [
      ['login', 'POST', '/auth/login', null],
      ['register', 'POST', '/auth/register', null],
      ['send-otp', 'POST', '/auth/send-otp', null],
      ['verify-otp', 'POST', '/auth/verify-otp', null],
      ['reset-password', 'POST', '/auth/reset-password', null],
      ['login-doctor', 'POST', '/auth/login-doctor', null],
      ['admin login', 'POST', '/admin/auth/login', null],
      ['account', 'PUT', '/auth/account', p.user],
      ['doctor update', 'PUT', `/doctors/${doctorId}`, p.doctor],
      ['doctor password', 'PUT', '/doctors/password', p.doctor],
      ['create admin', 'POST', '/admin/admin-accounts', p.admin],
      ['update admin', 'PUT', `/admin/admin-accounts/${targetId}`, p.admin],
      ['delete admin', 'DELETE', `/admin/admin-accounts/${targetId}`, p.support],
      ['upload', 'POST', '/uploads', p.user],
    ];

    it('across every write route of the spine', async () => {
      for (const [route, method, url, principal] of writes()) {
        for (const [label, body] of BODIES) {
          const res = await injectAs(t.app, principal, {
            method,
            url,
            payload: JSON.stringify(body),
            headers: { 'content-type': 'application/json' },
          });
          expectEnvelope(res, `${method} ${route} with ${label}`);
        }
      }
    });

    it('across query strings and path parameters', async () => {
      const queries = [
        '?page=abc',
        '?page=-1',
        '?page=0',
        '?page=1.5',
        '?page=1e9',
        '?page=99999999999999999999',
        '?pageSize=1e3',
        '?pageSize=NaN',
        '?role[]=ADMIN',
        '?role=admin',
        '?search[a]=1',
        `?search=${'a'.repeat(5000)}`,
        '?search=%00',
        '?search=%25%5F%5C',
        '?page=1&page=2',
        '?search=%E0%A4%A',
      ];
      for (const q of queries) {
        expectEnvelope(
          await injectAs(t.app, p.admin, { method: 'GET', url: `/admin/admin-accounts${q}` }),
          `admin-accounts${q}`,
        );
        const mailbox = await raw({
          method: 'GET',
          url: `/dev/mailbox/messages${q.replace('page', 'limit')}`,
        });
        expect(mailbox.statusCode, `mailbox${q}`).toBeLessThan(500);
      }
      const ids = [
        'abc',
        '1',
        '00000000-0000-0000-0000-00000000000g',
        `${'a'.repeat(300)}`,
        '%20',
        'null',
        "1' or '1'='1",
        '..%2F..',
      ];
      for (const id of ids) {
        expectEnvelope(
          await injectAs(t.app, p.admin, {
            method: 'PUT',
            url: `/admin/admin-accounts/${id}`,
            payload: { name: 'Tên Mới' },
          }),
          `PUT admin ${id}`,
        );
        expectEnvelope(
          await injectAs(t.app, p.admin, { method: 'DELETE', url: `/admin/admin-accounts/${id}` }),
          `DELETE admin ${id}`,
        );
        expectEnvelope(
          await injectAs(t.app, p.doctor, { method: 'PUT', url: `/doctors/${id}`, payload: {} }),
          `PUT doctor ${id}`,
        );
        expectEnvelope(
          await injectAs(t.app, p.user, { method: 'DELETE', url: `/uploads/${id}` }),
          `DELETE upload ${id}`,
        );
      }
      for (const q of [
        '?code=a&state=b',
        '?code[]=a',
        '?state[x]=1',
        `?code=${'c'.repeat(5000)}`,
        '?error=%00',
      ]) {
        const res = await raw({ method: 'GET', url: `/auth/google/callback${q}` });
        expect(res.statusCode, q).toBeLessThan(500);
      }
    });

    it.each<[string, 'POST' | 'PUT' | 'GET', string, () => Principal | null, unknown]>([
      ['a login email', 'POST', '/auth/login', () => null, { email: 'khach\u0000@lumi.vn', password: 'x' }],
      [
        'a doctor login email',
        'POST',
        '/auth/login-doctor',
        () => null,
        { email: 'bs\u0000@lumi.vn', password: 'x' },
      ],
      [
        'an admin username',
        'POST',
        '/admin/auth/login',
        () => null,
        { username: 'adm\u0000in', password: 'x' },
      ],
      ['an account name', 'PUT', '/auth/account', () => p.user, { name: 'Vũ\u0000Lan' }],
      ['a doctor’s about', 'PUT', '/doctors/self', () => p.doctor, { about: '<p>a\u0000b</p>' }],
      ['a search', 'GET', '/admin/admin-accounts?search=a%00b', () => p.admin, undefined],
      ['a mailbox filter', 'GET', '/dev/mailbox/messages?to=a%00b', () => null, undefined],
    ])('a NUL character inside %s → 400, not a database error', async (_label, method, url, who, payload) => {
      const target = url.replace('/doctors/self', `/doctors/${doctorId}`);
      const res = await injectAs(t.app, who(), {
        method,
        url: target,
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      expectFailure(res, 'VALIDATION_ERROR');
    });

    it('across headers: odd tokens and request ids', async () => {
      const tokens = [
        '',
        ' ',
        'Bearer',
        'Bearer  ',
        'a.b.c',
        'x'.repeat(8000),
        '\u00e9\u00e8',
        'null',
        '..',
        'Bearer a.b',
      ];
      for (const token of tokens) {
        for (const [header, url] of [
          ['x-user-header', '/api/v1/auth/account'],
          ['x-admin-header', '/api/v1/admin/admin-accounts'],
          ['x-doctor-header', '/api/v1/auth/account-doctor'],
          ['authorization', '/api/v1/uploads/avatar/x'],
        ] as const) {
          const res = await raw({
            method: url.includes('uploads') ? 'DELETE' : 'GET',
            url,
            headers: { [header]: token },
          });
          expectEnvelope(res, `${header}: ${token.slice(0, 20)}`);
          expect(res.statusCode).toBe(401);
        }
      }
    });
  });

  describe('documentation and headers', () => {
    it('serves the OpenAPI document listing the routes', async () => {
      const res = await raw({ method: 'GET', url: '/api/docs/json' });
      expect(res.statusCode).toBe(200);
      const doc = res.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
      expect(doc.openapi).toMatch(/^3\./);
      const paths = Object.keys(doc.paths);
      for (const path of [
        '/api/v1/auth/login',
        '/api/v1/auth/register',
        '/api/v1/auth/send-otp',
        '/api/v1/auth/verify-otp',
        '/api/v1/auth/reset-password',
        '/api/v1/auth/account',
        '/api/v1/auth/login-doctor',
        '/api/v1/auth/account-doctor',
        '/api/v1/doctors/password',
        '/api/v1/doctors/{id}',
        '/api/v1/admin/auth/login',
        '/api/v1/admin/auth/account',
        '/api/v1/admin/admin-accounts',
        '/api/v1/admin/admin-accounts/{id}',
        '/api/v1/admin/dashboard/summary',
        '/api/v1/uploads',
        '/api/v1/health',
        '/api/v1/config',
      ]) {
        expect(paths, path).toContain(path);
      }
      expect(Object.keys(doc.paths['/api/v1/auth/account'] ?? {}).sort()).toEqual(['get', 'put']);
      expect(Object.keys(doc.paths['/api/v1/admin/admin-accounts/{id}'] ?? {}).sort()).toEqual([
        'delete',
        'put',
      ]);
    });

    it('serves the OpenAPI UI', async () => {
      const res = await raw({ method: 'GET', url: '/api/docs/' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
    });

    it.each<[string, InjectOptions]>([
      ['a success', { method: 'GET', url: '/api/v1/health' }],
      ['a failure', { method: 'GET', url: '/api/v1/auth/account' }],
      ['a 404', { method: 'GET', url: '/api/v1/khong-co' }],
    ])(
      'sets the API set of security headers on %s (JSON, never rendered: ADR 0051)',
      async (_label, options) => {
        const res = await raw(options);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['x-frame-options']).toBe('DENY');
        expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
        expect(res.headers['referrer-policy']).toBe('no-referrer');
        expect(res.headers['x-powered-by']).toBeUndefined();
        // The document-only policies stay off a JSON answer.
        expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
        expect(res.headers['origin-agent-cluster']).toBeUndefined();
      },
    );

    it("sets a document's security headers on an answer that is not JSON", async () => {
      const res = await raw({ method: 'GET', url: '/robots.txt' });
      expect(res.headers['content-type']).toMatch(/text\/plain/);
      const csp = String(res.headers['content-security-policy'] ?? '');
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['referrer-policy']).toBeDefined();
    });

    it('compresses large answers for clients that accept it', async () => {
      const res = await raw({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
      expect(res.headers['content-encoding']).toBe('gzip');
    });
  });
});
