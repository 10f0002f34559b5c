import { CONTACT_STATUS_FILTERS, type ContactStatusFilter, type ListContactsQuery } from '@lumi/shared';
import {
  DEFAULT_PAGING,
  readOneOf,
  readPaging,
  readText,
  toRequest,
  type ListQueryCodec,
} from '@/lib/list-query';

/** The partnership requests' filters, as kept in the address (`/admin/contacts?page&pageSize&search&status`). */
export type ContactsFilters = {
  page: number;
  pageSize: number;
  search: string;
  status: ContactStatusFilter | undefined;
};

export const contactsQuery: ListQueryCodec<ContactsFilters> = {
  defaults: { ...DEFAULT_PAGING, search: '', status: undefined },
  parse: (params) => ({
    ...readPaging(params),
    search: readText(params.get('search')),
    status: readOneOf(params.get('status'), CONTACT_STATUS_FILTERS),
  }),
};

/** The query of `GET /admin/contacts`: empty values left out (api-contract §1.1). */
export const toContactsRequest = (filters: ContactsFilters) =>
  toRequest(filters) as Partial<ListContactsQuery>;

/** The drawer's request, `?contact=<id>` beside the filters, so a reload opens it again. */
export const CONTACT_PARAM = 'contact';

export const CONTACT_STATUS_LABELS: Record<ContactStatusFilter, string> = {
  new: 'Chưa xử lý',
  handled: 'Đã xử lý',
};

export const STATUS_OPTIONS: { value: ContactStatusFilter; label: string }[] = CONTACT_STATUS_FILTERS.map(
  (value) => ({ value, label: CONTACT_STATUS_LABELS[value] }),
);
