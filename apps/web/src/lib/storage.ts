import {
  addToCart,
  CART_MAX_QUANTITY,
  cartItemCount,
  cartTotalAmount,
  decrementLine,
  incrementLine,
  normaliseColor,
  removeLine,
  removeOrderedLines,
  sameLine,
  REMEMBER_TOKEN_TTL_DAYS,
  SESSION_COOKIES,
  setLineQuantity,
  STORAGE_KEYS,
  type CartLine,
  type Color,
  type PrincipalKind,
} from '@lumi/shared';
import { getCookie, removeCookie, setCookie } from '@/lib/cookies';

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

/** The kinds whose token a cookie mirrors, for the server to render their back office (ADR 0041). */
type MirroredKind = keyof typeof SESSION_COOKIES;
const isMirrored = (kind: TokenKind): kind is MirroredKind => kind in SESSION_COOKIES;

function mirror(kind: TokenKind, token: string | null): void {
  if (!isMirrored(kind) || typeof document === 'undefined') return;
  try {
    if (token === null) removeCookie(SESSION_COOKIES[kind]);
    // As long as the longest token lives (a 'remember me' one).
    else setCookie(SESSION_COOKIES[kind], token, REMEMBER_TOKEN_TTL_DAYS);
  } catch {
    // Cookies refused: the back office is rendered by the browser, as without a mirror.
  }
}

/**
 * On the server renderer, the tokens of the request being rendered (a back-office screen rendered for its signed-in
 * person, ADR 0041); null in the browser, which reads local storage.
 */
let serverTokens: (() => Partial<Record<TokenKind, string>>) | null = null;

/** Used once by the server renderer. */
export function setServerTokenSource(source: () => Partial<Record<TokenKind, string>>): void {
  serverTokens = source;
}

