import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while the server renders and while the browser hydrates that markup, true afterwards (and at once in a page
 * the browser renders alone): for what exists only in the browser, such as a dialog kept in the document body, which
 * the server's markup cannot hold (ADR 0041).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
