import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { OrderStatus, PaymentMethod } from '@lumi/shared';
import { users } from './accounts';
import { products, productVariants, promotionItems } from './catalog';
import { timestamps } from './columns';

export type PaymentStatusValue = 'unpaid' | 'pending' | 'paid' | 'failed' | 'refund_pending' | 'refunded';
export type OrderActorModel = 'User' | 'Admin' | 'System';

/** An order (api-contract §2 Order, decisions 17–18). Amounts are integer đồng; the address keeps ids and names. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Display code: 'OD' + 10 upper-case characters (api-contract §1.6).
    code: text('code').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    provinceId: integer('province_id').notNull(),
    provinceName: text('province_name').notNull(),
    districtId: integer('district_id').notNull(),
    districtName: text('district_name').notNull(),
    wardId: text('ward_id').notNull(),
    wardName: text('ward_name').notNull(),
    note: text('note'),
    subtotal: integer('subtotal').notNull(),
    // Σ unit_cost × quantity of the lines: the goods' cost when the order was placed (ADR 0024).
    costTotal: integer('cost_total').notNull().default(0),
    discountTotal: integer('discount_total').notNull().default(0),
    shippingFee: integer('shipping_fee').notNull(),
    // The voucher's code and what it took off the goods and the fee (ADR 0062); the use itself is the vouchers'.
    voucherCode: text('voucher_code'),
    voucherDiscount: integer('voucher_discount').notNull().default(0),
    voucherShippingDiscount: integer('voucher_shipping_discount').notNull().default(0),
    // The points it paid with and their value (ADR 0063); the ledger itself is the loyalty module's.
    pointsUsed: integer('points_used').notNull().default(0),
    pointsDiscount: integer('points_discount').notNull().default(0),
    totalAmount: integer('total_amount').notNull(),
    // What accepted returns gave back for goods, and the cost of the units they brought back (ADR 0065): the figures
    // of an order subtract them.
    returnedAmount: integer('returned_amount').notNull().default(0),
    returnedCost: integer('returned_cost').notNull().default(0),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull(),
    paymentStatus: text('payment_status').$type<PaymentStatusValue>().notNull(),
    transactionId: text('transaction_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    paymentUrl: text('payment_url'),
    status: text('status').$type<OrderStatus>().notNull().default('pending'),
    cancelReason: text('cancel_reason'),
    cancelledBy: text('cancelled_by').$type<OrderActorModel>(),
    // The instant the order moved to `delivered` (ADR 0024: revenue is counted by it); never cleared.
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    // Archived (deleted by an administrator): out of lists, kept in statistics.
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('orders_code_unique').on(t.code),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_status_idx').on(t.status),
    index('orders_created_idx').on(t.createdAt),
    // The site statistics (ADR 0024) read the orders alone, from these indexes: revenue by delivery time, and the
    // figures by placement time (count, status split, goods value, payment methods, customers).
    index('orders_delivered_stats_idx')
      .on(
        t.deliveredAt,
        t.subtotal,
        t.costTotal,
        t.paymentStatus,
        t.voucherDiscount,
        t.pointsDiscount,
        t.returnedAmount,
        t.returnedCost,
      )
      .where(sql`${t.status} = 'delivered'`),
    index('orders_created_stats_idx').on(
      t.createdAt,
      t.status,
      t.subtotal,
      t.costTotal,
      t.paymentMethod,
      t.userId,
    ),
    check('orders_code_format', sql`${t.code} ~ '^OD[A-Z0-9]{10}$'`),
    check(
      'orders_amounts_non_negative',
      sql`${t.subtotal} >= 0 and ${t.discountTotal} >= 0 and ${t.shippingFee} >= 0 and ${t.totalAmount} >= 0`,
    ),
    check('orders_cost_total_non_negative', sql`${t.costTotal} >= 0`),
    check(
      'orders_returned_within',
      sql`${t.returnedAmount} between 0 and ${t.subtotal} and ${t.returnedCost} between 0 and ${t.costTotal}`,
    ),
    check(
      'orders_total_is_sum',
      sql`${t.totalAmount} = ${t.subtotal} + ${t.shippingFee} - ${t.voucherDiscount} - ${t.voucherShippingDiscount} - ${t.pointsDiscount}`,
    ),
    check(
      'orders_points_within',
      sql`${t.pointsUsed} >= 0 and ${t.pointsDiscount} between 0 and ${t.subtotal} - ${t.voucherDiscount}`,
    ),
    check(
      'orders_voucher_within',
      sql`${t.voucherDiscount} between 0 and ${t.subtotal} and ${t.voucherShippingDiscount} between 0 and ${t.shippingFee}`,
    ),
    check(
      'orders_status_valid',
      sql`${t.status} in ('pending', 'processing', 'shipping', 'delivered', 'cancelled')`,
    ),
    check('orders_payment_method_valid', sql`${t.paymentMethod} in ('COD', 'VNPAY', 'STRIPE')`),
    check(
      'orders_payment_status_valid',
      sql`${t.paymentStatus} in ('unpaid', 'pending', 'paid', 'failed', 'refund_pending', 'refunded')`,
    ),
    check(
      'orders_cancelled_by_valid',
      sql`${t.cancelledBy} is null or ${t.cancelledBy} in ('User', 'Admin', 'System')`,
    ),
    check('orders_archived_only_cancelled', sql`${t.archivedAt} is null or ${t.status} = 'cancelled'`),
  ],
);

/** A line of an order: a snapshot of the product as sold. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    // A product referenced by an order is hidden instead of deleted.
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    image: text('image').notNull(),
    colorName: text('color_name'),
    colorCode: text('color_code'),
    originalPrice: integer('original_price').notNull(),
    price: integer('price').notNull(),
    promoQty: integer('promo_qty').notNull().default(0),
    quantity: integer('quantity').notNull(),
    lineTotal: integer('line_total').notNull(),
    // The product's cost when the order was placed: later cost changes do not rewrite history (ADR 0024).
    unitCost: integer('unit_cost').notNull().default(0),
    promotionItemId: uuid('promotion_item_id').references(() => promotionItems.id, { onDelete: 'set null' }),
    isReviewed: boolean('is_reviewed').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    // Covering the best sellers' sums (migration 0020): the lines of a period's orders are read from the index alone.
    index('order_lines_order_idx').on(t.orderId, t.productId, t.quantity, t.lineTotal),
    index('order_lines_product_idx').on(t.productId),
    check(
      'order_lines_amounts_non_negative',
      sql`${t.originalPrice} >= 0 and ${t.price} >= 0 and ${t.lineTotal} >= 0`,
    ),
    check('order_lines_unit_cost_non_negative', sql`${t.unitCost} >= 0`),
    // Merged cart lines of one product and colour may exceed the 99 of one cart line.
    check('order_lines_quantity_positive', sql`${t.quantity} >= 1`),
    check('order_lines_promo_qty_range', sql`${t.promoQty} between 0 and ${t.quantity}`),
  ],
);

/** The order's timeline, oldest first. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Insertion order: several events may share one instant.
    seq: serial('seq').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    prevStatus: text('prev_status').$type<OrderStatus>(),
    status: text('status').$type<OrderStatus>().notNull(),
    updatedById: uuid('updated_by_id'),
    updatedByName: text('updated_by_name'),
    updatedByModel: text('updated_by_model').$type<OrderActorModel>().notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_events_order_idx').on(t.orderId, t.seq),
    check(
      'order_events_status_valid',
      sql`${t.status} in ('pending', 'processing', 'shipping', 'delivered', 'cancelled') and (${t.prevStatus} is null or ${t.prevStatus} in ('pending', 'processing', 'shipping', 'delivered', 'cancelled'))`,
    ),
    check('order_events_model_valid', sql`${t.updatedByModel} in ('User', 'Admin', 'System')`),
  ],
);
