import { EditOutlined } from '@ant-design/icons';
import { Button, Switch, Tag, Tooltip, type TableProps } from 'antd';
import {
  VOUCHER_STATUS_LABELS,
  formatLocalDate,
  formatVnd,
  groupThousands,
  voucherSummary,
  type Voucher,
} from '@lumi/shared';
import { DeleteRowButton } from '@/components/admin-list/delete-row-button';
import { PagedTable } from '@/components/admin-list/paged-table';
import { useIsPhone } from '@/hooks/use-is-phone';
import { VOUCHER_STATUS_COLORS } from '../utils/vouchers-query';
import styles from './admin-vouchers.module.css';

/** 'usedCount / totalLimit', or 'usedCount / Không giới hạn'. */
export function usesOf(voucher: Pick<Voucher, 'usedCount' | 'totalLimit'>): string {
  const total = voucher.totalLimit === null ? 'Không giới hạn' : groupThousands(voucher.totalLimit);
  return `${groupThousands(voucher.usedCount)} / ${total}`;
}

/** Where it applies: its categories and brands, or the whole shop. */
export function scopeOf(voucher: Pick<Voucher, 'categories' | 'brands'>): string {
  const parts = [
    voucher.categories.length > 0 ? `Danh mục: ${voucher.categories.map((c) => c.name).join(', ')}` : null,
    voucher.brands.length > 0 ? `Thương hiệu: ${voucher.brands.map((b) => b.name).join(', ')}` : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(' · ') : 'Toàn bộ cửa hàng';
}

const periodOf = (voucher: Voucher) =>
  `${formatLocalDate(voucher.startDate)} – ${formatLocalDate(voucher.endDate)}`;

function StatusTag({ voucher }: { voucher: Voucher }) {
  return (
    <Tag color={VOUCHER_STATUS_COLORS[voucher.status]} variant="filled">
      {VOUCHER_STATUS_LABELS[voucher.status]}
    </Tag>
  );
}

type VouchersTableProps = {
  vouchers: Voucher[];
  page: number;
  pageSize: number;
  total: number;
  loading: boolean;
  /** Filters are applied: the empty list says nothing matched rather than that there are none. */
  filtered: boolean;
  busyIds: ReadonlySet<string>;
  onPageChange: (page: number, pageSize: number) => void;
  onEdit: (voucher: Voucher) => void;
  onToggle: (voucher: Voucher, isActive: boolean) => void;
  onDelete: (voucher: Voucher) => void;
};

export function VouchersTable({
  vouchers,
  page,
  pageSize,
  total,
  loading,
  filtered,
  busyIds,
  onPageChange,
  onEdit,
  onToggle,
  onDelete,
}: VouchersTableProps) {
  // On a phone the list keeps one column with everything about the voucher under its code, and the actions (the
  // switch, edit, delete) beside it: nothing scrolls sideways and no control is out of sight.
  const compact = useIsPhone();

  const actions = (voucher: Voucher) => (
    <span className={compact ? styles.actionsStacked : styles.actions}>
      {compact && <ActiveSwitch voucher={voucher} busy={busyIds.has(voucher._id)} onToggle={onToggle} />}
      <Tooltip title="Sửa">
        <Button
          type="text"
          icon={<EditOutlined />}
          onClick={() => onEdit(voucher)}
          aria-label={`Sửa mã giảm giá ${voucher.code}`}
        />
      </Tooltip>
      <DeleteRowButton
        title="Xóa mã giảm giá"
        description={
          <span style={{ display: 'block', maxWidth: 280 }}>
            Xóa mã "{voucher.code}"? Chỉ xóa được mã chưa được dùng cho đơn hàng nào.
          </span>
        }
        onConfirm={() => onDelete(voucher)}
        loading={busyIds.has(`delete:${voucher._id}`)}
        aria-label={`Xóa mã giảm giá ${voucher.code}`}
      />
    </span>
  );

  const allColumns: NonNullable<TableProps<Voucher>['columns']> = [
    {
      title: 'Mã',
      dataIndex: 'code',
      key: 'code',
      width: 116,
      render: (code: string) => <span className={styles.code}>{code}</span>,
    },
    {
      title: compact ? 'Mã giảm giá' : 'Tên / Ưu đãi',
      key: 'voucher',
      render: (_value, voucher) => (
        <div className={styles.cell}>
          {compact && <span className={styles.code}>{voucher.code}</span>}
          <div className={styles.name}>{voucher.name}</div>
          <div className={styles.summary}>{voucherSummary(voucher)}</div>
          <div className={styles.secondary}>{scopeOf(voucher)}</div>
          {compact && (
            <>
              <div>
                <StatusTag voucher={voucher} />
              </div>
              <div className={styles.secondary}>{periodOf(voucher)}</div>
              <div className={styles.secondary}>
                Lượt dùng: <b className={styles.figure}>{usesOf(voucher)}</b>
              </div>
              <div className={styles.secondary}>
                Chi phí: <b className={styles.figure}>{formatVnd(voucher.cost)}</b>
              </div>
            </>
          )}
        </div>
      ),
    },
    {
      title: 'Trạng thái',
      dataIndex: 'status',
      key: 'status',
      width: 118,
      render: (_status, voucher) => <StatusTag voucher={voucher} />,
    },
    {
      title: 'Thời gian',
      key: 'period',
      width: 176,
      render: (_value, voucher) => <span style={{ whiteSpace: 'nowrap' }}>{periodOf(voucher)}</span>,
    },
    {
      title: 'Lượt dùng',
      key: 'uses',
      width: 124,
      align: 'right',
      render: (_value, voucher) => <span className={styles.figure}>{usesOf(voucher)}</span>,
    },
    {
      title: 'Chi phí',
      dataIndex: 'cost',
      key: 'cost',
      width: 110,
      align: 'right',
      render: (cost: number) => <span className={styles.figure}>{formatVnd(cost)}</span>,
    },
    {
      title: 'Kích hoạt',
      dataIndex: 'isActive',
      key: 'isActive',
      width: 86,
      align: 'center',
      render: (_isActive, voucher) => (
        <ActiveSwitch voucher={voucher} busy={busyIds.has(voucher._id)} onToggle={onToggle} />
      ),
    },
    {
      title: 'Thao tác',
      key: 'actions',
      width: compact ? 64 : 92,
      align: 'center',
      render: (_value, voucher) => actions(voucher),
    },
  ];
  const columns = compact
    ? allColumns.filter((column) => column.key === 'voucher' || column.key === 'actions')
    : allColumns;

  return (
    <PagedTable<Voucher>
      columns={columns}
      dataSource={vouchers}
      loading={loading}
      size="middle"
      tableLayout="fixed"
      // The admin's content is about 1,010 px wide at 1366: every column, the actions included, fits without a scroll.
      scroll={compact ? undefined : { x: 980 }}
      locale={{ emptyText: filtered ? 'Không có mã giảm giá nào phù hợp' : 'Chưa có mã giảm giá nào' }}
      page={page}
      pageSize={pageSize}
      total={total}
      pageSizeOptions={[10, 20, 50]}
      showTotal={(count) => `Tổng cộng ${count} mã giảm giá`}
      onPageChange={onPageChange}
    />
  );
}

function ActiveSwitch({
  voucher,
  busy,
  onToggle,
}: {
  voucher: Voucher;
  busy: boolean;
  onToggle: (voucher: Voucher, isActive: boolean) => void;
}) {
  return (
    <Switch
      size="small"
      checked={voucher.isActive}
      loading={busy}
      onChange={(checked) => onToggle(voucher, checked)}
      aria-label={`${voucher.isActive ? 'Tắt' : 'Bật'} mã giảm giá ${voucher.code}`}
    />
  );
}
