import { STORAGE_KEYS, type PrincipalKind } from '@lumi/shared';

/**
 * Local storage access (spec §6: ACCESS_TOKEN, ACCESS_TOKEN_ADMIN, ACCESS_TOKEN_DOCTOR and `cart`).
 * Every read tolerates a missing or blocked storage (private mode) and corrupt values.
 */
export type TokenKind = PrincipalKind;

const TOKEN_KEYS: Record<TokenKind, string> = {
  user: STORAGE_KEYS.userToken,
  admin: STORAGE_KEYS.adminToken,
  doctor: STORAGE_KEYS.doctorToken,
};

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable (private mode, quota): the session simply is not kept.
  }
}

export const tokens = {
  get(kind: TokenKind): string | null {
    const value = read(TOKEN_KEYS[kind]);
    return value && value.trim() !== '' ? value : null;
  },
  set(kind: TokenKind, token: string): void {
    write(TOKEN_KEYS[kind], token);
  },
  clear(kind: TokenKind): void {
    write(TOKEN_KEYS[kind], null);
  },
  /** Every stored token, for the request headers. */
  all(): Partial<Record<TokenKind, string>> {
    const out: Partial<Record<TokenKind, string>> = {};
    for (const kind of Object.keys(TOKEN_KEYS) as TokenKind[]) {
      const token = tokens.get(kind);
      if (token) out[kind] = token;
    }
    return out;
  },
};

// ── cart (spec §3: `cart` = { products, totalAmount }) ─────────────────────────

export type CartColor = { name: string; code: string };
export type CartLine = {
  productId: string;
  name: string;
  image: string;
  color?: CartColor | null;
  price: number;
  brand: string;
  quantity: number;
};
export type StoredCart = { products: CartLine[]; totalAmount: number };

/** Fired on this tab whenever the cart changes (other tabs get the native `storage` event). */
export const CART_CHANGED_EVENT = 'lumi:cart-changed';

const EMPTY_CART: StoredCart = { products: [], totalAmount: 0 };

function isCartLine(value: unknown): value is CartLine {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Record<string, unknown>;
  return (
    typeof line.productId === 'string' &&
    typeof line.name === 'string' &&
    typeof line.price === 'number' &&
    typeof line.quantity === 'number' &&
    Number.isFinite(line.price) &&
    Number.isFinite(line.quantity) &&
    line.quantity > 0
  );
}

/** Parses the stored `cart` value; anything unreadable counts as an empty cart. */
export function parseCart(raw: string | null): StoredCart {
  if (!raw) return EMPTY_CART;
  try {
    const parsed: unknown = JSON.parse(raw);
    const products = (parsed as { products?: unknown } | null)?.products;
    if (!Array.isArray(products)) return EMPTY_CART;
    const lines = products.filter(isCartLine);
    return { products: lines, totalAmount: cartTotal(lines) };
  } catch {
    return EMPTY_CART;
  }
}

/** The raw stored value: a stable snapshot for `useSyncExternalStore`. */
export function cartSnapshot(): string | null {
  return read(STORAGE_KEYS.cart);
}

export function readCart(): StoredCart {
  return parseCart(cartSnapshot());
}

/** totalAmount = Σ price × quantity (spec §3). */
export function cartTotal(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
}

/** Number of lines in the cart (the header badge). */
export function cartLineCount(): number {
  return readCart().products.length;
}

export function writeCart(lines: readonly CartLine[]): void {
  const cart: StoredCart = { products: [...lines], totalAmount: cartTotal(lines) };
  write(STORAGE_KEYS.cart, JSON.stringify(cart));
  notifyCartChanged();
}

export function clearCart(): void {
  write(STORAGE_KEYS.cart, null);
  notifyCartChanged();
}

function notifyCartChanged(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CART_CHANGED_EVENT));
}

/** Calls `listener` when the cart changes in this tab or another one; returns the unsubscribe. */
export function subscribeCart(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.cart) listener();
  };
  window.addEventListener(CART_CHANGED_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CART_CHANGED_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}
