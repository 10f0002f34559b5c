import { App, Card } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { SUCCESS, type AdminAccount } from '@lumi/shared';
import { paths } from '@/config/paths';
import {
  useDeleteAdminAccountMutation,
  useListAdminAccountsQuery,
  useUpdateAdminAccountMutation,
} from '../../api/admin-api';
import { useAccountsFilters } from '../../hooks/use-accounts-filters';
import { toAccountsRequest } from '../../utils/accounts-query';
import { AccountFormModal } from './account-form-modal';
import { AccountsTable } from './accounts-table';
import { AccountsToolbar } from './accounts-toolbar';
import styles from './accounts.module.css';

type ModalState = { open: false } | { open: true; account: AdminAccount | null };

/** `/admin/accounts` for ADMIN: list, search, role filter, create, edit, stop/resume and delete. */
export function AccountsManager({ currentAdmin }: { currentAdmin: AdminAccount }) {
  const [filters, changeFilters] = useAccountsFilters();
  const { data, isFetching, isError, refetch } = useListAdminAccountsQuery(toAccountsRequest(filters));
  const [updateAccount] = useUpdateAdminAccountMutation();
  const [deleteAccount] = useDeleteAdminAccountMutation();
  const [modal, setModal] = useState<ModalState>({ open: false });
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());
  const { message } = App.useApp();
  const navigate = useNavigate();

  // A page past the end (the last row of the last page was deleted, or an old link): go to the last one.
  const totalPage = data?.pagination.totalPage ?? 0;
  useEffect(() => {
    if (data && data.items.length === 0 && totalPage > 0 && filters.page > totalPage)
      changeFilters({ page: totalPage });
  }, [data, totalPage, filters.page, changeFilters]);

  const markBusy = useCallback((id: string, busy: boolean) => {
    setBusyIds((current) => {
      const next = new Set(current);
      if (busy) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  const onToggleActive = async (account: AdminAccount, isActive: boolean) => {
    markBusy(account._id, true);
    try {
      await updateAccount({ id: account._id, body: { isActive } }).unwrap();
      void message.success(
        isActive ? `Đã kích hoạt tài khoản ${account.username}` : `Đã dừng tài khoản ${account.username}`,
      );
    } catch {
      // The API layer shows the server's message.
    } finally {
      markBusy(account._id, false);
    }
  };

  const onDelete = async (account: AdminAccount) => {
    markBusy(account._id, true);
    try {
      const result = await deleteAccount(account._id).unwrap();
      void message.success(result.message ?? SUCCESS.adminDeleted);
    } catch {
      // The API layer shows the server's message (e.g. ADMIN_HAS_CLINIC).
    } finally {
      markBusy(account._id, false);
    }
  };

  const onEdit = (account: AdminAccount) => {
    // One's own account is edited on the settings page (it needs the current password).
    if (account._id === currentAdmin._id) void navigate(paths.admin.settings.getHref());
    else setModal({ open: true, account });
  };

  return (
    <Card variant="borderless" className={styles.card}>
      <AccountsToolbar
        filters={filters}
        onChange={changeFilters}
        onCreate={() => setModal({ open: true, account: null })}
      />
      {isError && !isFetching ? (
        <div className={styles.error} role="alert">
          Không thể tải danh sách tài khoản.{' '}
          <button type="button" className={styles.retry} onClick={() => void refetch()}>
            Thử lại
          </button>
        </div>
      ) : null}
      <AccountsTable
        accounts={data?.items ?? []}
        pagination={data?.pagination}
        loading={isFetching}
        currentAdminId={currentAdmin._id}
        busyIds={busyIds}
        onPageChange={(page, pageSize) =>
          changeFilters(pageSize !== filters.pageSize ? { pageSize } : { page })
        }
        onToggleActive={(account, isActive) => void onToggleActive(account, isActive)}
        onEdit={onEdit}
        onDelete={(account) => void onDelete(account)}
      />
      <AccountFormModal
        open={modal.open}
        account={modal.open ? modal.account : null}
        onClose={() => setModal({ open: false })}
      />
    </Card>
  );
}
