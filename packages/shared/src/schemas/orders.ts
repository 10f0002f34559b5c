import '../zod-setup';
import { z } from 'zod';
import { AppliedVoucherSchema, QuoteVoucherSchema } from './vouchers';
import { AppliedPointsSchema, PointsInputSchema, QuotePointsSchema } from './loyalty';
import { CART_MAX_QUANTITY } from '../constants';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '../enums';
import { VALIDATION } from '../messages/vi';
import {
  IdSchema,
  IsoDateTimeSchema,
  LocalDateSchema,
  PageQuerySchema,
  SearchParamSchema,
  VndSchema,
  optionalQuery,
} from './common';
import { ColorSchema } from './catalog';
import {
  DistrictPartInputSchema,
  DistrictSchema,
  ProvincePartInputSchema,
  ProvinceSchema,
  ShippingAddressSchema,
  ShippingSourceSchema,
  StreetAddressSchema,
  WardPartInputSchema,
  WardSchema,
} from './shipping';

// ── answers (api-contract §2 cart and orders) ────────────────────────────────

export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export const PaymentMethodSchema = z.enum(PAYMENT_METHODS);
export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES);
export const OrderActorModelSchema = z.enum(['User', 'Admin', 'System']);
export type OrderActorModel = z.infer<typeof OrderActorModelSchema>;

export const OrderLineSchema = z.object({
  _id: z.string(),
  productId: z.string(),
  name: z.string(),
  slug: z.string(),
  image: z.string(),
  color: ColorSchema.nullable(),
  originalPrice: VndSchema,
  price: VndSchema,
  promoQty: z.number().int(),
  quantity: z.number().int(),
  lineTotal: VndSchema,
  isReviewed: z.boolean(),
});
export type OrderLine = z.infer<typeof OrderLineSchema>;

export const OrderEventSchema = z.object({
  prevStatus: OrderStatusSchema.nullable(),
  status: OrderStatusSchema,
  updatedBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  updatedByModel: OrderActorModelSchema,
  note: z.string().nullable(),
  date: IsoDateTimeSchema,
});
export type OrderEvent = z.infer<typeof OrderEventSchema>;

export const OrderSchema = z.object({
  _id: z.string(),
  code: z.string(),
  user: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  name: z.string(),
  phone: z.string(),
  address: z.string(),
  province: ProvinceSchema,
  district: DistrictSchema,
  ward: WardSchema,
  products: z.array(OrderLineSchema),
  note: z.string().nullable(),
  subtotal: VndSchema,
  discountTotal: VndSchema,
  shippingFee: VndSchema,
  /** The voucher the order used (ADR 0062): `totalAmount` = subtotal + shippingFee − discount − shippingDiscount. */
  voucher: AppliedVoucherSchema.nullable(),
  /** The points it paid with (ADR 0063), their value taken off `totalAmount` too; null when none. */
  points: AppliedPointsSchema.nullable(),
  totalAmount: VndSchema,
  paymentMethod: PaymentMethodSchema,
  payment: z.object({
    status: PaymentStatusSchema,
    transactionId: z.string().nullable(),
    paidAt: IsoDateTimeSchema.nullable(),
    expiresAt: IsoDateTimeSchema.nullable(),
    paymentUrl: z.string().nullable(),
  }),
  status: OrderStatusSchema,
  cancelReason: z.string().nullable(),
  cancelledBy: OrderActorModelSchema.nullable(),
  statusHistory: z.array(OrderEventSchema),
  createdAt: IsoDateTimeSchema,
  updatedAt: IsoDateTimeSchema,
});
export type Order = z.infer<typeof OrderSchema>;

export const ORDER_QUOTE_ISSUE_CODES = [
  'PRODUCT_UNAVAILABLE',
  'PRODUCT_COLOR_REQUIRED',
  'OUT_OF_STOCK',
] as const;
export type OrderQuoteIssueCode = (typeof ORDER_QUOTE_ISSUE_CODES)[number];

export const OrderQuoteLineSchema = OrderLineSchema.omit({ _id: true, slug: true, isReviewed: true }).extend({
  available: z.number().int(),
});
export type OrderQuoteLine = z.infer<typeof OrderQuoteLineSchema>;

