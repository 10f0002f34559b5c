import { formatDateTime } from '@lumi/shared';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago, in Vietnamese: 'Vừa xong', '5 phút trước', '3 giờ trước', '2 ngày trước'; a week or
 * more shows the date and time ('dd/MM/yyyy HH:mm'). A time slightly ahead of the clock counts as now.
 */
export function formatRelativeTime(instant: string | Date, now: Date = new Date()): string {
  const at = instant instanceof Date ? instant : new Date(instant);
  const elapsed = now.getTime() - at.getTime();
  if (elapsed < MINUTE) return 'Vừa xong';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} phút trước`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)} giờ trước`;
  if (elapsed < 7 * DAY) return `${Math.floor(elapsed / DAY)} ngày trước`;
  return formatDateTime(at);
}
