import { getTableColumns } from 'drizzle-orm';
import { vnpayPayments } from '../schema';
import { views } from '../views';

/** What other modules read of an order's VNPay payment requests (ADR 0044): the refund of a return needs its own. */
export const vnpayPaymentView = views
  .select(getTableColumns(vnpayPayments))
  .from(vnpayPayments)
  .as('vnpay_payment_view');
