import { useSyncExternalStore } from 'react';

/**
 * A phone-sized window: narrower than antd's `md` breakpoint (768 px), where the admin's menu becomes a drawer
 * and the doctor's calendar opens on one day. Read synchronously (unlike antd's `Grid.useBreakpoint`, which answers
 * `{}` on the first render), so a page's first render and first request already fit the screen. Only for pages the
 * browser renders: the server (and a window without `matchMedia`) answers false.
 */
export const PHONE_QUERY = '(max-width: 767.98px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isPhoneNow = () => typeof window !== 'undefined' && !!window.matchMedia?.(PHONE_QUERY).matches;

export function useIsPhone(): boolean {
  return useSyncExternalStore(subscribe, isPhoneNow, () => false);
}
