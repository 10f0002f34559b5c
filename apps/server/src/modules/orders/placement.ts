import { randomUUID } from 'node:crypto';
import {
  ERRORS,
  ORDER_CODE_PREFIX,
  VALIDATION,
  isVoucherRefusal,
  pointsCapMessage,
  toLocalDate,
  type Order,
  type OrderInput,
  type PaymentMethod,
} from '@lumi/shared';
import type { Db } from '../../db/client';
import { AppError, type FieldIssue } from '../../lib/app-error';
import { newCode } from '../../lib/lifecycle/codes';
import { addressColumns } from './dto';
import type { OrderCustomer, OrdersCore } from './deps';
import { stockMessage, type PricedCart, type PricedLine } from './pricing';
import { failOnIssues } from './quote';
import { stockRepository } from '../catalog/products/counts-repository';
import { promotionUnitsRepository } from '../promotions/units-repository';
import { voucherUsesRepository, type VoucherUseInsert } from '../vouchers/uses-repository';
import { judgeVoucher } from './voucher';
import { judgePoints } from './points';
import { pointsLedger } from '../loyalty/ledger-repository';
import {
  OrderCodeTakenError,
  ledgerOrderOf,
  type OrderEventEntry,
  type OrderInsert,
  type OrderLineInsert,
  type PaymentStatusValue,
} from './repository';

const MAX_ATTEMPTS = 4;
/** Transactions writing orders at once on this process, and the most orders one of them writes. */
const MAX_WRITERS = 2;
const MAX_BATCH = 50;

/** A promotional quantity that ran out between pricing and the order's transaction: the cart is repriced. */
class PromotionChanged extends Error {}
/** A batch of orders could not take its units together: each is written alone. */
class BatchRefused extends Error {}

/** One order as its transaction writes it, prepared before. */
type Prepared = {
  now: Date;
  /** Its units were held by the stock gate (ADR 0050). */
  gated: boolean;
  order: OrderInsert & { id: string };
  lines: OrderLineInsert[];
  event: OrderEventEntry;
  priced: PricedLine[];
  /** The voucher's use, with the customer's limit on it (ADR 0062). */
  voucher: { use: VoucherUseInsert; perCustomerLimit: number } | null;
  /** The points it pays with (ADR 0063). */
  points: number;
};

