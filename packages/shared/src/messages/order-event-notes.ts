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
  returnRequested: (code: string) => `Khách hàng yêu cầu trả hàng (${code})`,
  returnAccepted: (code: string) => `Đã chấp nhận trả hàng (${code}), hàng được nhập lại kho`,
  returnRefused: (code: string, note: string) => `Từ chối trả hàng (${code}): ${note}`,
  returnRefunded: (code: string, amount: string) => `Đã hoàn ${amount} cho yêu cầu trả hàng ${code}`,
} as const;
