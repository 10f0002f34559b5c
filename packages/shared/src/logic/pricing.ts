/** The discount terms of a running promotion on one product (decision 14). */
export type PromotionTerms = {
  discountPercentage: number;
  maxDiscountAmount: number | null;
  /** Units still sold at the promotional price; null = no limit. */
  remainingQty: number | null;
};

/** One unit's price now: round(price − min(price × pct / 100, cap)) (api-contract §2 Product.finalPrice). */
export function discountedUnitPrice(price: number, terms: PromotionTerms | null): number {
  if (!terms || terms.remainingQty === 0) return price;
  const pct = Math.min(100, Math.max(0, terms.discountPercentage));
  const raw = (price * pct) / 100;
  const discount = terms.maxDiscountAmount === null ? raw : Math.min(raw, terms.maxDiscountAmount);
  return Math.max(0, Math.round(price - discount));
}

export type LinePrice = {
  originalPrice: number;
  /** Effective unit price: weighted when only some units carry the promotion. */
  price: number;
  /** Units sold at the promotional price. */
  promoQty: number;
  quantity: number;
  lineTotal: number;
  discountTotal: number;
};

/**
 * A line of `quantity` units: only `remainingQty` of them (when limited) get the promotional price, the rest are
 * sold at the list price. The line total is exact; the unit price shown is the rounded average.
 */
export function priceLine(listPrice: number, quantity: number, terms: PromotionTerms | null): LinePrice {
  const unit = discountedUnitPrice(listPrice, terms);
  const promoQty =
    !terms || unit === listPrice
      ? 0
      : terms.remainingQty === null
        ? quantity
        : Math.min(quantity, terms.remainingQty);
  const lineTotal = promoQty * unit + (quantity - promoQty) * listPrice;
  return {
    originalPrice: listPrice,
    price: quantity > 0 ? Math.round(lineTotal / quantity) : listPrice,
    promoQty,
    quantity,
    lineTotal,
    discountTotal: listPrice * quantity - lineTotal,
  };
}

/** The saving of one unit as a whole percentage of the list price (for the '-25%' badge). */
export function savingPercent(price: number, finalPrice: number): number {
  if (price <= 0 || finalPrice >= price) return 0;
  return Math.round(((price - finalPrice) / price) * 100);
}
