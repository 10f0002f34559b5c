import { ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { getErrorMessage } from '@/lib/errors';
import styles from './admin-stats.module.css';

export const EMPTY_PERIOD = 'Chưa có dữ liệu trong kỳ này';

type ChartPanelProps = {
  title: string;
  /** What the panel covers, under its title (e.g. 'Theo ngày, tháng 11/2026'). */
  note?: string;
  /** The height of the loaded content: the skeleton, the error and the empty state keep it. */
  height: number;
  query: {
    isLoading: boolean;
    isError: boolean;
    error?: unknown;
    isFetching: boolean;
    refetch: () => unknown;
  };
  /** True when the answer holds nothing worth drawing. */
  isEmpty?: boolean;
  /** The empty state's height when it may be shorter than the content (a table of up to ten rows). */
  emptyHeight?: number;
  extra?: ReactNode;
  children: ReactNode;
};

/** A dashboard card around a chart or a table: its loading, error ('Thử lại') and empty states. */
export function ChartPanel({
  title,
  note,
  height,
  query,
  isEmpty = false,
  emptyHeight = height,
  extra,
  children,
}: ChartPanelProps) {
  let body: ReactNode;
  if (query.isLoading) {
    body = (
      <div style={{ height }} aria-busy="true" aria-label={`Đang tải ${title.toLowerCase()}`}>
        <Skeleton.Node active className={styles.skeleton} style={{ width: '100%', height }} />
      </div>
    );
  } else if (query.isError) {
    body = (
      <div className={styles.state} style={{ height }} role="alert">
        <span>Không thể tải số liệu: {getErrorMessage(query.error)}</span>
        <Button icon={<ReloadOutlined />} loading={query.isFetching} onClick={() => void query.refetch()}>
          Thử lại
        </Button>
      </div>
    );
  } else if (isEmpty) {
    body = (
      <div className={styles.state} style={{ height: emptyHeight }}>
        {EMPTY_PERIOD}
      </div>
    );
  } else {
    body = children;
  }
  return (
    <Card
      className={styles.panel}
      variant="borderless"
      role="region"
      aria-label={title}
      title={
        <span>
          {title}
          {note && <span className={styles.panelNote}>{note}</span>}
        </span>
      }
      extra={extra}
    >
      {body}
    </Card>
  );
}