/** Placing an order: the cart repriced, stock and promotional units reserved, the order written in one go. */
export function createPlacement(
  { deps, repo, record, report }: OrdersCore,
  price: (lines: OrderInput['products'], now: Date) => Promise<PricedCart>,
) {
  /**
   * Reserves the stock and promotional units of the lines inside the transaction, each stock row and promotion item
   * once (the lines of a batch of orders summed). `orders`: how many orders the lines are of; a shortage of one order
   * is its OUT_OF_STOCK answer, of a batch it ends the batch (each order is then written alone).
   */
  async function reserve(
    db: Db,
    lines: PricedLine[],
    now: Date,
    gated: boolean,
    orders: number,
  ): Promise<void> {
    const stock = stockRepository(db);
    const units = promotionUnitsRepository(db);
    const rows = new Map<string, PricedLine>();
    const items = new Map<string, number>();
    for (const line of lines) {
      const key = `${line.productId}/${line.variantId ?? ''}`;
      const row = rows.get(key);
      rows.set(key, row ? { ...row, quantity: row.quantity + line.quantity } : line);
      if (line.promotionItemId && line.promoQty > 0)
        items.set(line.promotionItemId, (items.get(line.promotionItemId) ?? 0) + line.promoQty);
    }
    // A fixed lock order (product, variant) keeps concurrent orders of several products from deadlocking.
    const sorted = [...rows.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, line]) => line);
    const shortages: FieldIssue[] = [];
    for (const line of sorted) {
      if (!(await stock.take(line, { gated }))) {
        if (orders > 1) throw new BatchRefused();
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
    for (const [itemId, quantity] of [...items].sort(([a], [b]) => a.localeCompare(b))) {
      if (!(await units.take(itemId, quantity, now)))
        throw orders > 1 ? new BatchRefused() : new PromotionChanged();
    }
  }

  /**
   * Takes the vouchers' uses of the orders inside the transaction (ADR 0062): each voucher's row once for the batch,
   * then each customer's count. A voucher short of uses refuses a single order with VOUCHER_USED_UP and ends a batch
   * (each order is then written alone); a customer at their limit gets VOUCHER_CUSTOMER_LIMIT.
   */
  async function takeVouchers(db: Db, batch: Prepared[], now: Date): Promise<void> {
    const uses = voucherUsesRepository(db);
    const perVoucher = new Map<string, number>();
    for (const b of batch)
      if (b.voucher)
        perVoucher.set(b.voucher.use.voucherId, (perVoucher.get(b.voucher.use.voucherId) ?? 0) + 1);
    const today = toLocalDate(now);
    for (const [voucherId, count] of [...perVoucher].sort(([a], [b]) => a.localeCompare(b))) {
      if (!(await uses.take(voucherId, count, today, now)))
        throw batch.length > 1 ? new BatchRefused() : new AppError('VOUCHER_USED_UP');
    }
    for (const b of batch) {
      if (!b.voucher) continue;
      const { use, perCustomerLimit } = b.voucher;
      if (!(await uses.takeForCustomer(use.voucherId, use.userId, perCustomerLimit)))
        throw batch.length > 1 ? new BatchRefused() : new AppError('VOUCHER_CUSTOMER_LIMIT');
    }
    await uses.record(batch.flatMap((b) => (b.voucher ? [b.voucher.use] : [])));
  }

  /**
   * Takes the points the orders pay with off their customers' balances (ADR 0063), each with its ledger entry: a
   * customer holding fewer refuses a single order with POINTS_NOT_ENOUGH and ends a batch.
   */
  async function takePoints(db: Db, batch: Prepared[], now: Date): Promise<void> {
    const ledger = pointsLedger(db);
    for (const b of batch) {
      if (b.points === 0) continue;
      if (!(await ledger.spend(ledgerOrderOf(b.order), b.points, now)))
        throw batch.length > 1 ? new BatchRefused() : new AppError('POINTS_NOT_ENOUGH');
    }
  }

  /**
   * Writes orders in one transaction: the orders, their lines (with their products' cost of now), their first events
   * and follow-up jobs, then their units (last: the stock and promotion rows stay locked from their update to the
   * commit, so concurrent orders of one product wait on each other for as little as possible).
   */
  async function write(tx: Db, batch: Prepared[]): Promise<void> {
    const r = repo(tx);
    await r.insertOrders(batch.map((b) => b.order));
    await r.insertLines(batch.flatMap((b) => b.lines));
    await r.stampCosts(batch.map((b) => b.order.id));
    await r.appendEvents(batch.map((b) => b.event));
    await record(tx, ...batch.map((b) => ({ kind: 'placed' as const, orderId: b.order.id })));
    if (batch.some((b) => b.voucher)) await takeVouchers(tx, batch, batch[0]!.now);
    if (batch.some((b) => b.points > 0)) await takePoints(tx, batch, batch[0]!.now);
    await reserve(
      tx,
      batch.flatMap((b) => b.priced),
      batch[0]!.now,
      batch.every((b) => b.gated),
      batch.length,
    );
  }

  /**
   * Orders waiting for a transaction. Placements that arrive together share one (natural batching, no delay): while
   * `MAX_WRITERS` transactions run, the orders that arrive queue, and the next transaction writes all of them — one
   * commit, one update per stock row. A batch that fails for any reason is written again order by order, so that
   * each order gets its own answer (its shortage, its promotion that ran out, its code drawn twice).
   */
  const waiting: { prepared: Prepared; done: (error?: unknown) => void }[] = [];
  let writers = 0;

  async function writeBatch(batch: typeof waiting): Promise<void> {
    if (batch.length > 1) {
      try {
        await deps.db.transaction((tx) =>
          write(
            tx,
            batch.map((b) => b.prepared),
          ),
        );
        for (const b of batch) b.done();
        return;
      } catch {
        // Each alone below.
      }
    }
    await Promise.all(
      batch.map(async (b) => {
        try {
          await deps.db.transaction((tx) => write(tx, [b.prepared]));
          b.done();
        } catch (error) {
          b.done(error ?? new Error('order write failed'));
        }
      }),
    );
  }

  function pump(): void {
    while (writers < MAX_WRITERS && waiting.length) {
      const batch = waiting.splice(0, MAX_BATCH);
      writers += 1;
      void writeBatch(batch).finally(() => {
        writers -= 1;
        pump();
      });
    }
  }

  function submit(prepared: Prepared): Promise<void> {
    return new Promise((resolve, reject) => {
      waiting.push({ prepared, done: (error) => (error === undefined ? resolve() : reject(error)) });
      pump();
    });
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
      deps.onCreated?.();
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
      const judged = input.voucherCode
        ? await judgeVoucher(deps.db, input.voucherCode, cart, fee.fee, toLocalDate(now), customer.id)
        : null;
      if (judged && isVoucherRefusal(judged))
        throw new AppError(judged.code, { message: judged.message ?? ERRORS[judged.code].message });
      const saving = judged?.saving ?? { discount: 0, shippingDiscount: 0 };
      const points = await judgePoints(deps.db, input.points, cart.subtotal - saving.discount);
      if (points && points.used < points.asked)
        throw new AppError('POINTS_OVER_CAP', { message: pointsCapMessage(points.max) });
      const totalAmount =
        cart.subtotal + fee.fee - saving.discount - saving.shippingDiscount - (points?.discount ?? 0);
      if (totalAmount === 0 && method !== 'COD') throw new AppError('ORDER_NOTHING_TO_PAY');
      if (input.quoteTotal !== undefined && input.quoteTotal !== totalAmount) {
        throw new AppError('ORDER_PRICE_CHANGED');
      }
      try {
        await submit({
          now,
          gated,
          order: {
            id: orderId,
            code: newCode(ORDER_CODE_PREFIX),
            userId: customer.id,
            ...addressColumns(address),
            note: input.note,
            subtotal: cart.subtotal,
            discountTotal: cart.discountTotal,
            shippingFee: fee.fee,
            voucherCode: judged?.rule.code ?? null,
            voucherDiscount: saving.discount,
            voucherShippingDiscount: saving.shippingDiscount,
            pointsUsed: points?.used ?? 0,
            pointsDiscount: points?.discount ?? 0,
            totalAmount,
            paymentMethod: method,
            paymentStatus: payment.status,
            expiresAt: payment.expiresInMs === null ? null : new Date(now.getTime() + payment.expiresInMs),
            status: 'pending',
            createdAt: now,
            updatedAt: now,
          },
          lines: cart.lines.map((l, position) => ({
            orderId,
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
          event: {
            orderId,
            prevStatus: null,
            status: 'pending',
            actor: { id: customer.id, name: customer.name, model: 'User' },
            note: null,
            at: now,
          },
          priced: cart.lines,
          points: points?.used ?? 0,
          voucher: judged
            ? {
                perCustomerLimit: judged.rule.perCustomerLimit,
                use: {
                  voucherId: judged.rule.id,
                  orderId,
                  userId: customer.id,
                  kind: judged.rule.kind,
                  shippingCap: judged.rule.kind === 'free_shipping' ? judged.rule.maxDiscount : null,
                  discount: saving.discount,
                  shippingDiscount: saving.shippingDiscount,
                  createdAt: now,
                },
              }
            : null,
        });
        const placed = orderId;
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
