import {
  RETURN_STATUSES,
  RETURN_STATUS_LABELS,
  type ListReturnsQuery,
  type OrderReturn,
  type RefundMethod,
  type ReturnStatus,
} from '@lumi/shared';
import { DEFAULT_PAGING, readOneOf, readPaging, readText, type ListQueryCodec } from '@/lib/list-query';

/**
 * The returns' filters, kept in the address (`/admin/returns?status&search&page&pageSize`): a reload, a shared link
 * or the order page's 'Xem yêu cầu trả hàng' (`?search=<return code>`) shows the same list.
 */
export type ReturnsFilters = {
  page: number;
  pageSize: number;
  status: ReturnStatus | 'all';
  search: string;
};

export const returnsQuery: ListQueryCodec<ReturnsFilters> = {
  defaults: { ...DEFAULT_PAGING, status: 'all', search: '' },
  parse: (params) => ({
    ...readPaging(params),
    status: readOneOf(params.get('status'), RETURN_STATUSES) ?? 'all',
    search: readText(params.get('search')),
  }),
};

/** The query of `GET /admin/returns`: `status=all` and an empty search left out (api-contract §1.1). */
export function toReturnsRequest(filters: ReturnsFilters): Partial<ListReturnsQuery> {
  return {
    page: filters.page,
    pageSize: filters.pageSize,
    ...(filters.status !== 'all' ? { status: filters.status } : {}),
    ...(filters.search ? { search: filters.search } : {}),
  };
}

/** The drawer's return beside the filters, so a reload opens it again: `?return=<id>`. */
export const RETURN_PARAM = 'return';

/** 'Tất cả' then one entry per status. */
export const STATUS_TABS: { key: ReturnsFilters['status']; label: string }[] = [
  { key: 'all', label: 'Tất cả' },
  ...RETURN_STATUSES.map((status) => ({ key: status, label: RETURN_STATUS_LABELS[status] })),
];

/** How often the drawer asks again while the payment gateway refunds (the server's call takes seconds). */
export const REFUND_POLL_MS = 3000;

/** Accepted and refunded by the gateway (VNPay, Stripe) on its own: the return turns 'refunded' shortly. */
export const isOnlineRefundPending = (item: OrderReturn) =>
  item.status === 'accepted' && item.refundMethod !== 'BANK_TRANSFER';

/** Accepted for a cash order: the money waits for the shop's bank transfer, which ADMIN then records. */
export const awaitsTransfer = (item: OrderReturn) =>
  item.status === 'accepted' && item.refundMethod === 'BANK_TRANSFER';

/** Where the money goes, as the accept confirmation says it ('… hoàn 250.000 ₫ qua …'). */
export const REFUND_CHANNELS: Record<RefundMethod, string> = {
  VNPAY: 'VNPay (tự động)',
  STRIPE: 'thẻ thanh toán của khách qua Stripe (tự động)',
  BANK_TRANSFER: 'chuyển khoản ngân hàng (bạn ghi nhận sau khi chuyển)',
};
