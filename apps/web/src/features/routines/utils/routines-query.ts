import type { ListAdminRoutinesQuery } from '@lumi/shared';
import {
  DEFAULT_PAGING,
  readDateRange,
  readPaging,
  readText,
  toRequest,
  type ListQueryCodec,
} from '@/lib/list-query';

export type RoutinesFilters = {
  page: number;
  pageSize: number;
  search: string;
  fromDate: string | undefined;
  toDate: string | undefined;
};

/** `/admin/routines?page&pageSize&search&fromDate&toDate`. */
export const routinesQuery: ListQueryCodec<RoutinesFilters> = {
  defaults: { ...DEFAULT_PAGING, search: '', fromDate: undefined, toDate: undefined },
  parse: (params) => ({
    ...readPaging(params),
    search: readText(params.get('search')),
    ...readDateRange(params),
  }),
};

export const toRoutinesRequest = (filters: RoutinesFilters) =>
  toRequest(filters) as Partial<ListAdminRoutinesQuery>;
