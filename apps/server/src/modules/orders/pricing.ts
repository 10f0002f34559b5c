import {
  ERRORS,
  isUuid,
  priceLine,
  type Color,
  type OrderInputLine,
  type OrderQuoteIssueCode,
  type OrderQuoteLine,
} from '@lumi/shared';
import type { PricingProductRow } from './repository';

/** One priced line of a cart (merged by product and colour), with what ordering it needs. */
export type PricedLine = OrderQuoteLine & {
  /** Index of the first input line merged into it. */
  index: number;
  slug: string;
  variantId: string | null;
  promotionItemId: string | null;
  weight: number;
  issue: { code: OrderQuoteIssueCode; message: string } | null;
};

export type PricedCart = {
  lines: PricedLine[];
  /** Lines whose product does not exist (no price to show). */
  missing: { index: number; productId: string }[];
  subtotal: number;
  discountTotal: number;
  weightGrams: number;
};

export function stockMessage(requested: number, left: number): string {
  return `Không đủ số lượng trong kho (Yêu cầu: ${requested}, Còn lại: ${left})`;
}

function colorKey(color: Color | null | undefined): string {
  return color?.name ? color.name.trim().toLowerCase() : '';
}

/** Merges lines of one product and colour (quantities added), keeping the first line's index. */
export function mergeLines(
  lines: OrderInputLine[],
): { index: number; productId: string; color: Color | null; quantity: number }[] {
  const merged = new Map<
    string,
    { index: number; productId: string; color: Color | null; quantity: number }
  >();
  lines.forEach((line, index) => {
    const key = `${line.productId}\u0000${colorKey(line.color)}`;
    const found = merged.get(key);
    if (found) found.quantity += line.quantity;
    else
      merged.set(key, {
        index,
        productId: line.productId,
        color: line.color ?? null,
        quantity: line.quantity,
      });
  });
  return [...merged.values()];
}

/**
 * Prices a cart from the database rows (api-contract §3.5): list price and the running promotion (only the
 * item's remaining units get the promotional price, shared by the lines of one product), availability (enabled, not
 * expired), the colour (required when the product has variants) and stock. Totals count the lines without issues.
 */
export function priceCart(input: OrderInputLine[], products: PricingProductRow[], today: string): PricedCart {
  const byId = new Map(products.map((p) => [p.id, p]));
  const promoLeft = new Map<string, number | null>();
  const lines: PricedLine[] = [];
  const missing: PricedCart['missing'] = [];
  for (const line of mergeLines(input)) {
    const product = isUuid(line.productId) ? byId.get(line.productId) : undefined;
    if (!product) {
      missing.push({ index: line.index, productId: line.productId });
      continue;
    }
    const variant = line.color?.name
      ? product.variants.find((v) => v.name.trim().toLowerCase() === colorKey(line.color))
      : undefined;
    const hasVariants = product.variants.length > 0;
    const available = hasVariants ? (variant?.stock ?? 0) : (product.stock ?? 0);

    let issue: PricedLine['issue'] = null;
    if (!product.enable || product.expiry < today) {
      issue = { code: 'PRODUCT_UNAVAILABLE', message: ERRORS.PRODUCT_UNAVAILABLE.message };
    } else if (hasVariants && !variant) {
      issue = { code: 'PRODUCT_COLOR_REQUIRED', message: ERRORS.PRODUCT_COLOR_REQUIRED.message };
    } else if (line.quantity > available) {
      issue = { code: 'OUT_OF_STOCK', message: stockMessage(line.quantity, available) };
    }

    let terms = null;
    if (product.promotionItemId && product.discountPercentage !== null) {
      if (!promoLeft.has(product.id))
        promoLeft.set(product.id, product.maxQty === null ? null : product.maxQty - (product.usedQty ?? 0));
      terms = {
        discountPercentage: product.discountPercentage,
        maxDiscountAmount: product.maxDiscountAmount,
        remainingQty: promoLeft.get(product.id) ?? null,
      };
    }
    const priced = priceLine(product.price, line.quantity, terms);
    // Promotional units taken by a line that will be ordered are no longer left for the next lines.
    const left = promoLeft.get(product.id);
    if (!issue && left !== undefined && left !== null) promoLeft.set(product.id, left - priced.promoQty);

    lines.push({
      index: line.index,
      productId: product.id,
      name: product.name,
      slug: product.slug,
      image: variant?.image?.url ?? product.mainImage.url,
      color: hasVariants && variant ? { name: variant.name, code: variant.code } : null,
      originalPrice: priced.originalPrice,
      price: priced.price,
      promoQty: priced.promoQty,
      quantity: priced.quantity,
      lineTotal: priced.lineTotal,
      available,
      variantId: variant?.id ?? null,
      promotionItemId: priced.promoQty > 0 ? product.promotionItemId : null,
      weight: product.weight,
      issue,
    });
  }
  const ok = lines.filter((l) => !l.issue);
  return {
    lines,
    missing,
    subtotal: ok.reduce((s, l) => s + l.lineTotal, 0),
    discountTotal: ok.reduce((s, l) => s + (l.originalPrice * l.quantity - l.lineTotal), 0),
    weightGrams: ok.reduce((s, l) => s + l.weight * l.quantity, 0),
  };
}
