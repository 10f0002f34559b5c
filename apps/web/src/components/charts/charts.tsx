import { useState, type CSSProperties, type ReactNode } from 'react';
import { formatAxisValue, formatTooltipValue, type ChartValueKind } from './chart-format';
import { niceScale } from './scale';
import styles from './charts.module.css';

/*
 * The back offices' charts, drawn by our own SVG (ADR 0042): the same markup on the server and in the browser, at any
 * width without measuring the page (the plot is an SVG stretched to its box, its strokes kept at their width; the
 * labels are HTML placed by percentages), and no chart library to download before a chart shows.
 */

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

/** The plot's own coordinates: 1000 wide along the categories, 100 along the values (stretched to the box). */
const SPAN = 1000;
const DEPTH = 100;
/** At most this many category labels along an axis of time (the first and the last always). */
const MAX_TIME_LABELS = 8;

const numberOf = (value: unknown) => {
  const n = Number(value ?? 0);
  return Number.isFinite(n) ? n : 0;
};

type Placed<T> = { series: ChartSeries<T>; axis: 'left' | 'right' };

/** Each category's value of a series, and where its bar or area starts (the stack beneath it). */
function stackedValues<T extends Record<string, unknown>>(
  data: readonly T[],
  placed: readonly Placed<T>[],
): Map<string, { base: number[]; top: number[] }> {
  const out = new Map<string, { base: number[]; top: number[] }>();
  const running = new Map<string, number[]>();
  for (const { series, axis } of placed) {
    const values = data.map((row) => numberOf(row[series.key]));
    const stackKey = series.stack ? `${axis}:${series.stack}` : null;
    const below = stackKey ? (running.get(stackKey) ?? data.map(() => 0)) : data.map(() => 0);
    const top = values.map((value, i) => below[i]! + value);
    if (stackKey) running.set(stackKey, top);
    out.set(series.key, { base: below, top });
  }
  return out;
}

/**
 * The labels shown along an axis of time: every k-th category from the first, and the last (unless it would sit on the
 * one before). Every other one of them is minor: a phone shows the major ones only (their box is too narrow for all).
 */
function shownLabels(count: number): Map<number, 'major' | 'minor'> {
  const out = new Map<number, 'major' | 'minor'>();
  if (count <= MAX_TIME_LABELS / 2) {
    for (let i = 0; i < count; i += 1) out.set(i, 'major');
    return out;
  }
  const step = Math.max(1, Math.ceil((count - 1) / (MAX_TIME_LABELS - 1)));
  let n = 0;
  for (let i = 0; i < count - 1; i += step, n += 1) out.set(i, n % 2 === 0 ? 'major' : 'minor');
  const before = Math.max(...out.keys());
  // Too close to the last: a minor one within half a step, a major one (still shown on a phone) within a step.
  if (count - 1 - before < (out.get(before) === 'major' ? step : step / 2)) out.delete(before);
  out.set(count - 1, 'major');
  return out;
}

/** A point list for SVG, rounded (the plot's units are small already). */
const points = (xs: readonly number[], ys: readonly number[]) =>
  xs.map((x, i) => `${x.toFixed(1)},${ys[i]!.toFixed(2)}`).join(' ');

function Legend({ items }: { items: readonly { label: string; color: string }[] }) {
  return (
    <ul className={styles.legend} aria-hidden="true">
      {items.map((item) => (
        <li key={item.label}>
          <span className={styles.swatch} style={{ background: item.color }} />
          {item.label}
        </li>
      ))}
    </ul>
  );
}

