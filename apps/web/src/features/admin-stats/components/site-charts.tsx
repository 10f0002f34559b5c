import { Col, Row } from 'antd';
import {
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  type OrderDetailStats,
  type OrderStatus,
  type PaymentMethod,
  type RevenueOrderStats,
  type ReviewDetailStats,
  type SiteOverview,
} from '@lumi/shared';
import { DonutChart, SeriesChart } from '@/components/charts';
import {
  useGetOrderDetailStatsQuery,
  useGetRevenueOrderStatsQuery,
  useGetReviewDetailStatsQuery,
} from '../api/admin-stats-api';
import {
  orderStatusSeriesCsv,
  orderStatusShareCsv,
  paymentMethodsCsv,
  ratingDistributionCsv,
  revenueOrderCsv,
  reviewedProductsCsv,
  reviewTimeCsv,
  shopClinicCsv,
} from '../utils/exports';
import { periodLabel, seriesArgs, seriesLabel, type StatsPeriod } from '../utils/period';
import { ChartPanel } from './chart-panel';
import { ExportButton } from './export-button';

export const ORDER_STATUS_COLORS: Record<OrderStatus, string> = {
  pending: '#f59e0b',
  processing: '#3b82f6',
  shipping: '#8b5cf6',
  delivered: '#10b981',
  cancelled: '#ef4444',
};
const PAYMENT_COLORS: Record<PaymentMethod, string> = { COD: '#f59e0b', VNPAY: '#0ea5e9', STRIPE: '#6366f1' };
const STAR_COLORS = ['#10b981', '#84cc16', '#facc15', '#fb923c', '#ef4444'];

const SERIES_HEIGHT = 300;
const DONUT_HEIGHT = 300;
/** Up to ten products, their names on up to two lines. */
const PRODUCTS_HEIGHT = 420;

/** True when no row has a figure other than 0 in `keys`: a flat zero chart says less than the words. */
function allZero<T>(rows: readonly T[], keys: readonly (keyof T)[]): boolean {
  return rows.every((row) => keys.every((key) => Number(row[key] ?? 0) === 0));
}

export type PanelQuery = {
  isLoading: boolean;
  isError: boolean;
  error?: unknown;
  isFetching: boolean;
  refetch: () => unknown;
};

/**
 * A query as a panel shows it: loading until the current period's answer is there (a new period does not show
 * the previous one's figures under its name).
 */
export function panelQuery(q: PanelQuery & { currentData?: unknown }): PanelQuery {
  return { ...q, isLoading: q.currentData === undefined && !q.isError };
}

/** Revenue, Doanh số and orders over the buckets; the shop beside the clinics. */
function RevenueCharts({ period, data, query }: ChartsProps<RevenueOrderStats>) {
  const note = seriesLabel(period);
  const stats = data?.stats ?? [];
  return (
    <>
      <Col xs={24} xxl={16}>
        <ChartPanel
          title="Doanh số, lợi nhuận và đơn hàng"
          note={note}
          height={SERIES_HEIGHT}
          query={query}
          isEmpty={allZero(stats, ['revenue', 'totalAmount', 'totalOrders'])}
          extra={
            <ExportButton
              what="doanh số và lợi nhuận"
              table={data && (() => revenueOrderCsv(data, period))}
            />
          }
        >
          <SeriesChart
            title="Doanh số, lợi nhuận và đơn hàng"
            data={stats}
            xKey="name"
            kind="money"
            rightKind="count"
            height={SERIES_HEIGHT}
            series={[
              { key: 'totalAmount', label: 'Doanh số', color: '#93c5fd', shape: 'bar' },
              { key: 'revenue', label: 'Lợi nhuận', color: '#10b981', shape: 'bar' },
              { key: 'totalOrders', label: 'Đơn hàng', color: '#6366f1', shape: 'line', axis: 'right' },
            ]}
          />
        </ChartPanel>
      </Col>
      <Col xs={24} lg={12} xxl={8}>
        <ChartPanel
          title="Cửa hàng và phòng khám"
          note={note}
          height={SERIES_HEIGHT}
          query={query}
          isEmpty={allZero(stats, ['revenue', 'bookingRevenue'])}
          extra={
            <ExportButton what="cửa hàng và phòng khám" table={data && (() => shopClinicCsv(data, period))} />
          }
        >
          <SeriesChart
            title="Lợi nhuận cửa hàng và doanh thu phòng khám"
            data={stats}
            xKey="name"
            kind="money"
            height={SERIES_HEIGHT}
            series={[
              { key: 'revenue', label: 'Lợi nhuận cửa hàng', color: '#10b981', shape: 'bar' },
              { key: 'bookingRevenue', label: 'Doanh thu phòng khám', color: '#0891b2', shape: 'bar' },
            ]}
          />
        </ChartPanel>
      </Col>
    </>
  );
}

