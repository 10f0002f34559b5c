import {
  DEFAULT_PAGE,
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  type OrderStatus,
  type PaymentMethod,
} from '@lumi/shared';
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

export const ORDERS_FILTER_DEFAULTS: OrdersFilters = {
  page: DEFAULT_PAGE,
  pageSize: DEFAULT_PAGE_SIZE,
  status: 'all',
  search: '',
  paymentMethod: undefined,
  fromDate: undefined,
  toDate: undefined,
};

const SEARCH_MAX_LENGTH = 100;
const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}$/;

function readPositiveInt(raw: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  if (raw === null || !/^\d+$/.test(raw.trim())) return fallback;
  const value = Number(raw.trim());
  return value >= 1 && value <= max ? value : fallback;
}

function readOneOf<T extends string>(raw: string | null, values: readonly T[]): T | undefined {
  return raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : undefined;
}

const readDate = (raw: string | null) => (raw && LOCAL_DATE.test(raw) ? raw : undefined);

/** Reads the filters from the address; anything unknown or malformed falls back to its default. */
export function parseOrdersFilters(params: URLSearchParams): OrdersFilters {
  const fromDate = readDate(params.get('fromDate'));
  const toDate = readDate(params.get('toDate'));
  // A range in the wrong order is ignored rather than sent (the list would always be empty).
  const ordered = !fromDate || !toDate || fromDate <= toDate;
  return {
    page: readPositiveInt(params.get('page'), DEFAULT_PAGE),
    pageSize: readPositiveInt(params.get('pageSize'), DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
    status: readOneOf(params.get('status'), ORDER_STATUSES) ?? 'all',
    search: (params.get('search') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    paymentMethod: readOneOf(params.get('paymentMethod'), PAYMENT_METHODS),
    fromDate: ordered ? fromDate : undefined,
    toDate: ordered ? toDate : undefined,
  };
}

/** Writes the filters back, leaving out empty values and defaults. */
export function toOrdersSearchParams(filters: OrdersFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters) as [keyof OrdersFilters, unknown][]) {
    if (value === undefined || value === '' || value === ORDERS_FILTER_DEFAULTS[key]) continue;
    params.set(key, String(value));
  }
  return params;
}

/**
 * Applies a change: changing what is searched or filtered (or the page size) starts again from page 1,
 * unless the change names the page itself.
 */
export function applyOrdersChange(current: OrdersFilters, change: Partial<OrdersFilters>): OrdersFilters {
  const next: OrdersFilters = { ...current, ...change };
  next.search = next.search.trim().slice(0, SEARCH_MAX_LENGTH);
  const criteriaChanged = (Object.keys(change) as (keyof OrdersFilters)[]).some(
    (key) => key !== 'page' && next[key] !== current[key],
  );
  if (criteriaChanged && change.page === undefined) next.page = DEFAULT_PAGE;
  return next;
}

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
