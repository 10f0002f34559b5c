import { ReloadOutlined } from '@ant-design/icons';
import { Button, Segmented, Tooltip } from 'antd';
import { STATS_BUCKET_TYPES, type StatsBucketType } from '@lumi/shared';
import { MonthSelect, YearSelect } from '@/components/stats-period';
import { STATS_TYPE_LABELS, yearOptions, type StatsPeriod } from '../utils/period';
import styles from './admin-stats.module.css';

const TYPE_HINTS: Record<StatsBucketType, string> = {
  date: 'Các ngày của tháng đã chọn (chọn Ngày khi đang xem cả năm sẽ lấy tháng hiện tại)',
  month: 'Mười hai tháng của năm đã chọn',
  year: 'Năm năm, tính đến năm đã chọn',
};

type PeriodToolbarProps = {
  period: StatsPeriod;
  onChange: (change: Partial<StatsPeriod>) => void;
  onRefresh: () => void;
  isFetching: boolean;
};

/** Year, month ('Cả năm' or one month) and how the series are cut (Ngày / Tháng / Năm). */
export function PeriodToolbar({ period, onChange, onRefresh, isFetching }: PeriodToolbarProps) {
  return (
    <div className={styles.toolbar}>
      <h2 className={styles.toolbarTitle}>Thống kê hệ thống Lumi</h2>
      <div className={styles.controls}>
        <MonthSelect month={period.month} onChange={(month) => onChange({ month })} />
        <YearSelect
          year={period.year}
          years={yearOptions(period.year)}
          onChange={(year) => onChange({ year })}
          width={116}
        />
        <Segmented<StatsBucketType>
          value={period.type}
          onChange={(type) => onChange({ type })}
          aria-label="Biểu đồ theo"
          options={STATS_BUCKET_TYPES.map((type) => ({
            value: type,
            label: (
              <Tooltip title={TYPE_HINTS[type]}>
                <span>{STATS_TYPE_LABELS[type]}</span>
              </Tooltip>
            ),
          }))}
        />
        <Button icon={<ReloadOutlined />} loading={isFetching} onClick={onRefresh}>
          Làm mới
        </Button>
      </div>
    </div>
  );
}
