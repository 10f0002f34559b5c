import { describe, expect, it } from 'vitest';
import type { AdminPromotion } from '../api/admin-catalog-api';
import {
  conflictsByProduct,
  formValuesToCreateBody,
  formValuesToUpdateBody,
  linePreview,
  promotionFieldErrors,
  promotionToFormValues,
  type PromotionLine,
} from './promotion-form';

const line = (productId: string, over: Partial<PromotionLine> = {}): PromotionLine => ({
  productId,
  name: `Sản phẩm ${productId}`,
  image: null,
  brand: 'Lumi',
  price: 200_000,
  cost: 150_000,
  expiry: '2027-01-01',
  discountPercentage: 10,
  maxDiscountAmount: null,
  maxQty: null,
  usedQty: 0,
  promotion: null,
  upcomingPromotion: null,
  ...over,
});

describe('linePreview', () => {
  it('applies the percentage (shared discountedUnitPrice)', () => {
    expect(linePreview(line('a', { discountPercentage: 20 }))).toMatchObject({
      unitPrice: 160_000,
      discount: 40_000,
      margin: { amount: 10_000, percent: 6.3 },
      belowCost: false,
    });
  });

  it('caps the discount per unit', () => {
    expect(linePreview(line('a', { discountPercentage: 50, maxDiscountAmount: 30_000 })).unitPrice).toBe(
      170_000,
    );
  });

  it('warns below cost', () => {
    const preview = linePreview(line('a', { discountPercentage: 40 }));
    expect(preview.unitPrice).toBe(120_000);
    expect(preview.belowCost).toBe(true);
    expect(preview.margin?.amount).toBe(-30_000);
  });

  it('has no margin while the cost is unknown', () => {
    expect(linePreview(line('a', { cost: null })).margin).toBeNull();
  });

  it('shows the list price while no percentage is typed', () => {
    expect(linePreview(line('a', { discountPercentage: null })).unitPrice).toBe(200_000);
  });
});

describe('conflictsByProduct', () => {
  const lines = [line('p1'), line('p2'), line('p3')];

  it("marks the rows the server's PROMOTION_PRODUCT_CONFLICT names by index", () => {
    const conflicts = conflictsByProduct(
      {
        status: 409,
        code: 'PROMOTION_PRODUCT_CONFLICT',
        message: 'Sản phẩm đã thuộc một khuyến mãi khác trong cùng thời gian',
        errors: [
          { path: 'products.0.product', message: 'Sản phẩm "A" đang có khuyến mãi khác trong thời gian này' },
          { path: 'products.2.product', message: 'Sản phẩm "C" đang có khuyến mãi khác trong thời gian này' },
        ],
      },
      lines,
    );
    expect([...conflicts.keys()]).toEqual(['p1', 'p3']);
    expect(conflicts.get('p3')).toContain('"C"');
  });

  it('also understands a path naming the product id', () => {
    const conflicts = conflictsByProduct(
      {
        status: 409,
        code: 'PROMOTION_PRODUCT_CONFLICT',
        message: 'x',
        errors: [{ path: 'p2', message: 'trùng' }],
      },
      lines,
    );
    expect(conflicts.get('p2')).toBe('trùng');
  });

  it('leaves a line field issue to the form', () => {
    const conflicts = conflictsByProduct(
      {
        status: 400,
        code: 'VALIDATION_ERROR',
        message: 'x',
        errors: [{ path: 'products.1.maxQty', message: 'x' }],
      },
      lines,
    );
    expect(conflicts.size).toBe(0);
  });
});

describe('promotionFieldErrors', () => {
  it('maps the dates onto the period and a line term onto its cell', () => {
    expect(
      promotionFieldErrors({
        status: 400,
        code: 'VALIDATION_ERROR',
        message: 'x',
        errors: [
          { path: 'startDate', message: 'Ngày bắt đầu không được ở quá khứ' },
          { path: 'products.1.maxQty', message: 'Số lượng khuyến mãi không được nhỏ hơn số đã bán (4)' },
          { path: 'products', message: 'Vui lòng chọn ít nhất một sản phẩm' },
        ],
      }),
    ).toEqual([
      { name: ['period'], errors: ['Ngày bắt đầu không được ở quá khứ'] },
      { name: ['lines', 1, 'maxQty'], errors: ['Số lượng khuyến mãi không được nhỏ hơn số đã bán (4)'] },
      { name: ['lines'], errors: ['Vui lòng chọn ít nhất một sản phẩm'] },
    ]);
  });
});

describe('promotion bodies', () => {
  const saved: AdminPromotion = {
    _id: 'pr1',
    name: 'Hè rực rỡ',
    slug: 'he-ruc-ro',
    banner: { url: '/uploads/promotion/b.webp', publicId: 'promotion/b' },
    description: 'Giảm giá mùa hè',
    startDate: '2026-05-31T17:00:00.000Z', // 01/06/2026 00:00 in Asia/Ho_Chi_Minh
    endDate: '2026-06-30T16:59:59.999Z',
    isActive: true,
    status: 'running',
    products: [],
    createdAt: '2026-05-01T00:00:00.000Z',
    updatedAt: '2026-05-01T00:00:00.000Z',
  };

  it('reads a saved promotion back as local days', () => {
    expect(promotionToFormValues(saved).period).toEqual(['2026-06-01', '2026-06-30']);
  });

  it('creates with every product and its optional terms as null', () => {
    const body = formValuesToCreateBody({
      ...promotionToFormValues(saved),
      name: ' Hè ',
      lines: [line('p1', { discountPercentage: 15, maxQty: 50 })],
    });
    expect(body).toMatchObject({
      name: 'Hè',
      startDate: '2026-06-01',
      endDate: '2026-06-30',
      products: [{ product: 'p1', discountPercentage: 15, maxQty: 50, maxDiscountAmount: null }],
    });
  });

  it('leaves an unchanged start out of an update (it may be in the past by now)', () => {
    const values = { ...promotionToFormValues(saved), lines: [line('p1')] };
    expect(formValuesToUpdateBody(values, saved)).not.toHaveProperty('startDate');
    const moved = formValuesToUpdateBody({ ...values, period: ['2026-06-05', '2026-06-30'] }, saved);
    expect(moved.startDate).toBe('2026-06-05');
  });
});
