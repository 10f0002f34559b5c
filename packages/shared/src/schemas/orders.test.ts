import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../messages/vi';
import {
  AdminOrderStatusBodySchema,
  CustomerOrderStatusBodySchema,
  ListAdminOrdersQuerySchema,
  OrderInputSchema,
  OrderQuoteInputSchema,
} from './orders';

const address = {
  name: 'Vũ Ngọc Lan',
  phone: '0901234567',
  address: '12 Lý Thường Kiệt',
  province: { id: 1, name: 'Hà Nội' },
  district: { id: 2, name: 'Hoàn Kiếm' },
  ward: { id: '0001', name: 'Phường Tràng Tiền' },
};

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues.map((i) => i.message) ?? [];
}

describe('OrderInputSchema', () => {
  it('keeps product, quantity and colour of cart lines; drops display fields and the client total', () => {
    const parsed = OrderInputSchema.parse({
      ...address,
      products: [
        { productId: 'a', quantity: 2, name: 'x', image: 'y', price: 1, brand: 'z', color: {} },
        { productId: 'b', quantity: 1, color: { name: 'Đỏ', code: '#FF0000' } },
      ],
      totalAmount: 5,
      note: '  ',
    });
    expect(parsed.products).toEqual([
      { productId: 'a', quantity: 2, color: null },
      { productId: 'b', quantity: 1, color: { name: 'Đỏ', code: '#FF0000' } },
    ]);
    expect(parsed.note).toBeNull();
    expect('totalAmount' in parsed && parsed.totalAmount !== undefined).toBe(false);
  });

  it('limits lines, quantities and the note', () => {
    expect(messages(OrderInputSchema.safeParse({ ...address, products: [] }))).toContain(
      VALIDATION.orderProductsRequired,
    );
    const many = Array.from({ length: 51 }, () => ({ productId: 'a', quantity: 1 }));
    expect(messages(OrderInputSchema.safeParse({ ...address, products: many }))).toContain(
      VALIDATION.orderProductsMax,
    );
    expect(
      messages(OrderInputSchema.safeParse({ ...address, products: [{ productId: 'a', quantity: 100 }] })),
    ).toContain(VALIDATION.quantityInvalid);
    expect(
      messages(
        OrderInputSchema.safeParse({
          ...address,
          products: [{ productId: 'a', quantity: 1 }],
          note: 'x'.repeat(501),
        }),
      ),
    ).toContain(VALIDATION.orderNoteMax);
  });

  it('the quote takes the address parts as optional', () => {
    expect(OrderQuoteInputSchema.safeParse({ products: [{ productId: 'a', quantity: 1 }] }).success).toBe(
      true,
    );
  });
});

describe('status bodies', () => {
  it('the customer cancels with a reason of 1–500 characters or confirms receipt', () => {
    expect(CustomerOrderStatusBodySchema.safeParse({ status: 'delivered' }).success).toBe(true);
    expect(
      messages(CustomerOrderStatusBodySchema.safeParse({ status: 'cancelled', cancelReason: ' ' })),
    ).toEqual([VALIDATION.cancelReasonRequired]);
    expect(
      messages(
        CustomerOrderStatusBodySchema.safeParse({ status: 'cancelled', cancelReason: 'x'.repeat(501) }),
      ),
    ).toEqual([VALIDATION.cancelReasonMax]);
    expect(CustomerOrderStatusBodySchema.safeParse({ status: 'processing' }).success).toBe(false);
  });

  it('the shop names any status; cancelling needs a reason', () => {
    expect(AdminOrderStatusBodySchema.safeParse({ status: 'shipping' }).success).toBe(true);
    expect(messages(AdminOrderStatusBodySchema.safeParse({ status: 'cancelled' }))).toEqual([
      VALIDATION.cancelReasonRequired,
    ]);
  });

  it('the admin list reads empty parameters as absent', () => {
    expect(
      ListAdminOrdersQuerySchema.parse({
        status: '',
        search: '',
        paymentMethod: 'COD',
        fromDate: '2026-01-01',
      }),
    ).toMatchObject({ page: 1, pageSize: 10, status: undefined, search: undefined, paymentMethod: 'COD' });
  });
});
