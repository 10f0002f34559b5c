import { z } from 'zod';
import { VALIDATION } from '../messages/vi';
import { IsoDateTimeSchema } from './common';

/**
 * 'Báo khi có hàng' (issue 31 item 3, ADR 0064): a customer waits for a sold-out product, or one of its colours; when
 * its stock comes back they get one notification (bell and e-mail).
 */
export const StockAlertSchema = z.object({
  _id: z.string(),
  product: z.object({ _id: z.string(), name: z.string(), slug: z.string() }),
  /** The colour waited for; null for a product without colours. */
  variant: z.object({ _id: z.string(), name: z.string() }).nullable(),
  createdAt: IsoDateTimeSchema,
});
export type StockAlert = z.infer<typeof StockAlertSchema>;

/** Body of `POST /stock-alerts`. */
export const CreateStockAlertBodySchema = z.object({
  productId: z.string({ error: VALIDATION.invalid }).uuid(VALIDATION.invalid),
  variantId: z.string({ error: VALIDATION.invalid }).uuid(VALIDATION.invalid).nullable().optional(),
});
export type CreateStockAlertBody = z.infer<typeof CreateStockAlertBodySchema>;

/** `GET /admin/stock-alerts`: per product (and colour) waited for, who waits, who was told and who bought. */
export const AdminStockAlertRowSchema = z.object({
  product: z.object({ _id: z.string(), name: z.string(), slug: z.string() }),
  variant: z.object({ _id: z.string(), name: z.string() }).nullable(),
  /** Its stock now. */
  stock: z.number().int(),
  /** Customers still waiting. */
  waiting: z.number().int(),
  /** Customers told it came back. */
  notified: z.number().int(),
  /** Of those told, how many ordered it since (orders not cancelled). */
  bought: z.number().int(),
  lastNotifiedAt: IsoDateTimeSchema.nullable(),
});
export type AdminStockAlertRow = z.infer<typeof AdminStockAlertRowSchema>;
