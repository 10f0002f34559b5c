import { App } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SUCCESS, type AdminAccount } from '@lumi/shared';
import { ListCard } from '@/components/admin-list/list-card';
import { ListLoadError } from '@/components/admin-list/list-load-error';
import { paths } from '@/config/paths';
import { useAdminList, useBusyRows, useLastPageClamp } from '@/hooks/use-admin-list';
import {
  useDeleteAdminAccountMutation,
  useListAdminAccountsQuery,
  useUpdateAdminAccountMutation,
} from '../../api/admin-api';
import { accountsQuery, toAccountsRequest } from '../../utils/accounts-query';
import { AccountFormModal } from './account-form-modal';
import { AccountPasswordModal } from './account-password-modal';
import { AccountsTable } from './accounts-table';
import { AccountsToolbar } from './accounts-toolbar';
import styles from './accounts.module.css';

type ModalState = { open: false } | { open: true; account: AdminAccount | null };

/**
 * `/admin/accounts` for ADMIN: list, search, role filter, create, edit, reset password, stop/resume and delete.
 */
export function AccountsManager({ currentAdmin }: { currentAdmin: AdminAccount }) {
  const list = useAdminList(accountsQuery);
  const query = useListAdminAccountsQuery(toAccountsRequest(list.filters));
  const { data } = query;
  useLastPageClamp(list, data && { pagination: data.pagination, rows: data.items });
  const [updateAccount] = useUpdateAdminAccountMutation();
  const [deleteAccount] = useDeleteAdminAccountMutation();
  const [modal, setModal] = useState<ModalState>({ open: false });
  const [resetting, setResetting] = useState<AdminAccount | null>(null);
  const { busyIds, run } = useBusyRows();
  const { message } = App.useApp();
  const navigate = useNavigate();

  // A refusal (LAST_ADMIN: the last active ADMIN) is toasted by the API layer with the server's message; the
  // switch shows the saved status, so it stays where it was.
  const onToggleActive = (account: AdminAccount, isActive: boolean) =>
    run(account._id, async () => {
      await updateAccount({ id: account._id, body: { isActive } }).unwrap();
      void message.success(
        isActive ? `Đã kích hoạt tài khoản ${account.username}` : `Đã dừng tài khoản ${account.username}`,
      );
    });

  // A refusal (e.g. ADMIN_HAS_CLINIC) is shown by the API layer.
  const onDelete = (account: AdminAccount) =>
    run(account._id, async () => {
      const result = await deleteAccount(account._id).unwrap();
      void message.success(result.message ?? SUCCESS.adminDeleted);
    });

  const onEdit = (account: AdminAccount) => {
    // One's own account is edited on the settings page (it needs the current password).
    if (account._id === currentAdmin._id) void navigate(paths.admin.settings.getHref());
    else setModal({ open: true, account });
  };

  const onResetPassword = (account: AdminAccount) => {
    // One's own password needs the current one: the settings page.
    if (account._id === currentAdmin._id) void navigate(paths.admin.settings.getHref());
    else setResetting(account);
  };

  return (
    <ListCard className={styles.card}>
      <AccountsToolbar
        filters={list.filters}
        onChange={list.changeFilters}
        onCreate={() => setModal({ open: true, account: null })}
      />
      <ListLoadError
        query={query}
        message="Không thể tải danh sách tài khoản."
        classNames={{ error: styles.error, retry: styles.retry }}
      />
      <AccountsTable
        accounts={data?.items ?? []}
        pagination={data?.pagination}
        loading={query.isFetching}
        currentAdminId={currentAdmin._id}
        busyIds={busyIds}
        onPageChange={list.changePage}
        onToggleActive={(account, isActive) => void onToggleActive(account, isActive)}
        onEdit={onEdit}
        onResetPassword={onResetPassword}
        onDelete={(account) => void onDelete(account)}
      />
      <AccountFormModal
        open={modal.open}
        account={modal.open ? modal.account : null}
        onClose={() => setModal({ open: false })}
      />
      <AccountPasswordModal account={resetting} onClose={() => setResetting(null)} />
    </ListCard>
  );
}
