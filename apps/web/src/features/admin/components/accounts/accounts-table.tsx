import { DeleteOutlined, EditOutlined, KeyOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Switch, Tag, Tooltip, type TableProps } from 'antd';
import { ERRORS, adminDeleteBlock, formatDate, type AdminAccount, type Pagination } from '@lumi/shared';
import { DeleteRowButton } from '@/components/admin-list/delete-row-button';
import { PagedTable } from '@/components/admin-list/paged-table';
import { RoleTag } from '../role-tag';
import styles from './accounts.module.css';

type AccountsTableProps = {
  accounts: AdminAccount[];
  pagination: Pagination | undefined;
  loading: boolean;
  /** The signed-in admin: its own row cannot be stopped or deleted here. */
  currentAdminId: string;
  /** Rows whose status or deletion is being saved. */
  busyIds: ReadonlySet<string>;
  onPageChange: (page: number, pageSize: number) => void;
  onToggleActive: (account: AdminAccount, isActive: boolean) => void;
  onEdit: (account: AdminAccount) => void;
  /** 'Đặt lại mật khẩu' (no current password); one's own password is changed on the settings page. */
  onResetPassword: (account: AdminAccount) => void;
  onDelete: (account: AdminAccount) => void;
};

export function AccountsTable({
  accounts,
  pagination,
  loading,
  currentAdminId,
  busyIds,
  onPageChange,
  onToggleActive,
  onEdit,
  onResetPassword,
  onDelete,
}: AccountsTableProps) {
  const page = pagination?.page ?? 1;
  const pageSize = pagination?.pageSize ?? 10;

  const columns: TableProps<AdminAccount>['columns'] = [
    {
      title: 'STT',
      key: 'index',
      width: 56,
      align: 'center',
      render: (_value, _record, index) => (page - 1) * pageSize + index + 1,
    },
    {
      title: 'Ảnh',
      dataIndex: 'avatar',
      key: 'avatar',
      width: 64,
      render: (_value, account) => (
        <Avatar
          size={40}
          src={account.avatar?.url}
          icon={account.avatar ? undefined : <UserOutlined />}
          alt={`Ảnh đại diện của ${account.name}`}
          className={styles.avatar}
        />
      ),
    },
    {
      title: 'Họ và tên',
      dataIndex: 'name',
      key: 'name',
      render: (name: string, account) => (
        <span className={styles.name}>
          {name}
          {account._id === currentAdminId && (
            <Tag color="purple" variant="filled" className={styles.selfTag}>
              Bạn
            </Tag>
          )}
        </span>
      ),
    },
    {
      title: 'Tên đăng nhập',
      dataIndex: 'username',
      key: 'username',
      width: 130,
      render: (username: string) => <span className={styles.username}>{username}</span>,
    },
    {
      title: 'Vai trò',
      dataIndex: 'role',
      key: 'role',
      width: 120,
      render: (role: AdminAccount['role']) => <RoleTag role={role} />,
    },
    {
      title: 'Phòng khám',
      dataIndex: 'clinic',
      key: 'clinic',
      width: 180,
      render: (_value, account) => {
        if (account.role !== 'CLINIC') return <span className={styles.muted}>—</span>;
        if (!account.clinic) return <Tag variant="filled">Chưa tạo</Tag>;
        return (
          <span className={styles.clinic}>
            {account.clinic.name}
            {!account.clinic.isActive && (
              <Tag color="warning" variant="filled">
                Tạm ngưng
              </Tag>
            )}
          </span>
        );
      },
    },
    {
      title: 'Trạng thái',
      dataIndex: 'isActive',
      key: 'isActive',
      width: 170,
      render: (isActive: boolean, account) => {
        const isSelf = account._id === currentAdminId;
        const control = (
          <span className={styles.status}>
            <Switch
              size="small"
              checked={isActive}
              loading={busyIds.has(account._id)}
              disabled={isSelf}
              onChange={(checked) => onToggleActive(account, checked)}
              aria-label={`${isActive ? 'Dừng' : 'Kích hoạt'} tài khoản ${account.username}`}
            />
            <span className={isActive ? styles.active : styles.inactive}>
              {isActive ? 'Đang hoạt động' : 'Đã dừng'}
            </span>
          </span>
        );
        return isSelf ? (
          <Tooltip title="Bạn không thể tự dừng tài khoản của mình">{control}</Tooltip>
        ) : (
          control
        );
      },
    },
    {
      title: 'Ngày tạo',
      dataIndex: 'createdAt',
      key: 'createdAt',
      width: 116,
      render: (createdAt: string) => formatDate(createdAt),
    },
    {
      title: 'Thao tác',
      key: 'actions',
      width: 128,
      align: 'center',
      fixed: 'right',
      render: (_value, account) => {
        const isSelf = account._id === currentAdminId;
        const block = adminDeleteBlock(
          { id: account._id, role: account.role, hasClinic: Boolean(account.clinic) },
          currentAdminId,
        );
        const blocked = block && ERRORS[block].message;
        return (
          <span className={styles.actions}>
            <Tooltip title={isSelf ? 'Sửa thông tin của bạn tại trang Cài đặt' : 'Chỉnh sửa'}>
              <Button
                type="text"
                icon={<EditOutlined />}
                onClick={() => onEdit(account)}
                aria-label={`Chỉnh sửa tài khoản ${account.username}`}
              />
            </Tooltip>
            <Tooltip title={isSelf ? 'Đổi mật khẩu của bạn tại trang Cài đặt' : 'Đặt lại mật khẩu'}>
              <Button
                type="text"
                icon={<KeyOutlined />}
                onClick={() => onResetPassword(account)}
                aria-label={`Đặt lại mật khẩu tài khoản ${account.username}`}
              />
            </Tooltip>
            {blocked ? (
              <Tooltip title={blocked}>
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  disabled
                  aria-label={`Xóa tài khoản ${account.username}`}
                />
              </Tooltip>
            ) : (
              <DeleteRowButton
                title="Xác nhận xóa tài khoản"
                description={`Tài khoản "${account.username}" sẽ bị xóa vĩnh viễn.`}
                onConfirm={() => onDelete(account)}
                loading={busyIds.has(account._id)}
                aria-label={`Xóa tài khoản ${account.username}`}
              />
            )}
          </span>
        );
      },
    },
  ];

  return (
    <PagedTable<AdminAccount>
      columns={columns}
      dataSource={accounts}
      loading={loading}
      size="middle"
      scroll={{ x: 1076 }}
      tableLayout="fixed"
      locale={{ emptyText: 'Không có tài khoản nào phù hợp' }}
      page={page}
      pageSize={pageSize}
      total={pagination?.totalItems ?? 0}
      pageSizeOptions={[10, 20, 50]}
      showTotal={(total) => `Tổng cộng ${total} tài khoản`}
      onPageChange={onPageChange}
    />
  );
}
