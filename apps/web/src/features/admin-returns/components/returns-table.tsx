import type { TableProps } from 'antd';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { REFUND_METHOD_LABELS, formatDateTime, formatVnd, type OrderReturn } from '@lumi/shared';
import { PagedTable } from '@/components/admin-list/paged-table';
import { paths } from '@/config/paths';
import { useIsPhone } from '@/hooks/use-is-phone';
import { ReturnStatusTag } from '@/components/order/return-status-tag';
import styles from './admin-returns.module.css';

type Open = (item: OrderReturn) => void;

/** The return's code: opens its drawer (the whole row does too; this is the keyboard's way in). */
function CodeButton({ item, onOpen }: { item: OrderReturn; onOpen: Open }) {
  return (
    <button
      type="button"
      className={styles.codeButton}
      onClick={(event) => {
        event.stopPropagation();
        onOpen(item);
      }}
      aria-label={`Xem yêu cầu trả hàng ${item.code}`}
    >
      {item.code}
    </button>
  );
}

/** The order's admin page; a click there does not open the drawer. */
function OrderLink({ item }: { item: OrderReturn }) {
  return (
    <Link
      to={paths.admin.orderDetail.getHref(item.order._id)}
      className={styles.orderLink}
      onClick={(event: MouseEvent) => event.stopPropagation()}
      title={`Xem đơn hàng ${item.order.code}`}
    >
      {item.order.code}
    </Link>
  );
}

function Customer({ item }: { item: OrderReturn }) {
  return (
    <div className={styles.cell}>
      <span className={styles.strong}>{item.user.name}</span>
      <span className={styles.secondary}>{item.user.email}</span>
    </div>
  );
}

/** On a phone: one card per return, its code and status on top, the figures two by two under them. */
function ReturnCard({ item, onOpen }: { item: OrderReturn; onOpen: Open }) {
  return (
    <div className={styles.card}>
      <div className={styles.cardHead}>
        <CodeButton item={item} onOpen={onOpen} />
        <ReturnStatusTag status={item.status} />
      </div>
      <Customer item={item} />
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>Đơn hàng</dt>
          <dd>
            <OrderLink item={item} />
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>Ngày yêu cầu</dt>
          <dd>{formatDateTime(item.createdAt)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>Số tiền hoàn</dt>
          <dd className={styles.money}>{formatVnd(item.refundAmount)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>Hoàn tiền qua</dt>
          <dd>{REFUND_METHOD_LABELS[item.refundMethod]}</dd>
        </div>
      </dl>
    </div>
  );
}

type ReturnsTableProps = {
  items: OrderReturn[];
  page: number;
  pageSize: number;
  total: number;
  loading: boolean;
  /** A search or a status is applied: the empty list says nothing matched rather than that nobody returned goods. */
  filtered: boolean;
  onPageChange: (page: number, pageSize: number) => void;
  onOpen: Open;
};

/** The returns, newest first; a click on a row opens its drawer. A card per return on a phone: nothing scrolls sideways. */
export function ReturnsTable({
  items,
  page,
  pageSize,
  total,
  loading,
  filtered,
  onPageChange,
  onOpen,
}: ReturnsTableProps) {
  const compact = useIsPhone();

  const columns: TableProps<OrderReturn>['columns'] = compact
    ? [
        {
          title: 'Yêu cầu trả hàng',
          key: 'return',
          render: (_value, item) => <ReturnCard item={item} onOpen={onOpen} />,
        },
      ]
    : [
        {
          title: 'Mã trả hàng',
          key: 'code',
          width: 150,
          render: (_value, item) => <CodeButton item={item} onOpen={onOpen} />,
        },
        {
          title: 'Đơn hàng',
          key: 'order',
          width: 150,
          render: (_value, item) => <OrderLink item={item} />,
        },
        { title: 'Khách hàng', key: 'customer', render: (_value, item) => <Customer item={item} /> },
        {
          title: 'Ngày yêu cầu',
          dataIndex: 'createdAt',
          key: 'createdAt',
          width: 120,
          render: (value: string) => formatDateTime(value),
        },
        {
          title: 'Số tiền hoàn',
          dataIndex: 'refundAmount',
          key: 'refundAmount',
          width: 130,
          align: 'right',
          render: (value: number) => <span className={styles.money}>{formatVnd(value)}</span>,
        },
        {
          title: 'Hoàn tiền qua',
          key: 'refundMethod',
          width: 150,
          render: (_value, item) => REFUND_METHOD_LABELS[item.refundMethod],
        },
        {
          title: 'Trạng thái',
          key: 'status',
          width: 140,
          render: (_value, item) => <ReturnStatusTag status={item.status} />,
        },
      ];

  return (
    <PagedTable<OrderReturn>
      columns={columns}
      dataSource={items}
      loading={loading}
      size="middle"
      tableLayout="fixed"
      scroll={compact ? undefined : { x: 980 }}
      className={compact ? styles.compactTable : styles.table}
      onRow={(item) => ({ onClick: () => onOpen(item) })}
      locale={{
        emptyText: filtered ? 'Không có yêu cầu trả hàng nào phù hợp' : 'Chưa có yêu cầu trả hàng nào',
      }}
      page={page}
      pageSize={pageSize}
      total={total}
      showTotal={(count) => `${count} yêu cầu trả hàng`}
      onPageChange={onPageChange}
    />
  );
}
