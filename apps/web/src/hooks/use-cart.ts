import { useMemo, useSyncExternalStore } from 'react';
import { cartSnapshot, parseCart, subscribeCart, voucherCodeSnapshot, type StoredCart } from '@/lib/storage';

/**
 * The cart kept in local storage under `cart` (spec §3), followed live: every change made through
 * `cartStore` in this tab, or in another tab, re-renders the components that read it.
 */
export function useCart(): StoredCart {
  const raw = useSyncExternalStore(subscribeCart, cartSnapshot, () => null);
  return useMemo(() => parseCart(raw), [raw]);
}

/** The voucher code applied in the cart (ADR 0062), followed live like the cart. */
export function useVoucherCode(): string | null {
  return useSyncExternalStore(subscribeCart, voucherCodeSnapshot, () => null);
}
