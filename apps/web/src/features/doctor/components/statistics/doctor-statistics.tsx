import {
  CalendarOutlined,
  CheckCircleOutlined,
  ClockCircleOutlined,
  CloseCircleOutlined,
  DollarOutlined,
  LineChartOutlined,
  PercentageOutlined,
  StarOutlined,
  TeamOutlined,
  UserDeleteOutlined,
} from '@ant-design/icons';
import { Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { formatVnd, type BookingStatus, type DoctorStatistics } from '@lumi/shared';
import { ListLoadError } from '@/components/admin-list/list-load-error';
import { DonutChart, SeriesChart, type ChartSeries } from '@/components/charts';
import { MonthSelect, YearSelect, yearChoices } from '@/components/stats-period';
import { formatRating } from '@/components/product/rating-stars';
import { useGetDoctorStatisticsQuery } from '../../api/doctor-api';
import { doctorStatisticsArgs, doctorStatisticsPeriod } from '../../utils/statistics-query';
import styles from '../doctor.module.css';

type Row = DoctorStatistics['stats'][number];

const numberFormat = new Intl.NumberFormat('vi-VN');
const percent = (value: number) => `${value.toLocaleString('vi-VN', { maximumFractionDigits: 1 })}%`;

/** 'YYYY-MM-DD' → '05/03'; 'YYYY-MM' → 'T3'. */
function bucketLabel(day: string): string {
  return day.length === 10 ? `${day.slice(8, 10)}/${day.slice(5, 7)}` : `T${Number(day.slice(5, 7))}`;
}

const MONEY_SERIES: ChartSeries<Row>[] = [
  { key: 'totalSales', label: 'Doanh số', color: '#7dd3fc', shape: 'bar' },
  { key: 'revenue', label: 'Doanh thu thực', color: '#0284c7', shape: 'bar' },
];
const STATUS_SERIES: ChartSeries<Row>[] = [
  { key: 'completed', label: 'Hoàn thành', color: '#10b981', shape: 'bar', stack: 's' },
  { key: 'confirmed', label: 'Đã xác nhận', color: '#3b82f6', shape: 'bar', stack: 's' },
  { key: 'pending', label: 'Chờ xác nhận', color: '#f59e0b', shape: 'bar', stack: 's' },
  { key: 'cancelled', label: 'Đã hủy', color: '#ef4444', shape: 'bar', stack: 's' },
  { key: 'no_show', label: 'Không đến', color: '#fa541c', shape: 'bar', stack: 's' },
];

function Figure({
  title,
  value,
  icon,
  note,
}: {
  title: string;
  value: string;
  icon: ReactNode;
  note?: string;
}) {
  return (
    <div className={styles.figure}>
      <span className={styles.figureIcon} aria-hidden="true">
        {icon}
      </span>
      <div>
        <div className={styles.figureTitle}>{title}</div>
        <div className={styles.figureValue}>{value}</div>
        {note && <div className={styles.figureNote}>{note}</div>}
      </div>
    </div>
  );
}

/** 'Thống kê' (reference §5.8): the doctor's figures of a month or a year, from `GET /doctors/statistical`. */
export function DoctorStatisticsPanel() {
  const [params, setParams] = useSearchParams();
  const { year, month } = doctorStatisticsPeriod(params);
  const query = useGetDoctorStatisticsQuery(doctorStatisticsArgs({ year, month }));
  const stats = query.currentData;

  const setPeriod = (change: { year?: number; month?: number | undefined }) => {
    const next = new URLSearchParams(params);
    const y = change.year ?? year;
    const m = 'month' in change ? change.month : month;
    next.set('year', String(y));
    if (m) next.set('month', String(m));
    else next.delete('month');
    setParams(next, { replace: true });
  };

  const period = month ? `tháng ${month}/${year}` : `năm ${year}`;

  return (
    <div className={styles.content}>
      <section className={styles.card} aria-labelledby="doctor-stats-title">
        <div className={styles.cardHead}>
          <div>
            <h1 id="doctor-stats-title" className={styles.cardTitle}>
              Thống kê
            </h1>
            <p className={styles.cardText}>Lịch khám, doanh thu và đánh giá của bạn trong {period}.</p>
          </div>
          <div className={styles.actions}>
            <MonthSelect ariaLabel="Tháng" month={month} onChange={(value) => setPeriod({ month: value })} />
            <YearSelect
              ariaLabel="Năm"
              year={year}
              years={yearChoices(year, 6)}
              onChange={(value) => setPeriod({ year: value })}
            />
          </div>
        </div>
        <ListLoadError query={query} message="Không thể tải thống kê." />
        {!stats ? (
          query.isError ? null : (
            <Skeleton active paragraph={{ rows: 6 }} />
          )
        ) : (
          <div className={styles.figures}>
            <Figure
              title="Doanh thu thực"
              value={formatVnd(stats.totalStats.revenue)}
              icon={<DollarOutlined />}
              note="Từ lịch khám đã hoàn thành"
            />
            <Figure
              title="Doanh số"
              value={formatVnd(stats.totalStats.totalSales)}
              icon={<LineChartOutlined />}
              note={`Doanh thu thực đạt ${percent(stats.totalStats.revenueRate)}`}
            />
            <Figure
              title="Tổng lịch hẹn"
              value={numberFormat.format(stats.totalStats.totalBookings)}
              icon={<CalendarOutlined />}
            />
            <Figure
              title="Hoàn thành"
              value={numberFormat.format(stats.totalStats.completed)}
              icon={<CheckCircleOutlined />}
            />
            <Figure
              title="Chờ xử lý"
              value={numberFormat.format(stats.totalStats.pending + stats.totalStats.confirmed)}
              icon={<ClockCircleOutlined />}
              note={`${numberFormat.format(stats.totalStats.pending)} chờ xác nhận, ${numberFormat.format(stats.totalStats.confirmed)} đã xác nhận`}
            />
            <Figure
              title="Đã hủy"
              value={numberFormat.format(stats.totalStats.cancelled)}
              icon={<CloseCircleOutlined />}
            />
            <Figure
              title="Tỷ lệ chuyển đổi"
              value={percent(stats.totalStats.conversionRate)}
              icon={<PercentageOutlined />}
              note="Lịch hoàn thành trên tổng lịch hẹn"
            />
            <Figure
              title="Tỷ lệ không đến"
              value={percent(stats.totalStats.noShowRate)}
              icon={<UserDeleteOutlined />}
              note={`${numberFormat.format(stats.totalStats.no_show)} lịch không đến trên các lịch đã đến giờ khám`}
            />
            <Figure
              title="Đánh giá"
              value={stats.totalReviews > 0 ? `${formatRating(stats.averageRating)}/5` : 'Chưa có'}
              icon={<StarOutlined />}
              note={`${numberFormat.format(stats.totalReviews)} đánh giá`}
            />
            <Figure
              title="Bệnh nhân mới / quay lại"
              value={`${numberFormat.format(stats.patients.new)} / ${numberFormat.format(stats.patients.returning)}`}
              icon={<TeamOutlined />}
            />
          </div>
        )}
      </section>
      {stats && (
        <div className={styles.chartGrid}>
          <section className={`${styles.card} ${styles.chartWide}`}>
            <h2 className={styles.cardTitle}>Doanh thu & Doanh số</h2>
            <SeriesChart<Row>
              title={`Doanh thu thực và doanh số ${period}`}
              data={stats.stats}
              xKey="day"
              series={MONEY_SERIES}
              kind="money"
              formatX={bucketLabel}
            />
          </section>
          <section className={styles.card}>
            <h2 className={styles.cardTitle}>Lượng đặt lịch</h2>
            <SeriesChart<Row>
              title={`Lịch hẹn theo trạng thái ${period}`}
              data={stats.stats}
              xKey="day"
              series={STATUS_SERIES}
              formatX={bucketLabel}
            />
          </section>
          <section className={styles.card}>
            <h2 className={styles.cardTitle}>Tỷ lệ trạng thái</h2>
            <DonutChart
              title={`Tỷ lệ trạng thái lịch hẹn ${period}`}
              center={numberFormat.format(stats.totalStats.totalBookings)}
              slices={STATUS_SERIES.map((s) => ({
                label: s.label,
                value: stats.totalStats[s.key as BookingStatus],
                color: s.color,
              }))}
            />
          </section>
        </div>
      )}
    </div>
  );
}
