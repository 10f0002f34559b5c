import { ReloadOutlined } from '@ant-design/icons';
import { Button, Col, Result, Row } from 'antd';
import { formatDateTime, type AdminAccount } from '@lumi/shared';
import { StatCard } from '@/components/stat-card';
import { getErrorMessage } from '@/lib/errors';
import { useGetDashboardSummaryQuery } from '../../api/admin-api';
import { SiteSummary } from './site-summary';
import styles from './dashboard.module.css';

/**
 * `GET /admin/dashboard/summary`, the whole site's accounts, clinics and doctors: what SUPPORT sees on its
 * dashboard (the ADMIN has the site statistics, features/admin-stats; a CLINIC account its clinic's).
 */
export function DashboardOverview({ admin }: { admin: AdminAccount }) {
  const { data, isLoading, isError, error, refetch, isFetching, fulfilledTimeStamp } =
    useGetDashboardSummaryQuery(undefined, { refetchOnMountOrArgChange: 30 });

  if (isLoading) {
    return (
      <Row gutter={[20, 20]} aria-busy="true">
        {[0, 1, 2, 3].map((key) => (
          <Col key={key} xs={24} sm={12} xl={6}>
            <StatCard title="" value="" icon={null} tone="indigo" loading />
          </Col>
        ))}
      </Row>
    );
  }

  if (isError || !data) {
    return (
      <Result
        status="warning"
        title="Không thể tải số liệu tổng quan"
        subTitle={getErrorMessage(error)}
        extra={
          <Button
            type="primary"
            icon={<ReloadOutlined />}
            loading={isFetching}
            onClick={() => void refetch()}
          >
            Thử lại
          </Button>
        }
      />
    );
  }

  return (
    <>
      <div className={styles.toolbar}>
        <h2 className={styles.toolbarTitle}>Tổng quan hệ thống Lumi</h2>
        <span className={styles.toolbarMeta}>
          {fulfilledTimeStamp !== undefined && <span>Cập nhật lúc {formatDateTime(fulfilledTimeStamp)}</span>}
          <Button size="small" icon={<ReloadOutlined />} loading={isFetching} onClick={() => void refetch()}>
            Làm mới
          </Button>
        </span>
      </div>
      <SiteSummary summary={data} canManageAccounts={admin.role === 'ADMIN'} />
    </>
  );
}
