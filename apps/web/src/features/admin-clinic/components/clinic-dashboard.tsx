import { ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Col, Progress, Row, Skeleton, Statistic, Tag } from 'antd';
import { useState } from 'react';
import { BOOKING_STATUSES, BOOKING_STATUS_LABELS, formatLocalDate, formatVnd } from '@lumi/shared';
import { MonthSelect, YearSelect, currentYearMonth, yearChoices } from '@/components/stats-period';
import { DonutChart, SeriesChart } from '@/components/charts';
import { getErrorMessage } from '@/lib/errors';
import { useGetClinicDetailStatsQuery, useGetClinicOverviewQuery } from '../api/admin-clinic-api';
import { ClinicTopDoctors } from './clinic-dashboard-doctors';
import styles from './admin-clinic.module.css';
import { LazyResult } from '@/components/lazy-result';
import { BOOKING_STATUS_COLORS, BOOKING_STATUS_HUES } from '@/components/booking/booking-status-tag';

/** `/admin/dashboard-clinic`: one clinic's figures for a month or a year (api-contract §3.8, reference §5.9). */
export function ClinicDashboard({ clinicId }: { clinicId: string }) {
  const now = currentYearMonth();
  const [year, setYear] = useState(now.year);
  const [month, setMonth] = useState<number | undefined>(now.month);
  const period = { clinicId, year, ...(month === undefined ? {} : { month }) };
  const overview = useGetClinicOverviewQuery(period);
  const detail = useGetClinicDetailStatsQuery(period);

  const toolbar = (
    <div className={styles.stats}>
      <MonthSelect month={month} onChange={setMonth} width={130} />
      <YearSelect year={year} years={yearChoices(year, 6)} onChange={setYear} />
      <Button
        icon={<ReloadOutlined />}
        loading={overview.isFetching || detail.isFetching}
        onClick={() => {
          void overview.refetch();
          void detail.refetch();
        }}
      >
        Làm mới
      </Button>
    </div>
  );

  if (overview.isError) {
    return (
      <>
        {toolbar}
        <LazyResult
          status="warning"
          title="Không thể tải số liệu phòng khám"
          subTitle={getErrorMessage(overview.error)}
          extra={<Button onClick={() => void overview.refetch()}>Thử lại</Button>}
        />
      </>
    );
  }
  const data = overview.data;
  const charts = detail.data?.charts;

  return (
    <>
      {toolbar}
      {!data ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <>
          <p className={styles.secondary}>
            Từ {formatLocalDate(data.timeRange.from)} đến {formatLocalDate(data.timeRange.to)}
          </p>
          <Row gutter={[16, 16]}>
            <Col xs={24} md={12} xl={6}>
              <Card variant="borderless" className={styles.chartCard}>
                <Statistic title="Tổng lịch khám" value={data.bookings.total} />
                <div className={styles.chips} style={{ marginTop: 8 }}>
                  {BOOKING_STATUSES.map((status) => (
                    <Tag key={status} color={BOOKING_STATUS_COLORS[status]}>
                      {BOOKING_STATUS_LABELS[status]}: {data.bookings.status[status]}
                    </Tag>
                  ))}
                </div>
              </Card>
            </Col>
            <Col xs={24} md={12} xl={6}>
              <Card variant="borderless" className={styles.chartCard}>
                <Statistic title="Doanh thu thực tế" value={formatVnd(data.bookings.revenue.actual)} />
                <div className={styles.secondary} style={{ marginTop: 8 }}>
                  Doanh số tiềm năng: <strong>{formatVnd(data.bookings.revenue.potential)}</strong>
                </div>
              </Card>
            </Col>
            <Col xs={24} md={12} xl={6}>
              <Card variant="borderless" className={styles.chartCard}>
                <Statistic title="Bác sĩ" value={data.doctors.total} />
                <div className={styles.chips} style={{ marginTop: 8 }} aria-label="Chuyên khoa">
                  {data.doctors.specialties.map((specialty) => (
                    <Tag key={specialty} color="cyan">
                      {specialty}
                    </Tag>
                  ))}
                </div>
              </Card>
            </Col>
            <Col xs={24} md={12} xl={6}>
              <Card variant="borderless" className={styles.chartCard}>
                <Statistic
                  title="Đánh giá"
                  value={data.reviews.total > 0 ? `${data.reviews.average.toFixed(1)}/5` : 'Chưa có'}
                />
                <div className={styles.secondary}>{data.reviews.total} đánh giá trong kỳ</div>
                <div style={{ marginTop: 8 }}>
                  <span className={styles.secondary}>Tỷ lệ hoàn thành</span>
                  <Progress percent={data.bookings.completionRate} aria-label="Tỷ lệ hoàn thành" />
                </div>
                <div>
                  <span className={styles.secondary}>Tỷ lệ không đến (trên lịch đã đến giờ khám)</span>
                  <Progress
                    percent={data.bookings.noShowRate}
                    strokeColor={BOOKING_STATUS_HUES.no_show}
                    aria-label="Tỷ lệ không đến"
                  />
                </div>
              </Card>
            </Col>
          </Row>
          <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
            <Col xs={24} xl={16}>
              <Card variant="borderless" title="Lịch khám và doanh thu" className={styles.chartCard}>
                {charts ? (
                  <SeriesChart
                    title="Lịch khám và doanh thu"
                    data={charts.booking.map((point) => ({
                      label: point.label,
                      total: point.total,
                      actual: point.revenue.actual,
                      potential: point.revenue.potential,
                    }))}
                    xKey="label"
                    kind="money"
                    rightKind="count"
                    series={[
                      { key: 'potential', label: 'Doanh số tiềm năng', color: '#93c5fd', shape: 'bar' },
                      { key: 'actual', label: 'Doanh thu thực tế', color: '#10b981', shape: 'bar' },
                      { key: 'total', label: 'Lịch khám', color: '#6366f1', shape: 'line', axis: 'right' },
                    ]}
                  />
                ) : (
                  <Skeleton active />
                )}
              </Card>
            </Col>
            <Col xs={24} xl={8}>
              <Card variant="borderless" title="Trạng thái lịch khám" className={styles.chartCard}>
                <DonutChart
                  title="Trạng thái lịch khám"
                  center={String(data.bookings.total)}
                  slices={BOOKING_STATUSES.map((status) => ({
                    label: BOOKING_STATUS_LABELS[status],
                    value: data.bookings.status[status],
                    color: BOOKING_STATUS_HUES[status],
                  }))}
                />
              </Card>
            </Col>
            <Col xs={24} xl={12}>
              <Card variant="borderless" title="Lịch khám theo trạng thái" className={styles.chartCard}>
                {charts ? (
                  <SeriesChart
                    title="Lịch khám theo trạng thái"
                    data={charts.booking}
                    xKey="label"
                    series={BOOKING_STATUSES.map((status) => ({
                      key: status,
                      label: BOOKING_STATUS_LABELS[status],
                      color: BOOKING_STATUS_HUES[status],
                      shape: 'bar' as const,
                      stack: 'status',
                    }))}
                  />
                ) : (
                  <Skeleton active />
                )}
              </Card>
            </Col>
            <Col xs={24} xl={12}>
              <Card variant="borderless" title="Đánh giá" className={styles.chartCard}>
                {charts ? (
                  <SeriesChart
                    title="Đánh giá"
                    data={charts.review}
                    xKey="label"
                    kind="count"
                    rightKind="rating"
                    series={[
                      { key: 'total', label: 'Số đánh giá', color: '#f59e0b', shape: 'bar' },
                      {
                        key: 'average',
                        label: 'Điểm trung bình',
                        color: '#6366f1',
                        shape: 'line',
                        axis: 'right',
                      },
                    ]}
                  />
                ) : (
                  <Skeleton active />
                )}
              </Card>
            </Col>
          </Row>
          <ClinicTopDoctors doctors={detail.data?.doctors} />
        </>
      )}
    </>
  );
}
