import {
  Area,
  Bar,
  CartesianGrid,
  Cell,
  ComposedChart,
  Legend,
  Line,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatAxisValue, formatTooltipValue, type ChartValueKind } from './chart-format';
import styles from './charts.module.css';

export type ChartSeries<T> = {
  key: keyof T & string;
  label: string;
  color: string;
  /** Area (default), bar or line. */
  shape?: 'area' | 'bar' | 'line';
  /** Series with the same stack id are stacked (bars or areas). */
  stack?: string;
  /** 'right' draws on a second axis with `rightKind` values (e.g. a count beside money). */
  axis?: 'left' | 'right';
};

export type SeriesChartProps<T> = {
  data: readonly T[];
  xKey: keyof T & string;
  series: readonly ChartSeries<T>[];
  /** What the left axis measures. */
  kind?: ChartValueKind;
  rightKind?: ChartValueKind;
  height?: number;
  /** What the chart shows, for screen readers. */
  title: string;
  formatX?: (value: string) => string;
  /**
   * Bars laid across: the `xKey` categories down the left side, the values along the bottom (long labels such as
   * people's names stay readable). One value axis: `axis: 'right'` is ignored.
   */
  horizontal?: boolean;
};

/** A tooltip's lines in dark ink: recharts writes them in the series' colour, as light as sky-300 (1.7:1 on white). */
const TOOLTIP_ITEM_STYLE = { color: '#1f2937' };

/**
 * A chart over time (days of a month or months of a year): areas, bars and lines on one or two axes; or, laid
 * across, bars per category (`horizontal`).
 */
export function SeriesChart<T extends Record<string, unknown>>({
  data,
  xKey,
  series,
  kind = 'count',
  rightKind = 'count',
  height = 300,
  title,
  formatX,
  horizontal = false,
}: SeriesChartProps<T>) {
  const hasRight = !horizontal && series.some((s) => s.axis === 'right');
  const kindOf = (key: string) =>
    hasRight && series.find((s) => s.key === key)?.axis === 'right' ? rightKind : kind;
  return (
    <figure className={styles.figure} aria-label={title}>
      <div style={{ height }}>
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart
            data={data as unknown as Record<string, unknown>[]}
            layout={horizontal ? 'vertical' : 'horizontal'}
            margin={{ top: 8, right: hasRight ? 8 : 16, left: 0, bottom: 0 }}
          >
            <CartesianGrid
              strokeDasharray="3 3"
              vertical={horizontal}
              horizontal={!horizontal}
              stroke="#eef0f3"
            />
            {horizontal ? (
              <XAxis
                type="number"
                tick={{ fontSize: 12 }}
                tickLine={false}
                allowDecimals={kind !== 'count'}
                tickFormatter={(value: number) => formatAxisValue(value, kind)}
              />
            ) : (
              <XAxis
                dataKey={xKey as string}
                tickFormatter={formatX}
                tick={{ fontSize: 12 }}
                tickLine={false}
                interval="preserveStartEnd"
              />
            )}
            {horizontal ? (
              <YAxis
                yAxisId="left"
                type="category"
                dataKey={xKey as string}
                width={140}
                interval={0}
                tick={{ fontSize: 12 }}
                tickLine={false}
                axisLine={false}
                tickFormatter={formatX}
              />
            ) : (
              <YAxis
                yAxisId="left"
                width={56}
                tick={{ fontSize: 12 }}
                tickLine={false}
                axisLine={false}
                allowDecimals={kind !== 'count'}
                tickFormatter={(value: number) => formatAxisValue(value, kind)}
              />
            )}
            {hasRight ? (
              <YAxis
                yAxisId="right"
                orientation="right"
                width={44}
                tick={{ fontSize: 12 }}
                tickLine={false}
                axisLine={false}
                allowDecimals={rightKind !== 'count'}
                tickFormatter={(value: number) => formatAxisValue(value, rightKind)}
              />
            ) : null}
            <Tooltip
              itemStyle={TOOLTIP_ITEM_STYLE}
              labelFormatter={(label) => (formatX ? formatX(String(label)) : String(label))}
              formatter={(value, _name, item) =>
                formatTooltipValue(Number(value), kindOf(String(item.dataKey)))
              }
            />
            <Legend wrapperStyle={{ fontSize: 13 }} />
            {series.map((s) => {
              const common = {
                dataKey: s.key as string,
                name: s.label,
                yAxisId: hasRight ? (s.axis ?? 'left') : 'left',
                stackId: s.stack,
                isAnimationActive: false,
              };
              if (s.shape === 'bar')
                return (
                  <Bar
                    key={s.key}
                    {...common}
                    fill={s.color}
                    radius={horizontal ? [0, 3, 3, 0] : [3, 3, 0, 0]}
                    maxBarSize={28}
                  />
                );
              if (s.shape === 'line')
                return (
                  <Line
                    key={s.key}
                    {...common}
                    type="linear"
                    stroke={s.color}
                    strokeWidth={2}
                    dot={data.length > 12 ? false : { r: 2 }}
                  />
                );
              return (
                <Area
                  key={s.key}
                  {...common}
                  type="monotone"
                  stroke={s.color}
                  fill={s.color}
                  fillOpacity={0.18}
                  strokeWidth={2}
                />
              );
            })}
          </ComposedChart>
        </ResponsiveContainer>
      </div>
      <ChartTable
        title={title}
        head={['Thời gian', ...series.map((s) => s.label)]}
        rows={data.map((row) => [
          formatX ? formatX(String(row[xKey])) : String(row[xKey]),
          ...series.map((s) => formatTooltipValue(Number(row[s.key] ?? 0), kindOf(s.key))),
        ])}
      />
    </figure>
  );
}