function Tip({ title, lines, style }: { title?: string; lines: readonly ReactNode[]; style: CSSProperties }) {
  return (
    <div className={styles.tip} style={style} aria-hidden="true">
      {title ? <div className={styles.tipTitle}>{title}</div> : null}
      {lines}
    </div>
  );
}

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
  const [active, setActive] = useState<number | null>(null);
  const hasRight = !horizontal && series.some((s) => s.axis === 'right');
  const placed: Placed<T>[] = series.map((s) => ({
    series: s,
    axis: hasRight && s.axis === 'right' ? 'right' : 'left',
  }));
  const kindOf = (key: string) =>
    placed.find((p) => p.series.key === key)?.axis === 'right' ? rightKind : kind;
  const labelOf = (row: T) => (formatX ? formatX(String(row[xKey])) : String(row[xKey]));
  const stacks = stackedValues(data, placed);
  const maxOf = (axis: 'left' | 'right') =>
    Math.max(0, ...placed.filter((p) => p.axis === axis).flatMap((p) => stacks.get(p.series.key)!.top));
  const left = niceScale(maxOf('left'), kind !== 'count');
  const right = hasRight ? niceScale(maxOf('right'), rightKind !== 'count') : null;
  const count = data.length;
  const band = count > 0 ? SPAN / count : SPAN;
  const bars = placed.filter((p) => p.series.shape === 'bar');
  // Bars side by side per category, one slot per stack (or per unstacked series).
  const slots = [
    ...new Set(bars.map((p) => (p.series.stack ? `${p.axis}:${p.series.stack}` : p.series.key))),
  ];
  const slotWidth = slots.length > 0 ? (band * 0.72) / slots.length : 0;
  const depthOf = (value: number, axis: 'left' | 'right') => {
    const scale = axis === 'right' && right ? right : left;
    return scale.max > 0 ? (value / scale.max) * DEPTH : 0;
  };
  const centre = (i: number) => (i + 0.5) * band;

  const shapes = placed.map(({ series: s, axis }) => {
    const { base, top } = stacks.get(s.key)!;
    if (s.shape === 'bar') {
      const slot = slots.indexOf(s.stack ? `${axis}:${s.stack}` : s.key);
      return (
        <g key={s.key} fill={s.color}>
          {data.map((_, i) => {
            const from = depthOf(base[i]!, axis);
            const to = depthOf(top[i]!, axis);
            if (to - from <= 0) return null;
            const along = i * band + band * 0.14 + slot * slotWidth;
            return horizontal ? (
              <rect
                key={i}
                x={from * (SPAN / DEPTH)}
                y={along}
                width={(to - from) * (SPAN / DEPTH)}
                height={slotWidth}
              />
            ) : (
              <rect key={i} x={along} y={DEPTH - to} width={slotWidth} height={to - from} />
            );
          })}
        </g>
      );
    }
    const xs = data.map((_, i) => centre(i));
    const ys = top.map((v) => DEPTH - depthOf(v, axis));
    const stroke = (
      <polyline
        key={s.key}
        points={points(xs, ys)}
        fill="none"
        stroke={s.color}
        strokeWidth={2}
        vectorEffect="non-scaling-stroke"
        strokeLinejoin="round"
      />
    );
    if (s.shape === 'line') return stroke;
    const floor = base.map((v) => DEPTH - depthOf(v, axis));
    const outline = `${points(xs, ys)} ${points([...xs].reverse(), [...floor].reverse())}`;
    return (
      <g key={s.key}>
        <polygon points={outline} fill={s.color} fillOpacity={0.18} />
        {stroke}
      </g>
    );
  });

  const labels = horizontal ? null : shownLabels(count);
  const tipLines = (i: number) =>
    placed.map(({ series: s }) => (
      <div key={s.key} className={styles.tipLine}>
        <span className={styles.swatch} style={{ background: s.color }} />
        {s.label}: {formatTooltipValue(numberOf(data[i]?.[s.key]), kindOf(s.key))}
      </div>
    ));

  return (
    <figure className={styles.figure} aria-label={title}>
      <div
        className={horizontal ? styles.gridAcross : hasRight ? styles.gridTwoAxes : styles.gridOneAxis}
        style={{ height }}
      >
        {/* The value axis: left (or bottom, laid across), and the right one. */}
        {horizontal ? (
          <div className={styles.categoryAxis} aria-hidden="true">
            {data.map((row, i) => (
              <span key={i} style={{ top: `${((i + 0.5) / Math.max(count, 1)) * 100}%` }}>
                {labelOf(row)}
              </span>
            ))}
          </div>
        ) : (
          <ValueAxis ticks={left.ticks} max={left.max} kind={kind} side="left" />
        )}
        <div className={styles.plot} onMouseLeave={() => setActive(null)}>
          <svg
            data-chart="series"
            className={styles.surface}
            viewBox={horizontal ? `0 0 ${SPAN} ${SPAN}` : `0 0 ${SPAN} ${DEPTH}`}
            preserveAspectRatio="none"
            aria-hidden="true"
            focusable="false"
          >
            {left.ticks.map((tick) => {
              const at = (tick / (left.max || 1)) * (horizontal ? SPAN : DEPTH);
              return horizontal ? (
                <line key={tick} x1={at} x2={at} y1={0} y2={SPAN} className={styles.gridLine} />
              ) : (
                <line
                  key={tick}
                  x1={0}
                  x2={SPAN}
                  y1={DEPTH - at}
                  y2={DEPTH - at}
                  className={styles.gridLine}
                />
              );
            })}
            {active !== null ? (
              horizontal ? (
                <rect x={0} y={active * band} width={SPAN} height={band} className={styles.hoverBand} />
              ) : (
                <rect x={active * band} y={0} width={band} height={DEPTH} className={styles.hoverBand} />
              )
            ) : null}
            {shapes}
          </svg>
          {/* Where the pointer finds a category: one strip each, over the drawing. */}
          <div className={horizontal ? styles.hitRows : styles.hitColumns} aria-hidden="true">
            {data.map((_, i) => (
              <span key={i} onMouseEnter={() => setActive(i)} />
            ))}
          </div>
          {active !== null && data[active] ? (
            <Tip
              title={labelOf(data[active])}
              lines={tipLines(active)}
              style={
                horizontal
                  ? { top: `${((active + 1) / count) * 100}%`, left: '8px' }
                  : active < count / 2
                    ? { left: `${((active + 1) / count) * 100}%`, top: '8px' }
                    : { right: `${((count - active) / count) * 100}%`, top: '8px' }
              }
            />
          ) : null}
        </div>
        {right ? <ValueAxis ticks={right.ticks} max={right.max} kind={rightKind} side="right" /> : null}
        {horizontal ? (
          <>
            <span />
            <div className={styles.valueAxisBottom} aria-hidden="true">
              {left.ticks.map((tick) => (
                <span key={tick} style={{ left: `${(tick / (left.max || 1)) * 100}%` }}>
                  {formatAxisValue(tick, kind)}
                </span>
              ))}
            </div>
          </>
        ) : (
          <>
            <span />
            <div className={styles.categoryAxisBottom} aria-hidden="true">
              {data.map((row, i) =>
                labels?.has(i) ? (
                  <span
                    key={i}
                    className={labels.get(i) === 'minor' ? styles.minorLabel : undefined}
                    style={{ left: `${((i + 0.5) / count) * 100}%` }}
                  >
                    {labelOf(row)}
                  </span>
                ) : null,
              )}
            </div>
            {hasRight ? <span /> : null}
          </>
        )}
      </div>
      <Legend items={series.map((s) => ({ label: s.label, color: s.color }))} />
      <ChartTable
        title={title}
        head={['Thời gian', ...series.map((s) => s.label)]}
        rows={data.map((row) => [
          labelOf(row),
          ...series.map((s) => formatTooltipValue(numberOf(row[s.key]), kindOf(s.key))),
        ])}
      />
    </figure>
  );
}

