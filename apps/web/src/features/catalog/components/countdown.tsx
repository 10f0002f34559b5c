import { useNow } from '../hooks/use-now';
import { formatCountdown } from '../utils/countdown';

/** 'Kết thúc sau 2 ngày 03:12:45', ticking every second. */
export function Countdown({ endDate, className }: { endDate: string; className?: string }) {
  const now = useNow();
  const text = formatCountdown(endDate, now);
  return (
    <time className={className} dateTime={endDate} suppressHydrationWarning>
      {text}
    </time>
  );
}
