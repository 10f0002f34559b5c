import { randomInt } from 'node:crypto';
import {
  adminMayMove,
  customerMayMove,
  isOrderEditable,
  ERRORS,
  ORDER_EVENT_NOTES,
  VALIDATION,
  startOfLocalDay,
  toLocalDate,
  type AddressIds,
  type AdminOrderStatusBody,
  type AdminUpdateOrderBody,
  type CustomerOrderStatusBody,
  type ListAdminOrdersQuery,
  type ListOrdersQuery,
  type Order,
  type OrderInput,
  type OrderQuote,
  type OrderQuoteInput,
  type OrderStatus,
  type OrderStatusCounts,
  type Pagination,
  type PaymentMethod,
  type ShippingAddress,
  type ShippingAddressInput,
  type ShippingFee,
  type ShippingSource,
  type UpdateOrderBody,
} from '@lumi/shared';
import type { Db } from '../../db/client';
import { AppError, type FieldIssue } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { offsetOf, paginate } from '../../lib/pagination';
import { pgErrorOf, UNIQUE_VIOLATION } from '../../db/pg-errors';
import { countsOf, toOrderDto } from './dto';
import { priceCart, stockMessage, type PricedCart, type PricedLine } from './pricing';
import {
  isUuid,
  ordersRepository,
  type ActorRef,
  type OrderListFilter,
  type OrderRow,
  type PaymentStatusValue,
} from './repository';

/** What orders need of the shipping service (api-contract §4.7). */
export type OrdersShipping = {
  /** Checks the id chain and fills the parts' names; throws SHIPPING_ADDRESS_INVALID. */
  validateAddress(input: ShippingAddressInput): Promise<ShippingAddress>;
  fee(input: { address: AddressIds; weightGrams: number; goodsValue: number }): Promise<ShippingFee>;
};

/** What orders need of the catalogue: dropping cached answers after stock or sold counts change. */
export type OrdersCatalog = { invalidate(): void };

export type OrderCustomer = { id: string; name: string };

/** A change of an order, reported once its transaction has committed (notifications and e-mails listen to it). */
export type OrderChange =
  | { kind: 'placed'; orderId: string }
  | { kind: 'status'; orderId: string; from: OrderStatus; to: OrderStatus; reason: string | null }
  /** An online payment settled while the order was pending. */
  | { kind: 'paid'; orderId: string }
  /** A payment that arrived after the order was cancelled: the order is marked for refund. */
  | { kind: 'late'; orderId: string };

export type OrderEvents = { orderChanged(change: OrderChange, order: Order): Promise<void> | void };

/**
 * Tells the listener about a committed change. A listener's failure is logged and swallowed: the order is already
 * written and must never fail or roll back because a notification or an e-mail could not be made.
 */
export async function reportOrderChange(
  events: OrderEvents | undefined,
  log: { error(obj: unknown, msg?: string): void } | undefined,
  change: OrderChange,
  loadOrder: (id: string) => Promise<Order>,
): Promise<void> {
  if (!events) return;
  try {
    await events.orderChanged(change, await loadOrder(change.orderId));
  } catch (error) {
    log?.error({ err: error, orderId: change.orderId, change: change.kind }, 'order change listener failed');
  }
}
export type OrderAdmin = { id: string; name: string };

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const MAX_ATTEMPTS = 4;

