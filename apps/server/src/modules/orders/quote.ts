import {
  ERRORS,
  isUuid,
  isVoucherRefusal,
  voucherSummary,
  toLocalDate,
  type AddressIds,
  type OrderInput,
  type OrderQuote,
  type OrderQuoteInput,
  type ShippingFee,
} from '@lumi/shared';
import { AppError, type FieldIssue } from '../../lib/app-error';
import { batchedLoader } from '../../lib/memoize';
import type { OrdersCore } from './deps';
import { priceCart, type PricedCart } from './pricing';
import { judgePoints } from './points';
import { judgeVoucher } from './voucher';

function addressIdsOf(input: OrderQuoteInput): AddressIds | null {
  const province = Number(input.province?.id);
  const district = Number(input.district?.id);
  const ward = input.ward?.id;
  if (!Number.isInteger(province) || province <= 0 || !Number.isInteger(district) || district <= 0)
    return null;
  if (typeof ward !== 'string' && typeof ward !== 'number') return null;
  const wardId = String(ward).trim();
  if (!wardId) return null;
  return { province: { id: province }, district: { id: district }, ward: { id: wardId } };
}

/** The first kind of problem of a cart as the create calls' error, every line of that kind in `errors`. */
export function failOnIssues(cart: PricedCart): void {
  const unavailable: FieldIssue[] = [
    ...cart.missing.map((m) => ({
      path: `products.${m.index}.productId`,
      message: ERRORS.PRODUCT_UNAVAILABLE.message,
    })),
    ...cart.lines
      .filter((l) => l.issue?.code === 'PRODUCT_UNAVAILABLE')
      .map((l) => ({ path: `products.${l.index}.productId`, message: ERRORS.PRODUCT_UNAVAILABLE.message })),
  ];
  if (unavailable.length) throw new AppError('PRODUCT_UNAVAILABLE', { errors: unavailable });
  const color = cart.lines.filter((l) => l.issue?.code === 'PRODUCT_COLOR_REQUIRED');
  if (color.length) {
    throw new AppError('PRODUCT_COLOR_REQUIRED', {
      errors: color.map((l) => ({ path: `products.${l.index}.color`, message: l.issue?.message ?? '' })),
    });
  }
  const stock = cart.lines.filter((l) => l.issue?.code === 'OUT_OF_STOCK');
  if (stock.length) {
    throw new AppError('OUT_OF_STOCK', {
      errors: stock.map((l) => ({ path: `products.${l.index}.quantity`, message: l.issue?.message ?? '' })),
    });
  }
}

/** Pricing a cart at today's prices and quoting it with its shipping fee. */
export function createQuoting({ deps, repo }: Pick<OrdersCore, 'deps' | 'repo'>) {
  // The carts priced together (a crowd of orders at once) read their products in one query.
  const pricingRows = batchedLoader(async (ids: string[]) => {
    const rows = await repo().pricingProducts(ids, deps.clock.now());
    return new Map(rows.map((row) => [row.id, row]));
  });

  async function price(lines: OrderInput['products'], now: Date): Promise<PricedCart> {
    const ids = [...new Set(lines.map((l) => l.productId).filter(isUuid))];
    const products = (await Promise.all(ids.map(pricingRows))).filter((row) => row !== undefined);
    return priceCart(lines, products, toLocalDate(now));
  }

  /** `POST /orders/quote`: never fails on stock or availability; those come back in `issues`. */
  async function quote(input: OrderQuoteInput): Promise<OrderQuote> {
    const cart = await price(input.products, deps.clock.now());
    const ids = addressIdsOf(input);
    let fee: ShippingFee | null = null;
    if (ids && cart.lines.some((l) => !l.issue)) {
      try {
        fee = await deps.shipping.fee({
          address: ids,
          weightGrams: cart.weightGrams,
          goodsValue: cart.subtotal,
        });
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'SHIPPING_ADDRESS_INVALID')) throw error;
      }
    }
    const judged = input.voucherCode
      ? await judgeVoucher(
          deps.db,
          input.voucherCode,
          cart,
          fee?.fee ?? null,
          toLocalDate(deps.clock.now()),
          null,
        )
      : null;
    const voucher =
      judged && !isVoucherRefusal(judged)
        ? {
            code: judged.rule.code,
            name: judged.rule.name,
            summary: voucherSummary(judged.rule),
            discount: judged.saving.discount,
            shippingDiscount: judged.saving.shippingDiscount,
          }
        : null;
    const voucherIssue =
      judged && isVoucherRefusal(judged)
        ? { code: judged.code, message: judged.message ?? ERRORS[judged.code].message }
        : null;
    const points = await judgePoints(deps.db, input.points, cart.subtotal - (voucher?.discount ?? 0));
    const issues = [
      ...cart.missing.map((m) => ({
        index: m.index,
        productId: m.productId,
        code: 'PRODUCT_UNAVAILABLE' as const,
        message: ERRORS.PRODUCT_UNAVAILABLE.message,
      })),
      ...cart.lines.flatMap((l) =>
        l.issue
          ? [{ index: l.index, productId: l.productId, code: l.issue.code, message: l.issue.message }]
          : [],
      ),
    ].sort((a, b) => a.index - b.index);
    return {
      products: cart.lines.map((l) => ({
        productId: l.productId,
        name: l.name,
        image: l.image,
        color: l.color,
        originalPrice: l.originalPrice,
        price: l.price,
        promoQty: l.promoQty,
        quantity: l.quantity,
        lineTotal: l.lineTotal,
        available: l.available,
      })),
      subtotal: cart.subtotal,
      discountTotal: cart.discountTotal,
      shippingFee: fee?.fee ?? null,
      freeShippingThreshold: fee?.freeShippingThreshold ?? null,
      totalAmount:
        cart.subtotal +
        (fee?.fee ?? 0) -
        (voucher?.discount ?? 0) -
        (voucher?.shippingDiscount ?? 0) -
        (points?.discount ?? 0),
      shippingSource: fee?.source ?? deps.shippingSource(),
      voucher,
      voucherIssue,
      points,
      issues,
    };
  }

  return { price, quote };
}
