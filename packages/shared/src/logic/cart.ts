import { CART_MAX_QUANTITY } from '../constants';
import type { CartLine, Color } from '../schemas/catalog';

/** `{}` and a colour without a name count as none (api-contract §2 CartLine). */
export function normaliseColor(color: Partial<Color> | null | undefined): Color | null {
  if (!color || typeof color.name !== 'string' || color.name === '') return null;
  return { name: color.name, code: typeof color.code === 'string' ? color.code : '' };
}

/** Lines are keyed by product and colour (name and code). */
export function sameLine(
  a: Pick<CartLine, 'productId' | 'color'>,
  b: Pick<CartLine, 'productId' | 'color'>,
): boolean {
  if (a.productId !== b.productId) return false;
  const ca = normaliseColor(a.color);
  const cb = normaliseColor(b.color);
  if (!ca || !cb) return ca === cb;
  return ca.name === cb.name && ca.code.toUpperCase() === cb.code.toUpperCase();
}

const clampQuantity = (n: number) => Math.max(1, Math.min(CART_MAX_QUANTITY, Math.floor(n)));

/** Adding the same product and colour adds to its quantity (by 1 unless told); otherwise a new line. */
export function addToCart(lines: readonly CartLine[], line: CartLine): CartLine[] {
  const quantity = clampQuantity(line.quantity || 1);
  const i = lines.findIndex((l) => sameLine(l, line));
  if (i === -1) return [...lines, { ...line, color: normaliseColor(line.color), quantity }];
  return lines.map((l, j) => (j === i ? { ...l, quantity: clampQuantity(l.quantity + quantity) } : l));
}

/** Increment takes an amount, default 1. */
export function incrementLine(
  lines: readonly CartLine[],
  key: Pick<CartLine, 'productId' | 'color'>,
  amount = 1,
) {
  return lines.map((l) => (sameLine(l, key) ? { ...l, quantity: clampQuantity(l.quantity + amount) } : l));
}

/** Decrement at quantity 1 removes the line. */
export function decrementLine(
  lines: readonly CartLine[],
  key: Pick<CartLine, 'productId' | 'color'>,
): CartLine[] {
  return lines.flatMap((l) =>
    !sameLine(l, key) ? [l] : l.quantity <= 1 ? [] : [{ ...l, quantity: l.quantity - 1 }],
  );
}

export function setLineQuantity(
  lines: readonly CartLine[],
  key: Pick<CartLine, 'productId' | 'color'>,
  quantity: number,
): CartLine[] {
  return lines.map((l) => (sameLine(l, key) ? { ...l, quantity: clampQuantity(quantity) } : l));
}

export function removeLine(
  lines: readonly CartLine[],
  key: Pick<CartLine, 'productId' | 'color'>,
): CartLine[] {
  return lines.filter((l) => !sameLine(l, key));
}

/** After a successful order the ordered lines (same product and colour) leave the cart. */
export function removeOrderedLines(
  lines: readonly CartLine[],
  ordered: readonly Pick<CartLine, 'productId' | 'color'>[],
): CartLine[] {
  return lines.filter((l) => !ordered.some((o) => sameLine(l, o)));
}

/** Σ price × quantity (display only; the server prices orders). */
export function cartTotalAmount(lines: readonly Pick<CartLine, 'price' | 'quantity'>[]): number {
  return lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
}

export function cartItemCount(lines: readonly Pick<CartLine, 'quantity'>[]): number {
  return lines.reduce((sum, l) => sum + l.quantity, 0);
}
