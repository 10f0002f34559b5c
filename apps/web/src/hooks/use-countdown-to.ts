import { useEffect, useState } from 'react';
import { useRenderNow } from '@/lib/page-head';

export type Remaining = { days: number; hours: number; minutes: number; seconds: number; total: number };

/** Time left until `endMs` from `nowMs`, split into days, hours, minutes and seconds (never negative). */
export function remainingUntil(endMs: number, nowMs: number): Remaining {
  const total = Math.max(0, endMs - nowMs);
  const seconds = Math.floor(total / 1000);
  return {
    days: Math.floor(seconds / 86_400),
    hours: Math.floor((seconds % 86_400) / 3600),
    minutes: Math.floor((seconds % 3600) / 60),
    seconds: seconds % 60,
    total,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** '2 ngày 04:12:33', or '04:12:33' within the last day. */
export function formatRemaining(remaining: Remaining): string {
  const clock = `${pad(remaining.hours)}:${pad(remaining.minutes)}:${pad(remaining.seconds)}`;
  return remaining.days > 0 ? `${remaining.days} ngày ${clock}` : clock;
}

/**
 * The time left until an ISO instant, refreshed every second while it is in the future
 * (a promotion's end, 'Kết thúc sau …').
 */
export function useCountdownTo(endIso: string | null | undefined): Remaining | null {
  const endMs = endIso ? Date.parse(endIso) : Number.NaN;
  const [now, setNow] = useState(useRenderNow());

  useEffect(() => {
    if (!Number.isFinite(endMs)) return;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endMs) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [endMs]);

  return Number.isFinite(endMs) ? remainingUntil(endMs, now) : null;
}
