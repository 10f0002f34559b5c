import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { DonutChartProps, SeriesChartProps } from './charts';

export type { ChartSeries, DonutSlice } from './charts';
export { formatAxisValue, formatTooltipValue, type ChartValueKind } from './chart-format';

/** The chart library (recharts, ~100 KB gzip) loads with the first chart drawn, never with the shop. */
const charts = () => import('./charts');
const LazySeriesChart = lazy(() => charts().then((module) => ({ default: module.SeriesChart })));
const LazyDonutChart = lazy(() => charts().then((module) => ({ default: module.DonutChart })));

/** A placeholder of the chart's final height, so nothing moves when the library arrives. */
function ChartPlaceholder({ height }: { height: number }) {
  return (
    <div style={{ height }} aria-busy="true">
      <Skeleton.Node active style={{ width: '100%', height }} />
    </div>
  );
}

export function SeriesChart<T extends Record<string, unknown>>(props: SeriesChartProps<T>) {
  return (
    <Suspense fallback={<ChartPlaceholder height={props.height ?? 300} />}>
      <LazySeriesChart {...(props as unknown as SeriesChartProps<Record<string, unknown>>)} />
    </Suspense>
  );
}

export function DonutChart(props: DonutChartProps) {
  return (
    <Suspense fallback={<ChartPlaceholder height={props.height ?? 260} />}>
      <LazyDonutChart {...props} />
    </Suspense>
  );
}
