import { App } from 'antd';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { SUCCESS, type AdminUser, type UserStatusFilter } from '@lumi/shared';
import { ListCard } from '@/components/admin-list/list-card';
import { ListLoadError } from '@/components/admin-list/list-load-error';
import { ListSearchInput } from '@/components/admin-list/list-search-input';
import { ListSelectFilter } from '@/components/admin-list/list-select-filter';
import { ListToolbar } from '@/components/admin-list/list-toolbar';
import { useAdminList, useBusyRows, useLastPageClamp } from '@/hooks/use-admin-list';
import { readId } from '@/lib/list-query';
import {
  useDeleteAdminUserMutation,
  useListAdminUsersQuery,
  useUpdateAdminUserMutation,
} from '../api/admin-users-api';
import { STATUS_OPTIONS, USER_PARAM, toUsersRequest, usersQuery } from '../utils/users-query';
import { UserDrawer } from './user-drawer';
import { UsersTable } from './users-table';
import styles from './admin-users.module.css';

type StatusChoice = UserStatusFilter | 'all';
const STATUS_CHOICES: { value: StatusChoice; label: string }[] = [
  { value: 'all', label: 'Tất cả' },
  ...STATUS_OPTIONS,
];

type UsersManagerProps = {
  /** ADMIN deletes customers; SUPPORT lists, reads and blocks only. */
  canDelete: boolean;
};

/**
 * `/admin/users` (ADMIN, SUPPORT): the customers with what they bought, search and status in the address, block
 * and unblock (blocking signs the user out at once), delete for ADMIN, and `?user=<id>` opens one in a drawer.
 */
export function UsersManager({ canDelete }: UsersManagerProps) {
  const list = useAdminList(usersQuery);
  const { filters, changeFilters } = list;
  const query = useListAdminUsersQuery(toUsersRequest(filters));
  const { data } = query;
  useLastPageClamp(list, data && { pagination: data.pagination, rows: data.items });
  const [updateUser] = useUpdateAdminUserMutation();
  const [deleteUser] = useDeleteAdminUserMutation();
  const { busyIds, run } = useBusyRows();
  const { message } = App.useApp();

  const [searchParams, setSearchParams] = useSearchParams();
  const openId = readId(searchParams.get(USER_PARAM));
  const setOpenId = useCallback(
    (id: string | undefined) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id) next.set(USER_PARAM, id);
          else next.delete(USER_PARAM);
          return next;
        },
        { replace: id === undefined },
      ),
    [setSearchParams],
  );

  // A refusal is shown by the API layer with the server's message; the switch stays as the server has it.
  const onToggleActive = (user: AdminUser, isActive: boolean) =>
    run(user._id, async () => {
      const result = await updateUser({ id: user._id, body: { isActive } }).unwrap();
      void message.success(result.message ?? (isActive ? SUCCESS.userUnblocked : SUCCESS.userBlocked));
    });

  // 409 USER_HAS_LIVE_ACTIVITY: the server's message is toasted by the API layer.
  const onDelete = (user: AdminUser) =>
    run(`delete:${user._id}`, async () => {
      const result = await deleteUser(user._id).unwrap();
      if (result.deleted) {
        void message.success(result.message ?? SUCCESS.userDeleted);
        if (openId === user._id) setOpenId(undefined);
      } else {
        void message.info(result.message ?? SUCCESS.userDisabledInsteadOfDeleted);
      }
    });

  return (
    <ListCard className={styles.card}>
      <ListToolbar>
        <ListSearchInput
          className={styles.search}
          value={filters.search}
          onSearch={(search) => changeFilters({ search })}
          placeholder="Tìm theo tên, email hoặc số điện thoại"
          aria-label="Tìm khách hàng"
        />
        <ListSelectFilter<StatusChoice>
          className={styles.statusSelect}
          value={filters.status ?? 'all'}
          options={STATUS_CHOICES}
          onChange={(status) => changeFilters({ status: status === 'all' ? undefined : status })}
          placeholder="Trạng thái"
          aria-label="Lọc theo trạng thái"
          required
          width={170}
        />
      </ListToolbar>
      <ListLoadError query={query} message="Không thể tải danh sách khách hàng." />
      <UsersTable
        users={data?.items ?? []}
        pagination={data?.pagination}
        page={filters.page}
        pageSize={filters.pageSize}
        loading={query.isFetching}
        canDelete={canDelete}
        busyIds={busyIds}
        onPageChange={list.changePage}
        onToggleActive={(user, isActive) => void onToggleActive(user, isActive)}
        onOpen={(user) => setOpenId(user._id)}
        onDelete={(user) => void onDelete(user)}
      />
      <UserDrawer
        userId={openId}
        busy={openId !== undefined && busyIds.has(openId)}
        onToggleActive={(user, isActive) => void onToggleActive(user, isActive)}
        onClose={() => setOpenId(undefined)}
      />
    </ListCard>
  );
}
