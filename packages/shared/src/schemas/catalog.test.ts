import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../messages/vi';
import {
  CategoryProductsQuerySchema,
  CreateProductBodySchema,
  CreatePromotionBodySchema,
  PriceRangeParamSchema,
  UpdateProductBodySchema,
} from './catalog';

const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const image = { url: '/uploads/a.webp', publicId: 'a' };
const product = {
  name: 'Kem chống nắng SPF50+',
  brand: ID(1),
  category: ID(2),
  price: 350_000,
  cost: 200_000,
  expiry: '2030-01-01',
  mainImage: image,
  description: '<p>Mô tả</p>',
  stock: 10,
};
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('listing query parameters (api-contract §1.8)', () => {
  it('reads comma-joined and repeated arrays, drops blanks and duplicates, defaults pageSize to 12', () => {
    const q = CategoryProductsQuerySchema.parse({ brands: [`${ID(1)},${ID(2)}`, ID(1)], tags: 'HOT,,NEW' });
    expect(q.brands).toEqual([ID(1), ID(2)]);
    expect(q.tags).toEqual(['HOT', 'NEW']);
    expect(q).toMatchObject({ page: 1, pageSize: 12 });
  });

  it('refuses an unknown tag, a sort order and more than 50 values', () => {
    expect(CategoryProductsQuerySchema.safeParse({ tags: 'HOTT' }).success).toBe(false);
    expect(CategoryProductsQuerySchema.safeParse({ sortOrder: 'cheap' }).success).toBe(false);
    const many = Array.from({ length: 51 }, (_, i) => ID(i + 1)).join(',');
    expect(CategoryProductsQuerySchema.safeParse({ brands: many }).success).toBe(false);
  });

  it.each([
    ['100000-300000', { min: 100_000, max: 300_000 }],
    ['500000-', { min: 500_000, max: null }],
    ['-200000', { min: null, max: 200_000 }],
    ['', undefined],
  ])('priceRange %j → %j', (text, parsed) => {
    expect(PriceRangeParamSchema.parse(text)).toEqual(parsed);
  });

  it.each(['300000-100000', '-', 'abc', '1-2-3'])('refuses priceRange %j with its message', (text) => {
    expect(messages(PriceRangeParamSchema.safeParse(text))).toContain(VALIDATION.priceRangeInvalid);
  });
});

describe('product bodies (api-contract §3.3)', () => {
  it('needs exactly one of stock or variants', () => {
    expect(CreateProductBodySchema.safeParse(product).success).toBe(true);
    const both = { ...product, variants: [{ name: 'Hồng', code: '#FFAACC', stock: 1 }] };
    expect(messages(CreateProductBodySchema.safeParse(both))).toContain(VALIDATION.stockOrVariants);
    const neither = { ...product, stock: undefined };
    expect(messages(CreateProductBodySchema.safeParse(neither))).toContain(VALIDATION.stockOrVariants);
  });

  it('reads the reference client spellings: categories path, totalQuantity, color/quantity variants', () => {
    const parsed = CreateProductBodySchema.parse({
      ...product,
      category: undefined,
      categories: [ID(7), ID(8), ID(9)],
      stock: undefined,
      variants: [{ color: { name: 'Đỏ', code: '#ff0000', image: null }, quantity: 4 }],
    });
    expect(parsed.category).toBe(ID(9));
    expect(parsed.variants).toEqual([{ name: 'Đỏ', code: '#FF0000', image: null, stock: 4 }]);
    expect(CreateProductBodySchema.parse({ ...product, stock: undefined, totalQuantity: 7 }).stock).toBe(7);
  });

  it('refuses duplicate colours and a bad colour code, with Vietnamese messages', () => {
    const dup = {
      ...product,
      stock: undefined,
      variants: [
        { name: 'Hồng', code: '#FFAACC', stock: 1 },
        { name: 'hồng', code: '#000000', stock: 1 },
      ],
    };
    expect(messages(CreateProductBodySchema.safeParse(dup))).toContain(VALIDATION.variantDuplicate);
    const bad = { ...product, stock: undefined, variants: [{ name: 'Hồng', code: 'pink', stock: 1 }] };
    expect(messages(CreateProductBodySchema.safeParse(bad))).toContain(VALIDATION.variantCodeInvalid);
  });

  it('names the missing fields in Vietnamese', () => {
    const result = CreateProductBodySchema.safeParse({ stock: 1 });
    expect(messages(result)).toEqual(
      expect.arrayContaining([
        VALIDATION.productNameRequired,
        VALIDATION.brandRequired,
        VALIDATION.priceRequired,
      ]),
    );
  });

  it('lets an update send any subset, but not stock and variants together', () => {
    expect(UpdateProductBodySchema.safeParse({ price: 1000 }).success).toBe(true);
    const both = { stock: 1, variants: [{ name: 'Hồng', code: '#FFAACC', stock: 1 }] };
    expect(UpdateProductBodySchema.safeParse(both).success).toBe(false);
  });
});

describe('promotion bodies (api-contract §3.7)', () => {
  const body = {
    name: 'Siêu sale',
    description: 'Giảm giá cuối năm',
    banner: image,
    startDate: '2030-12-01',
    endDate: '2030-12-31 23:59:59',
    products: [{ product: ID(1), discountPercentage: 20 }],
  };
  it('accepts local days and the reference date-time spelling', () => {
    expect(CreatePromotionBodySchema.safeParse(body).success).toBe(true);
  });
  it('refuses a product twice, a percentage out of 1–100 and an empty product list', () => {
    const twice = { ...body, products: [...body.products, { product: ID(1), discountPercentage: 10 }] };
    expect(messages(CreatePromotionBodySchema.safeParse(twice))).toContain(
      VALIDATION.promotionProductDuplicate,
    );
    const pct = { ...body, products: [{ product: ID(1), discountPercentage: 101 }] };
    expect(messages(CreatePromotionBodySchema.safeParse(pct))).toContain(
      VALIDATION.discountPercentageInvalid,
    );
    expect(messages(CreatePromotionBodySchema.safeParse({ ...body, products: [] }))).toContain(
      VALIDATION.promotionProductsRequired,
    );
  });
});
