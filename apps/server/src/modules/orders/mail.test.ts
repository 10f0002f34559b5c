import { describe, expect, it } from 'vitest';
import { formatVnd, type Order } from '@lumi/shared';
import { orderMail } from './mail';

/** An order as the API gives it: subtotal after promotions (Σ lineTotal), totalAmount = subtotal + fee. */
function order(overrides: Partial<Order> = {}): Order {
  return {
    _id: 'o1',
    code: 'LM-260101-0001',
    user: { _id: 'u1', name: 'Nguyễn Lan', email: 'lan@lumi.test' },
    name: 'Nguyễn Lan',
    phone: '0912345678',
    address: '12 Lý Thường Kiệt',
    province: { id: 1, name: 'Hà Nội' },
    district: { id: 11, name: 'Quận Hoàn Kiếm' },
    ward: { id: '111', name: 'Phường Hàng Bài' },
    products: [
      {
        _id: 'l1',
        productId: 'p1',
        name: 'Serum cấp ẩm B5',
        slug: 'serum-cap-am-b5',
        image: '/uploads/serum.webp',
        color: null,
        originalPrice: 300_000,
        price: 240_000,
        promoQty: 2,
        quantity: 2,
        lineTotal: 480_000,
        isReviewed: false,
      },
    ],
    note: null,
    subtotal: 480_000,
    discountTotal: 120_000,
    shippingFee: 30_000,
    voucher: null,
    points: null,
    totalAmount: 510_000,
    paymentMethod: 'COD',
    payment: { status: 'unpaid', transactionId: null, paidAt: null, expiresAt: null, paymentUrl: null },
    status: 'pending',
    cancelReason: null,
    cancelledBy: null,
    statusHistory: [],
    createdAt: '2026-01-01T03:00:00.000Z',
    updatedAt: '2026-01-01T03:00:00.000Z',
    ...overrides,
  };
}

const mailOf = (o: Order) =>
  orderMail({ to: 'lan@lumi.test', kind: 'placed', order: o, publicUrl: 'https://lumi.test' });

describe('orderMail figures', () => {
  it('shows the figures as the shop does: subtotal before promotions − savings + fee = total', () => {
    const { text, html } = mailOf(order());
    // The line shows its list-price total too, so that the lines add up to the subtotal.
    expect(text).toContain(`- Serum cấp ẩm B5 × 2: ${formatVnd(480_000)} (giá gốc ${formatVnd(600_000)})`);
    expect(text).toContain(`Tạm tính: ${formatVnd(600_000)}`);
    expect(text).toContain(`Tiết kiệm nhờ khuyến mãi: -${formatVnd(120_000)}`);
    expect(text).toContain(`Phí vận chuyển: ${formatVnd(30_000)}`);
    expect(text).toContain(`Tổng cộng: ${formatVnd(510_000)}`);
    expect(text).not.toContain('đã trừ trong tạm tính');
    expect(html).toContain(formatVnd(600_000));
    expect(html).toContain(`-${formatVnd(120_000)}`);
  });

  it('without a promotion there is no savings row, and a free delivery says so', () => {
    const { text } = mailOf(
      order({ subtotal: 600_000, discountTotal: 0, shippingFee: 0, totalAmount: 600_000 }),
    );
    expect(text).toContain(`Tạm tính: ${formatVnd(600_000)}`);
    expect(text).not.toContain('Tiết kiệm');
    expect(text).toContain('Phí vận chuyển: Miễn phí');
    expect(text).toContain(`Tổng cộng: ${formatVnd(600_000)}`);
  });
});
