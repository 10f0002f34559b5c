/** Labels of the money figures of a cart, a quote and an order (logic/order-figures.ts), everywhere they are shown. */
export const ORDER_FIGURE_LABELS = {
  subtotal: 'Tạm tính',
  savings: 'Tiết kiệm nhờ khuyến mãi',
  shippingFee: 'Phí vận chuyển',
  voucher: 'Mã giảm giá',
  points: 'Điểm thưởng',
  freeShipping: 'Miễn phí',
  total: 'Tổng cộng',
} as const;