type ChartsProps<T> = { period: StatsPeriod; data: T | undefined; query: PanelQuery };

/** Orders by status per bucket, the period's status share, and the payment methods of the range. */
function OrderCharts({
  period,
  data,
  query,
  overview,
}: ChartsProps<OrderDetailStats> & { overview: OverviewSlice }) {
  const note = seriesLabel(period);
  const stats = data?.stats ?? [];
  const statusTotal = overview.data
    ? ORDER_STATUSES.reduce((sum, s) => sum + overview.data!.order.status[s].count, 0)
    : 0;
  const paymentTotal = data?.paymentMethods.reduce((sum, m) => sum + m.count, 0) ?? 0;
  return (
    <>
      <Col xs={24} lg={12} xxl={12}>
        <ChartPanel
          title="Đơn hàng theo trạng thái"
          note={note}
          height={SERIES_HEIGHT}
          query={query}
          isEmpty={allZero(stats, ORDER_STATUSES)}
          extra={
            <ExportButton
              what="đơn hàng theo trạng thái"
              table={data && (() => orderStatusSeriesCsv(data, period))}
            />
          }
        >
          <SeriesChart
            title="Đơn hàng theo trạng thái"
            data={stats}
            xKey="name"
            height={SERIES_HEIGHT}
            series={ORDER_STATUSES.map((status) => ({
              key: status,
              label: ORDER_STATUS_LABELS[status],
              color: ORDER_STATUS_COLORS[status],
              shape: 'bar' as const,
              stack: 'status',
            }))}
          />
        </ChartPanel>
      </Col>
      <Col xs={24} md={12} xxl={6}>
        <ChartPanel
          title="Trạng thái đơn hàng"
          note={`Đơn đặt trong ${periodLabel(period)}`}
          height={DONUT_HEIGHT}
          query={overview.query}
          extra={
            <ExportButton
              what="trạng thái đơn hàng"
              table={overview.data && (() => orderStatusShareCsv(overview.data!, period))}
            />
          }
        >
          {overview.data && (
            <DonutChart
              title="Trạng thái đơn hàng"
              height={DONUT_HEIGHT}
              center={statusTotal > 0 ? String(statusTotal) : undefined}
              slices={ORDER_STATUSES.map((status) => ({
                label: ORDER_STATUS_LABELS[status],
                value: overview.data!.order.status[status].count,
                color: ORDER_STATUS_COLORS[status],
              }))}
            />
          )}
        </ChartPanel>
      </Col>
      <Col xs={24} md={12} xxl={6}>
        <ChartPanel
          title="Phương thức thanh toán"
          note={`Đơn không bị hủy, ${note.charAt(0).toLowerCase()}${note.slice(1)}`}
          height={DONUT_HEIGHT}
          query={query}
          extra={
            <ExportButton
              what="phương thức thanh toán"
              table={data && (() => paymentMethodsCsv(data, period))}
            />
          }
        >
          <DonutChart
            title="Phương thức thanh toán"
            height={DONUT_HEIGHT}
            center={paymentTotal > 0 ? String(paymentTotal) : undefined}
            slices={(data?.paymentMethods ?? []).map((m) => ({
              label: PAYMENT_METHOD_LABELS[m.method],
              value: m.count,
              color: PAYMENT_COLORS[m.method],
            }))}
          />
        </ChartPanel>
      </Col>
    </>
  );
}

