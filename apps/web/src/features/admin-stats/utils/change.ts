/** A card's figure against the previous period's (ADR 0024). */
export type Change =
  | { direction: 'up' | 'down' | 'flat'; percent: number }
  /** Nothing before, something now. */
  | { direction: 'new' }
  /** Nothing before and nothing now: no comparison. */
  | { direction: 'none' };

/**
 * (now − before) ÷ before × 100, one decimal, only when `before` ≠ 0 (else 'Mới' when now > 0). The division is by
 * |before| so that a loss turning into a smaller loss or a profit (revenue may be negative) reads as a rise.
 */
export function changeAgainst(now: number, before: number): Change {
  if (before === 0) return now > 0 ? { direction: 'new' } : { direction: 'none' };
  const percent = Math.round(((now - before) / Math.abs(before)) * 1000) / 10;
  if (now === before) return { direction: 'flat', percent: 0 };
  return { direction: now > before ? 'up' : 'down', percent: Math.abs(percent) };
}

const PERCENT = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 1 });

/** '▲ 12,5%', '▼ 3%', '0%', 'Mới' or '—'. */
export function formatChange(change: Change): string {
  switch (change.direction) {
    case 'up':
      return `▲ ${PERCENT.format(change.percent)}%`;
    case 'down':
      return `▼ ${PERCENT.format(change.percent)}%`;
    case 'flat':
      return '0%';
    case 'new':
      return 'Mới';
    case 'none':
      return '—';
  }
}

/** For screen readers: 'Tăng 12,5%', 'Giảm 3%', 'Không đổi', 'Mới có trong kỳ này', 'Không có số liệu để so sánh'. */
export function describeChange(change: Change): string {
  switch (change.direction) {
    case 'up':
      return `Tăng ${PERCENT.format(change.percent)}%`;
    case 'down':
      return `Giảm ${PERCENT.format(change.percent)}%`;
    case 'flat':
      return 'Không đổi';
    case 'new':
      return 'Mới có trong kỳ này';
    case 'none':
      return 'Không có số liệu để so sánh';
  }
}