export const tokens = {
  get(kind: TokenKind): string | null {
    const value = serverTokens ? (serverTokens()[kind] ?? null) : read(TOKEN_KEYS[kind]);
    return value && value.trim() !== '' ? value : null;
  },
  set(kind: TokenKind, token: string): void {
    write(TOKEN_KEYS[kind], token);
    mirror(kind, token);
  },
  clear(kind: TokenKind): void {
    write(TOKEN_KEYS[kind], null);
    mirror(kind, null);
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
  /**
   * Brings the mirror cookies in step with local storage at the app's start: a token stored before the mirrors
   * existed gets its cookie, a cookie whose token was cleared (another tab's sign-out, cleared site data) goes.
   */
  syncMirrors(): void {
    if (typeof document === 'undefined') return;
    for (const kind of Object.keys(SESSION_COOKIES) as MirroredKind[]) {
      const token = tokens.get(kind);
      if (getCookie(SESSION_COOKIES[kind]) !== token) mirror(kind, token);
    }
  },
};

// ── cart (spec §3: `cart` = { products, totalAmount }) ─────────────────────────

export type { CartLine };
export type CartColor = Color;
/** What identifies a line: the product and its colour (name and code). */
export type CartLineKey = Pick<CartLine, 'productId' | 'color'>;
export type StoredCart = { products: CartLine[]; totalAmount: number };

/** Fired on this tab whenever the cart changes (other tabs get the native `storage` event). */
export const CART_CHANGED_EVENT = 'lumi:cart-changed';

const EMPTY_CART: StoredCart = { products: [], totalAmount: 0 };

/** A stored line as the contract's CartLine, or null when it cannot be one (missing id, price, quantity). */
function toCartLine(value: unknown): CartLine | null {
  if (typeof value !== 'object' || value === null) return null;
  const line = value as Record<string, unknown>;
  if (
    typeof line.productId !== 'string' ||
    line.productId === '' ||
    typeof line.name !== 'string' ||
    typeof line.price !== 'number' ||
    typeof line.quantity !== 'number' ||
    !Number.isFinite(line.price) ||
    !Number.isFinite(line.quantity) ||
    line.price < 0 ||
    line.quantity < 1
  ) {
    return null;
  }
  const out: CartLine = {
    productId: line.productId,
    name: line.name,
    image: typeof line.image === 'string' ? line.image : '',
    price: Math.round(line.price),
    brand: typeof line.brand === 'string' ? line.brand : '',
    quantity: Math.min(CART_MAX_QUANTITY, Math.floor(line.quantity)),
  };
  if ('color' in line) out.color = normaliseColor(line.color as Partial<Color> | null | undefined);
  if (typeof line.slug === 'string' && line.slug !== '') out.slug = line.slug;
  return out;
}

/** Parses the stored `cart` value; anything unreadable counts as an empty cart. */
export function parseCart(raw: string | null): StoredCart {
  if (!raw) return EMPTY_CART;
  try {
    const parsed: unknown = JSON.parse(raw);
    const products = (parsed as { products?: unknown } | null)?.products;
    if (!Array.isArray(products)) return EMPTY_CART;
    const lines = products.map(toCartLine).filter((line): line is CartLine => line !== null);
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
  return cartTotalAmount(lines);
}

/** Number of lines in the cart (the header badge). */
export function cartLineCount(): number {
  return readCart().products.length;
}

/** Number of units in the cart (Σ quantity). */
export function cartUnitCount(): number {
  return cartItemCount(readCart().products);
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

/** Reads the cart, applies `change` to its lines and stores the result (with its new total). */
function updateCart(change: (lines: readonly CartLine[]) => CartLine[]): StoredCart {
  const next = change(readCart().products);
  writeCart(next);
  return { products: next, totalAmount: cartTotal(next) };
}

/**
 * The cart operations of spec §4 "Cart", each through the shared pure functions of
 * `@lumi/shared` (logic/cart.ts) and each storing the new `{ products, totalAmount }`.
 */
export const cartStore = {
  /** The same product and colour adds to that line's quantity; otherwise a new line. */
  add: (line: CartLine) => updateCart((lines) => addToCart(lines, line)),
  /** Increment takes an amount, default 1. */
  increment: (key: CartLineKey, amount = 1) => updateCart((lines) => incrementLine(lines, key, amount)),
  /** Decrement at quantity 1 removes the line. */
  decrement: (key: CartLineKey) => updateCart((lines) => decrementLine(lines, key)),
  setQuantity: (key: CartLineKey, quantity: number) =>
    updateCart((lines) => setLineQuantity(lines, key, quantity)),
  remove: (key: CartLineKey) => updateCart((lines) => removeLine(lines, key)),
  /** After a successful order the ordered lines (same product and colour) leave the cart. */
  removeOrdered: (ordered: readonly CartLineKey[]) =>
    updateCart((lines) => removeOrderedLines(lines, ordered)),
  /**
   * Replaces the stored name, image, slug, brand or price of one line (a refresh from the server);
   * nothing is written, and false answered, when nothing changed.
   */
  refreshLine: (
    key: CartLineKey,
    fields: Partial<Pick<CartLine, 'name' | 'image' | 'slug' | 'brand' | 'price'>>,
  ) => {
    let changed = false;
    const next = readCart().products.map((line) => {
      if (!sameLine(line, key)) return line;
      const updated: CartLine = { ...line };
      for (const [field, value] of Object.entries(fields) as [
        keyof typeof fields,
        string | number | undefined,
      ][]) {
        if (value === undefined || updated[field] === value) continue;
        (updated as Record<string, unknown>)[field] = value;
        changed = true;
      }
      return updated;
    });
    if (changed) writeCart(next);
    return changed;
  },
  clear: clearCart,
};

/** The voucher code the customer applied in the cart, kept for the checkout (ADR 0062; not a spec key). */
export const CART_VOUCHER_KEY = 'lumi:cart-voucher';

/** The applied voucher code, or null. */
export function voucherCodeSnapshot(): string | null {
  const code = read(CART_VOUCHER_KEY)?.trim();
  return code ? code : null;
}

/** Applies a code (upper-cased) or removes it (null); the cart's readers hear it like a cart change. */
export function writeVoucherCode(code: string | null): void {
  const clean = code?.trim().toUpperCase();
  write(CART_VOUCHER_KEY, clean ? clean : null);
  notifyCartChanged();
}

function notifyCartChanged(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CART_CHANGED_EVENT));
}

/** Calls `listener` when the cart changes in this tab or another one; returns the unsubscribe. */
export function subscribeCart(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.cart || event.key === CART_VOUCHER_KEY) listener();
  };
  window.addEventListener(CART_CHANGED_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CART_CHANGED_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}