/** 'OD' + 10 upper-case characters (api-contract §1.6). */
export function newOrderCode(): string {
  let code = 'OD';
  for (let i = 0; i < 10; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** A promotional quantity that ran out between pricing and the order's transaction: the cart is repriced. */
class PromotionChanged extends Error {}

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

export type OrdersService = ReturnType<typeof createOrdersService>;

export function createOrdersService(deps: {
  db: Db;
  clock: Clock;
  shipping: OrdersShipping;
  catalog: OrdersCatalog;
  /** The source answering fees when no address is given yet. */
  shippingSource: () => ShippingSource;
  /** Told of every committed change (notifications, e-mails); its failures are only logged. */
  events?: OrderEvents;
  log?: { error(obj: unknown, msg?: string): void };
}) {
  const repo = (db: Db = deps.db) => ordersRepository(db);
  const report = (change: OrderChange) => reportOrderChange(deps.events, deps.log, change, dtoOf);

  async function price(lines: OrderInput['products'], now: Date): Promise<PricedCart> {
    const ids = [...new Set(lines.map((l) => l.productId).filter(isUuid))];
    const products = await repo().pricingProducts(ids, now);
    return priceCart(lines, products, toLocalDate(now));
  }

  /** The first kind of problem of a cart as the create calls' error, every line of that kind in `errors`. */
  function failOnIssues(cart: PricedCart): void {
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

  async function dtos(rows: OrderRow[]): Promise<Order[]> {
    const ids = rows.map((r) => r.id);
    const [lines, events, users] = await Promise.all([
      repo().linesOf(ids),
      repo().eventsOf(ids),
      repo().usersOf(rows.map((r) => r.userId)),
    ]);
    return rows.map((row) =>
      toOrderDto(
        row,
        users.get(row.userId),
        lines.filter((l) => l.orderId === row.id),
        events.filter((e) => e.orderId === row.id),
      ),
    );
  }

  async function dtoOf(id: string): Promise<Order> {
    const row = await repo().findById(id);
    if (!row) throw new AppError('ORDER_NOT_FOUND');
    const [dto] = await dtos([row]);
    if (!dto) throw new AppError('ORDER_NOT_FOUND');
    return dto;
  }

  /** Reserves stock and promotional units of the lines inside the order's transaction. */
  async function reserve(db: Db, lines: PricedLine[], now: Date): Promise<void> {
    const r = repo(db);
    // A fixed lock order (product, variant) keeps concurrent orders of several products from deadlocking.
    const sorted = [...lines].sort((a, b) =>
      `${a.productId}/${a.variantId ?? ''}`.localeCompare(`${b.productId}/${b.variantId ?? ''}`),
    );
    const shortages: FieldIssue[] = [];
    for (const line of sorted) {
      const taken = line.variantId
        ? await r.takeVariantStock(line.variantId, line.quantity)
        : await r.takeProductStock(line.productId, line.quantity);
      if (!taken) {
        const left = await r.currentStock(line.productId, line.variantId);
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
        if (!(await r.takePromotionQty(line.promotionItemId, line.promoQty, now)))
          throw new PromotionChanged();
      }
    }
  }

  /**
   * Places an order (api-contract §3.5): reprices every line, validates the address, quotes the fee, compares
   * `quoteTotal`, then in one transaction reserves stock and promotional units and writes the order, its lines and
   * its first event. Returns the new order's id.
   */
  async function place(
    customer: OrderCustomer,
    input: OrderInput,
    method: PaymentMethod,
    payment: { status: PaymentStatusValue; expiresInMs: number | null },
  ): Promise<string> {
    if (input.paymentMethod !== undefined && input.paymentMethod !== method) {
      throw new AppError('VALIDATION_ERROR', {
        errors: [{ path: 'paymentMethod', message: VALIDATION.paymentMethodMismatch }],
      });
    }
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
          await reserve(tx, cart.lines, now);
          const r = repo(tx);
          const id = await r.insertOrder({
            code: newOrderCode(),
            userId: customer.id,
            name: address.name,
            phone: address.phone,
            address: address.address,
            provinceId: address.province.id,
            provinceName: address.province.name,
            districtId: address.district.id,
            districtName: address.district.name,
            wardId: address.ward.id,
            wardName: address.ward.name,
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
          await r.appendEvent({
            orderId: id,
            prevStatus: null,
            status: 'pending',
            actor: { id: customer.id, name: customer.name, model: 'User' },
            note: null,
            at: now,
          });
          return id;
        });
        // After the commit; never throws.
        await report({ kind: 'placed', orderId: placed });
        return placed;
      } catch (error) {
        const pg = pgErrorOf(error);
        const retry =
          error instanceof PromotionChanged ||
          (pg?.code === UNIQUE_VIOLATION && pg.constraint === 'orders_code_unique');
        if (retry && attempt < MAX_ATTEMPTS) continue;
        if (error instanceof PromotionChanged) throw new AppError('ORDER_PRICE_CHANGED');
        throw error;
      }
    }
  }

  /** Applies a status change under the order's row lock and appends the event. */
  async function move(
    id: string,
    ownerId: string | null,
    actor: ActorRef,
    target: OrderStatus,
    reason: string | null,
    allowed: (from: OrderStatus, to: OrderStatus) => boolean,
  ): Promise<void> {
    let touchedCatalog = false;
    const from = await deps.db.transaction(async (tx) => {
      const r = repo(tx);
      const row = await r.lockById(id);
      if (!row || (ownerId !== null && (row.userId !== ownerId || row.archivedAt))) {
        throw new AppError('ORDER_NOT_FOUND');
      }
      if (!allowed(row.status, target)) throw new AppError('ORDER_STATUS_INVALID');
      if (
        target !== 'cancelled' &&
        row.status === 'pending' &&
        row.paymentMethod !== 'COD' &&
        row.paymentStatus !== 'paid'
      ) {
        throw new AppError('ORDER_NOT_PAID');
      }
      const now = deps.clock.now();
      const changes: Partial<OrderRow> = { status: target, updatedAt: now };
      if (target === 'cancelled') {
        await r.restoreLines(row.id);
        touchedCatalog = true;
        changes.cancelReason = reason;
        changes.cancelledBy = actor.model;
        if (row.paymentStatus === 'paid') changes.paymentStatus = 'refund_pending';
        if (row.paymentStatus === 'pending') {
          changes.paymentStatus = 'failed';
          changes.paymentUrl = null;
        }
      }
      if (target === 'delivered') {
        await r.addSold(row.id);
        touchedCatalog = true;
        if (row.paymentMethod === 'COD' && row.paymentStatus === 'unpaid') {
          changes.paymentStatus = 'paid';
          changes.paidAt = now;
        }
      }
      await r.update(row.id, changes);
      await r.appendEvent({
        orderId: row.id,
        prevStatus: row.status,
        status: target,
        actor,
        note: reason,
        at: now,
      });
      return row.status;
    });
    if (touchedCatalog) deps.catalog.invalidate();
    await report({ kind: 'status', orderId: id, from, to: target, reason });
  }

  /** Address/note edit (and the administrator's refund mark) under the customer's rules (api-contract §3.5). */
  async function edit(
    id: string,
    ownerId: string | null,
    actor: ActorRef,
    body: AdminUpdateOrderBody,
  ): Promise<void> {
    const current = await repo().findById(id);
    if (!current || (ownerId !== null && (current.userId !== ownerId || current.archivedAt))) {
      throw new AppError('ORDER_NOT_FOUND');
    }
    const editsAddress =
      body.name !== undefined ||
      body.phone !== undefined ||
      body.address !== undefined ||
      body.province !== undefined ||
      body.district !== undefined ||
      body.ward !== undefined;
    const editsOrder = editsAddress || body.note !== undefined;
    if (editsOrder && !isOrderEditable(current.status)) throw new AppError('ORDER_NOT_EDITABLE');
    if (body.paymentStatus === 'refunded' && current.paymentStatus !== 'refund_pending') {
      throw new AppError('ORDER_STATUS_INVALID');
    }

    const changes: Partial<OrderRow> = {};
    if (editsAddress) {
      const movesAddress =
        body.province !== undefined || body.district !== undefined || body.ward !== undefined;
      const merged: ShippingAddressInput = {
        name: body.name ?? current.name,
        phone: body.phone ?? current.phone,
        address: body.address ?? current.address,
        province: body.province ?? { id: current.provinceId, name: current.provinceName },
        district: body.district ?? { id: current.districtId, name: current.districtName },
        ward: body.ward ?? { id: current.wardId, name: current.wardName },
      };
      const address = movesAddress
        ? await deps.shipping.validateAddress(merged)
        : {
            name: merged.name,
            phone: merged.phone,
            address: merged.address,
            province: { id: current.provinceId, name: current.provinceName },
            district: { id: current.districtId, name: current.districtName },
            ward: { id: current.wardId, name: current.wardName },
          };
      Object.assign(changes, {
        name: address.name,
        phone: address.phone,
        address: address.address,
        provinceId: address.province.id,
        provinceName: address.province.name,
        districtId: address.district.id,
        districtName: address.district.name,
        wardId: address.ward.id,
        wardName: address.ward.name,
      });
      const idsChanged =
        address.province.id !== current.provinceId ||
        address.district.id !== current.districtId ||
        address.ward.id !== current.wardId;
      if (idsChanged) {
        const lines = await repo().linesOf([current.id]);
        const weights = await repo().weightsOf(lines.map((l) => l.productId));
        const fee = await deps.shipping.fee({
          address,
          weightGrams: lines.reduce((s, l) => s + (weights.get(l.productId) ?? 200) * l.quantity, 0),
          goodsValue: current.subtotal,
        });
        if (fee.fee !== current.shippingFee) {
          // An online order's amount was fixed with its payment: only cash on delivery follows a new fee.
          if (current.paymentMethod !== 'COD') throw new AppError('ORDER_FEE_CHANGED');
          changes.shippingFee = fee.fee;
          changes.totalAmount = current.subtotal + fee.fee;
        }
      }
    }
    if (body.note !== undefined) changes.note = body.note ? body.note : null;
    if (body.paymentStatus === 'refunded') changes.paymentStatus = 'refunded';

    await deps.db.transaction(async (tx) => {
      const r = repo(tx);
      const row = await r.lockById(id);
      if (!row) throw new AppError('ORDER_NOT_FOUND');
      // Re-checked under the lock: a status change may have landed meanwhile.
      if (editsOrder && !isOrderEditable(row.status)) throw new AppError('ORDER_NOT_EDITABLE');
      if (body.paymentStatus === 'refunded' && row.paymentStatus !== 'refund_pending') {
        throw new AppError('ORDER_STATUS_INVALID');
      }
      const now = deps.clock.now();
      await r.update(row.id, { ...changes, updatedAt: now });
      const notes = [
        ...(editsOrder ? [ORDER_EVENT_NOTES.updated] : []),
        ...(body.paymentStatus === 'refunded' ? [ORDER_EVENT_NOTES.refunded] : []),
      ];
      if (notes.length) {
        await r.appendEvent({
          orderId: row.id,
          prevStatus: row.status,
          status: row.status,
          actor,
          note: notes.join('; '),
          at: now,
        });
      }
    });
  }

  async function listOf(
    filter: OrderListFilter,
    query: { page: number; pageSize: number },
  ): Promise<{ items: Order[]; pagination: Pagination; statusCounts: OrderStatusCounts }> {
    const [{ ids, total }, counts] = await Promise.all([
      repo().list(filter, { limit: query.pageSize, offset: offsetOf(query.page, query.pageSize) }),
      repo().statusCounts(filter),
    ]);
    const rows = await repo().byIds(ids);
    const byId = new Map((await dtos(rows)).map((o) => [o._id, o]));
    return {
      items: ids.flatMap((id) => byId.get(id) ?? []),
      pagination: paginate(query.page, query.pageSize, total),
      statusCounts: countsOf(counts),
    };
  }

  return {
    /** Places an order for any payment method (the payments module uses it for online orders). */
    place,
    /** The order as the API shows it. */
    dto: dtoOf,
    /** `POST /orders/quote`: never fails on stock or availability; those come back in `issues`. */
    async quote(input: OrderQuoteInput): Promise<OrderQuote> {
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
        totalAmount: cart.subtotal + (fee?.fee ?? 0),
        shippingSource: fee?.source ?? deps.shippingSource(),
        issues,
      };
    },

    /** `POST /orders/cod`: pending, payment unpaid until delivery. */
    async createCod(customer: OrderCustomer, input: OrderInput): Promise<Order> {
      try {
        const id = await place(customer, input, 'COD', { status: 'unpaid', expiresInMs: null });
        return await dtoOf(id);
      } finally {
        deps.catalog.invalidate();
      }
    },

    async listMine(userId: string, query: ListOrdersQuery) {
      return listOf(
        { userId, ...(query.status && query.status !== 'all' ? { status: query.status } : {}) },
        query,
      );
    },

    async detailMine(userId: string, id: string): Promise<Order> {
      const row = await repo().findById(id);
      if (!row || row.userId !== userId || row.archivedAt) throw new AppError('ORDER_NOT_FOUND');
      return dtoOf(id);
    },

    async updateMine(customer: OrderCustomer, id: string, body: UpdateOrderBody): Promise<Order> {
      await edit(id, customer.id, { id: customer.id, name: customer.name, model: 'User' }, body);
      return dtoOf(id);
    },

    async setStatusMine(customer: OrderCustomer, id: string, body: CustomerOrderStatusBody): Promise<Order> {
      const reason = body.status === 'cancelled' ? body.cancelReason : null;
      await move(
        id,
        customer.id,
        { id: customer.id, name: customer.name, model: 'User' },
        body.status,
        reason,
        customerMayMove,
      );
      return dtoOf(id);
    },

    async adminList(query: ListAdminOrdersQuery) {
      const filter: OrderListFilter = {
        ...(query.status && query.status !== 'all' ? { status: query.status } : {}),
        ...(query.paymentMethod ? { paymentMethod: query.paymentMethod } : {}),
        ...(query.search ? { search: query.search } : {}),
        ...(query.fromDate ? { from: startOfLocalDay(query.fromDate) } : {}),
        ...(query.toDate ? { to: new Date(startOfLocalDay(query.toDate).getTime() + 86_400_000) } : {}),
      };
      return listOf(filter, query);
    },

    adminDetail(id: string): Promise<Order> {
      return dtoOf(id);
    },

    async adminUpdate(admin: OrderAdmin, id: string, body: AdminUpdateOrderBody): Promise<Order> {
      await edit(id, null, { id: admin.id, name: admin.name, model: 'Admin' }, body);
      return dtoOf(id);
    },

    async adminSetStatus(admin: OrderAdmin, id: string, body: AdminOrderStatusBody): Promise<Order> {
      await move(
        id,
        null,
        { id: admin.id, name: admin.name, model: 'Admin' },
        body.status,
        body.status === 'cancelled' ? (body.cancelReason ?? null) : null,
        adminMayMove,
      );
      return dtoOf(id);
    },

    /** `DELETE /admin/orders/{id}`: cancelled orders only, archived (kept in statistics). */
    async adminRemove(admin: OrderAdmin, id: string): Promise<{ _id: string }> {
      await deps.db.transaction(async (tx) => {
        const r = repo(tx);
        const row = await r.lockById(id);
        if (!row || row.archivedAt) throw new AppError('ORDER_NOT_FOUND');
        if (row.status !== 'cancelled') throw new AppError('ORDER_NOT_DELETABLE');
        const now = deps.clock.now();
        await r.update(row.id, { archivedAt: now, updatedAt: now });
        await r.appendEvent({
          orderId: row.id,
          prevStatus: row.status,
          status: row.status,
          actor: { id: admin.id, name: admin.name, model: 'Admin' },
          note: ORDER_EVENT_NOTES.archived,
          at: now,
        });
      });
      return { _id: id };
    },
  };
}
