import { sql } from 'drizzle-orm';
import { index, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { productVariants, products } from './catalog';

/**
 * A customer waiting for a sold-out product or colour (ADR 0064). `notified_at` is set once, by the conditional update
 * that tells them (bell and mail follow as jobs of that transaction): one waiting alert per customer and product
 * (and colour); once told, they may wait again.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('stock_alerts_waiting_unique')
      .on(t.userId, t.productId, sql`coalesce(${t.variantId}, '00000000-0000-0000-0000-000000000000'::uuid)`)
      .where(sql`${t.notifiedAt} is null`),
    index('stock_alerts_waiting_idx')
      .on(t.productId, t.variantId)
      .where(sql`${t.notifiedAt} is null`),
    index('stock_alerts_user_idx').on(t.userId, t.createdAt),
  ],
);
