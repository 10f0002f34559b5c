import type { CartLine, Routine, RoutineItem } from '@lumi/shared';

/** What 'Thêm cả liệu trình vào giỏ' puts in the cart, and what it leaves out. */
export type RoutineCartPlan = { lines: CartLine[]; skipped: RoutineItem[] };

/** An item the shop can sell now: on sale and with at least one unit of its product (or colour). */
export function isInStock(item: RoutineItem): boolean {
  return item.product.isAvailable && item.product.stock > 0;
}

/**
 * One cart line per item in stock, with the recommended quantity (never more than the stock), at the price the shop
 * asks now; the items out of stock or no longer sold are skipped.
 */
export function planRoutineCart(routine: Pick<Routine, 'items'>): RoutineCartPlan {
  const lines: CartLine[] = [];
  const skipped: RoutineItem[] = [];
  for (const item of routine.items) {
    if (!isInStock(item)) {
      skipped.push(item);
      continue;
    }
    lines.push({
      productId: item.product._id,
      name: item.product.name,
      image: item.product.image,
      slug: item.product.slug,
      color: item.color,
      price: item.product.finalPrice,
      brand: item.product.brand,
      quantity: Math.min(item.quantity, item.product.stock),
    });
  }
  return { lines, skipped };
}

export const addedToCartMessage = (count: number) => `Đã thêm ${count} sản phẩm vào giỏ hàng`;

export const skippedMessage = (skipped: readonly RoutineItem[]) =>
  `Chưa thêm ${skipped.length} sản phẩm đã hết hàng: ${skipped.map((i) => i.product.name).join(', ')}`;