/** Reviews over the buckets, their stars, and the most reviewed products. */
function ReviewCharts({ period, data, query }: ChartsProps<ReviewDetailStats>) {
  const note = seriesLabel(period);
  const timeStats = data?.timeStats ?? [];
  // A bucket without reviews has no average: a gap in the line, not a fall to 0.
  const ratingPoints = timeStats.map((s) => ({ ...s, avgRating: s.total > 0 ? s.avgRating : null }));
  const products = data?.productStats ?? [];
  const total = data?.summary.total ?? 0;
  return (
    <>
      <Col xs={24} xxl={12}>
        <ChartPanel
          title="Đánh giá sản phẩm theo thời gian"
          note={note}
          height={SERIES_HEIGHT}
          query={query}
          isEmpty={allZero(timeStats, ['total'])}
          extra={
            <ExportButton
              what="đánh giá theo thời gian"
              table={data && (() => reviewTimeCsv(data, period))}
            />
          }
        >
          <SeriesChart
            title="Đánh giá sản phẩm theo thời gian"
            data={ratingPoints}
            xKey="name"
            kind="count"
            rightKind="rating"
            height={SERIES_HEIGHT}
            series={[
              { key: 'total', label: 'Số đánh giá', color: '#f59e0b', shape: 'bar' },
              { key: 'avgRating', label: 'Điểm trung bình', color: '#6366f1', shape: 'line', axis: 'right' },
            ]}
          />
        </ChartPanel>
      </Col>
      <Col xs={24} md={12} xxl={5}>
        <ChartPanel
          title="Phân bố số sao"
          note={note}
          height={DONUT_HEIGHT}
          query={query}
          extra={
            <ExportButton what="phân bố số sao" table={data && (() => ratingDistributionCsv(data, period))} />
          }
        >
          <DonutChart
            title="Phân bố số sao"
            height={DONUT_HEIGHT}
            center={total > 0 ? String(total) : undefined}
            slices={(data?.ratingDistribution ?? []).map((r, i) => ({
              label: r.name,
              value: r.count,
              color: STAR_COLORS[i] ?? '#9ca3af',
            }))}
          />
        </ChartPanel>
      </Col>
      <Col xs={24} md={12} xxl={7}>
        <ChartPanel
          title="Sản phẩm được đánh giá nhiều nhất"
          note={note}
          height={PRODUCTS_HEIGHT}
          query={query}
          isEmpty={products.length === 0}
          extra={
            <ExportButton
              what="sản phẩm được đánh giá nhiều nhất"
              table={data && (() => reviewedProductsCsv(data, period))}
            />
          }
        >
          <SeriesChart
            title="Sản phẩm được đánh giá nhiều nhất"
            data={products}
            xKey="name"
            horizontal
            height={PRODUCTS_HEIGHT}
            series={[{ key: 'total', label: 'Số đánh giá', color: '#f59e0b', shape: 'bar' }]}
          />
        </ChartPanel>
      </Col>
    </>
  );
}

export type OverviewSlice = { data: SiteOverview | undefined; query: PanelQuery };

/** Every chart of the dashboard, each with its own loading, error and export. */
export function SiteCharts({ period, overview }: { period: StatsPeriod; overview: OverviewSlice }) {
  const args = seriesArgs(period);
  const revenue = useGetRevenueOrderStatsQuery(args);
  const orders = useGetOrderDetailStatsQuery(args);
  const reviews = useGetReviewDetailStatsQuery(args);
  return (
    <Row gutter={[20, 20]}>
      <RevenueCharts period={period} data={revenue.currentData} query={panelQuery(revenue)} />
      <OrderCharts period={period} data={orders.currentData} query={panelQuery(orders)} overview={overview} />
      <ReviewCharts period={period} data={reviews.currentData} query={panelQuery(reviews)} />
    </Row>
  );
}
