import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category, CategoryFilterItem, CategoryNode } from '@lumi/shared';
import { buildTestApp, demoPrincipals, injectAs, type TestApp } from '../../../../test/helpers';
import { expectFailure, expectValidation } from '../../../../test/assertions';
import { catalogFixtures, expectAdminOnly, type Principals } from '../test-fixtures';

const M = 'Ctg';

function findNode(nodes: CategoryNode[], id: string): CategoryNode | undefined {
  for (const n of nodes) {
    if (n._id === id) return n;
    const inner = findNode(n.children, id);
    if (inner) return inner;
  }
  return undefined;
}

describe('categories (api-contract §3.4, decisions 11–12)', () => {
  let t: TestApp;
  let who: Principals;
  let fx: ReturnType<typeof catalogFixtures>;

  beforeAll(async () => {
    t = await buildTestApp();
    who = await demoPrincipals(t.app);
    fx = catalogFixtures(t, who.admin, M);
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (payload: unknown) =>
    injectAs(t.app, who.admin, { method: 'POST', url: '/admin/categories', payload: payload as object });
  const put = (id: string, payload: unknown) =>
    injectAs(t.app, who.admin, { method: 'PUT', url: `/admin/categories/${id}`, payload: payload as object });
  const del = (id: string) =>
    injectAs(t.app, who.admin, { method: 'DELETE', url: `/admin/categories/${id}` });
  const tree = async () =>
    (await injectAs(t.app, null, { method: 'GET', url: '/categories' })).json<{ data: CategoryNode[] }>()
      .data;

  describe('POST /admin/categories', () => {
    it('creates a root, a child and a grandchild: the level follows from the parent, the slug from the name', async () => {
      const root = await fx.category('Chăm sóc da mặt');
      expect(root).toMatchObject({ level: 0, parent: null, slug: 'cham-soc-da-mat-ctg', productCount: 0 });
      const child = await fx.category('Làm sạch', root._id);
      expect(child).toMatchObject({
        level: 1,
        parent: { _id: root._id, name: root.name, slug: root.slug },
      });
      const leaf = await fx.category('Sữa rửa mặt', child._id);
      expect(leaf).toMatchObject({ level: 2, slug: 'sua-rua-mat-ctg', parent: { _id: child._id } });

      const node = findNode(await tree(), root._id);
      expect(node).toMatchObject({
        level: 0,
        parent: null,
        children: [
          { _id: child._id, parent: root._id, children: [{ _id: leaf._id, level: 2, children: [] }] },
        ],
      });
    });

    it('answers 201 with the Vietnamese success message', async () => {
      const res = await post({ name: `Trang điểm ${M}`, parent: null });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ success: true, message: 'Tạo mới thành công', data: { level: 0 } });
    });

    it('accepts a level that agrees with the parent and refuses one that does not', async () => {
      const root = await fx.category('Cấp độ');
      expect((await post({ name: `Cấp độ con ${M}`, parent: root._id, level: 1 })).statusCode).toBe(201);
      expectFailure(
        await post({ name: `Cấp độ sai ${M}`, parent: root._id, level: 2 }),
        'CATEGORY_PARENT_INVALID',
      );
      expectFailure(
        await post({ name: `Thiếu cha ${M}`, parent: null, level: 1 }),
        'CATEGORY_PARENT_INVALID',
      );
      expectFailure(await post({ name: `Thiếu cha 2 ${M}`, level: 2 }), 'CATEGORY_PARENT_INVALID');
    });

    it('refuses a level-2 parent (three levels at most) and an unknown parent', async () => {
      const root = await fx.category('Sâu');
      const child = await fx.category('Sâu hơn', root._id);
      const leaf = await fx.category('Sâu nhất', child._id);
      expectFailure(await post({ name: `Quá sâu ${M}`, parent: leaf._id }), 'CATEGORY_PARENT_INVALID');
      expectFailure(
        await post({ name: `Cha lạ ${M}`, parent: '00000000-0000-4000-8000-000000000000' }),
        'CATEGORY_PARENT_INVALID',
      );
    });

    it('refuses a parent that holds products: products belong to leaves only', async () => {
      const root = await fx.category('Có hàng');
      const brand = await fx.brand('Hãng có hàng');
      await fx.product({ brand: brand._id, category: root._id });
      expectFailure(await post({ name: `Con của lá ${M}`, parent: root._id }), 'CATEGORY_HAS_PRODUCTS');
    });

    it('refuses a taken name in any letter case', async () => {
      await fx.category('Dưỡng ẩm');
      expectFailure(await post({ name: `DƯỠNG ẨM ${M}`.toUpperCase(), parent: null }), 'CATEGORY_NAME_TAKEN');
    });

    it('suffixes a slug already taken (-2) and never uses a reserved path segment', async () => {
      const a = await post({ name: `Kem dưỡng ${M}` });
      const b = await post({ name: `Kem duong ${M}` });
      expect(a.json().data.slug).toBe('kem-duong-ctg');
      expect(b.json().data.slug).toBe('kem-duong-ctg-2');
      const reserved = await post({ name: 'Detail' });
      expect(reserved.statusCode).toBe(201);
      expect(reserved.json().data.slug).toBe('detail-2');
      await del(reserved.json().data._id);
    });

    it('explains a missing or short name in Vietnamese', async () => {
      expectValidation(await post({ parent: null }), 'name', 'Vui lòng nhập tên danh mục');
      expectValidation(await post({ name: ' ' }), 'name', 'Vui lòng nhập tên danh mục');
      expectValidation(await post({ name: 'A' }), 'name', 'Tên danh mục từ 2 đến 100 ký tự');
    });
  });

  describe('PUT /admin/categories/{id}', () => {
    it('renames (the slug follows) and answers the category', async () => {
      const c = await fx.category('Tên cũ');
      const res = await put(c._id, { name: `Tên mới ${M}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        message: 'Cập nhật thành công',
        data: { _id: c._id, name: `Tên mới ${M}`, slug: 'ten-moi-ctg', level: 0 },
      });
    });

    it('moves a subtree: descendants follow, levels shift', async () => {
      const a = await fx.category('Cây A');
      const b = await fx.category('Cây B');
      const b1 = await fx.category('Cây B1', b._id);
      const res = await put(b._id, { parent: a._id });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ level: 1, parent: { _id: a._id } });
      const node = findNode(await tree(), a._id);
      expect(node?.children[0]).toMatchObject({
        _id: b._id,
        level: 1,
        children: [{ _id: b1._id, level: 2 }],
      });

      // And back to the root.
      const back = await put(b._id, { parent: null });
      expect(back.json().data).toMatchObject({ level: 0, parent: null });
      expect(findNode(await tree(), b1._id)).toMatchObject({ level: 1, parent: b._id });
    });

    it('never puts a category under itself or a descendant, nor deeper than three levels', async () => {
      const a = await fx.category('Vòng A');
      const a1 = await fx.category('Vòng A1', a._id);
      const a2 = await fx.category('Vòng A2', a1._id);
      expectFailure(await put(a._id, { parent: a._id }), 'CATEGORY_PARENT_INVALID');
      expectFailure(await put(a._id, { parent: a1._id }), 'CATEGORY_PARENT_INVALID');
      expectFailure(await put(a._id, { parent: a2._id }), 'CATEGORY_PARENT_INVALID');
      const other = await fx.category('Vòng khác');
      // a (with two levels below) under a root would make four levels.
      expectFailure(await put(a._id, { parent: other._id }), 'CATEGORY_PARENT_INVALID');
      // a1 (one level below) under a root fits.
      expect((await put(a1._id, { parent: other._id })).statusCode).toBe(200);
    });

    it('refuses a level that disagrees, a parent holding products and a taken name', async () => {
      const a = await fx.category('Sửa A');
      const b = await fx.category('Sửa B');
      expectFailure(await put(a._id, { level: 1 }), 'CATEGORY_PARENT_INVALID');
      expectFailure(await put(a._id, { parent: b._id, level: 2 }), 'CATEGORY_PARENT_INVALID');
      const brand = await fx.brand('Hãng sửa');
      await fx.product({ brand: brand._id, category: b._id });
      expectFailure(await put(a._id, { parent: b._id }), 'CATEGORY_HAS_PRODUCTS');
      expectFailure(await put(a._id, { name: b.name.toLowerCase() }), 'CATEGORY_NAME_TAKEN');
      expect((await put(a._id, { name: a.name, level: 0 })).statusCode).toBe(200);
    });

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      expectFailure(
        await put('00000000-0000-4000-8000-000000000000', { name: `Không có ${M}` }),
        'CATEGORY_NOT_FOUND',
      );
      expectValidation(await put('abc', { name: `Không có ${M}` }), 'id', 'Dữ liệu không hợp lệ');
    });
  });

  describe('DELETE /admin/categories/{id}', () => {
    it('refuses a category with children or with products, deletes a bare one', async () => {
      const root = await fx.category('Xóa gốc');
      const leaf = await fx.category('Xóa lá', root._id);
      expectFailure(await del(root._id), 'CATEGORY_HAS_CHILDREN');
      const brand = await fx.brand('Hãng xóa');
      await fx.product({ brand: brand._id, category: leaf._id });
      expectFailure(await del(leaf._id), 'CATEGORY_HAS_PRODUCTS');

      const bare = await fx.category('Xóa trống');
      const res = await del(bare._id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: 'Xóa thành công', data: { _id: bare._id } });
      expect(findNode(await tree(), bare._id)).toBeUndefined();
      expectFailure(await del(bare._id), 'CATEGORY_NOT_FOUND');
    });
  });

  describe('GET /admin/categories and its variants', () => {
    it('answers the whole tree without page, pageSize or name', async () => {
      const res = await injectAs(t.app, who.admin, { method: 'GET', url: '/admin/categories' });
      expect(res.statusCode).toBe(200);
      const body = res.json<{ data: CategoryNode[]; pagination?: unknown }>();
      expect(body.pagination).toBeUndefined();
      expect(body.data.every((n) => n.level === 0 && Array.isArray(n.children))).toBe(true);
    });

    it('answers a flat page with product counts by level then name with any of them', async () => {
      const root = await fx.category('Quầy Xylôza');
      const leaf = await fx.category('Kệ Xylôza', root._id);
      const brand = await fx.brand('Hãng đếm');
      await fx.product({ brand: brand._id, category: leaf._id });
      await fx.product({ brand: brand._id, category: leaf._id });

      const res = await injectAs(t.app, who.admin, {
        method: 'GET',
        url: `/admin/categories?name=${encodeURIComponent('xyloza')}`,
      });
      expect(res.statusCode).toBe(200);
      const body = res.json<{ data: Category[]; pagination: unknown }>();
      expect(body.data.map((c) => [c.name, c.level, c.productCount])).toEqual([
        [root.name, 0, 2],
        [leaf.name, 1, 2],
      ]);
      expect(body.pagination).toEqual({ page: 1, pageSize: 10, totalPage: 1, totalItems: 2 });

      const all = await injectAs(t.app, who.admin, {
        method: 'GET',
        url: '/admin/categories?page=1&pageSize=100',
      });
      const levels = all.json<{ data: Category[] }>().data.map((c) => c.level);
      expect([...levels].sort()).toEqual(levels);

      const past = await injectAs(t.app, who.admin, { method: 'GET', url: '/admin/categories?page=999' });
      expect(past.json()).toMatchObject({ data: [], pagination: { page: 999 } });
    });

    it('matches names without diacritics and with a small typo', async () => {
      await fx.category('Dưỡng chuyên sâu');
      const names = async (name: string) =>
        (
          await injectAs(t.app, who.admin, {
            method: 'GET',
            url: `/admin/categories?name=${encodeURIComponent(name)}`,
          })
        )
          .json<{ data: Category[] }>()
          .data.map((c) => c.name);
      expect(await names('duong chuyen sau')).toContain(`Dưỡng chuyên sâu ${M}`);
      expect(await names('duong chuyeen sau')).toContain(`Dưỡng chuyên sâu ${M}`);
      expect(await names('duong chuyeen sau')).not.toContain(`Trang điểm ${M}`);
    });

    it('/filter answers the flat list in tree order; /all the flat Category list', async () => {
      const root = await fx.category('Thứ tự');
      const child = await fx.category('Thứ tự con', root._id);
      const filter = await injectAs(t.app, who.admin, { method: 'GET', url: '/admin/categories/filter' });
      const items = filter.json<{ data: CategoryFilterItem[] }>().data;
      const i = items.findIndex((x) => x._id === root._id);
      expect(items[i]).toEqual({ _id: root._id, name: root.name, level: 0, parent: null });
      expect(items[i + 1]).toEqual({ _id: child._id, name: child.name, level: 1, parent: root._id });

      const all = await injectAs(t.app, who.admin, { method: 'GET', url: '/admin/categories/all' });
      expect(all.json<{ data: Category[] }>().data).toContainEqual({
        ...child,
        productCount: 0,
      });
    });
  });

  describe('access (decision 8): ADMIN only on /admin/categories*', () => {
    it.each([
      ['GET', '/admin/categories'],
      ['GET', '/admin/categories?page=1'],
      ['GET', '/admin/categories/filter'],
      ['GET', '/admin/categories/all'],
      ['POST', '/admin/categories'],
      ['PUT', '/admin/categories/00000000-0000-4000-8000-000000000000'],
      ['DELETE', '/admin/categories/00000000-0000-4000-8000-000000000000'],
    ] as const)('%s %s', async (method, url) => {
      await expectAdminOnly(t, who, {
        method,
        url,
        ...(method === 'POST' || method === 'PUT' ? { payload: { name: `Quyền ${M}` } } : {}),
      });
    });

    it('GET /categories is public', async () => {
      expect((await injectAs(t.app, null, { method: 'GET', url: '/categories' })).statusCode).toBe(200);
    });
  });
});
