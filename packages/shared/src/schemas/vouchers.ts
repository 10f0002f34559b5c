import { z } from 'zod';
import { VOUCHER_KINDS, VOUCHER_STATUSES } from '../enums';
import { VALIDATION } from '../messages/vi';
import {
  IdSchema,
  IsoDateTimeSchema,
  LocalDateSchema,
  PageQuerySchema,
  SearchParamSchema,
  VndSchema,
  filterQuery,
} from './common';

/** A voucher's code as customers type it: 3–20 letters and digits, kept upper case (ADR 0062). */
export const VOUCHER_CODE_PATTERN = /^[A-Z0-9]{3,20}$/;

/** A code as typed: spaces around dropped, upper-cased; the format is checked after. */
export const VoucherCodeSchema = z
  .string({ error: VALIDATION.voucherCodeRequired })
  .trim()
  .min(1, VALIDATION.voucherCodeRequired)
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(VOUCHER_CODE_PATTERN, VALIDATION.voucherCodeFormat));

export const VoucherKindSchema = z.enum(VOUCHER_KINDS, { error: VALIDATION.voucherKindInvalid });
export const VoucherStatusSchema = z.enum(VOUCHER_STATUSES);

/** A voucher as the admin sees it (`/admin/vouchers`), with its uses and what it cost the shop. */
export const VoucherSchema = z.object({
  _id: z.string(),
  code: z.string(),
  name: z.string(),
  kind: VoucherKindSchema,
  /** ₫ off for 'amount', the percentage for 'percent', 0 for 'free_shipping'. */
  value: z.number().int(),
  /** The most taken off by a 'percent' voucher, or of the fee by a 'free_shipping' one; null = no cap. */
  maxDiscount: VndSchema.nullable(),
  /** The goods value (after promotions, of the lines it applies to) an order needs. */
  minOrder: VndSchema,
  categories: z.array(z.object({ _id: z.string(), name: z.string() })),
  brands: z.array(z.object({ _id: z.string(), name: z.string() })),
  startDate: LocalDateSchema,
  endDate: LocalDateSchema,
  perCustomerLimit: z.number().int(),
  totalLimit: z.number().int().nullable(),
  usedCount: z.number().int(),
  isActive: z.boolean(),
  status: VoucherStatusSchema,
  /** Σ what the orders using it took off (goods and shipping), cancelled orders not counted. */
  cost: VndSchema,
  createdAt: IsoDateTimeSchema,
  updatedAt: IsoDateTimeSchema,
});
export type Voucher = z.infer<typeof VoucherSchema>;

const money = (message: string, min: number) => z.number({ error: message }).int(message).min(min, message);

export const VoucherFieldsSchema = z.object({
  code: VoucherCodeSchema,
  name: z
    .string({ error: VALIDATION.voucherNameRequired })
    .trim()
    .min(1, VALIDATION.voucherNameRequired)
    .min(2, VALIDATION.voucherNameLength)
    .max(200, VALIDATION.voucherNameLength),
  kind: VoucherKindSchema,
  value: z.number({ error: VALIDATION.invalid }).int(VALIDATION.invalid).min(0, VALIDATION.invalid),
  maxDiscount: money(VALIDATION.voucherMaxDiscountInvalid, 1).nullable().optional(),
  minOrder: money(VALIDATION.voucherMinOrderInvalid, 0).optional(),
  categories: z.array(IdSchema).max(50, VALIDATION.invalid).optional(),
  brands: z.array(IdSchema).max(50, VALIDATION.invalid).optional(),
  startDate: LocalDateSchema,
  endDate: LocalDateSchema,
  perCustomerLimit: z
    .number({ error: VALIDATION.voucherPerCustomerInvalid })
    .int(VALIDATION.voucherPerCustomerInvalid)
    .min(1, VALIDATION.voucherPerCustomerInvalid)
    .max(100, VALIDATION.voucherPerCustomerInvalid)
    .optional(),
  totalLimit: money(VALIDATION.voucherTotalLimitInvalid, 1).nullable().optional(),
  isActive: z.boolean().optional(),
});

/** The rules between fields, for a whole voucher (a create, or an update merged onto the stored one). */
export function voucherFieldIssues(v: {
  kind: (typeof VOUCHER_KINDS)[number];
  value: number;
  maxDiscount?: number | null | undefined;
  startDate: string;
  endDate: string;
}): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  if (v.kind === 'amount' && v.value < 1000)
    issues.push({ path: 'value', message: VALIDATION.voucherAmountInvalid });
  if (v.kind === 'percent' && (v.value < 1 || v.value > 100))
    issues.push({ path: 'value', message: VALIDATION.discountPercentageInvalid });
  if (v.kind === 'percent' && (v.maxDiscount === null || v.maxDiscount === undefined))
    issues.push({ path: 'maxDiscount', message: VALIDATION.voucherPercentCapRequired });
  if (v.endDate < v.startDate) issues.push({ path: 'endDate', message: VALIDATION.endBeforeStart });
  return issues;
}

export const CreateVoucherBodySchema = VoucherFieldsSchema.superRefine((v, ctx) => {
  for (const issue of voucherFieldIssues(v))
    ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
});
export type CreateVoucherBody = z.output<typeof CreateVoucherBodySchema>;

/** `PUT /admin/vouchers/{id}`: any fields; the rules between them are judged on the merged voucher. */
export const UpdateVoucherBodySchema = VoucherFieldsSchema.partial();
export type UpdateVoucherBody = z.output<typeof UpdateVoucherBodySchema>;

export const ListVouchersQuerySchema = PageQuerySchema.extend({
  search: SearchParamSchema,
  status: filterQuery(VoucherStatusSchema),
});
export type ListVouchersQuery = z.input<typeof ListVouchersQuerySchema>;

/** A voucher kept by an order: what it took off the goods and off the shipping fee. */
export const AppliedVoucherSchema = z.object({
  code: z.string(),
  discount: VndSchema,
  shippingDiscount: VndSchema,
});
export type AppliedVoucher = z.infer<typeof AppliedVoucherSchema>;

/** A voucher applied to a quote, with its name and what it gives ('Giảm 10% tối đa 50.000 ₫'). */
export const QuoteVoucherSchema = AppliedVoucherSchema.extend({ name: z.string(), summary: z.string() });
export type QuoteVoucher = z.infer<typeof QuoteVoucherSchema>;
