import { Button, Card, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { CLINIC_ADMIN_TEXT } from '@lumi/shared';
import { paths } from '@/config/paths';
import { useGetOwnClinicQuery } from '../api/admin-clinic-api';
import { ClinicDashboard } from './clinic-dashboard';
import { ClinicSelect } from './clinic-select';
import styles from './admin-clinic.module.css';

/** A CLINIC account's statistics: its own clinic, once created. */
export function OwnClinicDashboard() {
  const { data, isLoading } = useGetOwnClinicQuery();
  if (isLoading) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (!data) {
    return (
      <Card variant="borderless">
        <Result
          status="info"
          title={CLINIC_ADMIN_TEXT.clinicMissing}
          subTitle="Khi thông tin phòng khám được tạo, số liệu lịch khám, doanh thu và đánh giá sẽ hiển thị tại đây."
          extra={
            <Link to={paths.admin.clinicsInfo.getHref()}>
              <Button type="primary">Tạo thông tin phòng khám</Button>
            </Link>
          }
        />
      </Card>
    );
  }
  return <ClinicDashboard clinicId={data._id} />;
}

/** ADMIN's clinic statistics: one clinic at a time, picked by name. */
export function PickedClinicDashboard() {
  const [clinicId, setClinicId] = useState<string | undefined>();
  return (
    <>
      <div className={styles.stats}>
        <ClinicSelect
          value={clinicId}
          onChange={setClinicId}
          placeholder="Chọn phòng khám"
          allowClear={false}
          width={320}
        />
      </div>
      {clinicId ? (
        <ClinicDashboard key={clinicId} clinicId={clinicId} />
      ) : (
        <Card variant="borderless">
          <Result status="info" title="Chọn một phòng khám để xem thống kê" />
        </Card>
      )}
    </>
  );
}
