import { ReloadOutlined } from '@ant-design/icons';
import { Button, Row } from 'antd';
import { formatLocalDate } from '@lumi/shared';
import { useAppDispatch } from '@/lib/store';
import { api } from '@/lib/api';
import { getErrorMessage } from '@/lib/errors';
import { useGetShopStatisticalQuery, useGetSiteOverviewQuery } from '../api/admin-stats-api';
import { useStatsPeriod } from '../hooks/use-stats-period';
import { periodArgs, periodLabel, previousPeriodLabel, seriesLabel } from '../utils/period';
import { OverviewCards } from './overview-cards';
import { PeriodToolbar } from './period-toolbar';
import { panelQuery, SiteCharts } from './site-charts';
import { TopTables } from './top-tables';
import styles from './admin-stats.module.css';
import { LazyResult } from '@/components/lazy-result';

/**
 * `/admin/dashboard` for the ADMIN: the site statistics of a month or a year (api-contract §3.7, §3.11; formulas
 * ADR 0024) — six cards against the period before, the series of the chosen cut, the best sellers and buyers, each
 * exportable as CSV. The period lives in the address.
 */
export function AdminStatsDashboard() {
  const dispatch = useAppDispatch();
  const { period, setPeriod } = useStatsPeriod();
  const args = periodArgs(period);
  const overview = useGetSiteOverviewQuery(args);
  const shop = useGetShopStatisticalQuery(args);
  const byMonth = period.month !== undefined;
  const data = overview.currentData;

  const refresh = () => dispatch(api.util.invalidateTags(['SiteStats']));

  return (
    <>
      <PeriodToolbar
        period={period}
        onChange={setPeriod}
        onRefresh={refresh}
        isFetching={overview.isFetching || shop.isFetching}
      />
      <p className={styles.periodNote}>
        {data
          ? `Số liệu ${periodLabel(period)} (${formatLocalDate(data.period.from)} – ${formatLocalDate(
              data.period.to,
            )}), so với ${previousPeriodLabel(data.period.previousFrom, byMonth)}.`
          : `Số liệu ${periodLabel(period)}.`}
      </p>
      {overview.isError && !data ? (
        <LazyResult
          status="warning"
          title="Không thể tải số liệu tổng quan"
          subTitle={getErrorMessage(overview.error)}
          extra={
            <Button
              type="primary"
              icon={<ReloadOutlined />}
              loading={overview.isFetching}
              onClick={() => void overview.refetch()}
            >
              Thử lại
            </Button>
          }
        />
      ) : (
        <OverviewCards data={data} byMonth={byMonth} />
      )}
      <h2 className={styles.sectionTitle}>
        Biểu đồ <span className={styles.sectionNote}>{seriesLabel(period)}</span>
      </h2>
      <SiteCharts period={period} overview={{ data, query: panelQuery(overview) }} />
      <h2 className={styles.sectionTitle}>
        Bán chạy <span className={styles.sectionNote}>{periodLabel(period)}</span>
      </h2>
      <Row gutter={[20, 20]}>
        <TopTables period={period} data={shop.currentData} query={panelQuery(shop)} />
      </Row>
    </>
  );
}
