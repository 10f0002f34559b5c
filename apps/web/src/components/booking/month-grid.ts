import { addLocalDays, localDayOfWeek } from '@lumi/shared';

/** The local days of a month grid starting on Monday: `null` pads the first week. */
export function monthGrid(month: string): (string | null)[] {
  const first = `${month}-01`;
  const pad = localDayOfWeek(first) - 1;
  const cells: (string | null)[] = Array.from({ length: pad }, () => null);
  for (let date = first; date.startsWith(month); date = addLocalDays(date, 1)) cells.push(date);
  return cells;
}

/** `YYYY-MM` of a local day, and the month `n` months later. */
export const monthOf = (date: string) => date.slice(0, 7);
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** 'Tháng 3/2026' */
export function monthTitle(month: string): string {
  const [year, monthNumber] = month.split('-');
  return `Tháng ${Number(monthNumber)}/${year}`;
}
