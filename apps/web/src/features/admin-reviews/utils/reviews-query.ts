import { DEFAULT_PAGING, readDateRange, readPaging, readText, type ListQueryCodec } from '@/lib/list-query';

/** The admin reviews list's filters, as kept in the address (`?customerName&productName&rate&fromDate&toDate&page&pageSize`). */
export type AdminReviewsFilters = {
  page: number;
  pageSize: number;
  customerName: string;
  productName: string;
  rate: number | undefined;
  fromDate: string | undefined;
  toDate: string | undefined;
};

/** The query of `GET /admin/reviews`: empty values are left out (api-contract §1.1). */
export type AdminReviewsRequest = {
  page: number;
  pageSize: number;
  customerName?: string;
  productName?: string;
  rate?: number;
  fromDate?: string;
  toDate?: string;
};

function readRate(raw: string | null): number | undefined {
  return raw !== null && /^[1-5]$/.test(raw.trim()) ? Number(raw.trim()) : undefined;
}

export const adminReviewsQuery: ListQueryCodec<AdminReviewsFilters> = {
  defaults: {
    ...DEFAULT_PAGING,
    customerName: '',
    productName: '',
    rate: undefined,
    fromDate: undefined,
    toDate: undefined,
  },
  parse: (params) => ({
    ...readPaging(params),
    customerName: readText(params.get('customerName')),
    productName: readText(params.get('productName')),
    rate: readRate(params.get('rate')),
    ...readDateRange(params),
  }),
};

/** The request for the current filters. */
export function toAdminReviewsRequest(filters: AdminReviewsFilters): AdminReviewsRequest {
  const customerName = filters.customerName.trim();
  const productName = filters.productName.trim();
  return {
    page: filters.page,
    pageSize: filters.pageSize,
    ...(customerName ? { customerName } : {}),
    ...(productName ? { productName } : {}),
    ...(filters.rate !== undefined ? { rate: filters.rate } : {}),
    ...(filters.fromDate ? { fromDate: filters.fromDate } : {}),
    ...(filters.toDate ? { toDate: filters.toDate } : {}),
  };
}
