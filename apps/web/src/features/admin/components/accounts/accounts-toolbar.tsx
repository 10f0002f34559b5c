import { Select } from 'antd';
import { ADMIN_ROLES, ADMIN_ROLE_LABELS, type AdminRole } from '@lumi/shared';
import { ListSearchInput } from '@/components/admin-list/list-search-input';
import { ListToolbar } from '@/components/admin-list/list-toolbar';
import type { AccountsFilters } from '../../utils/accounts-query';
import styles from './accounts.module.css';

type AccountsToolbarProps = {
  filters: AccountsFilters;
  onChange: (change: Partial<AccountsFilters>) => void;
  onCreate: () => void;
};

const roleOptions = ADMIN_ROLES.map((role) => ({ value: role, label: ADMIN_ROLE_LABELS[role] }));

/** Search by name or username (debounced), role filter, and 'Tạo tài khoản'. */
export function AccountsToolbar({ filters, onChange, onCreate }: AccountsToolbarProps) {
  return (
    <ListToolbar
      classNames={{ toolbar: styles.toolbar, filters: styles.filters }}
      create={{ label: 'Tạo tài khoản', onClick: onCreate }}
    >
      <ListSearchInput
        className={styles.search}
        placeholder="Tìm theo họ tên hoặc tên đăng nhập"
        value={filters.search}
        onSearch={(search) => onChange({ search })}
        aria-label="Tìm kiếm tài khoản"
      />
      <Select<AdminRole>
        className={styles.roleSelect}
        placeholder="Tất cả vai trò"
        options={roleOptions}
        value={filters.role}
        onChange={(role) => onChange({ role })}
        allowClear
        aria-label="Lọc theo vai trò"
      />
    </ListToolbar>
  );
}