function ValueAxis({
  ticks,
  max,
  kind,
  side,
}: {
  ticks: readonly number[];
  max: number;
  kind: ChartValueKind;
  side: 'left' | 'right';
}) {
  return (
    <div className={side === 'left' ? styles.valueAxisLeft : styles.valueAxisRight} aria-hidden="true">
      {ticks.map((tick) => (
        <span key={tick} style={{ top: `${(1 - tick / (max || 1)) * 100}%` }}>
          {formatAxisValue(tick, kind)}
        </span>
      ))}
    </div>
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

/** The ring's radii in its 100 × 100 box, and the gap between slices (degrees). */
const OUTER = 42.5;
const INNER = 29;
const GAP_DEGREES = 2;

function polar(radius: number, degrees: number): [number, number] {
  const radians = ((degrees - 90) * Math.PI) / 180;
  return [50 + radius * Math.cos(radians), 50 + radius * Math.sin(radians)];
}

/** One slice of the ring from `start` to `end` degrees (clockwise from the top). */
function arc(start: number, end: number): string {
  const sweep = end - start;
  if (sweep >= 359.99) {
    // A whole ring: two half arcs (one arc cannot start and end at the same point).
    return `${arc(0, 180)} ${arc(180, 360)}`;
  }
  const large = sweep > 180 ? 1 : 0;
  const [x1, y1] = polar(OUTER, start);
  const [x2, y2] = polar(OUTER, end);
  const [x3, y3] = polar(INNER, end);
  const [x4, y4] = polar(INNER, start);
  const f = (n: number) => n.toFixed(3);
  return `M${f(x1)} ${f(y1)}A${OUTER} ${OUTER} 0 ${large} 1 ${f(x2)} ${f(y2)}L${f(x3)} ${f(y3)}A${INNER} ${INNER} 0 ${large} 0 ${f(x4)} ${f(y4)}Z`;
}

/** The ring's slices for these values, clockwise from the top, a small gap between them. */
function ringPaths(values: readonly number[]): string[] {
  const total = values.reduce((sum, value) => sum + value, 0);
  const gap = values.length > 1 ? GAP_DEGREES : 0;
  const starts = values.map((_, i) => (values.slice(0, i).reduce((sum, v) => sum + v, 0) / total) * 360);
  return values.map((value, i) => {
    const start = starts[i]!;
    return arc(start + gap / 2, start + (value / total) * 360 - gap / 2);
  });
}

/** A share chart (bookings by status, ratings by star). Empty slices are left out of the drawing. */
export function DonutChart({ slices, kind = 'count', height = 260, title, center }: DonutChartProps) {
  const [active, setActive] = useState<number | null>(null);
  const drawn = slices.filter((slice) => slice.value > 0);
  const paths = ringPaths(drawn.map((slice) => slice.value));
  const hovered = active !== null ? drawn[active] : undefined;
  return (
    <figure className={styles.figure} aria-label={title}>
      <div style={{ height }} className={styles.donut}>
        {drawn.length === 0 ? (
          <p className={styles.empty}>Chưa có dữ liệu trong kỳ này</p>
        ) : (
          <div className={styles.ring}>
            <svg
              data-chart="ring"
              viewBox="0 0 100 100"
              className={styles.ringSurface}
              aria-hidden="true"
              focusable="false"
              onMouseLeave={() => setActive(null)}
            >
              {drawn.map((slice, i) => (
                <path
                  key={slice.label}
                  d={paths[i]}
                  fill={slice.color}
                  className={active === i ? styles.sliceActive : undefined}
                  onMouseEnter={() => setActive(i)}
                />
              ))}
            </svg>
            {center ? <span className={styles.center}>{center}</span> : null}
            {hovered ? (
              <Tip
                lines={[
                  <div key="v" className={styles.tipLine}>
                    <span className={styles.swatch} style={{ background: hovered.color }} />
                    {hovered.label}: {formatTooltipValue(hovered.value, kind)}
                  </div>,
                ]}
                style={{ top: '8px', right: '8px' }}
              />
            ) : null}
          </div>
        )}
      </div>
      {drawn.length > 0 ? <Legend items={drawn} /> : null}
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
