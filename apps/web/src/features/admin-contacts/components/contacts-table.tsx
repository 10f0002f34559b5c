import { CheckOutlined, EyeOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Grid, Tooltip, type TableProps } from 'antd';
import { formatDateTime, type Contact, type Pagination } from '@lumi/shared';
import { PagedTable } from '@/components/admin-list/paged-table';
import { ContactStatusTag } from './contact-status-tag';
import styles from './admin-contacts.module.css';

type ContactsTableProps = {
  contacts: Contact[];
  pagination: Pagination | undefined;
  page: number;
  pageSize: number;
  loading: boolean;
  busyIds: ReadonlySet<string>;
  onPageChange: (page: number, pageSize: number) => void;
  onOpen: (contact: Contact) => void;
  onSetHandled: (contact: Contact, handled: boolean) => void;
};

export function ContactsTable({
  contacts,
  pagination,
  page,
  pageSize,
  loading,
  busyIds,
  onPageChange,
  onOpen,
  onSetHandled,
}: ContactsTableProps) {
  // On a phone the list keeps the clinic (with who sent it, when and its state under it) and the actions: the rest
  // is in the drawer, and nothing scrolls sideways.
  const compact = !Grid.useBreakpoint().md;
  const allColumns: NonNullable<TableProps<Contact>['columns']> = [
    {
      title: 'STT',
      key: 'index',
      width: 56,
      align: 'center',
      render: (_value, _contact, index) => (page - 1) * pageSize + index + 1,
    },
    {
      title: 'Phòng khám',
      key: 'clinic',
      width: compact ? undefined : 200,
      render: (_value, contact) =>
        compact ? (
          <div>
            <div className={styles.name}>{contact.clinicName}</div>
            <div className={styles.secondary}>{contact.contactName}</div>
            <div className={styles.secondary}>{formatDateTime(contact.createdAt)}</div>
            <ContactStatusTag contact={contact} />
          </div>
        ) : (
          <div>
            <div className={styles.name}>{contact.clinicName}</div>
            {contact.address && <div className={styles.secondary}>{contact.address}</div>}
          </div>
        ),
    },
    {
      title: 'Người liên hệ',
      key: 'person',
      width: 200,
      render: (_value, contact) => (
        <div>
          <div>{contact.contactName}</div>
          <div className={styles.secondary}>{contact.email}</div>
          <div className={styles.secondary}>{contact.phone}</div>
        </div>
      ),
    },
    {
      title: 'Nội dung',
      dataIndex: 'content',
      key: 'content',
      render: (content: string) => <div className={styles.preview}>{content}</div>,
    },
    {
      title: 'Ngày gửi',
      dataIndex: 'createdAt',
      key: 'createdAt',
      width: 130,
      render: (createdAt: string) => formatDateTime(createdAt),
    },
    {
      title: 'Trạng thái',
      key: 'handled',
      width: 110,
      render: (_value, contact) => <ContactStatusTag contact={contact} />,
    },
    {
      title: 'Thao tác',
      key: 'actions',
      width: 96,
      align: 'center',
      fixed: compact ? undefined : 'right',
      render: (_value, contact) => (
        <span className={styles.actions}>
          <Tooltip title="Xem">
            <Button
              type="text"
              icon={<EyeOutlined />}
              onClick={() => onOpen(contact)}
              aria-label={`Xem liên hệ của ${contact.clinicName}`}
            />
          </Tooltip>
          <Tooltip title={contact.handled ? 'Đánh dấu chưa xử lý' : 'Đánh dấu đã xử lý'}>
            <Button
              type="text"
              icon={contact.handled ? <UndoOutlined /> : <CheckOutlined />}
              loading={busyIds.has(contact._id)}
              onClick={() => onSetHandled(contact, !contact.handled)}
              aria-label={`${contact.handled ? 'Đánh dấu chưa xử lý' : 'Đánh dấu đã xử lý'}: ${contact.clinicName}`}
            />
          </Tooltip>
        </span>
      ),
    },
  ];
  const columns = compact
    ? allColumns.filter((column) => column.key === 'clinic' || column.key === 'actions')
    : allColumns;

  return (
    <PagedTable<Contact>
      columns={columns}
      dataSource={contacts}
      loading={loading}
      size="middle"
      scroll={compact ? undefined : { x: 960 }}
      tableLayout="fixed"
      locale={{ emptyText: 'Không có liên hệ hợp tác nào phù hợp' }}
      page={page}
      pageSize={pageSize}
      total={pagination?.totalItems ?? 0}
      showTotal={(total) => `Tổng cộng ${total} liên hệ`}
      onPageChange={onPageChange}
    />
  );
}
