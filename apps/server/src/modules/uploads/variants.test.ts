import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, demoPrincipals, injectAs, type TestApp } from '../../../test/helpers';
import { oggFile, pngImage, postUpload } from '../../../test/multipart';
import { createLocalStorage } from '../../providers/storage';
import { createUploadsService } from './service';
import { createImageVariants } from './variants';

type Uploaded = { url: string; publicId: string; type: string };

describe('sized picture variants /uploads/{publicId}-w{W}.{webp|avif} (issue 14)', () => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof demoPrincipals>>;
  let uploadsRoot: string;
  /** Demo product pictures (800 × 800) and a promotion banner (1600 × 600), from the seed. */
  let products: string[];
  let banner: string;

  beforeAll(async () => {
    t = await buildTestApp();
    p = await demoPrincipals(t.app);
    uploadsRoot = path.join(t.config.dataDir, 'uploads');
    const productFiles = (await readdir(path.join(uploadsRoot, 'seed/products'))).filter((f) =>
      f.endsWith('.webp'),
    );
    products = productFiles.slice(0, 6).map((f) => `seed/products/${f.slice(0, -'.webp'.length)}`);
    const bannerFile = (await readdir(path.join(uploadsRoot, 'seed/promotions'))).find((f) =>
      f.endsWith('.webp'),
    );
    banner = `seed/promotions/${bannerFile!.slice(0, -'.webp'.length)}`;
    expect(products.length).toBe(6);
  });
  afterAll(async () => {
    await t.close();
  });

  const fileOf = (name: string) => path.join(uploadsRoot, name);
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it.each([
    ['webp', 'image/webp', 'webp'],
    ['avif', 'image/avif', 'heif'],
  ] as const)(
    'makes a %s variant of a demo picture at the asked width, cached for a year',
    async (format, type, sharpFormat) => {
      const publicId = products[0]!;
      const original = await sharp(fileOf(`${publicId}.webp`)).metadata();
      expect(original.width).toBe(800);
      const res = await get(`/uploads/${publicId}-w480.${format}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(type);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.format).toBe(sharpFormat);
      expect(meta.width).toBe(480);
      expect(meta.height).toBe(480);
      expect(res.rawPayload.length).toBeLessThan((await stat(fileOf(`${publicId}.webp`))).size);
      // Written next to the original.
      expect((await stat(fileOf(`${publicId}-w480.${format}`))).size).toBe(res.rawPayload.length);
    },
  );

  it('keeps the shape of a wide picture (a 1600 × 600 banner at 640 is 640 × 240)', async () => {
    const res = await get(`/uploads/${banner}-w640.webp`);
    expect(res.statusCode).toBe(200);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([640, 240]);
  });

  it('serves a variant from disk once it exists (no second encode)', async () => {
    const publicId = products[1]!;
    const first = await get(`/uploads/${publicId}-w320.webp`);
    expect(first.statusCode).toBe(200);
    // Put other valid bytes under the variant's name: the next answer is exactly the file on disk.
    const replaced = await sharp({ create: { width: 320, height: 320, channels: 3, background: '#123456' } })
      .webp()
      .toBuffer();
    expect(replaced.equals(first.rawPayload)).toBe(false);
    await writeFile(fileOf(`${publicId}-w320.webp`), replaced);
    const second = await get(`/uploads/${publicId}-w320.webp`);
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(replaced)).toBe(true);
  });

  it('never enlarges: widths past the original answer the original width, one file linked under each name', async () => {
    const publicId = products[2]!;
    for (const width of [1920, 960, 1280]) {
      const res = await get(`/uploads/${publicId}-w${width}.avif`);
      expect(res.statusCode).toBe(200);
      expect((await sharp(res.rawPayload).metadata()).width).toBe(800);
    }
    const inodes = await Promise.all(
      [960, 1280, 1920].map(async (w) => (await stat(fileOf(`${publicId}-w${w}.avif`))).ino),
    );
    expect(new Set(inodes).size).toBe(1);
  });

  it.each([
    ['a width off the list', (id: string) => `/uploads/${id}-w500.webp`],
    ['a tiny width', (id: string) => `/uploads/${id}-w1.webp`],
    ['a huge width', (id: string) => `/uploads/${id}-w100000.avif`],
    ['a leading zero', (id: string) => `/uploads/${id}-w0480.webp`],
    ['another format', (id: string) => `/uploads/${id}-w480.png`],
    ['an unknown picture', () => `/uploads/seed/products/khong-co-anh-nay-w480.webp`],
    ['a parent folder', () => `/uploads/../package-w480.webp`],
    ['an encoded parent folder', () => `/uploads/%2e%2e/%2e%2e/package-w480.webp`],
    ['an encoded slash', (id: string) => `/uploads/${id.replace(/\//g, '%2F')}-w480.webp`],
    ['dot segments out of the folder', (id: string) => `/uploads/${id}/../../../../package-w480.webp`],
  ])('answers 404 for %s and writes nothing', async (_, urlOf) => {
    const publicId = products[3]!;
    const before = await readdir(path.dirname(fileOf(publicId)));
    const res = await get(urlOf(publicId));
    expect(res.statusCode).toBe(404);
    expect(await readdir(path.dirname(fileOf(publicId)))).toEqual(before);
    expect(existsSync(path.join(t.config.dataDir, 'package-w480.webp'))).toBe(false);
  });

  it('answers concurrent first requests for one variant with one encode', async () => {
    const root = await mkdtemp(path.join(t.config.dataDir, 'variants-'));
    const publicId = products[4]!;
    await cp(fileOf(`${publicId}.webp`), path.join(root, `${publicId}.webp`));
    const encodes: string[] = [];
    const variants = createImageVariants({
      storage: createLocalStorage(root),
      onEncode: (name) => encodes.push(name),
    });
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, () => variants.ensure(publicId, 640, 'avif')),
    );
    expect(outcomes.every((o) => o.kind === 'file')).toBe(true);
    expect(encodes).toEqual([`${publicId}-w640.avif`]);
    // Concurrent widths past the original share the one encode of the covering width.
    await Promise.all(
      [1280, 1920, 960].map((w) => variants.ensure(publicId, w as 960 | 1280 | 1920, 'webp')),
    );
    expect(encodes).toEqual([`${publicId}-w640.avif`, `${publicId}-w960.webp`]);
    // And through HTTP: every answer carries the same bytes.
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => get(`/uploads/${products[5]!}-w160.avif`)),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    expect(new Set(responses.map((r) => r.rawPayload.toString('base64'))).size).toBe(1);
  });

  it('never transforms a voice note', async () => {
    const res = await postUpload(t.app, p.user, 'chat', {
      data: oggFile(),
      filename: 'ghi-am.ogg',
      type: 'audio/ogg',
    });
    expect(res.statusCode, res.body).toBe(201);
    const note = res.json().data as Uploaded;
    expect(note.type).toBe('audio');
    for (const format of ['webp', 'avif']) {
      expect((await get(`/uploads/${note.publicId}-w160.${format}`)).statusCode).toBe(404);
      expect(existsSync(fileOf(`${note.publicId}-w160.${format}`))).toBe(false);
    }
  });

  async function uploadPicture(): Promise<Uploaded> {
    const res = await postUpload(t.app, p.admin, 'product', {
      data: await pngImage(700),
      filename: 'anh.png',
      type: 'image/png',
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as Uploaded;
  }

  async function makeVariants(publicId: string): Promise<string[]> {
    const names = [`${publicId}-w160.webp`, `${publicId}-w160.avif`, `${publicId}-w1920.webp`];
    for (const name of names) expect((await get(`/uploads/${name}`)).statusCode).toBe(200);
    for (const name of names) expect(existsSync(fileOf(name))).toBe(true);
    return names;
  }

  it('deletes the variants with the upload', async () => {
    const picture = await uploadPicture();
    const names = await makeVariants(picture.publicId);
    const del = await injectAs(t.app, p.admin, { method: 'DELETE', url: `/uploads/${picture.publicId}` });
    expect(del.statusCode, del.body).toBe(200);
    expect(existsSync(fileOf(`${picture.publicId}.webp`))).toBe(false);
    for (const name of names) expect(existsSync(fileOf(name))).toBe(false);
    expect((await get(`/uploads/${picture.publicId}-w160.webp`)).statusCode).toBe(404);
  });

  it('the stale-upload sweep deletes the variants too, and only those of the swept picture', async () => {
    const stale = await uploadPicture();
    const names = await makeVariants(stale.publicId);
    const kept = await get(`/uploads/${products[0]!}-w160.webp`);
    expect(kept.statusCode).toBe(200);
    t.clock.advance(25 * 3600 * 1000);
    const uploads = createUploadsService({
      db: t.database.db,
      storage: createLocalStorage(uploadsRoot),
      clock: t.clock,
    });
    expect(await uploads.sweepStale()).toBeGreaterThanOrEqual(1);
    for (const name of names) expect(existsSync(fileOf(name))).toBe(false);
    expect(existsSync(fileOf(`${products[0]!}-w160.webp`))).toBe(true);
    expect(existsSync(fileOf(`${products[0]!}.webp`))).toBe(true);
  });
});
