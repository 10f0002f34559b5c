import { EyeOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Tooltip, type TableProps } from 'antd';
import { formatDate, formatVnd, type AdminUser, type Pagination } from '@lumi/shared';
import { DeleteRowButton } from '@/components/admin-list/delete-row-button';
import { PagedTable } from '@/components/admin-list/paged-table';
import { UserStatusSwitch } from './user-status-switch';
import styles from './admin-users.module.css';

type UsersTableProps = {
  users: AdminUser[];
  pagination: Pagination | undefined;
  page: number;
  pageSize: number;
  loading: boolean;
  /** ADMIN deletes; SUPPORT does not see the bin. */
  canDelete: boolean;
  busyIds: ReadonlySet<string>;
  onPageChange: (page: number, pageSize: number) => void;
  onToggleActive: (user: AdminUser, isActive: boolean) => void;
  onOpen: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
};

export function UsersTable({
  users,
  pagination,
  page,
  pageSize,
  loading,
  canDelete,
  busyIds,
  onPageChange,
  onToggleActive,
  onOpen,
  onDelete,
}: UsersTableProps) {
  const columns: TableProps<AdminUser>['columns'] = [
    {
      title: 'STT',
      key: 'index',
      width: 56,
      align: 'center',
      render: (_value, _user, index) => (page - 1) * pageSize + index + 1,
    },
    {
      title: 'Ảnh',
      key: 'avatar',
      width: 64,
      render: (_value, user) => (
        <Avatar
          size={40}
          src={user.avatar.url}
          icon={<UserOutlined />}
          alt={`Ảnh đại diện của ${user.name}`}
          className={styles.avatar}
        />
      ),
    },
    {
      title: 'Họ và tên',
      key: 'name',
      width: 240,
      render: (_value, user) => (
        <div>
          <div className={styles.name}>{user.name}</div>
          <div className={styles.secondary}>{user.email}</div>
        </div>
      ),
    },
    {
      title: 'Số điện thoại',
      dataIndex: 'phone',
      key: 'phone',
      width: 130,
      render: (phone: string | null) => phone ?? <span className={styles.muted}>—</span>,
    },
    {
      title: 'Đơn hàng',
      dataIndex: 'orderCount',
      key: 'orderCount',
      width: 96,
      align: 'center',
    },
    {
      title: 'Đã chi',
      dataIndex: 'spent',
      key: 'spent',
      width: 130,
      align: 'right',
      render: (spent: number) => <span className={styles.money}>{formatVnd(spent)}</span>,
    },
    {
      title: 'Trạng thái',
      key: 'isActive',
      width: 150,
      render: (_value, user) => (
        <UserStatusSwitch
          user={user}
          busy={busyIds.has(user._id)}
          onChange={(isActive) => onToggleActive(user, isActive)}
        />
      ),
    },
    {
      title: 'Ngày tạo',
      dataIndex: 'createdAt',
      key: 'createdAt',
      width: 110,
      render: (createdAt: string) => formatDate(createdAt),
    },
    {
      title: 'Thao tác',
      key: 'actions',
      width: canDelete ? 96 : 84,
      align: 'center',
      fixed: 'right',
      render: (_value, user) => (
        <span className={styles.actions}>
          <Tooltip title="Xem">
            <Button
              type="text"
              icon={<EyeOutlined />}
              onClick={() => onOpen(user)}
              aria-label={`Xem người dùng ${user.name}`}
            />
          </Tooltip>
          {canDelete && (
            <DeleteRowButton
              title="Xác nhận xóa người dùng"
              description={`Người dùng "${user.name}" (${user.email}) sẽ bị xóa. Nếu đã có đơn hàng hoặc lịch khám, tài khoản sẽ bị vô hiệu hóa thay vì xóa.`}
              onConfirm={() => onDelete(user)}
              loading={busyIds.has(`delete:${user._id}`)}
              aria-label={`Xóa người dùng ${user.name}`}
            />
          )}
        </span>
      ),
    },
  ];

  return (
    <PagedTable<AdminUser>
      columns={columns}
      dataSource={users}
      loading={loading}
      size="middle"
      scroll={{ x: 1080 }}
      tableLayout="fixed"
      locale={{ emptyText: 'Không có khách hàng nào phù hợp' }}
      page={page}
      pageSize={pageSize}
      total={pagination?.totalItems ?? 0}
      showTotal={(total) => `Tổng cộng ${total} khách hàng`}
      onPageChange={onPageChange}
    />
  );
}
