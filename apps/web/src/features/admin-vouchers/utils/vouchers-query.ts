import {
  VOUCHER_STATUSES,
  VOUCHER_STATUS_LABELS,
  type ListVouchersQuery,
  type VoucherStatus,
} from '@lumi/shared';
import {
  DEFAULT_PAGING,
  readOneOf,
  readPaging,
  readText,
  toRequest,
  type ListQueryCodec,
} from '@/lib/list-query';

/** The vouchers' filters, as kept in the address (`/admin/vouchers?page&pageSize&search&status`). */
export type VouchersFilters = {
  page: number;
  pageSize: number;
  search: string;
  status: VoucherStatus | undefined;
};

export const vouchersQuery: ListQueryCodec<VouchersFilters> = {
  defaults: { ...DEFAULT_PAGING, search: '', status: undefined },
  parse: (params) => ({
    ...readPaging(params),
    search: readText(params.get('search')),
    status: readOneOf(params.get('status'), VOUCHER_STATUSES),
  }),
};

/** The query of `GET /admin/vouchers`: empty values left out (api-contract §1.1). */
export const toVouchersRequest = (filters: VouchersFilters) =>
  toRequest(filters) as Partial<ListVouchersQuery>;

/** The drawer's request beside the filters, so a reload opens it again: `?voucher=new` or `?voucher=<id>`. */
export const VOUCHER_PARAM = 'voucher';
export const NEW_VOUCHER = 'new';

/** antd Tag colours of the voucher statuses. */
export const VOUCHER_STATUS_COLORS: Record<VoucherStatus, string> = {
  upcoming: 'processing',
  running: 'success',
  ended: 'default',
  used_up: 'error',
  inactive: 'warning',
};

export const STATUS_OPTIONS: { value: VoucherStatus; label: string }[] = VOUCHER_STATUSES.map((value) => ({
  value,
  label: VOUCHER_STATUS_LABELS[value],
}));
