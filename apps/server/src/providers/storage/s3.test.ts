import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, TEST_PUBLIC_URL, buildTestApp, injectAs, loginAdmin, loginUser } from '../../../test/helpers';
import type { Principal, TestApp } from '../../../test/helpers';
import { oggFile, pngImage, postUpload } from '../../../test/multipart';
import { startTestBucket, type TestBucket } from '../../../test/s3-server';
import type { FileStorage, ObjectFileStorage } from './common';
import { createLocalStorage } from './index';
import { createS3Storage } from './s3';

type Uploaded = { url: string; publicId: string; type: string; width?: number; size: number };

/**
 * Uploads in an S3-compatible bucket (ADR 0053), against a real S3 server (s3rver started here on a loopback port,
 * or the one S3_TEST_ENDPOINT names): the storage through the AWS SDK, then the whole app with STORAGE_DRIVER=s3.
 */
describe('uploads in an S3-compatible bucket (STORAGE_DRIVER=s3, ADR 0053)', () => {
  let bucket: TestBucket;
  let storage: ObjectFileStorage;

  beforeAll(async () => {
    bucket = await startTestBucket();
    storage = await createS3Storage(bucket.s3);
  });
  afterAll(async () => {
    await bucket?.close();
  });

  const collect = async (keys: AsyncIterable<string>) => {
    const out: string[] = [];
    for await (const key of keys) out.push(key);
    return out.sort();
  };

  describe('the storage', () => {
    /** The folder and the bucket keep one contract (put, get, has, list, copy, remove): each is checked the same. */
    const drivers: [string, () => Promise<FileStorage>][] = [
      ['the folder', async () => createLocalStorage(await mkdtemp(path.join(os.tmpdir(), 'lumi-storage-')))],
      ['the bucket', async () => createS3Storage({ ...bucket.s3, prefix: `${bucket.s3.prefix}contract/` })],
    ];

    it.each(drivers)('%s: puts, gets, lists, copies and removes files by key', async (_, make) => {
      const files = await make();
      const bytes = Buffer.from('không phải ảnh thật, chỉ là các byte');
      expect(await files.put('avatar/a.webp', bytes)).toBe('/uploads/avatar/a.webp');
      expect((await files.get('avatar/a.webp'))?.equals(bytes)).toBe(true);
      expect(await files.get('avatar/khong-co.webp')).toBeNull();
      expect(await files.has('avatar/a.webp')).toBe(true);
      expect(await files.has('avatar/khong-co.webp')).toBe(false);

      await files.put('chat/b.ogg', Buffer.from('ogg'));
      await files.put('chat/c.weba', Buffer.from('weba'));
      await files.put('avatar/a.webp', Buffer.from('thay thế'));
      expect((await files.get('avatar/a.webp'))?.toString()).toBe('thay thế');
      await files.copy('avatar/a.webp', 'avatar/a-w960.webp');
      expect((await files.get('avatar/a-w960.webp'))?.toString()).toBe('thay thế');
      expect(await collect(files.list())).toEqual([
        'avatar/a-w960.webp',
        'avatar/a.webp',
        'chat/b.ogg',
        'chat/c.weba',
      ]);
      expect(await collect(files.list('avatar/a-w'))).toEqual(['avatar/a-w960.webp']);
      expect(await collect(files.list('chat/'))).toEqual(['chat/b.ogg', 'chat/c.weba']);
      expect(await collect(files.list('khong/'))).toEqual([]);

      await files.remove('avatar/a.webp');
      await files.remove('avatar/a.webp');
      expect(await files.get('avatar/a.webp')).toBeNull();
      expect(await collect(files.list('avatar/'))).toEqual(['avatar/a-w960.webp']);

      for (const key of ['../ngoai.webp', '/tuyet-doi.webp', 'a//b.webp', 'a/./b.webp', 'a\\b.webp', '']) {
        await expect(files.put(key, Buffer.from('x')), key).rejects.toThrow(/Invalid storage key/);
        await expect(files.get(key), key).rejects.toThrow(/Invalid storage key/);
      }
    });

    it('keeps each file under S3_PREFIX with its type and a year of cache, as another S3 client sees it', async () => {
      const bytes = Buffer.from('webp');
      await storage.put('avatar/z.webp', bytes);
      const client = new S3Client({
        endpoint: bucket.s3.endpoint,
        region: bucket.s3.region,
        forcePathStyle: true,
        credentials: bucket.s3.credentials!,
      });
      const head = await client.send(
        new HeadObjectCommand({ Bucket: bucket.s3.bucket, Key: `${bucket.s3.prefix}avatar/z.webp` }),
      );
      client.destroy();
      expect(head).toMatchObject({
        ContentType: 'image/webp',
        ContentLength: bytes.length,
        CacheControl: 'public, max-age=31536000, immutable',
      });
    });

    it('lists past one page (ListObjectsV2 continuation)', async () => {
      const paged = await createS3Storage(bucket.s3, { listPageSize: 2 });
      const keys = ['p/1.webp', 'p/2.webp', 'p/3.webp', 'p/4.webp', 'p/5.webp'];
      for (const key of keys) await paged.put(key, Buffer.from(key));
      expect(await collect(paged.list('p/'))).toEqual(keys);
    });

    it('keeps apart two prefixes of one bucket', async () => {
      const other = await createS3Storage({ ...bucket.s3, prefix: `${bucket.s3.prefix}autre/` });
      await other.put('x.webp', Buffer.from('x'));
      expect(await collect(other.list())).toEqual(['x.webp']);
      expect(await storage.get('autre/x.webp')).not.toBeNull();
      expect(await other.get('p/1.webp')).toBeNull();
    });
  });

  describe('the app', () => {
    let s3App: TestApp;
    let localApp: TestApp;
    const users = new Map<TestApp, { user: Principal; admin: Principal }>();

    beforeAll(async () => {
      s3App = await buildTestApp({ env: bucket.env });
      localApp = await buildTestApp();
      for (const t of [s3App, localApp])
        users.set(t, {
          user: await loginUser(t.app),
          admin: await loginAdmin(t.app, DEMO.admin.username, DEMO.admin.password),
        });
    });
    afterAll(async () => {
      await s3App?.close();
      await localApp?.close();
    });

    async function upload(
      t: TestApp,
      file: { data: Buffer; filename: string; type: string },
      purpose: string,
      as: 'user' | 'admin',
    ): Promise<Uploaded> {
      const res = await postUpload(t.app, users.get(t)![as], purpose, file);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data as Uploaded;
    }
    const picture = async (t: TestApp) =>
      upload(t, { data: await pngImage(700), filename: 'anh.png', type: 'image/png' }, 'product', 'admin');
    const get = (t: TestApp, url: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url, headers });
    const stored = (publicId: string) => collect(storage.list(publicId));

    it('stores an upload in the bucket, not the folder, and answers its url with the bytes', async () => {
      const data = await picture(s3App);
      // The same url as on the folder: host-relative in the row, absolute on ASSET_BASE_URL in the answer.
      expect(data.url).toBe(`${TEST_PUBLIC_URL}/uploads/${data.publicId}.webp`);
      const inBucket = await storage.get(`${data.publicId}.webp`);
      expect(inBucket?.length).toBe(data.size);
      expect(existsSync(path.join(s3App.config.dataDir, 'uploads', `${data.publicId}.webp`))).toBe(false);

      const res = await get(s3App, new URL(data.url).pathname);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.rawPayload.equals(inBucket!)).toBe(true);
      expect(res.headers['content-length']).toBe(String(data.size));
      expect(res.headers['cache-control']).toBe('public, max-age=2592000, immutable');
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect((await sharp(res.rawPayload).metadata()).width).toBe(700);

      // HEAD: the same headers, no body.
      const head = await s3App.app.inject({ method: 'HEAD', url: new URL(data.url).pathname });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-length']).toBe(String(data.size));
      expect(head.rawPayload.length).toBe(0);

      // A revalidation is a 304; a range is a 206 of those bytes.
      const etag = res.headers.etag as string;
      expect(etag).toMatch(/^"?[^"]+"?$/);
      expect((await get(s3App, new URL(data.url).pathname, { 'if-none-match': etag })).statusCode).toBe(304);
      const part = await get(s3App, new URL(data.url).pathname, { range: 'bytes=0-9' });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 0-9/${data.size}`);
      expect(part.rawPayload.equals(inBucket!.subarray(0, 10))).toBe(true);
    });

    it('makes a variant from the original in the bucket, stores it there, then serves the stored one', async () => {
      const data = await picture(s3App);
      const url = `/uploads/${data.publicId}-w160.avif`;
      expect(await storage.has(`${data.publicId}-w160.avif`)).toBe(false);
      const first = await get(s3App, url);
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toBe('image/avif');
      expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(first.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['heif', 160, 160]);
      expect((await storage.get(`${data.publicId}-w160.avif`))?.equals(first.rawPayload)).toBe(true);

      // Other bytes put under the variant's key: the next answer is exactly what the bucket holds (no new encode).
      const replaced = await sharp({
        create: { width: 160, height: 160, channels: 3, background: '#123456' },
      })
        .avif()
        .toBuffer();
      await storage.put(`${data.publicId}-w160.avif`, replaced);
      const second = await get(s3App, url);
      expect(second.statusCode).toBe(200);
      expect(second.rawPayload.equals(replaced)).toBe(true);

      // Never enlarged: past 700 px every width is the 960 one, copied inside the bucket.
      const wide = await get(s3App, `/uploads/${data.publicId}-w1920.webp`);
      expect(wide.statusCode).toBe(200);
      expect((await sharp(wide.rawPayload).metadata()).width).toBe(700);
      expect(await stored(data.publicId)).toEqual(
        [
          `${data.publicId}-w160.avif`,
          `${data.publicId}-w1920.webp`,
          `${data.publicId}-w960.webp`,
          `${data.publicId}.webp`,
        ].sort(),
      );
    });

    it('answers 404 and stores nothing for an unknown picture, a width off the list or a path out', async () => {
      const data = await picture(s3App);
      for (const url of [
        `/uploads/product/khong-co-anh-nay-w480.webp`,
        `/uploads/${data.publicId}-w500.webp`,
        `/uploads/${data.publicId}/../../../package-w480.webp`,
        `/uploads/${data.publicId.replace('/', '%2F')}-w480.webp`,
        `/uploads/khong-co.webp`,
      ]) {
        const res = await get(s3App, url);
        expect(res.statusCode, url).toBe(404);
        expect(res.json(), url).toMatchObject({ success: false, code: 'ROUTE_NOT_FOUND' });
      }
      expect(await stored(data.publicId)).toEqual([`${data.publicId}.webp`]);
      expect(await stored('product/khong-co-anh-nay')).toEqual([]);
    });

    it('keeps a voice note as sent, with its type, and never makes a variant of it', async () => {
      const note = await upload(
        s3App,
        { data: oggFile(), filename: 'ghi-am.ogg', type: 'audio/ogg' },
        'chat',
        'user',
      );
      expect(note.url).toBe(`${TEST_PUBLIC_URL}/uploads/${note.publicId}.ogg`);
      const res = await get(s3App, `/uploads/${note.publicId}.ogg`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('audio/ogg');
      expect(res.rawPayload.equals(oggFile())).toBe(true);
      expect((await get(s3App, `/uploads/${note.publicId}-w160.webp`)).statusCode).toBe(404);
      expect(await stored(note.publicId)).toEqual([`${note.publicId}.ogg`]);
    });

    it('deleting an upload removes the original and its variants from the bucket', async () => {
      const data = await picture(s3App);
      for (const name of ['-w160.webp', '-w160.avif', '-w1280.webp'])
        expect((await get(s3App, `/uploads/${data.publicId}${name}`)).statusCode).toBe(200);
      expect((await stored(data.publicId)).length).toBe(5);
      const del = await injectAs(s3App.app, users.get(s3App)!.admin, {
        method: 'DELETE',
        url: `/uploads/${data.publicId}`,
      });
      expect(del.statusCode, del.body).toBe(200);
      expect(await stored(data.publicId)).toEqual([]);
      expect((await get(s3App, `/uploads/${data.publicId}.webp`)).statusCode).toBe(404);
      // A variant asked again is not made again from nothing.
      expect((await get(s3App, `/uploads/${data.publicId}-w160.webp`)).statusCode).toBe(404);
      expect(await stored(data.publicId)).toEqual([]);
    });

    it('answers as the folder does: same types, cache headers and variant sizes on both drivers', async () => {
      const answers = [];
      for (const t of [localApp, s3App]) {
        const data = await picture(t);
        const original = await get(t, `/uploads/${data.publicId}.webp`);
        const variant = await get(t, `/uploads/${data.publicId}-w480.webp`);
        const pick = (res: typeof original) => ({
          status: res.statusCode,
          type: res.headers['content-type'],
          cacheControl: res.headers['cache-control'],
          corp: res.headers['cross-origin-resource-policy'],
        });
        answers.push({
          original: pick(original),
          variant: { ...pick(variant), width: (await sharp(variant.rawPayload).metadata()).width },
        });
      }
      expect(answers[0]).toEqual({
        original: {
          status: 200,
          type: 'image/webp',
          cacheControl: 'public, max-age=2592000, immutable',
          corp: 'cross-origin',
        },
        variant: {
          status: 200,
          type: 'image/webp',
          cacheControl: 'public, max-age=31536000, immutable',
          corp: 'cross-origin',
          width: 480,
        },
      });
      expect(answers[1]).toEqual(answers[0]);
    });
  });
});
