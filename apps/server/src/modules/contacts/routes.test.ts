import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Contact, MailboxMessage, Pagination } from '@lumi/shared';
import { expectFailure, expectValidation } from '../../../test/assertions';
import {
  buildTestApp,
  clientAddresses,
  demoPrincipals,
  injectAs,
  loginAdmin,
  type Principal,
  type TestApp,
} from '../../../test/helpers';
import type { Mailer } from '../../providers/mail';
import { contacts as contactsTable } from '../../db/schema';

const FORM = {
  clinicName: 'Phòng khám Da liễu Ánh Dương',
  contactName: 'Nguyễn Thị Lan',
  email: 'Lan.Nguyen@AnhDuong.vn',
  phone: '0912345678',
  address: '12 Lý Thường Kiệt, Hà Nội',
  content: 'Chúng tôi muốn hợp tác với Lumi.',
};

// Each test posts from its own client address (the hourly counters may live in a shared Redis).
const newAddress = clientAddresses();

async function mailsTo(t: TestApp, email: string): Promise<MailboxMessage[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/dev/mailbox/messages?to=${encodeURIComponent(email)}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MailboxMessage[]>();
}

describe('contact form (api-contract §4.11)', () => {
  let t: TestApp;
  let who: Awaited<ReturnType<typeof demoPrincipals>>;

  beforeAll(async () => {
    t = await buildTestApp({
      env: { ADMIN_EMAILS: 'admin@lumi.vn,hoptac@lumi.vn', RATE_LIMIT_CONTACT_PER_HOUR: '100' },
    });
    who = await demoPrincipals(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const address = newAddress();
  const post = (payload: Record<string, unknown>) =>
    injectAs(t.app, null, { method: 'POST', url: '/contacts', payload, remoteAddress: address });

  it('stores a request and mails every administrator address', async () => {
    const res = await post(FORM);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<{ data: { _id: string }; message: string }>();
    expect(body.message).toBe('Cảm ơn bạn đã liên hệ, chúng tôi sẽ phản hồi sớm nhất');
    for (const to of ['admin@lumi.vn', 'hoptac@lumi.vn']) {
      const [mail] = await mailsTo(t, to);
      expect(mail?.subject).toBe('[Lumi] Liên hệ hợp tác mới: Phòng khám Da liễu Ánh Dương');
      expect(mail?.text).toContain('Nguyễn Thị Lan');
      expect(mail?.text).toContain('lan.nguyen@anhduong.vn');
      expect(mail?.text).toContain('Chúng tôi muốn hợp tác với Lumi.');
    }
    const list = await injectAs(t.app, who.admin, { method: 'GET', url: '/admin/contacts' });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<{ data: Contact[] }>().data[0]).toEqual({
      _id: body.data._id,
      ...FORM,
      email: 'lan.nguyen@anhduong.vn',
      createdAt: t.clock.now().toISOString(),
      handled: false,
      handledAt: null,
      handledBy: null,
    });
  });

  it('explains every invalid field and stores nothing', async () => {
    const before = (await t.database.db.select().from(contactsTable)).length;
    expectValidation(await post({ ...FORM, clinicName: '' }), 'clinicName', 'Vui lòng nhập tên phòng khám');
    expectValidation(
      await post({ ...FORM, clinicName: 'A' }),
      'clinicName',
      'Tên phòng khám từ 2 đến 200 ký tự',
    );
    expectValidation(
      await post({ ...FORM, contactName: undefined }),
      'contactName',
      'Vui lòng nhập tên người liên hệ',
    );
    expectValidation(await post({ ...FORM, email: 'lan@' }), 'email', 'Email không hợp lệ');
    expectValidation(await post({ ...FORM, phone: '12345' }), 'phone', 'Số điện thoại không hợp lệ');
    expectValidation(
      await post({ ...FORM, address: 'x'.repeat(256) }),
      'address',
      'Địa chỉ phòng khám tối đa 255 ký tự',
    );
    expectValidation(await post({ ...FORM, content: ' ' }), 'content', 'Vui lòng nhập nội dung');
    expectValidation(
      await post({ ...FORM, content: 'x'.repeat(2001) }),
      'content',
      'Nội dung tối đa 2000 ký tự',
    );
    expect((await t.database.db.select().from(contactsTable)).length).toBe(before);
    // The address may be left out.
    const { address: _address, ...withoutAddress } = FORM;
    expect((await post({ ...withoutAddress, clinicName: 'Phòng khám Không Địa Chỉ' })).statusCode).toBe(201);
  });

  it('GET /admin/contacts: ADMIN only, newest first, paginated, searchable without diacritics', async () => {
    t.clock.advance(60_000);
    await post({ ...FORM, clinicName: 'Phòng khám Hoàng Mai', contactName: 'Trần Văn Hùng' });
    const list = async (query: string) => {
      const res = await injectAs(t.app, who.admin, { method: 'GET', url: `/admin/contacts?${query}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ data: Contact[]; pagination: Pagination }>();
    };
    const first = await list('pageSize=1');
    expect(first.data.map((c) => c.clinicName)).toEqual(['Phòng khám Hoàng Mai']);
    expect(first.pagination).toEqual({ page: 1, pageSize: 1, totalPage: 3, totalItems: 3 });
    expect(
      (await list(`search=${encodeURIComponent('tran van hung')}`)).data.map((c) => c.contactName),
    ).toEqual(['Trần Văn Hùng']);
    expect((await list('search=anhduong')).pagination.totalItems).toBe(3);
    for (const principal of [who.support, who.clinic]) {
      expectFailure(await injectAs(t.app, principal, { method: 'GET', url: '/admin/contacts' }), 'FORBIDDEN');
    }
    expectFailure(
      await injectAs(t.app, who.user, { method: 'GET', url: '/admin/contacts' }),
      'AUTH_REQUIRED',
    );
  });
});

describe('reading a request and marking it handled (issue 24, ADR 0030)', () => {
  let t: TestApp;
  let who: Awaited<ReturnType<typeof demoPrincipals>>;
  let adminAccount: { _id: string; name: string };

  beforeAll(async () => {
    t = await buildTestApp({ env: { RATE_LIMIT_CONTACT_PER_HOUR: '100' } });
    who = await demoPrincipals(t.app);
    const account = await injectAs(t.app, who.admin, { method: 'GET', url: '/admin/auth/account' });
    expect(account.statusCode, account.body).toBe(200);
    const { _id, name } = account.json<{ data: { _id: string; name: string } }>().data;
    adminAccount = { _id, name };
  });
  afterAll(async () => {
    await t.close();
  });

  const address = newAddress();
  const send = async (clinicName: string): Promise<string> => {
    const res = await injectAs(t.app, null, {
      method: 'POST',
      url: '/contacts',
      payload: { ...FORM, clinicName },
      remoteAddress: address,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ data: { _id: string } }>().data._id;
  };
  const read = (id: string, principal: Principal | null = who.admin) =>
    injectAs(t.app, principal, { method: 'GET', url: `/admin/contacts/${id}` });
  const mark = (id: string, payload: Record<string, unknown>, principal: Principal | null = who.admin) =>
    injectAs(t.app, principal, { method: 'PATCH', url: `/admin/contacts/${id}`, payload });
  const listed = async (query: string) => {
    const res = await injectAs(t.app, who.admin, { method: 'GET', url: `/admin/contacts?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: Contact[]; pagination: Pagination }>();
  };

  it('GET /admin/contacts/{id} answers one request, 404 for an unknown one, 400 for a malformed id', async () => {
    const id = await send('Phòng khám Đọc Một');
    const res = await read(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: Contact }>().data).toMatchObject({
      _id: id,
      clinicName: 'Phòng khám Đọc Một',
      content: FORM.content,
      handled: false,
      handledAt: null,
      handledBy: null,
    });
    expectFailure(await read('3f1c2a4e-0000-4000-8000-00000000dead'), 'CONTACT_NOT_FOUND');
    expectValidation(await read('not-an-id'), 'id', 'Dữ liệu không hợp lệ');
  });

  it('PATCH records who handled it and when; marking again keeps the first time; false reopens it', async () => {
    const id = await send('Phòng khám Xử Lý');
    t.clock.advance(5 * 60_000);
    const handledAt = t.clock.now().toISOString();
    const res = await mark(id, { handled: true });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ data: Contact; message: string }>();
    expect(body.message).toBe('Đã đánh dấu liên hệ là đã xử lý');
    expect(body.data).toMatchObject({ _id: id, handled: true, handledAt, handledBy: adminAccount });
    expect((await read(id)).json<{ data: Contact }>().data).toEqual(body.data);

    t.clock.advance(60_000);
    const again = await mark(id, { handled: true });
    expect(again.json<{ data: Contact }>().data).toMatchObject({ handledAt, handledBy: adminAccount });

    const reopened = await mark(id, { handled: false });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json<{ message: string }>().message).toBe('Đã chuyển liên hệ về trạng thái chưa xử lý');
    expect(reopened.json<{ data: Contact }>().data).toMatchObject({
      handled: false,
      handledAt: null,
      handledBy: null,
    });
  });

  it('lists by status: new or handled', async () => {
    const waiting = await send('Phòng khám Chờ Phản Hồi');
    const answered = await send('Phòng khám Đã Phản Hồi');
    expect((await mark(answered, { handled: true })).statusCode).toBe(200);
    const newOnes = (await listed('status=new&pageSize=50')).data;
    expect(newOnes.map((c) => c._id)).toContain(waiting);
    expect(newOnes.map((c) => c._id)).not.toContain(answered);
    expect(newOnes.every((c) => !c.handled)).toBe(true);
    const handledOnes = (await listed('status=handled&pageSize=50')).data;
    expect(handledOnes.map((c) => c._id)).toContain(answered);
    expect(handledOnes.every((c) => c.handled && c.handledBy?._id === adminAccount._id)).toBe(true);
    expectValidation(
      await injectAs(t.app, who.admin, { method: 'GET', url: '/admin/contacts?status=done' }),
      'status',
      'Dữ liệu không hợp lệ',
    );
  });

  it('explains a malformed body and an unknown request', async () => {
    const id = await send('Phòng khám Sai Dữ Liệu');
    expectValidation(await mark(id, { handled: 'yes' }), 'handled', 'Dữ liệu không hợp lệ');
    expectValidation(await mark(id, {}), 'handled', 'Dữ liệu không hợp lệ');
    expectFailure(await mark('3f1c2a4e-0000-4000-8000-00000000dead', { handled: true }), 'CONTACT_NOT_FOUND');
    expect((await read(id)).json<{ data: Contact }>().data.handled).toBe(false);
  });

  it('ADMIN only (api-contract §1.4): SUPPORT and CLINIC are refused, a customer or nobody must sign in', async () => {
    const id = await send('Phòng khám Quyền Truy Cập');
    for (const principal of [who.support, who.clinic]) {
      expectFailure(await read(id, principal), 'FORBIDDEN');
      expectFailure(await mark(id, { handled: true }, principal), 'FORBIDDEN');
    }
    for (const principal of [who.user, who.doctor, null]) {
      expectFailure(await read(id, principal), 'AUTH_REQUIRED');
      expectFailure(await mark(id, { handled: true }, principal), 'AUTH_REQUIRED');
    }
    expect((await read(id)).json<{ data: Contact }>().data.handled).toBe(false);
  });

  it('keeps the time when the account that handled it is deleted (demoted first: an ADMIN is never deleted)', async () => {
    const id = await send('Phòng khám Người Xử Lý Đã Xóa');
    const created = await injectAs(t.app, who.admin, {
      method: 'POST',
      url: '/admin/admin-accounts',
      payload: {
        name: 'Trực Hợp Tác',
        username: 'hoptac.tam',
        password: 'MatKhau@123',
        rePassword: 'MatKhau@123',
        role: 'ADMIN',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const helperId = created.json<{ data: { _id: string } }>().data._id;
    const helper = await loginAdmin(t.app, 'hoptac.tam', 'MatKhau@123');
    const handled = await mark(id, { handled: true }, helper);
    expect(handled.json<{ data: Contact }>().data.handledBy).toEqual({ _id: helperId, name: 'Trực Hợp Tác' });
    const demoted = await injectAs(t.app, who.admin, {
      method: 'PUT',
      url: `/admin/admin-accounts/${helperId}`,
      payload: { role: 'SUPPORT' },
    });
    expect(demoted.statusCode, demoted.body).toBe(200);
    const removed = await injectAs(t.app, who.admin, {
      method: 'DELETE',
      url: `/admin/admin-accounts/${helperId}`,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const after = (await read(id)).json<{ data: Contact }>().data;
    expect(after).toMatchObject({ handled: true, handledBy: null });
    expect(after.handledAt).toBe(handled.json<{ data: Contact }>().data.handledAt);
  });
});

describe('contact form limits and mail failures', () => {
  it('allows 5 requests an hour per address, then 429 with Retry-After', async () => {
    const t = await buildTestApp();
    const post = (remoteAddress: string) =>
      injectAs(t.app, null, { method: 'POST', url: '/contacts', payload: FORM, remoteAddress });
    try {
      const ip = newAddress();
      for (let i = 0; i < 5; i++) expect((await post(ip)).statusCode).toBe(201);
      const refused = await post(ip);
      expectFailure(refused, 'RATE_LIMITED');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Per address: another one is still welcome.
      expect((await post(newAddress())).statusCode).toBe(201);
    } finally {
      await t.close();
    }
  });

  it('keeps the request when the mail server refuses the mail', async () => {
    const failing: Mailer = {
      transport: 'smtp',
      send: () => Promise.reject(new Error('SMTP down')),
      close() {},
    };
    const t = await buildTestApp({ mailer: failing });
    try {
      const res = await injectAs(t.app, null, {
        method: 'POST',
        url: '/contacts',
        payload: FORM,
        remoteAddress: newAddress(),
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(await t.database.db.select().from(contactsTable)).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});
