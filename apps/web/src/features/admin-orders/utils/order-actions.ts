import type { OrderStatus } from '@lumi/shared';

/** The button label of a move to `status` (which moves are offered is `staffOrderActions` in @lumi/shared). */
export const MOVE_LABELS: Record<OrderStatus, string> = {
  pending: 'Chờ xác nhận',
  processing: 'Xác nhận đơn hàng',
  shipping: 'Giao cho đơn vị vận chuyển',
  delivered: 'Xác nhận đã giao',
  cancelled: 'Hủy đơn hàng',
};
