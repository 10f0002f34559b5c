/**
 * The money figures shown for a cart, a checkout quote and an order — one definition for the cart, the
 * checkout, the order pages (customer and admin) and the order e-mails (labels in ORDER_FIGURE_LABELS):
 *
 * - `subtotal` ('Tạm tính'): Σ list price × quantity, before promotions;
 * - `savings` ('Tiết kiệm nhờ khuyến mãi'): what the running promotions take off the subtotal;
 * - `shippingFee` ('Phí vận chuyển'): null while it is not known yet (no address);
 * - `voucher` ('Mã giảm giá'): what a voucher takes off the goods and the fee (ADR 0062), 0 without one;
 * - `points` ('Điểm thưởng'): what the points paid (ADR 0063), 0 without;
 * - `total` ('Tổng cộng') = subtotal − savings − voucher − points + shipping fee (the fee counts 0 while unknown).
 *
 * The stored order and the quote keep the server's fields (api-contract §2): their `subtotal` is Σ lineTotal,
 * i.e. the goods *after* promotions, `discountTotal` the savings and `totalAmount` = subtotal + shippingFee − the
 * voucher's discount and shipping discount − the points' value.
 */
export type MoneyFigures = {
  subtotal: number;
  savings: number;
  shippingFee: number | null;
  voucher: number;
  points: number;
  total: number;
};

function figures(
  subtotal: number,
  savings: number,
  shippingFee: number | null,
  voucher = 0,
  points = 0,
): MoneyFigures {
  return {
    subtotal,
    savings,
    shippingFee,
    voucher,
    points,
    total: subtotal - savings - voucher - points + (shippingFee ?? 0),
  };
}

/** What a voucher takes off an order or a quote in all (goods and shipping). */
export function voucherTotal(
  voucher: { discount: number; shippingDiscount: number } | null | undefined,
): number {
  return voucher ? voucher.discount + voucher.shippingDiscount : 0;
}

/** A cart line as the cart knows it: the unit price paid now and the product's list price. */
export type FigureLine = { listPrice: number; price: number; quantity: number };

/**
 * The figures of cart lines (display only; the server prices orders): the shipping fee is not known yet; a voucher the
 * server's quote applied takes its saving off.
 */
export function cartFigures(
  lines: readonly FigureLine[],
  voucher?: { discount: number; shippingDiscount: number } | null,
): MoneyFigures {
  let subtotal = 0;
  let paid = 0;
  for (const line of lines) {
    // A list price below the price paid is a stale value: no negative saving is shown.
    subtotal += Math.max(line.listPrice, line.price) * line.quantity;
    paid += line.price * line.quantity;
  }
  return figures(subtotal, subtotal - paid, null, voucherTotal(voucher));
}

/** The figures of an order or a quote, from the server's fields (subtotal after promotions). */
export function orderFigures(order: {
  subtotal: number;
  discountTotal: number;
  shippingFee: number | null;
  voucher?: { discount: number; shippingDiscount: number } | null;
  points?: { discount: number } | null;
}): MoneyFigures {
  return figures(
    order.subtotal + order.discountTotal,
    order.discountTotal,
    order.shippingFee,
    voucherTotal(order.voucher),
    order.points?.discount ?? 0,
  );
}

/** '4 sản phẩm': the one wording of a count of units (`cartItemCount`, Σ quantity) in headings and rows. */
export function itemCountText(count: number): string {
  return `${count} sản phẩm`;
}
