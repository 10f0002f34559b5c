import { useEffect, useState } from 'react';

/** Typing settles for this long before a list is searched. */
export const SEARCH_DEBOUNCE_MS = 400;

/**
 * A search box bound to a filter in the address: what is typed is sent after a pause, and a change
 * of the address (back button, a link) shows up in the box.
 */
export function useDebouncedSearch(
  applied: string,
  apply: (text: string) => void,
  delay = SEARCH_DEBOUNCE_MS,
): [string, (text: string) => void, () => void] {
  const [text, setText] = useState(applied);
  const [shown, setShown] = useState(applied);

  if (applied !== shown) {
    setShown(applied);
    if (text.trim() !== applied) setText(applied);
  }

  useEffect(() => {
    if (text.trim() === applied) return;
    const timer = window.setTimeout(() => apply(text), delay);
    return () => window.clearTimeout(timer);
  }, [text, applied, apply, delay]);

  return [text, setText, () => apply(text)];
}
