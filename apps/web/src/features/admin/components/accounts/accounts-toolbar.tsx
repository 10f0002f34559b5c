import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Input, Select } from 'antd';
import { useEffect, useState } from 'react';
import { ADMIN_ROLES, ADMIN_ROLE_LABELS, type AdminRole } from '@lumi/shared';
import type { AccountsFilters } from '../../utils/accounts-query';
import styles from './accounts.module.css';

/** Typing settles for this long before the list is searched. */
export const SEARCH_DEBOUNCE_MS = 400;

type AccountsToolbarProps = {
  filters: AccountsFilters;
  onChange: (change: Partial<AccountsFilters>) => void;
  onCreate: () => void;
};

const roleOptions = ADMIN_ROLES.map((role) => ({ value: role, label: ADMIN_ROLE_LABELS[role] }));

/** Search by name or username (debounced), role filter, and 'Tạo tài khoản'. */
export function AccountsToolbar({ filters, onChange, onCreate }: AccountsToolbarProps) {
  const [text, setText] = useState(filters.search);
  const [shownSearch, setShownSearch] = useState(filters.search);

  // The address changed on its own (back button, a link): show what is searched now.
  if (filters.search !== shownSearch) {
    setShownSearch(filters.search);
    if (text.trim() !== filters.search) setText(filters.search);
  }

  useEffect(() => {
    if (text.trim() === filters.search) return;
    const timer = window.setTimeout(() => onChange({ search: text }), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, filters.search, onChange]);

  return (
    <div className={styles.toolbar}>
      <div className={styles.filters}>
        <Input
          className={styles.search}
          prefix={<SearchOutlined className={styles.searchIcon} />}
          placeholder="Tìm theo họ tên hoặc tên đăng nhập"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onPressEnter={() => onChange({ search: text })}
          allowClear
          maxLength={100}
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
      </div>
      <Button type="primary" icon={<PlusOutlined />} onClick={onCreate}>
        Tạo tài khoản
      </Button>
    </div>
  );
}
