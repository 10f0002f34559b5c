import { randomUUID } from 'node:crypto';
import { ORDER_CODE_PREFIX, VALIDATION, type Order, type OrderInput, type PaymentMethod } from '@lumi/shared';
import type { Db } from '../../db/client';
import { AppError, type FieldIssue } from '../../lib/app-error';
import { newCode } from '../../lib/lifecycle/codes';
import { addressColumns } from './dto';
import type { OrderCustomer, OrdersCore } from './deps';
import { stockMessage, type PricedCart, type PricedLine } from './pricing';
import { failOnIssues } from './quote';
import { stockRepository } from '../catalog/products/counts-repository';
import { promotionUnitsRepository } from '../promotions/units-repository';
import { OrderCodeTakenError, type PaymentStatusValue } from './repository';

const MAX_ATTEMPTS = 4;

/** A promotional quantity that ran out between pricing and the order's transaction: the cart is repriced. */
class PromotionChanged extends Error {}

/** Placing an order: the cart repriced, stock and promotional units reserved, the order written in one go. */
export function createPlacement(
  { deps, repo, record, report }: OrdersCore,
  price: (lines: OrderInput['products'], now: Date) => Promise<PricedCart>,
) {
  /** Reserves stock and promotional units of the lines inside the order's transaction. */
  async function reserve(db: Db, lines: PricedLine[], now: Date, gated: boolean): Promise<void> {
    const stock = stockRepository(db);
    const units = promotionUnitsRepository(db);
    // A fixed lock order (product, variant) keeps concurrent orders of several products from deadlocking.
    const sorted = [...lines].sort((a, b) =>
      `${a.productId}/${a.variantId ?? ''}`.localeCompare(`${b.productId}/${b.variantId ?? ''}`),
    );
    const shortages: FieldIssue[] = [];
    for (const line of sorted) {
      if (!(await stock.take(line, { gated }))) {
        const left = await stock.left(line.productId, line.variantId);
        shortages.push({
          path: `products.${line.index}.quantity`,
          message: stockMessage(line.quantity, left),
        });
      }
    }
    if (shortages.length) {
      shortages.sort((a, b) => a.path.localeCompare(b.path, 'en', { numeric: true }));
      throw new AppError('OUT_OF_STOCK', { errors: shortages });
    }
    for (const line of sorted) {
      if (line.promotionItemId && line.promoQty > 0) {
        if (!(await units.take(line.promotionItemId, line.promoQty, now))) throw new PromotionChanged();
      }
    }
  }

  /**
   * Places an order (api-contract §3.5): reprices every line, validates the address, quotes the fee, compares
   * `quoteTotal`, then in one transaction writes the order, its lines (with their products' cost of now), its first
   * event and its follow-up jobs, and reserves stock and promotional units (last, see below). With Redis, the units
   * are first held by the stock gate (ADR 0050), which refuses a line Redis knows short before any of this; a line
   * whose stock already reads short in the database is refused by the unlocked price check, without waiting on the
   * product's row. Returns the new order's id and, when the change listener loaded it, the order as the API shows it.
   */
  async function place(
    customer: OrderCustomer,
    input: OrderInput,
    method: PaymentMethod,
    payment: { status: PaymentStatusValue; expiresInMs: number | null },
  ): Promise<{ id: string; order: Order | undefined }> {
    if (input.paymentMethod !== undefined && input.paymentMethod !== method) {
      throw new AppError('VALIDATION_ERROR', {
        errors: [{ path: 'paymentMethod', message: VALIDATION.paymentMethodMismatch }],
      });
    }
    const orderId = randomUUID();
    const hold = deps.stockGate ? await deps.stockGate.hold(orderId, input.products, deps.clock.now()) : null;
    try {
      const placed = await placeHeld(orderId, hold !== null, customer, input, method, payment);
      await hold?.kept();
      return placed;
    } catch (error) {
      await hold?.release();
      // The database had fewer units than Redis held: Redis reads the product afresh at its next order.
      if (error instanceof AppError && error.code === 'OUT_OF_STOCK') await hold?.forget();
      throw error;
    }
  }

  /** The placement itself, its units held by the gate or not (`gated`). */
  async function placeHeld(
    orderId: string,
    gated: boolean,
    customer: OrderCustomer,
    input: OrderInput,
    method: PaymentMethod,
    payment: { status: PaymentStatusValue; expiresInMs: number | null },
  ): Promise<{ id: string; order: Order | undefined }> {
    const first = await price(input.products, deps.clock.now());
    failOnIssues(first);
    const address = await deps.shipping.validateAddress({
      name: input.name,
      phone: input.phone,
      address: input.address,
      province: input.province,
      district: input.district,
      ward: input.ward,
    });
    for (let attempt = 1; ; attempt++) {
      const now = deps.clock.now();
      const cart = attempt === 1 ? first : await price(input.products, now);
      failOnIssues(cart);
      const fee = await deps.shipping.fee({
        address,
        weightGrams: cart.weightGrams,
        goodsValue: cart.subtotal,
      });
      const totalAmount = cart.subtotal + fee.fee;
      if (input.quoteTotal !== undefined && input.quoteTotal !== totalAmount) {
        throw new AppError('ORDER_PRICE_CHANGED');
      }
      try {
        const placed = await deps.db.transaction(async (tx) => {
          const r = repo(tx);
          const id = await r.insertOrder({
            id: orderId,
            code: newCode(ORDER_CODE_PREFIX),
            userId: customer.id,
            ...addressColumns(address),
            note: input.note,
            subtotal: cart.subtotal,
            discountTotal: cart.discountTotal,
            shippingFee: fee.fee,
            totalAmount,
            paymentMethod: method,
            paymentStatus: payment.status,
            expiresAt: payment.expiresInMs === null ? null : new Date(now.getTime() + payment.expiresInMs),
            status: 'pending',
            createdAt: now,
            updatedAt: now,
          });
          await r.insertLines(
            cart.lines.map((l, position) => ({
              orderId: id,
              productId: l.productId,
              variantId: l.variantId,
              name: l.name,
              slug: l.slug,
              image: l.image,
              colorName: l.color?.name ?? null,
              colorCode: l.color?.code ?? null,
              originalPrice: l.originalPrice,
              price: l.price,
              promoQty: l.promoQty,
              quantity: l.quantity,
              lineTotal: l.lineTotal,
              promotionItemId: l.promotionItemId,
              position,
            })),
          );
          await r.stampCosts(id);
          await r.appendEvent({
            orderId: id,
            prevStatus: null,
            status: 'pending',
            actor: { id: customer.id, name: customer.name, model: 'User' },
            note: null,
            at: now,
          });
          await record(tx, { kind: 'placed', orderId: id });
          // Last: the stock and promotion rows stay locked from their update to the commit, so concurrent orders of
          // one product wait on each other for as little as possible (the writes above lock none of them).
          await reserve(tx, cart.lines, now, gated);
          return id;
        });
        // After the commit; never throws.
        const order = await report({ kind: 'placed', orderId: placed });
        return { id: placed, order };
      } catch (error) {
        const retry = error instanceof PromotionChanged || error instanceof OrderCodeTakenError;
        if (retry && attempt < MAX_ATTEMPTS) continue;
        if (error instanceof PromotionChanged) throw new AppError('ORDER_PRICE_CHANGED');
        throw error;
      }
    }
  }

  return { place };
}
