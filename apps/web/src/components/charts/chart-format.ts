import { formatVnd } from '@lumi/shared';

const compact = new Intl.NumberFormat('vi-VN', { notation: 'compact', maximumFractionDigits: 1 });
const plain = new Intl.NumberFormat('vi-VN');

/** How a series' values read on an axis and in the tooltip. */
export type ChartValueKind = 'count' | 'money' | 'rating' | 'percent';

/** The axis label: short ('1,2 Tr', '350 N'), so the axis stays narrow. */
export function formatAxisValue(value: number, kind: ChartValueKind): string {
  if (kind === 'rating') return value.toFixed(1).replace('.', ',');
  if (kind === 'percent') return `${plain.format(value)}%`;
  return compact.format(value);
}

/** The tooltip's exact value: '1.250.000 ₫', '12', '4,5', '87,5%'. */
export function formatTooltipValue(value: number, kind: ChartValueKind): string {
  switch (kind) {
    case 'money':
      return formatVnd(value);
    case 'rating':
      return value.toFixed(1).replace('.', ',');
    case 'percent':
      return `${plain.format(value)}%`;
    case 'count':
      return plain.format(value);
  }
}
