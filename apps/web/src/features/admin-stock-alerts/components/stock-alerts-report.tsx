import { ReloadOutlined } from '@ant-design/icons';
import { Button, Checkbox, Input, Result, Skeleton } from 'antd';
import { useMemo, useState } from 'react';
import type { AdminStockAlertRow } from '@lumi/shared';
import { ListCard } from '@/components/admin-list/list-card';
import { ListSearchIcon } from '@/components/admin-list/list-search-input';
import { ListToolbar } from '@/components/admin-list/list-toolbar';
import { getErrorMessage } from '@/lib/errors';
import { useGetAdminStockAlertsQuery } from '../api/admin-stock-alerts-api';
import { filterStockAlertRows, stockAlertTotals } from '../utils/stock-alerts';
import { StockAlertsSummary } from './stock-alerts-summary';
import { StockAlertsTable } from './stock-alerts-table';
import styles from './admin-stock-alerts.module.css';

const INTRO =
  'Khách bấm "Báo khi có hàng" trên sản phẩm hết hàng; khi có hàng trở lại, mỗi khách nhận một thông báo và email.';

/** The figures and the table, searched and filtered in the browser (the server sends every row at once). */
function StockAlertsList({ rows }: { rows: AdminStockAlertRow[] }) {
  const [search, setSearch] = useState('');
  const [waitingOnly, setWaitingOnly] = useState(false);
  const totals = useMemo(() => stockAlertTotals(rows), [rows]);
  const shown = useMemo(
    () => filterStockAlertRows(rows, { search, waitingOnly }),
    [rows, search, waitingOnly],
  );

  return (
    <>
      <StockAlertsSummary totals={totals} />
      <ListToolbar>
        <Input
          className={styles.search}
          prefix={<ListSearchIcon />}
          placeholder="Tìm theo tên sản phẩm"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          allowClear
          maxLength={100}
          aria-label="Tìm sản phẩm"
        />
        <Checkbox
          className={styles.waitingOnly}
          checked={waitingOnly}
          onChange={(event) => setWaitingOnly(event.target.checked)}
        >
          Chỉ sản phẩm còn khách chờ
        </Checkbox>
      </ListToolbar>
      <StockAlertsTable rows={shown} filtered={search.trim() !== '' || waitingOnly} />
    </>
  );
}

/**
 * `/admin/stock-alerts` (ADMIN): who waits for which sold-out product (or colour), how many were told it came back,
 * and how many of those bought it.
 */
export function StockAlertsReport() {
  const query = useGetAdminStockAlertsQuery();

  let body;
  if (query.data) body = <StockAlertsList rows={query.data} />;
  else if (query.isError)
    body = (
      <Result
        status="warning"
        title="Không thể tải danh sách khách chờ hàng"
        subTitle={getErrorMessage(query.error)}
        extra={
          <Button icon={<ReloadOutlined />} loading={query.isFetching} onClick={() => void query.refetch()}>
            Thử lại
          </Button>
        }
      />
    );
  else body = <Skeleton active paragraph={{ rows: 8 }} />;

  return (
    <ListCard className={styles.page}>
      <p className={styles.intro}>{INTRO}</p>
      {body}
    </ListCard>
  );
}
