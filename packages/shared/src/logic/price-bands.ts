import { PRICE_BAND_COUNT, PRICE_BAND_ROUNDING } from '../constants';
import { formatVnd } from './money';

export type PriceBand = { label: string; value: string; min: number; max: number | null };

function roundBoundary(value: number): number {
  return Math.max(PRICE_BAND_ROUNDING, Math.round(value / PRICE_BAND_ROUNDING) * PRICE_BAND_ROUNDING);
}

/**
 * Up to `count` price bands over the given effective prices (decision 13): boundaries at the quantiles, rounded to
 * 10 000 ₫, so each band holds about as many products; the first is open below, the last open above. Fewer bands
 * when the prices are few or close together.
 */
export function computePriceBands(prices: readonly number[], count = PRICE_BAND_COUNT): PriceBand[] {
  const sorted = prices.filter((p) => Number.isFinite(p) && p >= 0).sort((a, b) => a - b);
  if (sorted.length === 0) return [];
  const lowest = sorted[0] ?? 0;
  const highest = sorted[sorted.length - 1] ?? 0;
  const boundaries: number[] = [];
  for (let i = 1; i < count; i++) {
    const q = sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * i) / count))] ?? 0;
    const b = roundBoundary(q);
    // A boundary must split the data: above the cheapest, at or below the dearest, and above the previous one.
    if (b > lowest && b <= highest && b > (boundaries[boundaries.length - 1] ?? 0)) boundaries.push(b);
  }
  if (boundaries.length === 0) {
    return [{ label: `Từ ${formatVnd(0)}`, value: '0-', min: 0, max: null }];
  }
  const bands: PriceBand[] = [];
  let previous = 0;
  for (const b of boundaries) {
    bands.push({
      label: previous === 0 ? `Dưới ${formatVnd(b)}` : `${formatVnd(previous)} - ${formatVnd(b)}`,
      value: `${previous}-${b}`,
      min: previous,
      max: b,
    });
    previous = b;
  }
  bands.push({ label: `Trên ${formatVnd(previous)}`, value: `${previous}-`, min: previous, max: null });
  return bands;
}

export type PriceStats = { min: number; max: number; formatted: { min: string; max: string } };

/**
 * The lowest and highest of some prices, as numbers and as shown ('150.000 ₫'): the `prices.stats` of the doctor and
 * clinic filter panels (api-contract §3.8, §3.9). Zero for none.
 */
export function priceStats(prices: readonly number[]): PriceStats {
  const min = prices.length === 0 ? 0 : Math.min(...prices);
  const max = prices.length === 0 ? 0 : Math.max(...prices);
  return { min, max, formatted: { min: formatVnd(min), max: formatVnd(max) } };
}