export const OrderQuoteSchema = z.object({
  products: z.array(OrderQuoteLineSchema),
  subtotal: VndSchema,
  discountTotal: VndSchema,
  shippingFee: VndSchema.nullable(),
  freeShippingThreshold: VndSchema.nullable(),
  totalAmount: VndSchema,
  shippingSource: ShippingSourceSchema,
  /** The voucher asked for, applied (its saving is in `totalAmount`), or why it cannot be (ADR 0062). */
  voucher: QuoteVoucherSchema.nullable(),
  voucherIssue: z.object({ code: z.string(), message: z.string() }).nullable(),
  /** The points asked for (ADR 0063): how many the cart takes and what they pay (in `totalAmount`); null when none. */
  points: QuotePointsSchema.nullable(),
  issues: z.array(
    z.object({
      index: z.number().int(),
      productId: z.string(),
      code: z.enum(ORDER_QUOTE_ISSUE_CODES),
      message: z.string(),
    }),
  ),
});
export type OrderQuote = z.infer<typeof OrderQuoteSchema>;

/**
 * `POST /orders/{id}/shipping-quote` (ADR 0029): the fee and total an order would have at a new address, by the
 * rule `PUT /orders/{id}` applies (the order's own goods value and weight).
 */
export const OrderAddressQuoteSchema = z.object({ shippingFee: VndSchema, totalAmount: VndSchema });
export type OrderAddressQuote = z.infer<typeof OrderAddressQuoteSchema>;

export const StatusCountsSchema = z.record(OrderStatusSchema, z.number().int());
export type OrderStatusCounts = Record<(typeof ORDER_STATUSES)[number], number>;

// ── inputs (api-contract §3.5, §4.6) ─────────────────────────────────────────

/** A cart colour; `{}` (or a colour without a name) counts as none. */
const LineColorSchema = z.preprocess(
  (v) => (v && typeof v === 'object' && !('name' in v && (v as { name?: unknown }).name) ? null : v),
  ColorSchema.nullable().optional(),
);

/** One cart line as stored by the client; the display fields (name, image, price, brand) are ignored. */
export const OrderInputLineSchema = z.object({
  productId: z.string({ error: VALIDATION.invalid }).min(1, VALIDATION.invalid).max(100, VALIDATION.invalid),
  quantity: z
    .number({ error: VALIDATION.quantityInvalid })
    .int(VALIDATION.quantityInvalid)
    .min(1, VALIDATION.quantityInvalid)
    .max(CART_MAX_QUANTITY, VALIDATION.quantityInvalid),
  color: LineColorSchema,
});
export type OrderInputLine = z.output<typeof OrderInputLineSchema>;

const OrderProductsSchema = z
  .array(OrderInputLineSchema, { error: VALIDATION.orderProductsRequired })
  .min(1, VALIDATION.orderProductsRequired)
  .max(50, VALIDATION.orderProductsMax);

export const OrderNoteSchema = z
  .string()
  .trim()
  .max(500, VALIDATION.orderNoteMax)
  .nullable()
  .optional()
  .transform((v) => (v ? v : null));

const OrderExtrasSchema = z.object({
  products: OrderProductsSchema,
  note: OrderNoteSchema,
  paymentMethod: PaymentMethodSchema.optional(),
  quoteTotal: VndSchema.optional(),
  /** A voucher's code as typed (ADR 0062); an unknown or malformed one is VOUCHER_INVALID, not a 400. */
  voucherCode: z.string().trim().max(50, VALIDATION.invalid).nullable().optional(),
  /** Points to pay with (ADR 0063); the order refuses more than the customer holds or the cart's cap. */
  points: PointsInputSchema,
  totalAmount: z
    .unknown()
    .optional()
    .transform(() => undefined),
});

/** Body of the create calls (`POST /orders/cod|vnpay|stripe`). */
export const OrderInputSchema = ShippingAddressSchema.extend(OrderExtrasSchema.shape);
export type OrderInput = z.output<typeof OrderInputSchema>;

/** Body of `POST /orders/quote`: the address parts are optional; the fee is quoted once the ids are complete. */
export const OrderQuoteInputSchema = OrderExtrasSchema.extend({
  name: z.string().optional(),
  phone: z.string().optional(),
  address: z.string().optional(),
  province: z.object({ id: z.unknown(), name: z.string().optional() }).partial().optional(),
  district: z.object({ id: z.unknown(), name: z.string().optional() }).partial().optional(),
  ward: z.object({ id: z.unknown(), name: z.string().optional() }).partial().optional(),
  quoteTotal: z
    .unknown()
    .optional()
    .transform(() => undefined),
});
export type OrderQuoteInput = z.output<typeof OrderQuoteInputSchema>;

/** `PUT /orders/{id}`: `Partial<ShippingAddress> & { note? }`. */
export const UpdateOrderBodySchema = ShippingAddressSchema.pick({ name: true, phone: true })
  .extend({
    address: StreetAddressSchema,
    province: ProvincePartInputSchema,
    district: DistrictPartInputSchema,
    ward: WardPartInputSchema,
  })
  .partial()
  .extend({ note: z.string().trim().max(500, VALIDATION.orderNoteMax).nullable().optional() });
