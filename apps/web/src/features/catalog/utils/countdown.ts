const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const two = (n: number) => String(n).padStart(2, '0');

/** 'Kết thúc sau 2 ngày 03:12:45' (days only when at least one is left); 'Đã kết thúc' at the end. */
export function formatCountdown(endDate: string | Date, now: number): string {
  const left = new Date(endDate).getTime() - now;
  if (!Number.isFinite(left) || left <= 0) return 'Đã kết thúc';
  const days = Math.floor(left / DAY);
  const hours = Math.floor((left % DAY) / HOUR);
  const minutes = Math.floor((left % HOUR) / MINUTE);
  const seconds = Math.floor((left % MINUTE) / SECOND);
  const clock = `${two(hours)}:${two(minutes)}:${two(seconds)}`;
  return `Kết thúc sau ${days > 0 ? `${days} ngày ` : ''}${clock}`;
}
