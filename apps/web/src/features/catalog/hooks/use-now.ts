import { useEffect, useState } from 'react';
import { useRenderNow } from '@/lib/page-head';

/** The current time, refreshed every `intervalMs` (countdowns). */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(useRenderNow());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
