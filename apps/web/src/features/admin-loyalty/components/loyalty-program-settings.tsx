import { ReloadOutlined } from '@ant-design/icons';
import { Button, Result, Skeleton } from 'antd';
import { ListCard } from '@/components/admin-list/list-card';
import { getErrorMessage } from '@/lib/errors';
import { useGetAdminLoyaltyProgramQuery } from '../api/admin-loyalty-api';
import { LoyaltyProgramForm } from './loyalty-program-form';
import type { MoneyInputComponent } from './money-input-props';
import styles from './admin-loyalty.module.css';

type LoyaltyProgramSettingsProps = {
  /** The admin catalogue's amount input, handed in by the route. */
  MoneyInput: MoneyInputComponent;
};

/** `/admin/loyalty` (ADMIN): the points programme — its rates, its cap and the four tiers — read, then edited. */
export function LoyaltyProgramSettings({ MoneyInput }: LoyaltyProgramSettingsProps) {
  const query = useGetAdminLoyaltyProgramQuery();

  if (query.data) {
    return (
      <ListCard className={styles.card}>
        <LoyaltyProgramForm program={query.data} MoneyInput={MoneyInput} />
      </ListCard>
    );
  }
  if (query.isError) {
    return (
      <ListCard className={styles.card}>
        <Result
          status="warning"
          title="Không thể tải cài đặt điểm thưởng"
          subTitle={getErrorMessage(query.error)}
          extra={
            <Button icon={<ReloadOutlined />} loading={query.isFetching} onClick={() => void query.refetch()}>
              Thử lại
            </Button>
          }
        />
      </ListCard>
    );
  }
  return (
    <ListCard className={styles.card}>
      <Skeleton active paragraph={{ rows: 10 }} />
    </ListCard>
  );
}
