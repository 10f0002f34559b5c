import { useEffect, useState } from 'react';

/**
 * Whole seconds left until `target` (a Date.now() timestamp), at most `max`; 0 when there is
 * no target or it has passed.
 */
export function useCountdown(target: number | null, max: number): number {
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (target === null) return;
    const tick = () => setNow(Date.now());
    const timer = window.setInterval(tick, 250);
    const first = window.setTimeout(tick, 0);
    return () => {
      window.clearInterval(timer);
      window.clearTimeout(first);
    };
  }, [target]);

  if (target === null) return 0;
  return Math.max(0, Math.min(max, Math.ceil((target - now) / 1000)));
}
