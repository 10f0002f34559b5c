import {
  ArrowRightOutlined,
  MedicineBoxOutlined,
  ShopOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Alert, Button, Card, Col, Progress, Row } from 'antd';
import { useNavigate } from 'react-router';
import { ADMIN_ROLES, ADMIN_ROLE_LABELS, type DashboardSummary } from '@lumi/shared';
import { StatCard, percentOf } from '@/components/stat-card';
import { paths } from '@/config/paths';
import { ADMIN_ROLE_COLORS } from '../role-tag';
import styles from './dashboard.module.css';

type SiteSummaryProps = {
  summary: DashboardSummary;
  /** ADMIN may jump to the account list; SUPPORT reads the figures only. */
  canManageAccounts: boolean;
};

const ROLE_BAR_COLORS: Record<string, string> = { geekblue: '#4f46e5', gold: '#d97706', cyan: '#0891b2' };

function Breakdown({ rows }: { rows: { label: string; value: number; total: number; color: string }[] }) {
  return (
    <div className={styles.breakdown}>
      {rows.map((row) => (
        <div key={row.label} className={styles.breakdownRow}>
          <div className={styles.breakdownLabel}>
            <span>{row.label}</span>
            <span className={styles.breakdownValue}>
              {row.value} <span className={styles.muted}>/ {row.total}</span>
              <span className={styles.breakdownPercent}>{percentOf(row.value, row.total)}%</span>
            </span>
          </div>
          <Progress
            percent={percentOf(row.value, row.total)}
            strokeColor={row.color}
            showInfo={false}
            size="small"
            aria-label={`${row.label}: ${row.value} trên ${row.total}`}
          />
        </div>
      ))}
    </div>
  );
}

/** The whole site's figures (ADMIN and SUPPORT): customers, admin accounts, clinics, doctors. */
export function SiteSummary({ summary, canManageAccounts }: SiteSummaryProps) {
  const navigate = useNavigate();
  const users = summary.users ?? { total: 0, verified: 0, active: 0 };
  const admins = summary.admins ?? { total: 0, ADMIN: 0, SUPPORT: 0, CLINIC: 0 };
  const clinics = summary.clinics ?? { total: 0, active: 0 };
  const doctors = summary.doctors;

  return (
    <>
      {!canManageAccounts && (
        <Alert
          className={styles.intro}
          type="info"
          showIcon
          title="Số liệu tổng quan của hệ thống Lumi, ở chế độ chỉ xem."
        />
      )}
      <Row gutter={[20, 20]}>
        <Col xs={24} sm={12} xl={6}>
          <StatCard
            title="Khách hàng"
            value={users.total}
            icon={<UserOutlined />}
            tone="pink"
            footer={`Đã xác thực email: ${users.verified} (${percentOf(users.verified, users.total)}%)`}
          />
        </Col>
        <Col xs={24} sm={12} xl={6}>
          <StatCard
            title="Tài khoản quản trị"
            value={admins.total}
            icon={<TeamOutlined />}
            tone="indigo"
            footer={ADMIN_ROLES.map((role) => `${ADMIN_ROLE_LABELS[role]}: ${admins[role]}`).join(' · ')}
          />
        </Col>
        <Col xs={24} sm={12} xl={6}>
          <StatCard
            title="Phòng khám"
            value={clinics.total}
            icon={<ShopOutlined />}
            tone="cyan"
            footer={`Đang hoạt động: ${clinics.active}`}
          />
        </Col>
        <Col xs={24} sm={12} xl={6}>
          <StatCard
            title="Bác sĩ"
            value={doctors.total}
            icon={<MedicineBoxOutlined />}
            tone="emerald"
            footer={`Đang hoạt động: ${doctors.active}`}
          />
        </Col>

        <Col xs={24} lg={8}>
          <Card title="Khách hàng" className={styles.panel} variant="borderless">
            <Breakdown
              rows={[
                { label: 'Đã xác thực email', value: users.verified, total: users.total, color: '#db2777' },
                { label: 'Đang hoạt động', value: users.active, total: users.total, color: '#a21caf' },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card
            title="Tài khoản theo vai trò"
            className={styles.panel}
            variant="borderless"
            extra={
              canManageAccounts ? (
                <Button
                  type="link"
                  size="small"
                  onClick={() => void navigate(paths.admin.accounts.getHref())}
                >
                  Quản lý <ArrowRightOutlined />
                </Button>
              ) : undefined
            }
          >
            <Breakdown
              rows={ADMIN_ROLES.map((role) => ({
                label: ADMIN_ROLE_LABELS[role],
                value: admins[role],
                total: admins.total,
                color: ROLE_BAR_COLORS[ADMIN_ROLE_COLORS[role]] ?? '#4f46e5',
              }))}
            />
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card title="Phòng khám và bác sĩ" className={styles.panel} variant="borderless">
            <Breakdown
              rows={[
                {
                  label: 'Phòng khám đang hoạt động',
                  value: clinics.active,
                  total: clinics.total,
                  color: '#0891b2',
                },
                {
                  label: 'Bác sĩ đang hoạt động',
                  value: doctors.active,
                  total: doctors.total,
                  color: '#059669',
                },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </>
  );
}
