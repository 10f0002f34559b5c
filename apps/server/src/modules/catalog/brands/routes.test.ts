import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Brand, Product } from '@lumi/shared';
import { buildTestApp, demoPrincipals, injectAs, type TestApp } from '../../../../test/helpers';
import { expectFailure, expectValidation } from '../../../../test/assertions';
import { catalogFixtures, expectAdminOnly, type Principals } from '../test-fixtures';

const M = 'Brd';

describe('brands (api-contract §3.4, decision 12)', () => {
  let t: TestApp;
  let who: Principals;
  let fx: ReturnType<typeof catalogFixtures>;
  let leafId: string;

  beforeAll(async () => {
    t = await buildTestApp();
    who = await demoPrincipals(t.app);
    fx = catalogFixtures(t, who.admin, M);
    leafId = (await fx.category('Lá thương hiệu'))._id;
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (payload: unknown) =>
    injectAs(t.app, who.admin, { method: 'POST', url: '/admin/brands', payload: payload as object });
  const put = (id: string, payload: unknown) =>
    injectAs(t.app, who.admin, { method: 'PUT', url: `/admin/brands/${id}`, payload: payload as object });
  const del = (id: string) => injectAs(t.app, who.admin, { method: 'DELETE', url: `/admin/brands/${id}` });
  // Answers carry absolute urls (ADR 0030): the file is under the url's path.
  const fileOf = (url: string) => path.join(t.config.dataDir, new URL(url, t.config.assetBaseUrl).pathname);

  it('creates a brand with a logo and a description; the public list has it, by name', async () => {
    const logo = await fx.upload();
    const res = await post({ name: `Hãng Ánh Dương ${M}`, logo, description: 'Mỹ phẩm Hàn Quốc' });
    expect(res.statusCode).toBe(201);
    const brand = res.json<{ data: Brand }>().data;
    expect(brand).toEqual({
      _id: expect.any(String),
      name: `Hãng Ánh Dương ${M}`,
      slug: 'hang-anh-duong-brd',
      logo,
      description: 'Mỹ phẩm Hàn Quốc',
    });
    const list = (await injectAs(t.app, null, { method: 'GET', url: '/brands' })).json<{ data: Brand[] }>()
      .data;
    expect(list).toContainEqual(brand);
    // By name as Vietnamese readers expect ('Bạch …' before 'Biển …'): compared without diacritics.
    const names = list.map((b) =>
      b.name
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/đ/gi, 'd')
        .toLowerCase(),
    );
    expect([...names].sort()).toEqual(names);
  });

  it('refuses a taken name in any case, a missing name, and a logo that is not the caller’s upload', async () => {
    await fx.brand('Trùng');
    expectFailure(await post({ name: `TRÙNG ${M}` }), 'BRAND_NAME_TAKEN');
    expectValidation(await post({}), 'name', 'Vui lòng nhập tên thương hiệu');
    expectFailure(
      await post({ name: `Logo lạ ${M}`, logo: { url: '/uploads/x.webp', publicId: 'product/none' } }),
      'UPLOAD_INVALID',
    );
    const foreign = await fx.upload(who.support);
    expectFailure(await post({ name: `Logo người khác ${M}`, logo: foreign }), 'UPLOAD_INVALID');
  });

  it('updates name (slug follows) and logo; the replaced logo file is deleted', async () => {
    const first = await fx.upload();
    const brand = (await post({ name: `Đổi logo ${M}`, logo: first })).json<{ data: Brand }>().data;
    expect(existsSync(fileOf(first.url))).toBe(true);
    const second = await fx.upload();
    const res = await put(brand._id, { name: `Đổi tên ${M}`, logo: second });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Cập nhật thành công',
      data: { name: `Đổi tên ${M}`, slug: 'doi-ten-brd', logo: second },
    });
    expect(existsSync(fileOf(first.url))).toBe(false);
    expect(existsSync(fileOf(second.url))).toBe(true);
    // Sending the same logo again keeps it.
    expect((await put(brand._id, { logo: second })).statusCode).toBe(200);
    expect(existsSync(fileOf(second.url))).toBe(true);
  });

  it('renaming a brand refreshes its products’ search text', async () => {
    const brand = await fx.brand('Cũ Kỹ');
    const product = await fx.product({ brand: brand._id, category: leafId, name: `Tinh chất Quýt ${M}` });
    expect((await put(brand._id, { name: `Zentoria ${M}` })).statusCode).toBe(200);
    const res = await injectAs(t.app, who.admin, {
      method: 'GET',
      url: `/admin/products?name=${encodeURIComponent('zentoria')}`,
    });
    expect(res.json<{ data: Product[] }>().data.map((p) => p._id)).toEqual([product._id]);
    expect(res.json<{ data: Product[] }>().data[0]?.brand).toMatchObject({ name: `Zentoria ${M}` });
  });

  it('refuses to delete a brand with products; deletes one without, with its logo', async () => {
    const used = await fx.brand('Đang bán');
    await fx.product({ brand: used._id, category: leafId });
    expectFailure(await del(used._id), 'BRAND_HAS_PRODUCTS');

    const logo = await fx.upload();
    const bare = (await post({ name: `Không hàng ${M}`, logo })).json<{ data: Brand }>().data;
    const res = await del(bare._id);
    expect(res.json()).toEqual({ success: true, message: 'Xóa thành công', data: { _id: bare._id } });
    expect(existsSync(fileOf(logo.url))).toBe(false);
    expectFailure(await del(bare._id), 'BRAND_NOT_FOUND');
    expectFailure(await put(bare._id, { name: `Không hàng 2 ${M}` }), 'BRAND_NOT_FOUND');
  });

  it('GET /admin/brands: whole list without page/pageSize/name, a counted page with them', async () => {
    const brand = await fx.brand('Đếm Quaxo');
    await fx.product({ brand: brand._id, category: leafId });
    const whole = await injectAs(t.app, who.admin, { method: 'GET', url: '/admin/brands' });
    expect(whole.json().pagination).toBeUndefined();
    expect(whole.json<{ data: Brand[] }>().data.find((b) => b._id === brand._id)).toEqual({
      ...brand,
      productCount: 1,
    });

    const page = await injectAs(t.app, who.admin, {
      method: 'GET',
      url: `/admin/brands?name=${encodeURIComponent('dem quaxo')}&page=1&pageSize=5`,
    });
    expect(page.json()).toEqual({
      success: true,
      data: [{ ...brand, productCount: 1 }],
      pagination: { page: 1, pageSize: 5, totalPage: 1, totalItems: 1 },
    });
    const past = await injectAs(t.app, who.admin, {
      method: 'GET',
      url: `/admin/brands?name=quaxo&page=3&pageSize=5`,
    });
    expect(past.json()).toEqual({
      success: true,
      data: [],
      pagination: { page: 3, pageSize: 5, totalPage: 1, totalItems: 1 },
    });
  });

  describe('access (decision 8): ADMIN only on /admin/brands*', () => {
    it.each([
      ['GET', '/admin/brands'],
      ['GET', '/admin/brands?page=1'],
      ['POST', '/admin/brands'],
      ['PUT', '/admin/brands/00000000-0000-4000-8000-000000000000'],
      ['DELETE', '/admin/brands/00000000-0000-4000-8000-000000000000'],
    ] as const)('%s %s', async (method, url) => {
      await expectAdminOnly(t, who, {
        method,
        url,
        ...(method === 'POST' || method === 'PUT' ? { payload: { name: `Quyền ${M}` } } : {}),
      });
    });
  });
});
