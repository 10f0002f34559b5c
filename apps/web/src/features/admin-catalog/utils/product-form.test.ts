import { describe, expect, it } from 'vitest';
import { VALIDATION, type Product } from '@lumi/shared';
import {
  EMPTY_PRODUCT_FORM,
  changedProductFields,
  formValuesToBody,
  productServerErrors,
  productToFormValues,
  type ProductFormValues,
} from './product-form';

const image = (id: string) => ({ url: `/uploads/product/${id}.webp`, publicId: `product/${id}` });

const product: Product = {
  _id: 'p1',
  name: 'Son kem lì Velvet',
  slug: 'son-kem-li-velvet',
  brand: { _id: 'b1', name: 'Lumi Beauty', slug: 'lumi-beauty' },
  categories: [
    { _id: 'c0', name: 'Trang điểm', slug: 'trang-diem', level: 0 },
    { _id: 'c1', name: 'Môi', slug: 'moi', level: 1 },
    { _id: 'c2', name: 'Son kem', slug: 'son-kem', level: 2 },
  ],
  price: 250_000,
  finalPrice: 250_000,
  promotion: null,
  cost: 120_000,
  capacity: '5g',
  weight: 150,
  expiry: '2027-01-31',
  isAlmostExpired: false,
  isExpired: false,
  tags: ['HOT'],
  mainImage: image('main'),
  images: [image('a'), image('b')],
  description: '<p>Mềm mịn</p>',
  enable: true,
  stock: null,
  variants: [
    { _id: 'v1', name: 'Hồng đào', code: '#F9A8D4', image: image('v1'), stock: 10 },
    { _id: 'v2', name: 'Đỏ gạch', code: '#B91C1C', image: null, stock: 0 },
  ],
  totalQuantity: 10,
  averageRating: 4.5,
  totalReviews: 3,
  sold: 12,
  ingredients: ['Ricinus Communis Seed Oil', 'Parfum', 'CI 77491'],
  skinTypes: ['dry', 'normal'],
  concerns: ['dehydration'],
  ingredientFlags: ['fragrance'],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('productToFormValues', () => {
  it('prefills the form, the leaf category and the colour mode', () => {
    const values = productToFormValues(product);
    expect(values).toMatchObject({
      name: 'Son kem lì Velvet',
      brand: 'b1',
      category: 'c2',
      price: 250_000,
      cost: 120_000,
      capacity: '5g',
      weight: 150,
      expiry: '2027-01-31',
      stockMode: 'variants',
      stock: null,
    });
    expect(values.variants.map((v) => [v.name, v.code, v.stock])).toEqual([
      ['Hồng đào', '#F9A8D4', 10],
      ['Đỏ gạch', '#B91C1C', 0],
    ]);
  });

  it('writes the INCI list as the label does, comma-separated, and keeps the skin types and concerns', () => {
    expect(productToFormValues(product)).toMatchObject({
      ingredients: 'Ricinus Communis Seed Oil, Parfum, CI 77491',
      skinTypes: ['dry', 'normal'],
      concerns: ['dehydration'],
    });
  });
});

describe('formValuesToBody', () => {
  const base: ProductFormValues = {
    ...EMPTY_PRODUCT_FORM,
    name: '  Kem chống nắng  ',
    brand: 'b1',
    category: 'c2',
    price: 350_000,
    cost: 200_000,
    capacity: ' ',
    expiry: '2027-05-01',
    mainImage: image('main'),
    description: '<p>Mô tả</p>',
  };

  it('sends one stock number and no colours in the single mode', () => {
    const body = formValuesToBody({
      ...base,
      stock: 40,
      variants: [{ key: 'k', name: 'x', code: '#000000', image: null, stock: 1 }],
    });
    expect(body).toMatchObject({
      name: 'Kem chống nắng',
      capacity: null,
      stock: 40,
      variants: [],
      weight: 200,
    });
  });

  it('sends the colours (normalised) and a null stock in the colour mode', () => {
    const body = formValuesToBody({
      ...base,
      stockMode: 'variants',
      stock: 40,
      variants: [{ key: 'k', name: ' Hồng ', code: 'f9a8d4', image: null, stock: 3 }],
    });
    expect(body.stock).toBeNull();
    expect(body.variants).toEqual([{ name: 'Hồng', code: '#F9A8D4', image: null, stock: 3 }]);
  });
});

describe('formValuesToBody: ingredients and skin (issue 32)', () => {
  const base: ProductFormValues = { ...EMPTY_PRODUCT_FORM, mainImage: image('main') };

  it('sends the INCI text as its entries: trimmed, one per comma or line, repeats once', () => {
    const body = formValuesToBody({
      ...base,
      ingredients: ' Aqua,  Glycerin ,\nNiacinamide, aqua,, Sodium   Hyaluronate.',
      skinTypes: ['oily', 'sensitive'],
      concerns: ['acne'],
    });
    expect(body.ingredients).toEqual(['Aqua', 'Glycerin', 'Niacinamide', 'Sodium Hyaluronate']);
    expect(body.skinTypes).toEqual(['oily', 'sensitive']);
    expect(body.concerns).toEqual(['acne']);
  });

  it('sends an empty list for an empty field', () => {
    expect(formValuesToBody({ ...base, ingredients: '  ' }).ingredients).toEqual([]);
  });

  it('a saved list read back unchanged is not sent again; an edited one is', () => {
    const original = formValuesToBody(productToFormValues(product));
    const same = formValuesToBody({
      ...productToFormValues(product),
      ingredients: 'Ricinus Communis Seed Oil,Parfum,CI 77491',
    });
    expect(changedProductFields(original, same)).toEqual({});
    const edited = formValuesToBody({
      ...productToFormValues(product),
      ingredients: 'Ricinus Communis Seed Oil, CI 77491',
    });
    expect(changedProductFields(original, edited)).toEqual({
      ingredients: ['Ricinus Communis Seed Oil', 'CI 77491'],
    });
  });

  it('puts the server’s ingredient issue on the field', () => {
    const fields = productServerErrors(
      {
        status: 400,
        code: 'VALIDATION_ERROR',
        message: VALIDATION.ingredientsInvalid,
        errors: [{ path: 'ingredients.81', message: VALIDATION.ingredientsInvalid }],
      },
      'single',
    );
    expect(fields).toEqual([{ name: ['ingredients'], errors: [VALIDATION.ingredientsInvalid] }]);
  });
});

describe('changedProductFields', () => {
  const original = formValuesToBody(productToFormValues(product));

  it('sends only what changed', () => {
    const next = { ...original, price: 260_000, tags: ['HOT' as const, 'NEW' as const] };
    expect(changedProductFields(original, next)).toEqual({ price: 260_000, tags: ['HOT', 'NEW'] });
  });

  it('keeps an untouched (possibly past) expiry out of the update', () => {
    expect(changedProductFields(original, { ...original, name: 'Tên mới' })).not.toHaveProperty('expiry');
  });

  it('sends stock and colours together when either changes', () => {
    const next = { ...original, stock: 15, variants: [] };
    expect(changedProductFields(original, next)).toEqual({ stock: 15, variants: [] });
  });

  it('is empty when nothing changed', () => {
    expect(changedProductFields(original, { ...original })).toEqual({});
  });
});

describe('productServerErrors', () => {
  const failure = (code: string, errors?: { path: string; message: string }[]) => ({
    status: code === 'VALIDATION_ERROR' ? 400 : 422,
    code,
    message: errors?.[0]?.message ?? 'Lỗi',
    errors,
  });

  it('puts each issue on its field, a colour issue on its row', () => {
    const fields = productServerErrors(
      failure('VALIDATION_ERROR', [
        { path: 'name', message: 'Tên sản phẩm từ 2 đến 200 ký tự' },
        { path: 'variants.1.code', message: 'Mã màu phải có dạng #RRGGBB' },
        { path: 'images.3', message: 'Tối đa 8 ảnh phụ' },
        { path: 'unknown', message: 'x' },
      ]),
      'variants',
    );
    expect(fields).toEqual([
      { name: ['name'], errors: ['Tên sản phẩm từ 2 đến 200 ký tự'] },
      { name: ['variants', 1, 'code'], errors: ['Mã màu phải có dạng #RRGGBB'] },
      { name: ['images'], errors: ['Tối đa 8 ảnh phụ'] },
    ]);
  });

  it('shows the stock rule on the colours when the form is in the colour mode', () => {
    const fields = productServerErrors(
      failure('VALIDATION_ERROR', [
        { path: 'stock', message: 'Nhập số lượng tồn kho hoặc thêm ít nhất một màu sắc' },
      ]),
      'variants',
    );
    expect(fields[0]?.name).toEqual(['variants']);
  });

  it('maps a code about one field without errors[] onto that field', () => {
    expect(productServerErrors(failure('CATEGORY_NOT_LEAF'), 'single')).toEqual([
      { name: ['category'], errors: ['Lỗi'] },
    ]);
    expect(productServerErrors(failure('UPLOAD_INVALID'), 'single')).toEqual([]);
    expect(productServerErrors(new Error('x'), 'single')).toEqual([]);
  });
});
