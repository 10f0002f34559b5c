/** Notes of order timeline events (api-contract §2 OrderEvent). */
export const ORDER_EVENT_NOTES = {
  updated: 'Cập nhật thông tin giao hàng',
  refunded: 'Đã hoàn tiền',
  archived: 'Đã xóa đơn hàng khỏi danh sách',
  paidVia: (method: 'VNPAY' | 'STRIPE') => `Đã thanh toán qua ${method === 'VNPAY' ? 'VNPAY' : 'Stripe'}`,
  latePayment: 'Thanh toán đến sau khi đơn đã hủy: chờ hoàn tiền',
  paymentFailed: 'Thanh toán không thành công',
  paymentExpired: 'Hết thời gian thanh toán',
  paymentProviderError: 'Cổng thanh toán gặp sự cố khi tạo giao dịch',
} as const;
