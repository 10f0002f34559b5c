import { describe, expect, it } from 'vitest';
import { ORDER_CODE_PREFIX, ORDER_STATUSES, type OrderStatus } from '@lumi/shared';
import { mergeLines, priceCart } from './pricing';
import type { PricingProductRow } from './repository';
import { adminMayMove, customerMayMove } from '@lumi/shared';
import { newCode } from '../../lib/lifecycle/codes';

const ID = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const image = { url: '/uploads/p.webp', publicId: 'p' };

function product(n: number, extra: Partial<PricingProductRow> = {}): PricingProductRow {
  return {
    id: ID(n),
    name: `Sản phẩm ${n}`,
    slug: `san-pham-${n}`,
    price: 100_000,
    weight: 200,
    enable: true,
    expiry: '2099-01-01',
    stock: 10,
    mainImage: image,
    variants: [],
    promotionItemId: null,
    discountPercentage: null,
    maxDiscountAmount: null,
    maxQty: null,
    usedQty: null,
    ...extra,
  };
}

describe('mergeLines', () => {
  it('adds the quantities of one product and colour (case-insensitive), keeping the first index', () => {
    expect(
      mergeLines([
        { productId: 'a', quantity: 1, color: { name: 'Đỏ', code: '#FF0000' } },
        { productId: 'a', quantity: 2, color: null },
        { productId: 'a', quantity: 3, color: { name: 'đỏ', code: '#ff0000' } },
        { productId: 'a', quantity: 4 },
      ]),
    ).toEqual([
      { index: 0, productId: 'a', color: { name: 'Đỏ', code: '#FF0000' }, quantity: 4 },
      { index: 1, productId: 'a', color: null, quantity: 6 },
    ]);
  });
});

describe('priceCart', () => {
  it('shares a promotion’s remaining units between lines of one product, capped per unit', () => {
    const row = product(1, {
      variants: [
        { id: ID(7), name: 'Đỏ', code: '#FF0000', image: null, stock: 5 },
        { id: ID(8), name: 'Hồng', code: '#FFC0CB', image: null, stock: 5 },
      ],
      stock: null,
      promotionItemId: ID(9),
      discountPercentage: 50,
      maxDiscountAmount: 30_000,
      maxQty: 10,
      usedQty: 7,
    });
    const cart = priceCart(
      [
        { productId: ID(1), quantity: 2, color: { name: 'Đỏ', code: '#FF0000' } },
        { productId: ID(1), quantity: 2, color: { name: 'Hồng', code: '#FFC0CB' } },
      ],
      [row],
      '2026-01-01',
    );
    // 3 promotional units left at 70.000 ₫ (50 % capped at 30.000 ₫): 2 on the first line, 1 on the second.
    expect(cart.lines.map((l) => [l.promoQty, l.lineTotal, l.promotionItemId])).toEqual([
      [2, 140_000, ID(9)],
      [1, 170_000, ID(9)],
    ]);
    expect(cart.lines[1]?.price).toBe(85_000);
    expect(cart).toMatchObject({ subtotal: 310_000, discountTotal: 90_000, weightGrams: 800 });
  });

  it('reports unavailable, colour and stock issues and leaves those lines out of the totals', () => {
    const cart = priceCart(
      [
        { productId: ID(1), quantity: 1 },
        { productId: ID(2), quantity: 1 },
        { productId: ID(3), quantity: 11 },
        { productId: ID(4), quantity: 1 },
        { productId: 'nope', quantity: 1 },
      ],
      [
        product(1, { expiry: '2025-12-31' }),
        product(2, {
          variants: [{ id: ID(7), name: 'Đỏ', code: '#FF0000', image: null, stock: 5 }],
          stock: null,
        }),
        product(3),
        product(4),
      ],
      '2026-01-01',
    );
    expect(cart.lines.map((l) => l.issue?.code ?? null)).toEqual([
      'PRODUCT_UNAVAILABLE',
      'PRODUCT_COLOR_REQUIRED',
      'OUT_OF_STOCK',
      null,
    ]);
    expect(cart.lines[2]?.issue?.message).toBe('Không đủ số lượng trong kho (Yêu cầu: 11, Còn lại: 10)');
    expect(cart.missing).toEqual([{ index: 4, productId: 'nope' }]);
    expect(cart.subtotal).toBe(100_000);
  });
});

describe('status machine', () => {
  const pairs = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const));
  const allowed = (table: Record<OrderStatus, OrderStatus[]>) =>
    pairs.filter(([from, to]) => table[from].includes(to));

  it('lets the shop move forward (skipping allowed) or cancel anything not delivered', () => {
    expect(pairs.filter(([from, to]) => adminMayMove(from, to))).toEqual(
      allowed({
        pending: ['processing', 'shipping', 'delivered', 'cancelled'],
        processing: ['shipping', 'delivered', 'cancelled'],
        shipping: ['delivered', 'cancelled'],
        delivered: [],
        cancelled: [],
      }),
    );
  });

  it('lets the customer cancel while pending or processing and confirm receipt while shipping', () => {
    expect(pairs.filter(([from, to]) => customerMayMove(from, to))).toEqual(
      allowed({
        pending: ['cancelled'],
        processing: ['cancelled'],
        shipping: ['delivered'],
        delivered: [],
        cancelled: [],
      }),
    );
  });

  it('makes display codes of OD and 10 upper-case characters', () => {
    for (let i = 0; i < 50; i++) expect(newCode(ORDER_CODE_PREFIX)).toMatch(/^OD[A-Z0-9]{10}$/);
  });
});
