import { describe, expect, it } from 'vitest';
import { isAssetPath, withAbsoluteAssetUrls, withStoredAssetUrls } from './asset-urls';

const BASE = 'https://lumi.example.vn';

describe('asset urls (ADR 0030)', () => {
  it.each([
    ['/uploads/seed/products/kem.webp', true],
    ['/uploads/chat/6f1c2d3e.ogg', true],
    ['/api/v1/avatars/default.svg?name=Lan', true],
    ['/api/v1/avatars/default.svg', true],
    ['/order-detail/6f1c2d3e', false],
    ['/api/v1/avatars/default.svgx', false],
    ['/uploadsx/a.webp', false],
    ['https://cdn.example.com/uploads/a.webp', false],
    ['Xem ảnh tại /uploads/a.webp', false],
  ])('%s is a stored asset path: %s', (value, expected) => {
    expect(isAssetPath(value)).toBe(expected);
  });

  it('makes every picture and avatar of an answer absolute, wherever it sits, and nothing else', () => {
    const answer = {
      success: true,
      data: [
        {
          logo: { url: '/uploads/seed/clinic.webp', publicId: 'seed/clinic' },
          banners: [{ url: '/uploads/seed/b1.webp', publicId: 'seed/b1' }],
          user: { avatar: { url: '/api/v1/avatars/default.svg?name=Lan', publicId: null } },
          image: '/uploads/p.webp',
          link: '/order-detail/1',
          createdAt: '2026-11-28T08:00:00.000Z',
          rating: 4.5,
          empty: null,
        },
      ],
    };
    const before = structuredClone(answer);
    const out = withAbsoluteAssetUrls(answer, BASE);
    expect(out.data[0]).toEqual({
      ...before.data[0],
      logo: { url: `${BASE}/uploads/seed/clinic.webp`, publicId: 'seed/clinic' },
      banners: [{ url: `${BASE}/uploads/seed/b1.webp`, publicId: 'seed/b1' }],
      user: { avatar: { url: `${BASE}/api/v1/avatars/default.svg?name=Lan`, publicId: null } },
      image: `${BASE}/uploads/p.webp`,
    });
    // A cached answer stays as it was.
    expect(answer).toEqual(before);
  });

  it('shares what has no asset url instead of copying it', () => {
    const figures = { total: 3, items: [{ name: 'Kem' }] };
    expect(withAbsoluteAssetUrls(figures, BASE)).toBe(figures);
  });

  it('stores this server’s absolute urls relative again, and leaves other origins alone', () => {
    const body = {
      images: [
        { url: `${BASE}/uploads/product/a.webp`, publicId: 'product/a' },
        { url: '/uploads/product/b.webp', publicId: 'product/b' },
        { url: 'https://cdn.example.com/uploads/c.webp', publicId: 'product/c' },
      ],
      note: `${BASE}/order-detail/1`,
    };
    expect(withStoredAssetUrls(body, BASE)).toEqual({
      images: [
        { url: '/uploads/product/a.webp', publicId: 'product/a' },
        { url: '/uploads/product/b.webp', publicId: 'product/b' },
        { url: 'https://cdn.example.com/uploads/c.webp', publicId: 'product/c' },
      ],
      note: `${BASE}/order-detail/1`,
    });
  });

  it('round-trips', () => {
    const stored = { avatar: { url: '/uploads/avatar/x.webp', publicId: 'avatar/x' } };
    expect(withStoredAssetUrls(withAbsoluteAssetUrls(stored, BASE), BASE)).toEqual(stored);
  });
});
