import { z } from 'zod';
import { RETURN_IMAGES_MAX, RETURN_TEXT_MAX } from '../constants';
import { REFUND_METHODS, RETURN_REASONS, RETURN_STATUSES, type ReturnReason } from '../enums';
import { VALIDATION } from '../messages/vi';
import {
  IdSchema,
  ImageSchema,
  IsoDateTimeSchema,
  PageQuerySchema,
  SearchParamSchema,
  VndSchema,
  filterQuery,
} from './common';
import { ColorSchema } from './catalog';
import { PaymentMethodSchema } from './orders';

export const ReturnStatusSchema = z.enum(RETURN_STATUSES);
export const ReturnReasonSchema = z.enum(RETURN_REASONS, { error: VALIDATION.returnReasonRequired });
export const RefundMethodSchema = z.enum(REFUND_METHODS);

/** The account a cash order's refund is transferred to. */
export const ReturnBankAccountSchema = z.object({
  bankName: z
    .string({ error: VALIDATION.returnBankName })
    .trim()
    .min(2, VALIDATION.returnBankName)
    .max(100, VALIDATION.returnBankName),
  accountNumber: z
    .string({ error: VALIDATION.returnAccountNumber })
    .trim()
    .regex(/^\d{6,20}$/, VALIDATION.returnAccountNumber),
  accountName: z
    .string({ error: VALIDATION.returnAccountName })
    .trim()
    .min(2, VALIDATION.returnAccountName)
    .max(100, VALIDATION.returnAccountName),
});
export type ReturnBankAccount = z.infer<typeof ReturnBankAccountSchema>;

/** One line of an order returned: how many of its units, and what they are worth after the order's discounts. */
export const ReturnLineSchema = z.object({
  /** The order line's id. */
  lineId: z.string(),
  productId: z.string(),
  name: z.string(),
  slug: z.string(),
  image: z.string(),
  color: ColorSchema.nullable(),
  price: VndSchema,
  quantity: z.number().int(),
});
export type ReturnLine = z.infer<typeof ReturnLineSchema>;

/** A return of delivered goods (issue 31 item 4, ADR 0065). */
export const OrderReturnSchema = z.object({
  _id: z.string(),
  /** 'RT' and 10 characters. */
  code: z.string(),
  order: z.object({
    _id: z.string(),
    code: z.string(),
    paymentMethod: PaymentMethodSchema,
    deliveredAt: IsoDateTimeSchema.nullable(),
  }),
  user: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  status: ReturnStatusSchema,
  reason: ReturnReasonSchema,
  description: z.string().nullable(),
  images: z.array(ImageSchema),
  lines: z.array(ReturnLineSchema),
  /** The returned units at their order price (before the order's voucher and points). */
  goodsValue: VndSchema,
  /** The money given back: the goods' value less their share of the voucher and of the points paid. */
  refundAmount: VndSchema,
  /** Points that paid for these goods, given back to the customer. */
  pointsBack: z.number().int(),
  /** Points the order earned for these goods, taken back (never below a zero balance). */
  pointsRevoked: z.number().int(),
  /** The whole order is returned: its voucher use is given back. */
  voucherBack: z.boolean(),
  refundMethod: RefundMethodSchema,
  /** Where a cash order's money goes (shown to the customer and the shop). */
  bank: ReturnBankAccountSchema.nullable(),
  /** The gateway's refund id, or the bank transfer's reference. */
  refundReference: z.string().nullable(),
  /** The last failure of the gateway's refund call (it is tried again). */
  refundError: z.string().nullable(),
  /** The shop's note on its decision (the reason of a refusal). */
  note: z.string().nullable(),
  decidedBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  decidedAt: IsoDateTimeSchema.nullable(),
  refundedAt: IsoDateTimeSchema.nullable(),
  createdAt: IsoDateTimeSchema,
  updatedAt: IsoDateTimeSchema,
});
export type OrderReturn = z.infer<typeof OrderReturnSchema>;

/** Body of `POST /orders/{id}/return`. */
export const CreateReturnBodySchema = z
  .object({
    lines: z
      .array(
        z.object({
          lineId: IdSchema,
          quantity: z
            .number({ error: VALIDATION.returnQuantityInvalid })
            .int(VALIDATION.returnQuantityInvalid)
            .min(1, VALIDATION.returnQuantityInvalid)
            .max(1000, VALIDATION.returnQuantityInvalid),
        }),
        { error: VALIDATION.returnLinesRequired },
      )
      .min(1, VALIDATION.returnLinesRequired)
      .max(100, VALIDATION.returnLinesRequired),
    reason: ReturnReasonSchema,
    description: z
      .string()
      .trim()
      .max(RETURN_TEXT_MAX, VALIDATION.returnDescriptionMax)
      .nullable()
      .optional()
      .transform((v) => (v ? v : null)),
    images: z
      .array(ImageSchema, { error: VALIDATION.returnImagesRequired })
      .min(1, VALIDATION.returnImagesRequired)
      .max(RETURN_IMAGES_MAX, VALIDATION.returnImagesMax),
    /** Required for a cash (COD) order: where its refund is transferred. */
    bank: ReturnBankAccountSchema.nullable().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.reason === ('other' satisfies ReturnReason) && !body.description)
      ctx.addIssue({ code: 'custom', path: ['description'], message: VALIDATION.returnDescriptionRequired });
    const ids = body.lines.map((l) => l.lineId);
    if (new Set(ids).size !== ids.length)
      ctx.addIssue({ code: 'custom', path: ['lines'], message: VALIDATION.returnLinesRequired });
  });
export type CreateReturnBody = z.input<typeof CreateReturnBodySchema>;

/** Body of `PUT /admin/returns/{id}/decision`: a refusal says why. */
export const ReturnDecisionBodySchema = z
  .object({
    decision: z.enum(['accept', 'refuse'], { error: VALIDATION.invalid }),
    note: z
      .string()
      .trim()
      .max(RETURN_TEXT_MAX, VALIDATION.returnNoteMax)
      .nullable()
      .optional()
      .transform((v) => (v ? v : null)),
  })
  .superRefine((body, ctx) => {
    if (body.decision === 'refuse' && !body.note)
      ctx.addIssue({ code: 'custom', path: ['note'], message: VALIDATION.returnDecisionNoteRequired });
  });
export type ReturnDecisionBody = z.input<typeof ReturnDecisionBodySchema>;

/** Body of `PUT /admin/returns/{id}/transfer`: the bank transfer that refunded a cash order's return. */
export const ReturnTransferBodySchema = z.object({
  reference: z
    .string({ error: VALIDATION.returnTransferRefRequired })
    .trim()
    .min(3, VALIDATION.returnTransferRefRequired)
    .max(100, VALIDATION.returnTransferRefRequired),
});
export type ReturnTransferBody = z.input<typeof ReturnTransferBodySchema>;

export const ListReturnsQuerySchema = PageQuerySchema.extend({
  search: SearchParamSchema,
  status: filterQuery(ReturnStatusSchema),
});
export type ListReturnsQuery = z.input<typeof ListReturnsQuerySchema>;
