import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  DEMO_BRANDS,
  DEMO_CATEGORIES,
  DEMO_PRODUCTS,
  generateBenchProducts,
  type DemoCategory,
} from './catalog-data';
import { renderBanner, renderBrandLogo, renderProductImage } from './product-images';

/** Every root→leaf path of names in the tree. */
function leafPaths(nodes: DemoCategory[], prefix: string[] = []): string[][] {
  return nodes.flatMap((node) =>
    node.children?.length ? leafPaths(node.children, [...prefix, node.name]) : [[...prefix, node.name]],
  );
}

function countAtDepth(nodes: DemoCategory[], depth: number): number {
  return depth === 0
    ? nodes.length
    : nodes.reduce((sum, n) => sum + countAtDepth(n.children ?? [], depth - 1), 0);
}

describe('demo catalogue data', () => {
  const leaves = leafPaths(DEMO_CATEGORIES);
  const leafKeys = new Set(leaves.map((p) => p.join(' > ')));

  it('has a three-level category tree of the promised size', () => {
    expect(countAtDepth(DEMO_CATEGORIES, 0)).toBeGreaterThanOrEqual(6);
    expect(countAtDepth(DEMO_CATEGORIES, 2)).toBeGreaterThanOrEqual(15);
    const total = [0, 1, 2].reduce((sum, d) => sum + countAtDepth(DEMO_CATEGORIES, d), 0);
    expect(total).toBeGreaterThanOrEqual(30);
    // Products belong to leaves only, and every leaf sits on level 2.
    expect(leaves.every((p) => p.length === 3)).toBe(true);
    expect(new Set(leafKeys).size).toBe(leaves.length);
  });

  it('has enough brands with unique names and valid colours', () => {
    expect(DEMO_BRANDS.length).toBeGreaterThanOrEqual(22);
    expect(new Set(DEMO_BRANDS.map((b) => b.name)).size).toBe(DEMO_BRANDS.length);
    for (const b of DEMO_BRANDS) {
      expect(b.color).toMatch(/^#[0-9a-f]{6}$/i);
      expect(b.description.length).toBeGreaterThan(20);
    }
  });

  it('gives every product an existing brand and leaf category', () => {
    expect(DEMO_PRODUCTS.length).toBeGreaterThanOrEqual(130);
    const brands = new Set(DEMO_BRANDS.map((b) => b.name));
    for (const p of DEMO_PRODUCTS) {
      expect(brands.has(p.brand), p.name).toBe(true);
      expect(leafKeys.has(p.category.join(' > ')), p.name).toBe(true);
    }
  });

  it('spreads products over every leaf and every brand', () => {
    for (const leaf of leafKeys) {
      expect(
        DEMO_PRODUCTS.filter((p) => p.category.join(' > ') === leaf).length,
        leaf,
      ).toBeGreaterThanOrEqual(3);
    }
    for (const b of DEMO_BRANDS) {
      expect(DEMO_PRODUCTS.filter((p) => p.brand === b.name).length, b.name).toBeGreaterThanOrEqual(3);
    }
  });

  it('keeps product names unique and prices sane', () => {
    expect(new Set(DEMO_PRODUCTS.map((p) => p.name)).size).toBe(DEMO_PRODUCTS.length);
    for (const p of DEMO_PRODUCTS) {
      expect(Number.isInteger(p.price) && p.price >= 1000 && p.price % 1000 === 0, p.name).toBe(true);
      expect(Number.isInteger(p.cost) && p.cost > 0 && p.cost < p.price, p.name).toBe(true);
      expect(p.cost / p.price).toBeGreaterThanOrEqual(0.45);
      expect(p.cost / p.price).toBeLessThanOrEqual(0.7);
      expect(Number.isInteger(p.weight) && p.weight > 0, p.name).toBe(true);
    }
  });

  it('sets exactly one of stock and colour variants', () => {
    for (const p of DEMO_PRODUCTS) {
      const hasVariants = (p.variants?.length ?? 0) > 0;
      expect(hasVariants !== (p.stock !== undefined), p.name).toBe(true);
    }
    const withVariants = DEMO_PRODUCTS.filter((p) => p.variants?.length);
    expect(withVariants.length).toBeGreaterThanOrEqual(15);
    for (const p of withVariants) {
      expect(p.variants!.length).toBeGreaterThanOrEqual(2);
      expect(p.variants!.length).toBeLessThanOrEqual(6);
      expect(new Set(p.variants!.map((v) => v.name)).size, p.name).toBe(p.variants!.length);
      for (const v of p.variants!) expect(v.code).toMatch(/^#[0-9a-f]{6}$/i);
    }
    expect(withVariants.some((p) => p.variants!.some((v) => v.stock === 0))).toBe(true);
  });

  it('covers tags, expiry cases and the words search tests look for', () => {
    for (const tag of ['HOT', 'NEW', 'SALE'] as const) {
      expect(DEMO_PRODUCTS.filter((p) => p.tags.includes(tag)).length, tag).toBeGreaterThanOrEqual(12);
    }
    expect(DEMO_PRODUCTS.some((p) => p.tags.includes('SELLING'))).toBe(true);
    expect(DEMO_PRODUCTS.some((p) => p.tags.includes('TREND'))).toBe(true);
    expect(DEMO_PRODUCTS.filter((p) => p.expiryInDays >= 20 && p.expiryInDays <= 85)).toHaveLength(8);
    expect(DEMO_PRODUCTS.filter((p) => p.expiryInDays < 0)).toHaveLength(2);
    const names = DEMO_PRODUCTS.map((p) => p.name);
    expect(names.filter((n) => n.includes('Kem chống nắng')).length).toBeGreaterThanOrEqual(3);
    expect(names.filter((n) => n.includes('Serum vitamin C')).length).toBeGreaterThanOrEqual(2);
    for (const word of ['Sữa rửa mặt', 'Toner', 'Mặt nạ', 'Son', 'Dầu gội', 'Viên uống']) {
      expect(
        names.some((n) => n.includes(word)),
        word,
      ).toBe(true);
    }
  });

  it('writes descriptions that name the product and its brand', () => {
    const descriptions = new Set(DEMO_PRODUCTS.map((p) => p.description));
    expect(descriptions.size).toBe(DEMO_PRODUCTS.length);
    for (const p of DEMO_PRODUCTS) {
      expect(p.description).toContain(p.name);
      expect(p.description).toContain(p.brand);
      expect(p.description).toMatch(/^<p>/);
    }
  });

  it('generates deterministic, unique benchmark products', () => {
    const a = generateBenchProducts(500, 3);
    expect(a).toHaveLength(500);
    expect(generateBenchProducts(500, 3)).toEqual(a);
    expect(new Set(a.map((p) => p.name)).size).toBe(500);
    for (const p of a) {
      expect(leafKeys.has(p.category.join(' > '))).toBe(true);
      expect((p.variants?.length ?? 0) > 0 !== (p.stock !== undefined)).toBe(true);
    }
  });
});

describe('generated catalogue images', () => {
  it('renders an 800×800 WebP product shot', async () => {
    const image = await renderProductImage({
      shape: 'stick',
      name: 'Son kem lì mịn môi',
      brand: 'Velvet Muse',
      color: '#a3243b',
      label: '5g',
      variant: { name: 'Đỏ cam', code: '#d9412b' },
    });
    const meta = await sharp(image).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([800, 800]);
  });

  it('escapes markup in the texts it writes', async () => {
    const image = await renderProductImage({
      shape: 'box',
      name: 'Kem <dưỡng> & "sữa" của tôi',
      brand: "L'Été & Co",
      color: 'not-a-colour',
      label: '<50g>',
    });
    expect((await sharp(image).metadata()).width).toBe(800);
  });

  it('renders a logo and a banner at their sizes', async () => {
    const logo = await sharp(await renderBrandLogo({ name: 'Mộc Lan Skin', color: '#b5476b' })).metadata();
    expect([logo.format, logo.width, logo.height]).toEqual(['webp', 400, 400]);
    const banner = await sharp(
      await renderBanner({
        title: 'Mùa hè rạng rỡ',
        subtitle: 'Giảm đến 40%',
        color: '#f59e0b',
        accent: '#ec4899',
      }),
    ).metadata();
    expect([banner.format, banner.width, banner.height]).toEqual(['webp', 1600, 600]);
  });
});
