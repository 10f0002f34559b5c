import type { RoutineItem } from '@lumi/shared';

/** How often a product is used, as the doctor picks it (uses a day; 0.5 is every other day). */
export const USES_PER_DAY_OPTIONS = [
  { value: 1, label: '1 lần/ngày' },
  { value: 2, label: '2 lần/ngày' },
  { value: 3, label: '3 lần/ngày' },
  { value: 0.5, label: '2 ngày 1 lần' },
  { value: 0.25, label: '4 ngày 1 lần' },
  { value: 0.14, label: '1 lần/tuần' },
] as const;

/** A routine's length, in days (none: no follow-up visit is suggested). */
export const DURATION_OPTIONS = [
  { value: 14, label: '2 tuần' },
  { value: 28, label: '4 tuần' },
  { value: 42, label: '6 tuần' },
  { value: 56, label: '8 tuần' },
  { value: 84, label: '12 tuần' },
] as const;

/** A decimal the Vietnamese way: 1.5 → '1,5'. */
export const formatAmount = (value: number) => String(Math.round(value * 100) / 100).replace('.', ',');

/** '2 lần/ngày', '2 ngày 1 lần'… or the plain figure for a value the list does not name. */
export function usesPerDayLabel(value: number): string {
  return USES_PER_DAY_OPTIONS.find((o) => o.value === value)?.label ?? `${formatAmount(value)} lần/ngày`;
}

/** 'Mỗi lần 1 ml · 2 lần/ngày', or null when the doctor gave no amounts. */
export function usageAmountsText(item: Pick<RoutineItem, 'perUse' | 'usesPerDay' | 'unit'>): string | null {
  if (item.perUse == null || item.usesPerDay == null) return null;
  const amount = item.unit ? `${formatAmount(item.perUse)} ${item.unit}` : formatAmount(item.perUse);
  return `Mỗi lần ${amount} · ${usesPerDayLabel(item.usesPerDay)}`;
}

/**
 * The form field a path of the server's validation errors names ('items.0.perUse' → ['items', 0, 'perUse']): list
 * indexes become numbers, as the form's own names are.
 */
export function fieldNameOf(path: string): (string | number)[] {
  return path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}