export type DonutSlice = { label: string; value: number; color: string };

export type DonutChartProps = {
  slices: readonly DonutSlice[];
  kind?: ChartValueKind;
  height?: number;
  title: string;
  /** Shown in the hole, e.g. the total. */
  center?: string;
};

/** A share chart (bookings by status, ratings by star). Empty slices are left out of the drawing. */
export function DonutChart({ slices, kind = 'count', height = 260, title, center }: DonutChartProps) {
  const drawn = slices.filter((slice) => slice.value > 0);
  return (
    <figure className={styles.figure} aria-label={title}>
      <div style={{ height }} className={styles.donut}>
        {drawn.length === 0 ? (
          <p className={styles.empty}>Chưa có dữ liệu trong kỳ này</p>
        ) : (
          <ResponsiveContainer width="100%" height="100%">
            <PieChart>
              <Pie
                data={drawn as DonutSlice[]}
                dataKey="value"
                nameKey="label"
                innerRadius="58%"
                outerRadius="85%"
                paddingAngle={2}
                isAnimationActive={false}
              >
                {drawn.map((slice) => (
                  <Cell key={slice.label} fill={slice.color} />
                ))}
              </Pie>
              <Tooltip
                itemStyle={TOOLTIP_ITEM_STYLE}
                formatter={(value) => formatTooltipValue(Number(value), kind)}
              />
              <Legend wrapperStyle={{ fontSize: 13 }} />
            </PieChart>
          </ResponsiveContainer>
        )}
        {center && drawn.length > 0 ? <span className={styles.center}>{center}</span> : null}
      </div>
      <ChartTable
        title={title}
        head={['', 'Giá trị']}
        rows={slices.map((slice) => [slice.label, formatTooltipValue(slice.value, kind)])}
      />
    </figure>
  );
}

/** The chart's figures as a table for screen readers (and for tests, which cannot see the drawing). */
function ChartTable({ title, head, rows }: { title: string; head: string[]; rows: string[][] }) {
  return (
    // A table ignores a 1px height, so the hiding is on a wrapper.
    <div className={styles.srOnly}>
      <table>
        <caption>{title}</caption>
        <thead>
          <tr>
            {head.map((cell, index) => (
              <th key={index} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              {row.map((cell, column) =>
                column === 0 ? (
                  <th key={column} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={column}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
