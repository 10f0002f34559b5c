import { USER_STATUS_FILTERS, type ListAdminUsersQuery, type UserStatusFilter } from '@lumi/shared';
import {
  DEFAULT_PAGING,
  readOneOf,
  readPaging,
  readText,
  toRequest,
  type ListQueryCodec,
} from '@/lib/list-query';

/** The customers list's filters, as kept in the address (`/admin/users?page&pageSize&search&status`). */
export type UsersFilters = {
  page: number;
  pageSize: number;
  search: string;
  status: UserStatusFilter | undefined;
};

export const usersQuery: ListQueryCodec<UsersFilters> = {
  defaults: { ...DEFAULT_PAGING, search: '', status: undefined },
  parse: (params) => ({
    ...readPaging(params),
    search: readText(params.get('search')),
    status: readOneOf(params.get('status'), USER_STATUS_FILTERS),
  }),
};

/** The query of `GET /admin/users`: empty values left out (api-contract §1.1). */
export const toUsersRequest = (filters: UsersFilters) => toRequest(filters) as Partial<ListAdminUsersQuery>;

/** The drawer's user, `?user=<id>` beside the filters, so a reload opens it again. */
export const USER_PARAM = 'user';

export const STATUS_OPTIONS: { value: UserStatusFilter; label: string }[] = [
  { value: 'active', label: 'Hoạt động' },
  { value: 'inactive', label: 'Đã khóa' },
];
