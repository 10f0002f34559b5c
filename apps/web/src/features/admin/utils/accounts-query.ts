import { ADMIN_ROLES, DEFAULT_PAGE, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type AdminRole } from '@lumi/shared';

/** The filters of the admin accounts list, as kept in the address bar (`?page&pageSize&search&role`). */
export type AccountsFilters = {
  page: number;
  pageSize: number;
  search: string;
  role: AdminRole | undefined;
};

export const DEFAULT_ACCOUNTS_FILTERS: AccountsFilters = {
  page: DEFAULT_PAGE,
  pageSize: DEFAULT_PAGE_SIZE,
  search: '',
  role: undefined,
};

const SEARCH_MAX_LENGTH = 100;

function readPositiveInt(raw: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  if (raw === null || !/^\d+$/.test(raw.trim())) return fallback;
  const value = Number(raw.trim());
  return value >= 1 && value <= max ? value : fallback;
}

function isAdminRole(value: string | null): value is AdminRole {
  return value !== null && (ADMIN_ROLES as readonly string[]).includes(value);
}

/** Reads the list filters from the query string; anything malformed falls back to its default. */
export function parseAccountsQuery(params: URLSearchParams): AccountsFilters {
  const role = params.get('role');
  return {
    page: readPositiveInt(params.get('page'), DEFAULT_ACCOUNTS_FILTERS.page),
    pageSize: readPositiveInt(params.get('pageSize'), DEFAULT_ACCOUNTS_FILTERS.pageSize, MAX_PAGE_SIZE),
    search: (params.get('search') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    role: isAdminRole(role) ? role : undefined,
  };
}

/** Writes the filters back, leaving out every value equal to its default so the address stays short. */
export function toAccountsSearchParams(filters: AccountsFilters): URLSearchParams {
  const params = new URLSearchParams();
  const search = filters.search.trim();
  if (search) params.set('search', search);
  if (filters.role) params.set('role', filters.role);
  if (filters.page !== DEFAULT_ACCOUNTS_FILTERS.page) params.set('page', String(filters.page));
  if (filters.pageSize !== DEFAULT_ACCOUNTS_FILTERS.pageSize)
    params.set('pageSize', String(filters.pageSize));
  return params;
}

/**
 * Applies a change to the filters. Changing what is searched or filtered starts again from page 1;
 * changing the page size also does, since the old page number would point elsewhere.
 */
export function updateAccountsFilters(
  current: AccountsFilters,
  change: Partial<AccountsFilters>,
): AccountsFilters {
  const next: AccountsFilters = { ...current, ...change, search: (change.search ?? current.search).trim() };
  const criteriaChanged =
    next.search !== current.search.trim() || next.role !== current.role || next.pageSize !== current.pageSize;
  if (criteriaChanged && change.page === undefined) next.page = DEFAULT_ACCOUNTS_FILTERS.page;
  return next;
}

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
