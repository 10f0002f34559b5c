import { useEffect, useState } from 'react';

/** `value` once it has stayed the same for `delay` ms (a search box's suggestions follow what is typed after a pause). */
export function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}
