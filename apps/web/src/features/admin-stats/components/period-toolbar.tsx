import { ReloadOutlined } from '@ant-design/icons';
import { Button, Segmented, Select, Tooltip } from 'antd';
import { STATS_BUCKET_TYPES, type StatsBucketType } from '@lumi/shared';
import { STATS_TYPE_LABELS, yearOptions, type StatsPeriod } from '../utils/period';
import styles from './admin-stats.module.css';

const ALL_YEAR = 0;
const MONTH_OPTIONS = [
  { value: ALL_YEAR, label: 'Cả năm' },
  ...Array.from({ length: 12 }, (_v, i) => ({ value: i + 1, label: `Tháng ${i + 1}` })),
];
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
        <Select
          value={period.month ?? ALL_YEAR}
          options={MONTH_OPTIONS}
          // Thirteen short options: all of them in the list, none hidden by virtual scrolling.
          virtual={false}
          listHeight={420}
          onChange={(month: number) => onChange({ month: month === ALL_YEAR ? undefined : month })}
          style={{ width: 120 }}
          aria-label="Chọn tháng"
        />
        <Select
          value={period.year}
          options={yearOptions(period.year).map((year) => ({ value: year, label: `Năm ${year}` }))}
          onChange={(year: number) => onChange({ year })}
          style={{ width: 116 }}
          virtual={false}
          aria-label="Chọn năm"
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
