import { Skeleton } from 'antd';
import { createContext, lazy, Suspense, useContext, useEffect, useState, type ReactNode } from 'react';
import type { DonutChartProps, SeriesChartProps } from './charts';

export type { ChartSeries, DonutSlice } from './charts';
export { formatAxisValue, formatTooltipValue, type ChartValueKind } from './chart-format';

/**
 * The chart library (recharts, ~120 KB gzip) loads with the first chart drawn, never with the shop, and never before
 * the page's own content: a chart waits for the frame after its page showed that content (see ChartsAfter), so the
 * library downloads behind the figures instead of in front of them.
 */
let chartsLoaded = false;
const charts = () =>
  import('./charts').then((module) => {
    chartsLoaded = true;
    return module;
  });
const LazySeriesChart = lazy(() => charts().then((module) => ({ default: module.SeriesChart })));
const LazyDonutChart = lazy(() => charts().then((module) => ({ default: module.DonutChart })));

/** Whether the page's first content is there; charts below it wait until it is (true when no page says). */
const ContentShown = createContext(true);

/**
 * Charts inside wait for `shown` (e.g. the page's headline figures arrived) before their library downloads: a
 * page whose charts have their own queries keeps the download behind its first content.
 */
export function ChartsAfter({ shown, children }: { shown: boolean; children: ReactNode }) {
  return <ContentShown.Provider value={shown}>{children}</ContentShown.Provider>;
}

/** True from the frame after the page's content was shown (at once when the library is already there). */
function useChartTurn(): boolean {
  const shown = useContext(ContentShown);
  const [turn, setTurn] = useState(() => shown && chartsLoaded);
  useEffect(() => {
    if (!shown || turn) return;
    // The next frame paints what this render committed; the library is asked for once it is painted.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setTurn(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [shown, turn]);
  return turn;
}

/** A placeholder of the chart's final height, so nothing moves when the library arrives. */
function ChartPlaceholder({ height }: { height: number }) {
  return (
    <div style={{ height }} aria-busy="true">
      <Skeleton.Node active style={{ width: '100%', height }} />
    </div>
  );
}

export function SeriesChart<T extends Record<string, unknown>>(props: SeriesChartProps<T>) {
  const turn = useChartTurn();
  if (!turn) return <ChartPlaceholder height={props.height ?? 300} />;
  return (
    <Suspense fallback={<ChartPlaceholder height={props.height ?? 300} />}>
      <LazySeriesChart {...(props as unknown as SeriesChartProps<Record<string, unknown>>)} />
    </Suspense>
  );
}

export function DonutChart(props: DonutChartProps) {
  const turn = useChartTurn();
  if (!turn) return <ChartPlaceholder height={props.height ?? 260} />;
  return (
    <Suspense fallback={<ChartPlaceholder height={props.height ?? 260} />}>
      <LazyDonutChart {...props} />
    </Suspense>
  );
}
