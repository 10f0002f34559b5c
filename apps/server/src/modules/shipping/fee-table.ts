import { toLocalDate } from '@lumi/shared';
import type { Region } from './dataset';

/**
 * The built-in fee table (decision 15, ADR 0009), in VND, by zone and weight:
 *
 * | zone                              | ≤ 500 g | ≤ 1 kg | ≤ 2 kg | each further 500 g | business days |
 * | --------------------------------- | ------- | ------ | ------ | ------------------ | ------------- |
 * | same province as the shop         | 22.000  | 25.000 | 30.000 | 2.500              | 1             |
 * | same region (North/Centre/South)  | 30.000  | 33.000 | 38.000 | 4.000              | 3             |
 * | another region                    | 35.000  | 40.000 | 45.000 | 5.000              | 5             |
 *
 * The goods at or above the free-shipping threshold ship free (fee 0).
 */
export type Zone = 'intra' | 'region' | 'inter';

export const FEE_TABLE: Record<
  Zone,
  { upTo500g: number; upTo1kg: number; upTo2kg: number; per500gAbove2kg: number; businessDays: number }
> = {
  intra: { upTo500g: 22_000, upTo1kg: 25_000, upTo2kg: 30_000, per500gAbove2kg: 2_500, businessDays: 1 },
  region: { upTo500g: 30_000, upTo1kg: 33_000, upTo2kg: 38_000, per500gAbove2kg: 4_000, businessDays: 3 },
  inter: { upTo500g: 35_000, upTo1kg: 40_000, upTo2kg: 45_000, per500gAbove2kg: 5_000, businessDays: 5 },
};

export function zoneOf(
  origin: { provinceId: number; region: Region },
  destination: { provinceId: number; region: Region } | null,
): Zone {
  if (!destination) return 'inter';
  if (destination.provinceId === origin.provinceId) return 'intra';
  return destination.region === origin.region ? 'region' : 'inter';
}

/** The table's fee of a parcel before free shipping. */
export function tableFee(zone: Zone, weightGrams: number): number {
  const row = FEE_TABLE[zone];
  const weight = Math.max(0, weightGrams);
  if (weight <= 500) return row.upTo500g;
  if (weight <= 1000) return row.upTo1kg;
  if (weight <= 2000) return row.upTo2kg;
  return row.upTo2kg + Math.ceil((weight - 2000) / 500) * row.per500gAbove2kg;
}

/**
 * The local day ('YYYY-MM-DD', Asia/Ho_Chi_Minh) `days` business days (Monday to Saturday, as carriers deliver)
 * after the day of `now`.
 */
export function addBusinessDays(now: Date, days: number): string {
  const [y, m, d] = toLocalDate(now).split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    if (date.getUTCDay() !== 0) left -= 1;
  }
  return date.toISOString().slice(0, 10);
}
