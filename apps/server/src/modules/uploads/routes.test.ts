import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_HEADERS, UPLOAD_MAX_BYTES } from '@lumi/shared';
import { buildTestApp, demoPrincipals, injectAs, type Principal, type TestApp } from '../../../test/helpers';
import { expectFailure, expectValidation, jwtPayload } from '../../../test/assertions';
import { jpegWithExif, largeNoisyPng, multipartBody, pngImage } from '../../../test/multipart';
import { uploadsRepository } from './repository';

type Uploaded = { url: string; publicId: string; type: string; width: number; height: number; size: number };

describe('uploads (api-contract §1.9, §4.8, decision 29)', () => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof demoPrincipals>>;

  beforeAll(async () => {
    t = await buildTestApp();
    p = await demoPrincipals(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const fileOf = (publicId: string) => path.join(t.config.dataDir, 'uploads', `${publicId}.webp`);

  async function send(
    principal: Principal | null,
    file: { data: Uint8Array; filename: string; type?: string; field?: string } | undefined,
    fields: Record<string, string> = { purpose: 'avatar' },
    options: { query?: string; headers?: Record<string, string> } = {},
  ) {
    const body = await multipartBody(fields, file);
    return injectAs(t.app, principal, {
      method: 'POST',
      url: `/uploads${options.query ?? ''}`,
      payload: body.payload,
      headers: { ...body.headers, ...options.headers },
    });
  }

  async function uploadPng(principal: Principal, purpose = 'avatar'): Promise<Uploaded> {
    const res = await send(
      principal,
      { data: await pngImage(48), filename: 'anh.png', type: 'image/png' },
      { purpose },
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as Uploaded;
  }

  it('stores a PNG as WebP under DATA_DIR/uploads and serves it at its url', async () => {
    const res = await send(p.user, {
      data: await pngImage(64),
      filename: 'chan-dung.png',
      type: 'image/png',
    });
    expect(res.statusCode).toBe(201);
    const data = res.json().data as Uploaded;
    expect(res.json()).toMatchObject({ success: true, message: 'Tải lên thành công' });
    expect(data).toMatchObject({
      type: 'image',
      width: 64,
      height: 64,
      publicId: expect.stringMatching(/^avatar\/[0-9a-f-]{36}$/),
    });
    expect(data.url).toBe(`/uploads/${data.publicId}.webp`);
    expect(existsSync(fileOf(data.publicId))).toBe(true);

    const served = await t.app.inject({ method: 'GET', url: data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.length).toBe(data.size);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');

    expect(await uploadsRepository(t.database.db).findByPublicId(data.publicId)).toMatchObject({
      ownerKind: 'user',
      purpose: 'avatar',
      attachedAt: null,
    });
  });

  it('re-encodes a JPEG and strips its metadata (EXIF)', async () => {
    const jpeg = await jpegWithExif();
    const before = await sharp(jpeg).metadata();
    expect(before.exif?.length ?? 0).toBeGreaterThan(0);
    const res = await send(p.user, { data: jpeg, filename: 'anh.jpg', type: 'image/jpeg' });
    expect(res.statusCode).toBe(201);
    const served = await t.app.inject({ method: 'GET', url: (res.json().data as Uploaded).url });
    const after = await sharp(served.rawPayload).metadata();
    expect(after.format).toBe('webp');
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('LumiCam'))).toBe(false);
    expect(served.rawPayload.includes(Buffer.from('Lumi test photo'))).toBe(false);
  });

  it('shrinks an avatar to at most 512 px', async () => {
    const res = await send(p.user, { data: await pngImage(900), filename: 'to.png', type: 'image/png' });
    expect(res.json().data).toMatchObject({ width: 512, height: 512 });
  });

  it('accepts an image of several megabytes under the 5 MB limit', async () => {
    const big = await largeNoisyPng(1100);
    expect(big.length).toBeGreaterThan(2 * 1024 * 1024);
    expect(big.length).toBeLessThan(UPLOAD_MAX_BYTES);
    const res = await send(
      p.admin,
      { data: big, filename: 'lon.png', type: 'image/png' },
      { purpose: 'product' },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ width: 1100, height: 1100 });
  });

  it('refuses a file over 5 MB: FILE_TOO_LARGE 413', async () => {
    const huge = Buffer.alloc(UPLOAD_MAX_BYTES + 1024, 0x61);
    const res = await send(p.user, { data: huge, filename: 'lon.png', type: 'image/png' });
    expectFailure(res, 'FILE_TOO_LARGE', 'Kích thước tệp tối đa là 5MB');
  });

  it.each([
    [
      'a text file named .png',
      Buffer.from('Xin chào, đây không phải là ảnh.\n'.repeat(20)),
      'ghi-chu.png',
      'image/png',
    ],
    [
      'an SVG',
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
      ),
      'anh.svg',
      'image/svg+xml',
    ],
    ['a PDF', Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'), 'tai-lieu.png', 'image/png'],
    [
      'a truncated PNG',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]),
      'hong.png',
      'image/png',
    ],
  ])('refuses %s by content: FILE_TYPE_NOT_ALLOWED 415', async (_label, data, filename, type) => {
    const res = await send(p.user, { data, filename, type });
    expectFailure(res, 'FILE_TYPE_NOT_ALLOWED', 'Định dạng tệp không được hỗ trợ');
  });

  it('needs a signed-in principal: AUTH_REQUIRED 401 without a token, AUTH_TOKEN_INVALID with a bad one', async () => {
    const file = { data: await pngImage(16), filename: 'a.png', type: 'image/png' };
    expectFailure(await send(null, file), 'AUTH_REQUIRED');
    expectFailure(await send({ kind: 'user', token: 'khong.phai.token' }, file), 'AUTH_TOKEN_INVALID');
  });

  it('400 without a file, with an unknown purpose, or with a JSON body', async () => {
    expectValidation(
      await send(p.user, undefined, { purpose: 'avatar' }),
      'file',
      'Vui lòng chọn tệp để tải lên',
    );
    const wrongField = await send(p.user, {
      data: await pngImage(16),
      filename: 'a.png',
      type: 'image/png',
      field: 'image',
    });
    expect(wrongField.statusCode).toBe(400);
    expectValidation(
      await send(
        p.user,
        { data: await pngImage(16), filename: 'a.png', type: 'image/png' },
        { purpose: 'banner' },
      ),
      'purpose',
      'Dữ liệu không hợp lệ',
    );
    const json = await injectAs(t.app, p.user, { method: 'POST', url: '/uploads', payload: { file: 'abc' } });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
  });

  describe('acting kind (`as`)', () => {
    const all = () => ({
      [AUTH_HEADERS.user]: p.user.token,
      [AUTH_HEADERS.admin]: p.admin.token,
      [AUTH_HEADERS.doctor]: p.doctor.token,
    });
    const ownerOf = async (res: Awaited<ReturnType<typeof send>>) => {
      expect(res.statusCode, res.body).toBe(201);
      return uploadsRepository(t.database.db).findByPublicId((res.json().data as Uploaded).publicId);
    };

    it('without `as`, the admin token acts first, then doctor, then user', async () => {
      const file = { data: await pngImage(16), filename: 'a.png', type: 'image/png' };
      expect(await ownerOf(await send(null, file, undefined, { headers: all() }))).toMatchObject({
        ownerKind: 'admin',
      });
      const doctorAndUser = { [AUTH_HEADERS.user]: p.user.token, [AUTH_HEADERS.doctor]: p.doctor.token };
      expect(await ownerOf(await send(null, file, undefined, { headers: doctorAndUser }))).toMatchObject({
        ownerKind: 'doctor',
      });
    });

    it.each(['user', 'doctor', 'admin'] as const)(
      'accepts Authorization: Bearer (api-contract §1.4): a %s token acts as its kind',
      async (kind) => {
        const file = { data: await pngImage(16), filename: 'a.png', type: 'image/png' };
        const headers = { authorization: `Bearer ${p[kind].token}` };
        expect(await ownerOf(await send(null, file, undefined, { headers }))).toMatchObject({
          ownerKind: kind,
          ownerId: jwtPayload(p[kind].token).sub,
        });
        expect(
          await ownerOf(await send(null, file, undefined, { query: `?as=${kind}`, headers })),
        ).toMatchObject({ ownerKind: kind });
      },
    );

    it('a bad Bearer token → AUTH_TOKEN_INVALID', async () => {
      const file = { data: await pngImage(16), filename: 'a.png', type: 'image/png' };
      expectFailure(
        await send(null, file, undefined, { headers: { authorization: 'Bearer khong.phai.token' } }),
        'AUTH_TOKEN_INVALID',
      );
    });

    it('skips an invalid token to the next valid one when `as` is absent', async () => {
      const file = { data: await pngImage(16), filename: 'a.png', type: 'image/png' };
      const headers = { [AUTH_HEADERS.admin]: 'hong', [AUTH_HEADERS.user]: p.user.token };
      expect(await ownerOf(await send(null, file, undefined, { headers }))).toMatchObject({
        ownerKind: 'user',
      });
    });

    it.each(['user', 'doctor', 'admin'] as const)('`as=%s` picks that kind', async (kind) => {
      const file = { data: await pngImage(16), filename: 'a.png', type: 'image/png' };
      expect(
        await ownerOf(await send(null, file, undefined, { query: `?as=${kind}`, headers: all() })),
      ).toMatchObject({ ownerKind: kind });
    });

    it('`as` naming a kind without a token → AUTH_REQUIRED; an unknown kind → 400', async () => {
      const file = { data: await pngImage(16), filename: 'a.png', type: 'image/png' };
      expectFailure(await send(p.user, file, undefined, { query: '?as=doctor' }), 'AUTH_REQUIRED');
      expect((await send(p.user, file, undefined, { query: '?as=robot' })).statusCode).toBe(400);
    });
  });

  describe('DELETE /uploads/{publicId}', () => {
    it('deletes an own unattached upload and its file', async () => {
      const mine = await uploadPng(p.user);
      const res = await injectAs(t.app, p.user, { method: 'DELETE', url: `/uploads/${mine.publicId}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: 'Đã xóa tệp', data: { publicId: mine.publicId } });
      expect(existsSync(fileOf(mine.publicId))).toBe(false);
      expect(await uploadsRepository(t.database.db).findByPublicId(mine.publicId)).toBeUndefined();
      expect((await t.app.inject({ method: 'GET', url: mine.url })).statusCode).toBe(404);
    });

    it('accepts the publicId with its slash encoded', async () => {
      const mine = await uploadPng(p.user);
      const res = await injectAs(t.app, p.user, {
        method: 'DELETE',
        url: `/uploads/${encodeURIComponent(mine.publicId)}`,
      });
      expect(res.statusCode).toBe(200);
      expect(existsSync(fileOf(mine.publicId))).toBe(false);
    });

    it('answers UPLOAD_NOT_FOUND 404 to another principal, and keeps the file', async () => {
      const mine = await uploadPng(p.user);
      expectFailure(
        await injectAs(t.app, p.admin, { method: 'DELETE', url: `/uploads/${mine.publicId}` }),
        'UPLOAD_NOT_FOUND',
        'Không tìm thấy tệp',
      );
      expectFailure(
        await injectAs(t.app, p.doctor, { method: 'DELETE', url: `/uploads/${mine.publicId}` }),
        'UPLOAD_NOT_FOUND',
      );
      expect(existsSync(fileOf(mine.publicId))).toBe(true);
    });

    it('answers UPLOAD_IN_USE 409 for an attached avatar', async () => {
      const mine = await uploadPng(p.user);
      const attach = await injectAs(t.app, p.user, {
        method: 'PUT',
        url: '/auth/account',
        payload: { avatar: { url: mine.url, publicId: mine.publicId } },
      });
      expect(attach.statusCode).toBe(200);
      expectFailure(
        await injectAs(t.app, p.user, { method: 'DELETE', url: `/uploads/${mine.publicId}` }),
        'UPLOAD_IN_USE',
        'Tệp đang được sử dụng, không thể xóa',
      );
      expect(existsSync(fileOf(mine.publicId))).toBe(true);
    });

    it.each(['avatar/khong-ton-tai', '%25zz', '..%2F..%2Fsecrets', 'a%2F..%2F..%2F..%2Fetc%2Fpasswd'])(
      'answers 404 (never 500) for %s',
      async (id) => {
        expectFailure(
          await injectAs(t.app, p.user, { method: 'DELETE', url: `/uploads/${id}` }),
          'UPLOAD_NOT_FOUND',
        );
      },
    );

    it('needs a token', async () => {
      expectFailure(
        await injectAs(t.app, null, { method: 'DELETE', url: '/uploads/avatar/x' }),
        'AUTH_REQUIRED',
      );
    });
  });
});
