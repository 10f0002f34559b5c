/*
 * The back offices' charts (ADR 0042): our own SVG, drawn with the page on the server and in the browser alike, so a
 * statistics screen arrives with its charts and no chart library is downloaded.
 */
export { DonutChart, SeriesChart } from './charts';
export type { ChartSeries, DonutChartProps, DonutSlice, SeriesChartProps } from './charts';
export { formatAxisValue, formatTooltipValue, type ChartValueKind } from './chart-format';
