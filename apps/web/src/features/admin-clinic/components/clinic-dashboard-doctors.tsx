import { Avatar, Card, Col, Empty, Row, Skeleton, Table, Tag, type TableProps } from 'antd';
import { formatVnd, type ClinicDoctorStats } from '@lumi/shared';
import { SeriesChart } from '@/components/charts';
import { ScrollArea } from '@/components/admin-list/scroll-area';
import styles from './admin-clinic.module.css';

/** The chart shows the first ones of the ranking; the table lists every doctor. */
const CHART_DOCTORS = 10;

const columns: TableProps<ClinicDoctorStats>['columns'] = [
  {
    title: '#',
    key: 'rank',
    width: 48,
    render: (_value, _doctor, index) => index + 1,
  },
  {
    title: 'Bác sĩ',
    key: 'doctor',
    width: 240,
    render: (_value, doctor) => (
      <div className={styles.person}>
        <Avatar src={doctor.avatar.url} alt="" size={36} />
        <div>
          <div className={styles.personName}>{doctor.name}</div>
          {!doctor.isActive && <Tag color="default">Ngừng hoạt động</Tag>}
        </div>
      </div>
    ),
  },
  { title: 'Chuyên khoa', dataIndex: 'specialty', key: 'specialty', width: 160 },
  {
    title: 'Lịch hẹn',
    key: 'bookings',
    width: 110,
    align: 'right',
    render: (_value, doctor) => (
      <div>
        <div>{doctor.bookings}</div>
        {doctor.cancelled > 0 && <div className={styles.secondary}>{doctor.cancelled} đã hủy</div>}
      </div>
    ),
  },
  { title: 'Hoàn thành', dataIndex: 'completed', key: 'completed', width: 110, align: 'right' },
  {
    title: 'Không đến',
    key: 'noShow',
    width: 110,
    align: 'right',
    render: (_value, doctor) => (
      <div>
        <div>{doctor.noShow}</div>
        {doctor.noShow > 0 && <div className={styles.secondary}>{doctor.noShowRate}%</div>}
      </div>
    ),
  },
  {
    title: 'Doanh thu',
    dataIndex: 'revenue',
    key: 'revenue',
    width: 140,
    align: 'right',
    render: (revenue: number) => formatVnd(revenue),
  },
  {
    title: 'Đánh giá',
    key: 'rating',
    width: 130,
    render: (_value, doctor) =>
      doctor.reviews === 0 ? (
        <span className={styles.secondary}>Chưa có</span>
      ) : (
        `${doctor.averageRating.toFixed(1)}/5 (${doctor.reviews})`
      ),
  },
];

/**
 * 'Bác sĩ nổi bật' of the clinic dashboard: every active doctor and the inactive ones who worked in the period,
 * ranked by the server (revenue, completed bookings, name; ADR 0021), with a bar of revenue per doctor.
 */
export function ClinicTopDoctors({ doctors }: { doctors: ClinicDoctorStats[] | undefined }) {
  return (
    <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
      <Col xs={24} xxl={14}>
        <Card variant="borderless" title="Bác sĩ nổi bật" className={styles.chartCard}>
          {doctors ? (
            <ScrollArea label="Bảng bác sĩ nổi bật" minWidth={900}>
              <Table<ClinicDoctorStats>
                rowKey="_id"
                size="small"
                columns={columns}
                dataSource={doctors}
                pagination={false}
                locale={{ emptyText: 'Phòng khám chưa có bác sĩ nào' }}
              />
            </ScrollArea>
          ) : (
            <Skeleton active />
          )}
        </Card>
      </Col>
      <Col xs={24} xxl={10}>
        <Card variant="borderless" title="Doanh thu theo bác sĩ" className={styles.chartCard}>
          {!doctors ? (
            <Skeleton active />
          ) : doctors.length === 0 ? (
            <Empty description="Chưa có dữ liệu trong kỳ này" />
          ) : (
            <SeriesChart
              title="Doanh thu theo bác sĩ"
              horizontal
              height={Math.max(160, Math.min(doctors.length, CHART_DOCTORS) * 44 + 40)}
              data={doctors.slice(0, CHART_DOCTORS).map((doctor) => ({
                name: doctor.name,
                revenue: doctor.revenue,
              }))}
              xKey="name"
              kind="money"
              series={[{ key: 'revenue', label: 'Doanh thu', color: '#10b981', shape: 'bar' }]}
            />
          )}
        </Card>
      </Col>
    </Row>
  );
}
