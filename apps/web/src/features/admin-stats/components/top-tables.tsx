import { Avatar, Col, Table, type TableProps } from 'antd';
import { formatVnd, type ShopStatistical, type TopCustomer, type TopSellingProduct } from '@lumi/shared';
import { ScrollArea } from '@/components/admin-list/scroll-area';
import { topCustomersCsv, topProductsCsv } from '../utils/exports';
import { periodLabel, type StatsPeriod } from '../utils/period';
import { ChartPanel, EMPTY_PERIOD } from './chart-panel';
import { ExportButton } from './export-button';
import type { PanelQuery } from './site-charts';
import styles from './admin-stats.module.css';

/** Ten rows of 57px and the header: the skeleton's height. */
const TABLE_HEIGHT = 10 * 57 + 47;
const EMPTY_TABLE_HEIGHT = 160;
const count = new Intl.NumberFormat('vi-VN');
const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

const rankColumn = <T,>(): NonNullable<TableProps<T>['columns']>[number] => ({
  title: '#',
  key: 'rank',
  width: 52,
  render: (_value, _row, index) => <span className={styles.rank}>{index + 1}</span>,
});

const productColumns: TableProps<TopSellingProduct>['columns'] = [
  rankColumn<TopSellingProduct>(),
  {
    title: 'Sản phẩm',
    key: 'name',
    render: (_value, product) => (
      <span className={styles.who}>
        <img src={product.mainImage.url} alt="" loading="lazy" />
        <span className={styles.whoName}>{product.name}</span>
      </span>
    ),
  },
  {
    title: 'Đã bán',
    dataIndex: 'sold',
    align: 'right',
    width: 90,
    render: (sold: number) => count.format(sold),
  },
  {
    title: 'Thành tiền',
    dataIndex: 'totalAmount',
    align: 'right',
    width: 140,
    render: (amount: number) => <span className={styles.money}>{formatVnd(amount)}</span>,
  },
];

const customerColumns: TableProps<TopCustomer>['columns'] = [
  rankColumn<TopCustomer>(),
  {
    title: 'Khách hàng',
    key: 'name',
    render: (_value, customer) => (
      <span className={styles.who}>
        <Avatar src={customer.avatar.url} alt="" size={40} />
        <span className={styles.whoText}>
          <span className={styles.whoName}>{customer.name}</span>
          <span className={styles.whoEmail}>{customer.email}</span>
        </span>
      </span>
    ),
  },
  {
    title: 'Đơn hàng',
    dataIndex: 'orders',
    align: 'right',
    width: 96,
    render: (orders: number) => count.format(orders),
  },
  {
    title: 'Thành tiền',
    dataIndex: 'totalAmount',
    align: 'right',
    width: 140,
    render: (amount: number) => <span className={styles.money}>{formatVnd(amount)}</span>,
  },
];

/** The period's best-selling products and biggest customers (goods value of orders not cancelled). */
export function TopTables({
  period,
  data,
  query,
}: {
  period: StatsPeriod;
  data: ShopStatistical | undefined;
  query: PanelQuery;
}) {
  const note = `Đơn không bị hủy, đặt trong ${periodLabel(period)}`;
  return (
    <>
      <Col xs={24} xl={12}>
        <ChartPanel
          title="Sản phẩm bán chạy"
          note={
            data ? `Trong ${count.format(data.totals.products)} sản phẩm của cửa hàng; ${lower(note)}` : note
          }
          height={TABLE_HEIGHT}
          emptyHeight={EMPTY_TABLE_HEIGHT}
          query={query}
          isEmpty={data !== undefined && data.topSellingProducts.length === 0}
          extra={
            <ExportButton what="sản phẩm bán chạy" table={data && (() => topProductsCsv(data, period))} />
          }
        >
          <ScrollArea label="Bảng sản phẩm bán chạy" minWidth={480}>
            <Table<TopSellingProduct>
              rowKey="_id"
              size="middle"
              columns={productColumns}
              dataSource={data?.topSellingProducts ?? []}
              pagination={false}
              locale={{ emptyText: EMPTY_PERIOD }}
              aria-label="Sản phẩm bán chạy"
            />
          </ScrollArea>
        </ChartPanel>
      </Col>
      <Col xs={24} xl={12}>
        <ChartPanel
          title="Khách hàng mua nhiều nhất"
          note={note}
          height={TABLE_HEIGHT}
          emptyHeight={EMPTY_TABLE_HEIGHT}
          query={query}
          isEmpty={data !== undefined && data.topCustomers.length === 0}
          extra={
            <ExportButton
              what="khách hàng mua nhiều nhất"
              table={data && (() => topCustomersCsv(data, period))}
            />
          }
        >
          <ScrollArea label="Bảng khách hàng mua nhiều nhất" minWidth={520}>
            <Table<TopCustomer>
              rowKey="_id"
              size="middle"
              columns={customerColumns}
              dataSource={data?.topCustomers ?? []}
              pagination={false}
              locale={{ emptyText: EMPTY_PERIOD }}
              aria-label="Khách hàng mua nhiều nhất"
            />
          </ScrollArea>
        </ChartPanel>
      </Col>
    </>
  );
}
