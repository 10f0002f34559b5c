import { useMemo, useSyncExternalStore } from 'react';
import { cartSnapshot, parseCart, subscribeCart, type StoredCart } from '@/lib/storage';

/**
 * The cart kept in local storage under `cart` (spec §3), followed live: every change made through
 * `cartStore` in this tab, or in another tab, re-renders the components that read it.
 */
export function useCart(): StoredCart {
  const raw = useSyncExternalStore(subscribeCart, cartSnapshot, () => null);
  return useMemo(() => parseCart(raw), [raw]);
}
