import {
  CheckCircleOutlined,
  MedicineBoxOutlined,
  ShopOutlined,
  TagsOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Card, Col, Result, Row, Tag } from 'antd';
import type { DashboardSummary } from '@lumi/shared';
import { StatCard, percentOf } from './stat-card';
import styles from './dashboard.module.css';

/** A CLINIC account's own clinic: name, status, specialties and its doctors. */
export function ClinicSummary({ summary }: { summary: DashboardSummary }) {
  const { clinic, doctors } = summary;

  if (!clinic) {
    return (
      <Card className={styles.emptyCard} variant="borderless">
        <Result
          icon={<ShopOutlined style={{ color: '#0284c7' }} />}
          title="Phòng khám chưa được tạo"
          subTitle="Tài khoản của bạn chưa có thông tin phòng khám. Khi thông tin phòng khám được tạo, tổng quan về phòng khám và đội ngũ bác sĩ sẽ hiển thị tại đây."
        />
      </Card>
    );
  }

  return (
    <Row gutter={[20, 20]}>
      <Col span={24}>
        <Card className={styles.clinicHero} variant="borderless">
          <div className={styles.clinicHeroTop}>
            <span className={styles.clinicHeroIcon} aria-hidden="true">
              <ShopOutlined />
            </span>
            <div>
              <div className={styles.clinicEyebrow}>Phòng khám của bạn</div>
              <h2 className={styles.clinicName}>{clinic.name}</h2>
            </div>
            <Tag
              className={styles.clinicStatus}
              color={clinic.isActive ? 'success' : 'error'}
              variant="solid"
              icon={clinic.isActive ? <CheckCircleOutlined /> : undefined}
            >
              {clinic.isActive ? 'Đang hoạt động' : 'Tạm ngưng hoạt động'}
            </Tag>
          </div>
          {clinic.specialties.length > 0 && (
            <div className={styles.specialties} aria-label="Chuyên khoa">
              {clinic.specialties.map((specialty) => (
                <span key={specialty} className={styles.specialty}>
                  {specialty}
                </span>
              ))}
            </div>
          )}
        </Card>
      </Col>
      <Col xs={24} md={8}>
        <StatCard
          title="Bác sĩ"
          value={doctors.total}
          icon={<TeamOutlined />}
          tone="cyan"
          footer={
            doctors.total > 0 ? `Tạm ngưng: ${doctors.total - doctors.active}` : 'Phòng khám chưa có bác sĩ'
          }
        />
      </Col>
      <Col xs={24} md={8}>
        <StatCard
          title="Bác sĩ đang hoạt động"
          value={doctors.active}
          icon={<MedicineBoxOutlined />}
          tone="emerald"
          footer={`${percentOf(doctors.active, doctors.total)}% đội ngũ bác sĩ`}
        />
      </Col>
      <Col xs={24} md={8}>
        <StatCard
          title="Chuyên khoa"
          value={clinic.specialties.length}
          icon={<TagsOutlined />}
          tone="violet"
          footer="Chuyên khoa phòng khám đăng ký"
        />
      </Col>
    </Row>
  );
}
