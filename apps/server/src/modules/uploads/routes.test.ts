import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_HEADERS, UPLOAD_MAX_BYTES } from '@lumi/shared';
import {
  TEST_PUBLIC_URL,
  buildTestApp,
  demoPrincipals,
  injectAs,
  type Principal,
  type TestApp,
} from '../../../test/helpers';
import { expectFailure, expectValidation, jwtPayload } from '../../../test/assertions';
import {
  hugePng,
  jpegWithExif,
  largeNoisyPng,
  multipartBody,
  oggFile,
  pngImage,
  webmFile,
} from '../../../test/multipart';
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
    // Absolute on PUBLIC_URL (ADR 0030); stored, and served, at its path.
    expect(data.url).toBe(`${TEST_PUBLIC_URL}/uploads/${data.publicId}.webp`);
    expect(existsSync(fileOf(data.publicId))).toBe(true);

    const served = await t.app.inject({ method: 'GET', url: new URL(data.url).pathname });
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

  describe('decompression bombs (issue 8): at most 40 megapixels, refused from the header', () => {
    it('refuses a small PNG announcing 16000×16000 pixels with IMAGE_TOO_LARGE 422', async () => {
      const bomb = hugePng(16_000, 16_000);
      expect(bomb.length).toBeLessThan(100 * 1024);
      expect(await sharp(bomb).metadata()).toMatchObject({ width: 16_000, height: 16_000 });
      const res = await send(
        p.user,
        { data: bomb, filename: 'bom.png', type: 'image/png' },
        { purpose: 'review' },
      );
      expectFailure(res, 'IMAGE_TOO_LARGE', 'Ảnh quá lớn (tối đa 40 megapixel)');
    });

    it('refuses from the header alone: a bomb whose pixel data is cut off is still IMAGE_TOO_LARGE', async () => {
      const bomb = hugePng(16_000, 16_000);
      const cut = bomb.subarray(0, 33 + 8 + 64); // signature, IHDR and the start of IDAT
      const res = await send(p.user, { data: cut, filename: 'bom.png', type: 'image/png' });
      expectFailure(res, 'IMAGE_TOO_LARGE');
    });

    it('accepts 40 megapixels exactly, refuses one row more', async () => {
      const ok = await send(
        p.admin,
        { data: hugePng(8_000, 5_000), filename: 'vua.png', type: 'image/png' },
        { purpose: 'product' },
      );
      expect(ok.statusCode, ok.body).toBe(201);
      expect(ok.json().data).toMatchObject({ width: 1600, height: 1000 });
      expectFailure(
        await send(
          p.admin,
          { data: hugePng(8_000, 5_001), filename: 'qua.png', type: 'image/png' },
          { purpose: 'product' },
        ),
        'IMAGE_TOO_LARGE',
      );
    });
  });

  describe('voice notes (decision 29): WebM or Ogg audio, stored as sent', () => {
    it.each([
      ['WebM (Opus)', () => webmFile(), 'ghi-am.webm', 'audio/webm', 'audio/webm'],
      ['WebM (Vorbis)', () => webmFile({ codec: 'A_VORBIS' }), 'ghi-am.webm', 'audio/webm', 'audio/webm'],
      ['Ogg (Opus)', () => oggFile(), 'ghi-am.ogg', 'audio/ogg', 'audio/ogg'],
      [
        'Ogg (Vorbis)',
        () => oggFile(Buffer.from('\x01vorbis\0\0\0\0\x01\x44\xac\0\0', 'latin1')),
        'ghi-am.ogg',
        'audio/ogg',
        'audio/ogg',
      ],
      ['WebM named .bin without a type', () => webmFile(), 'blob', 'application/octet-stream', 'audio/webm'],
    ])(
      'accepts %s for chat and serves it unchanged as audio',
      async (_label, make, filename, type, served) => {
        const data = make();
        const res = await send(p.user, { data, filename, type }, { purpose: 'chat' });
        expect(res.statusCode, res.body).toBe(201);
        const result = res.json().data as Uploaded;
        expect(result).toMatchObject({ type: 'audio', size: data.length });
        expect(result).not.toHaveProperty('width');
        expect(result.publicId).toMatch(/^chat\/[0-9a-f-]{36}$/);
        const file = await t.app.inject({ method: 'GET', url: result.url });
        expect(file.statusCode).toBe(200);
        expect(file.headers['content-type']).toBe(served);
        expect(Buffer.compare(file.rawPayload, data)).toBe(0);
        expect(await uploadsRepository(t.database.db).findByPublicId(result.publicId)).toMatchObject({
          type: 'audio',
          purpose: 'chat',
        });

        // Deleting it removes the file, whatever its extension.
        const del = await injectAs(t.app, p.user, { method: 'DELETE', url: `/uploads/${result.publicId}` });
        expect(del.statusCode).toBe(200);
        expect((await t.app.inject({ method: 'GET', url: result.url })).statusCode).toBe(404);
      },
    );

    it.each([
      [
        'a text file named .webm',
        Buffer.from('Đây không phải âm thanh.\n'.repeat(20)),
        'ghi-am.webm',
        'audio/webm',
      ],
      ['a WebM video', webmFile({ trackType: 1, codec: 'V_VP8' }), 'phim.webm', 'video/webm'],
      ['a Matroska file', webmFile({ docType: 'matroska' }), 'nhac.mkv', 'audio/webm'],
      [
        'a truncated EBML header',
        Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42]),
        'hong.webm',
        'audio/webm',
      ],
      [
        'an Ogg video (Theora)',
        oggFile(Buffer.from('\x80theora\x03\x02\x01', 'latin1')),
        'phim.ogg',
        'video/ogg',
      ],
      ['the Ogg magic alone', Buffer.from('OggS'), 'hong.ogg', 'audio/ogg'],
    ])('refuses %s: FILE_TYPE_NOT_ALLOWED 415', async (_label, data, filename, type) => {
      expectFailure(
        await send(p.user, { data, filename, type }, { purpose: 'chat' }),
        'FILE_TYPE_NOT_ALLOWED',
        'Định dạng tệp không được hỗ trợ',
      );
    });

    it('refuses audio where an image is expected (an avatar)', async () => {
      expectFailure(
        await send(
          p.user,
          { data: webmFile(), filename: 'a.webm', type: 'audio/webm' },
          { purpose: 'avatar' },
        ),
        'FILE_TYPE_NOT_ALLOWED',
      );
    });

    it('refuses audio over 5 MB: FILE_TOO_LARGE 413', async () => {
      const big = Buffer.concat([webmFile(), Buffer.alloc(UPLOAD_MAX_BYTES, 0x11)]);
      expectFailure(
        await send(p.user, { data: big, filename: 'dai.webm', type: 'audio/webm' }, { purpose: 'chat' }),
        'FILE_TOO_LARGE',
      );
    });

    it('a voice note cannot be placed where an image is expected (UPLOAD_INVALID)', async () => {
      const res = await send(
        p.user,
        { data: oggFile(), filename: 'a.ogg', type: 'audio/ogg' },
        { purpose: 'chat' },
      );
      const note = res.json().data as Uploaded;
      expectFailure(
        await injectAs(t.app, p.user, {
          method: 'PUT',
          url: '/auth/account',
          payload: { avatar: { url: note.url, publicId: note.publicId } },
        }),
        'UPLOAD_INVALID',
      );
    });
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
