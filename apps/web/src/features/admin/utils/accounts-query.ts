import { ADMIN_ROLES, type AdminRole } from '@lumi/shared';
import { DEFAULT_PAGING, readOneOf, readPaging, readText, type ListQueryCodec } from '@/lib/list-query';

/** The filters of the admin accounts list, as kept in the address bar (`?page&pageSize&search&role`). */
export type AccountsFilters = {
  page: number;
  pageSize: number;
  search: string;
  role: AdminRole | undefined;
};

export const accountsQuery: ListQueryCodec<AccountsFilters> = {
  defaults: { ...DEFAULT_PAGING, search: '', role: undefined },
  parse: (params) => ({
    ...readPaging(params),
    search: readText(params.get('search')),
    role: readOneOf(params.get('role'), ADMIN_ROLES),
  }),
};

/** The query sent to `GET /admin/admin-accounts`: empty values are left out (api-contract §1.1). */
export function toAccountsRequest(filters: AccountsFilters): {
  page: number;
  pageSize: number;
  search?: string;
  role?: AdminRole;
} {
  const search = filters.search.trim();
  return {
    page: filters.page,
    pageSize: filters.pageSize,
    ...(search ? { search } : {}),
    ...(filters.role ? { role: filters.role } : {}),
  };
}
