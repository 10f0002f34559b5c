import { Table, Tag, type TableProps } from 'antd';
import { formatDateTime, groupThousands, type AdminStockAlertRow } from '@lumi/shared';
import { paths } from '@/config/paths';
import { useIsPhone } from '@/hooks/use-is-phone';
import { stockAlertRowKey } from '../utils/stock-alerts';
import styles from './admin-stock-alerts.module.css';

const lastNotifiedOf = (row: AdminStockAlertRow) =>
  row.lastNotifiedAt ? formatDateTime(row.lastNotifiedAt) : '—';

function ProductName({ row }: { row: AdminStockAlertRow }) {
  return (
    <div className={styles.cell}>
      <a
        className={styles.name}
        href={paths.shop.productDetail.getHref(row.product.slug)}
        target="_blank"
        rel="noopener noreferrer"
        title="Xem sản phẩm trên cửa hàng (mở tab mới)"
      >
        {row.product.name}
      </a>
      {row.variant && <span className={styles.secondary}>Màu: {row.variant.name}</span>}
    </div>
  );
}

function Stock({ stock }: { stock: number }) {
  return (
    <span className={styles.stock}>
      <span className={styles.figure}>{groupThousands(stock)}</span>
      {stock <= 0 && (
        <Tag color="red" className={styles.soldOut}>
          Hết hàng
        </Tag>
      )}
    </span>
  );
}

/** On a phone: the product, then its figures two by two, one card per row. */
function ProductCard({ row }: { row: AdminStockAlertRow }) {
  return (
    <div className={styles.card}>
      <ProductName row={row} />
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>Tồn kho</dt>
          <dd>
            <Stock stock={row.stock} />
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>Đang chờ</dt>
          <dd className={styles.figure}>{groupThousands(row.waiting)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>Đã báo</dt>
          <dd className={styles.figure}>{groupThousands(row.notified)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>Đã mua</dt>
          <dd className={styles.figure}>{groupThousands(row.bought)}</dd>
        </div>
        <div className={`${styles.fact} ${styles.factWide}`}>
          <dt>Báo gần nhất</dt>
          <dd>{lastNotifiedOf(row)}</dd>
        </div>
      </dl>
    </div>
  );
}

const figureColumn = (
  title: string,
  key: 'waiting' | 'notified' | 'bought',
  width: number,
): NonNullable<TableProps<AdminStockAlertRow>['columns']>[number] => ({
  title,
  dataIndex: key,
  key,
  width,
  align: 'right',
  render: (value: number) => <span className={styles.figure}>{groupThousands(value)}</span>,
});

type StockAlertsTableProps = {
  rows: AdminStockAlertRow[];
  /** Filters are applied: the empty list says nothing matched rather than that nobody waits. */
  filtered: boolean;
};

/** The products waited for, their stock and their customers: waiting, told, bought; pages kept in the browser. */
export function StockAlertsTable({ rows, filtered }: StockAlertsTableProps) {
  // On a phone each row is one card (the product and its figures under it): nothing scrolls sideways.
  const compact = useIsPhone();

  const columns: NonNullable<TableProps<AdminStockAlertRow>['columns']> = compact
    ? [{ title: 'Sản phẩm', key: 'product', render: (_value, row) => <ProductCard row={row} /> }]
    : [
        { title: 'Sản phẩm', key: 'product', render: (_value, row) => <ProductName row={row} /> },
        {
          title: 'Tồn kho',
          dataIndex: 'stock',
          key: 'stock',
          width: 140,
          align: 'right',
          render: (stock: number) => <Stock stock={stock} />,
        },
        figureColumn('Đang chờ', 'waiting', 104),
        figureColumn('Đã báo', 'notified', 96),
        figureColumn('Đã mua', 'bought', 96),
        {
          title: 'Báo gần nhất',
          key: 'lastNotifiedAt',
          width: 156,
          render: (_value, row) => <span className={styles.date}>{lastNotifiedOf(row)}</span>,
        },
      ];

  return (
    <Table<AdminStockAlertRow>
      rowKey={stockAlertRowKey}
      columns={columns}
      dataSource={rows}
      size="middle"
      tableLayout="fixed"
      // The admin's content is about 1,010 px wide at 1366: the fixed columns take 592 px and the product the rest,
      // with no scroll. Only a narrower window (a tablet beside the menu) scrolls the table, never the page.
      scroll={compact ? undefined : { x: 800 }}
      className={compact ? styles.compactTable : undefined}
      locale={{
        emptyText: filtered ? 'Không có sản phẩm nào phù hợp' : 'Chưa có khách nào đăng ký báo khi có hàng',
      }}
      pagination={{
        defaultPageSize: 20,
        showSizeChanger: true,
        pageSizeOptions: [10, 20, 50],
        showTotal: (total) => `Tổng cộng ${total} sản phẩm`,
      }}
    />
  );
}
