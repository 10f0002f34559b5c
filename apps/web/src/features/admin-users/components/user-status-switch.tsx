import { Popconfirm, Switch } from 'antd';
import type { AdminUser } from '@lumi/shared';
import styles from './admin-users.module.css';

export const BLOCK_QUESTION = 'Khóa tài khoản? Người dùng sẽ bị đăng xuất ngay và không thể đăng nhập.';

type UserStatusSwitchProps = {
  user: Pick<AdminUser, '_id' | 'name' | 'isActive'>;
  busy: boolean;
  /** Asked only after 'Khóa' was confirmed; unblocking needs no confirmation. */
  onChange: (isActive: boolean) => void;
};

/** 'Hoạt động' / 'Đã khóa': blocking asks first (the user is signed out at once), unblocking does not. */
export function UserStatusSwitch({ user, busy, onChange }: UserStatusSwitchProps) {
  const label = `${user.isActive ? 'Khóa' : 'Mở khóa'} tài khoản ${user.name}`;
  return (
    <span className={styles.status}>
      {user.isActive ? (
        <Popconfirm
          title="Khóa tài khoản"
          description={BLOCK_QUESTION}
          okText="Khóa"
          cancelText="Hủy"
          okButtonProps={{ danger: true }}
          placement="topLeft"
          onConfirm={() => onChange(false)}
        >
          {/* Stays on until the server has blocked the account. */}
          <Switch size="small" checked loading={busy} aria-label={label} />
        </Popconfirm>
      ) : (
        <Switch
          size="small"
          checked={false}
          loading={busy}
          onChange={(checked) => onChange(checked)}
          aria-label={label}
        />
      )}
      <span className={user.isActive ? styles.active : styles.inactive}>
        {user.isActive ? 'Hoạt động' : 'Đã khóa'}
      </span>
    </span>
  );
}
