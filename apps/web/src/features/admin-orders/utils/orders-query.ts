import { ORDER_STATUSES, PAYMENT_METHODS, type OrderStatus, type PaymentMethod } from '@lumi/shared';
import {
  DEFAULT_PAGING,
  readDateRange,
  readOneOf,
  readPaging,
  readText,
  type ListQueryCodec,
} from '@/lib/list-query';
import type { AdminOrdersRequest } from '../api/admin-orders-api';

/**
 * The admin order list keeps its filters in the address (`?status&search&paymentMethod&fromDate&toDate
 * &page&pageSize`), so a reload, a shared link or the back button shows the same list.
 */
export type OrdersFilters = {
  page: number;
  pageSize: number;
  status: OrderStatus | 'all';
  search: string;
  paymentMethod: PaymentMethod | undefined;
  fromDate: string | undefined;
  toDate: string | undefined;
};

export const ordersQuery: ListQueryCodec<OrdersFilters> = {
  defaults: {
    ...DEFAULT_PAGING,
    status: 'all',
    search: '',
    paymentMethod: undefined,
    fromDate: undefined,
    toDate: undefined,
  },
  parse: (params) => ({
    ...readPaging(params),
    status: readOneOf(params.get('status'), ORDER_STATUSES) ?? 'all',
    search: readText(params.get('search')),
    paymentMethod: readOneOf(params.get('paymentMethod'), PAYMENT_METHODS),
    ...readDateRange(params),
  }),
};

/** The request to send: `status=all` and empty filters are left out (api-contract §1.1). */
export function toOrdersRequest(filters: OrdersFilters): AdminOrdersRequest {
  return {
    page: filters.page,
    pageSize: filters.pageSize,
    ...(filters.status !== 'all' ? { status: filters.status } : {}),
    ...(filters.search ? { search: filters.search } : {}),
    ...(filters.paymentMethod ? { paymentMethod: filters.paymentMethod } : {}),
    ...(filters.fromDate ? { fromDate: filters.fromDate } : {}),
    ...(filters.toDate ? { toDate: filters.toDate } : {}),
  };
}