export type UpdateOrderBody = z.output<typeof UpdateOrderBodySchema>;

/** `POST /orders/{id}/shipping-quote`: the three parts of the new address. */
export const QuoteOrderAddressBodySchema = z.object({
  province: ProvincePartInputSchema,
  district: DistrictPartInputSchema,
  ward: WardPartInputSchema,
});
export type QuoteOrderAddressBody = z.output<typeof QuoteOrderAddressBodySchema>;

/** `PUT /admin/orders/{id}`: the customer's edit plus `paymentStatus: 'refunded'`. */
export const AdminUpdateOrderBodySchema = UpdateOrderBodySchema.extend({
  paymentStatus: z.literal('refunded', { error: VALIDATION.invalid }).optional(),
});
export type AdminUpdateOrderBody = z.output<typeof AdminUpdateOrderBodySchema>;

export const CancelReasonSchema = z
  .string({ error: VALIDATION.cancelReasonRequired })
  .trim()
  .min(1, VALIDATION.cancelReasonRequired)
  .max(500, VALIDATION.cancelReasonMax);

/** Staff status bodies take an optional reason that becomes required to cancel. */
export function requireCancelReason(
  body: { status: string; cancelReason?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  if (body.status === 'cancelled' && !body.cancelReason)
    ctx.addIssue({ code: 'custom', path: ['cancelReason'], message: VALIDATION.cancelReasonRequired });
}

/** `PUT /orders/status/{id}`: cancel with a reason, or confirm receipt. */
export const CustomerOrderStatusBodySchema = z.discriminatedUnion(
  'status',
  [
    z.object({ status: z.literal('cancelled'), cancelReason: CancelReasonSchema }),
    z.object({ status: z.literal('delivered') }),
  ],
  { error: VALIDATION.orderStatusInvalid },
);
export type CustomerOrderStatusBody = z.output<typeof CustomerOrderStatusBodySchema>;

/** `PUT /admin/orders/status/{id}`. */
export const AdminOrderStatusBodySchema = z
  .object({
    status: z.enum(ORDER_STATUSES, { error: VALIDATION.orderStatusInvalid }),
    cancelReason: CancelReasonSchema.optional(),
  })
  .superRefine(requireCancelReason);
export type AdminOrderStatusBody = z.output<typeof AdminOrderStatusBodySchema>;

/** `GET /orders`. */
export const ListOrdersQuerySchema = PageQuerySchema.extend({
  status: optionalQuery(z.enum(['all', ...ORDER_STATUSES], { error: VALIDATION.invalid })),
});
export type ListOrdersQuery = z.output<typeof ListOrdersQuerySchema>;

/** `GET /admin/orders`. */
export const ListAdminOrdersQuerySchema = ListOrdersQuerySchema.extend({
  search: SearchParamSchema,
  paymentMethod: optionalQuery(PaymentMethodSchema),
  fromDate: optionalQuery(LocalDateSchema),
  toDate: optionalQuery(LocalDateSchema),
});
export type ListAdminOrdersQuery = z.output<typeof ListAdminOrdersQuerySchema>;

export const OrderIdParamsSchema = z.object({ id: IdSchema });

// ── online payments (api-contract §3.5, §4.6) ────────────────────────────────

/** `POST /orders/vnpay` → 201. */
export const VnpayOrderResultSchema = z.object({ order: OrderSchema, paymentUrl: z.string() });
/** `POST /orders/stripe` → 201. */
export const StripeOrderResultSchema = VnpayOrderResultSchema.extend({ stripeSessionId: z.string() });
/** `POST /orders/{id}/pay` ('Thanh toán lại') → 200: the new payment page of the same order. */
export const PayAgainResultSchema = z.object({ paymentUrl: z.string() });
export type PayAgainResult = z.infer<typeof PayAgainResultSchema>;
/** `POST /orders/vnpay-return`: every `vnp_*` parameter of the return URL as received. */
export const VnpayReturnBodySchema = z.record(z.string(), z.string());
/** `GET /orders/stripe-return`. */
export const StripeReturnQuerySchema = z.object({
  stripeSessionId: z.string().trim().min(1).max(255).optional(),
  orderSessionId: z.string().trim().min(1).max(64).optional(),
});
export type VnpayOrderResult = z.infer<typeof VnpayOrderResultSchema>;
export type StripeOrderResult = z.infer<typeof StripeOrderResultSchema>;
export type StripeReturnQuery = z.infer<typeof StripeReturnQuerySchema>;
