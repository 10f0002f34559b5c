import '../zod-setup';
import { plainText, titledDoctorName } from '../logic/text';
import { z } from 'zod';
import { ColorSchema } from './catalog/cart';
import {
  AvatarSchema,
  IdSchema,
  IsoDateTimeSchema,
  LocalDateSchema,
  PageQuerySchema,
  PaginationSchema,
  SearchParamSchema,
  VndSchema,
  envelope,
  optionalQuery,
} from './common';
import { ActingKindQuerySchema } from './system';

// Doctor-recommended routines (issue 12): a doctor recommends shop products with usage notes for a booking's
// customer; the customer adds the whole routine to the cart; the admin sees how many turned into orders.

// ── limits and rules ─────────────────────────────────────────────────────────

export const ROUTINE_TITLE_MIN = 2;
export const ROUTINE_TITLE_MAX = 120;
export const ROUTINE_NOTE_MAX = 1000;
export const ROUTINE_ITEMS_MAX = 10;
export const ROUTINE_QUANTITY_MAX = 10;
export const ROUTINE_USAGE_MAX = 300;
/**
 * The conversion rule (written once, here and in the server's SQL): a routine is converted when its customer placed
 * an order that is not cancelled, at or after the routine's creation and at most this many days later, with at least
 * one of the routine's products.
 */
export const ROUTINE_CONVERSION_DAYS = 30;
/** A routine's length (for the follow-up visit it suggests at its end), in days. */
export const ROUTINE_DURATION_MIN = 7;
export const ROUTINE_DURATION_MAX = 365;
/** How much of the product one use takes (in its unit: ml, g, viên, miếng), and how many uses a day. */
export const ROUTINE_PER_USE_MAX = 100;
export const ROUTINE_USES_PER_DAY_MIN = 0.1;
export const ROUTINE_USES_PER_DAY_MAX = 10;

/** The routine's Vietnamese words: the form's messages (the server answers the same) and its labels. */
export const ROUTINE_MESSAGES = {
  titleRequired: 'Vui lòng nhập tên liệu trình',
  titleLength: `Tên liệu trình từ ${ROUTINE_TITLE_MIN} đến ${ROUTINE_TITLE_MAX} ký tự`,
  noteMax: `Ghi chú tối đa ${ROUTINE_NOTE_MAX} ký tự`,
  itemsRequired: 'Vui lòng chọn ít nhất 1 sản phẩm',
  itemsMax: `Liệu trình có tối đa ${ROUTINE_ITEMS_MAX} sản phẩm`,
  itemsDuplicate: 'Mỗi sản phẩm (và màu) chỉ chọn một lần',
  productRequired: 'Vui lòng chọn sản phẩm',
  quantityRange: `Số lượng từ 1 đến ${ROUTINE_QUANTITY_MAX}`,
  usageRequired: 'Vui lòng nhập cách dùng',
  usageMax: `Cách dùng tối đa ${ROUTINE_USAGE_MAX} ký tự`,
  perUseInvalid: `Lượng mỗi lần phải lớn hơn 0 và tối đa ${ROUTINE_PER_USE_MAX}`,
  usesPerDayInvalid: 'Số lần mỗi ngày từ 0,1 đến 10 (0,5 là hai ngày một lần)',
  usageAmountsBoth: 'Nhập cả lượng mỗi lần và số lần mỗi ngày, hoặc bỏ trống cả hai',
  durationInvalid: `Thời gian liệu trình từ ${ROUTINE_DURATION_MIN} đến ${ROUTINE_DURATION_MAX} ngày`,
  bookingRequired: 'Vui lòng chọn lịch khám',
  created: 'Đã gửi liệu trình cho khách hàng',
} as const;

// ── requests ─────────────────────────────────────────────────────────────────

export const RoutineTitleSchema = z
  .string({ error: ROUTINE_MESSAGES.titleRequired })
  .transform(plainText)
  .pipe(
    z
      .string()
      .min(1, ROUTINE_MESSAGES.titleRequired)
      .min(ROUTINE_TITLE_MIN, ROUTINE_MESSAGES.titleLength)
      .max(ROUTINE_TITLE_MAX, ROUTINE_MESSAGES.titleLength),
  );

export const RoutineNoteSchema = z
  .string({ error: ROUTINE_MESSAGES.noteMax })
  .transform(plainText)
  .pipe(z.string().max(ROUTINE_NOTE_MAX, ROUTINE_MESSAGES.noteMax));

export const RoutineQuantitySchema = z
  .number({ error: ROUTINE_MESSAGES.quantityRange })
  .int(ROUTINE_MESSAGES.quantityRange)
  .min(1, ROUTINE_MESSAGES.quantityRange)
  .max(ROUTINE_QUANTITY_MAX, ROUTINE_MESSAGES.quantityRange);

export const RoutineUsageSchema = z
  .string({ error: ROUTINE_MESSAGES.usageRequired })
  .transform(plainText)
  .pipe(z.string().min(1, ROUTINE_MESSAGES.usageRequired).max(ROUTINE_USAGE_MAX, ROUTINE_MESSAGES.usageMax));

export const RoutineItemInputSchema = z
  .object({
    productId: z.string({ error: ROUTINE_MESSAGES.productRequired }).uuid(ROUTINE_MESSAGES.productRequired),
    /** The colour of a product sold in colours (required for those, absent for the others). */
    variantId: IdSchema.nullable().optional(),
    quantity: RoutineQuantitySchema,
    usage: RoutineUsageSchema,
    /** Structured usage (issue 32 item 4): with the product's size it says when the product runs out. */
    perUse: z
      .number({ error: ROUTINE_MESSAGES.perUseInvalid })
      .gt(0, ROUTINE_MESSAGES.perUseInvalid)
      .max(ROUTINE_PER_USE_MAX, ROUTINE_MESSAGES.perUseInvalid)
      .nullable()
      .optional(),
    usesPerDay: z
      .number({ error: ROUTINE_MESSAGES.usesPerDayInvalid })
      .min(ROUTINE_USES_PER_DAY_MIN, ROUTINE_MESSAGES.usesPerDayInvalid)
      .max(ROUTINE_USES_PER_DAY_MAX, ROUTINE_MESSAGES.usesPerDayInvalid)
      .nullable()
      .optional(),
  })
  .superRefine((item, ctx) => {
    if ((item.perUse == null) !== (item.usesPerDay == null))
      ctx.addIssue({
        code: 'custom',
        path: [item.perUse == null ? 'perUse' : 'usesPerDay'],
        message: ROUTINE_MESSAGES.usageAmountsBoth,
      });
  });
export type RoutineItemInput = z.output<typeof RoutineItemInputSchema>;

/** `POST /routines` (doctor): the items in the order of the steps. */
export const CreateRoutineBodySchema = z.object({
  bookingId: z.string({ error: ROUTINE_MESSAGES.bookingRequired }).uuid(ROUTINE_MESSAGES.bookingRequired),
  title: RoutineTitleSchema,
  note: RoutineNoteSchema.nullable().optional(),
  /** How long the routine lasts; at its end the customer is asked to see the doctor again. */
  durationDays: z
    .number({ error: ROUTINE_MESSAGES.durationInvalid })
    .int(ROUTINE_MESSAGES.durationInvalid)
    .min(ROUTINE_DURATION_MIN, ROUTINE_MESSAGES.durationInvalid)
    .max(ROUTINE_DURATION_MAX, ROUTINE_MESSAGES.durationInvalid)
    .nullable()
    .optional(),
  items: z
    .array(RoutineItemInputSchema, { error: ROUTINE_MESSAGES.itemsRequired })
    .min(1, ROUTINE_MESSAGES.itemsRequired)
    .max(ROUTINE_ITEMS_MAX, ROUTINE_MESSAGES.itemsMax)
    .refine((items) => {
      const keys = items.map((i) => `${i.productId}/${i.variantId ?? ''}`);
      return new Set(keys).size === keys.length;
    }, ROUTINE_MESSAGES.itemsDuplicate),
});
export type CreateRoutineBody = z.output<typeof CreateRoutineBodySchema>;
export type CreateRoutineInput = z.input<typeof CreateRoutineBodySchema>;

/** `GET /routines?bookingId=` (the customer or the doctor of the booking; `as` names the acting kind). */
export const ListRoutinesQuerySchema = ActingKindQuerySchema.extend({ bookingId: IdSchema });
export type ListRoutinesQuery = z.infer<typeof ListRoutinesQuerySchema>;

/** `GET /admin/routines` (ADMIN): search by doctor or customer name (or e-mail), creation dates (local days). */
export const ListAdminRoutinesQuerySchema = PageQuerySchema.extend({
  search: SearchParamSchema,
  fromDate: optionalQuery(LocalDateSchema),
  toDate: optionalQuery(LocalDateSchema),
});
export type ListAdminRoutinesQuery = z.output<typeof ListAdminRoutinesQuerySchema>;

// ── answers ──────────────────────────────────────────────────────────────────

/** One step of a routine with the product as the shop shows it now (its current price and stock). */
export const RoutineItemSchema = z.object({
  _id: z.string(),
  position: z.number().int(),
  quantity: z.number().int(),
  usage: z.string(),
  perUse: z.number().nullable(),
  usesPerDay: z.number().nullable(),
  /** The product's unit as its capacity gives it ('ml', 'g', 'viên', 'miếng'), null when it gives none. */
  unit: z.string().nullable(),
  /** The customer ordered it (an order not cancelled, at or after the routine). */
  bought: z.boolean(),
  /**
   * From the last delivered order holding it: the day it arrived, the day it runs out at the routine's usage and the
   * day its reminder is due; null without usage, size or delivery.
   */
  refill: z
    .object({ purchasedOn: LocalDateSchema, runsOutOn: LocalDateSchema, remindOn: LocalDateSchema })
    .nullable(),
  variantId: z.string().nullable(),
  /** The cart's colour of the line (api-contract §2 CartLine), null for a product without colours. */
  color: ColorSchema.nullable(),
  product: z.object({
    _id: z.string(),
    name: z.string(),
    slug: z.string(),
    image: z.string(),
    brand: z.string(),
    /** Catalogue price and the price after the running promotion (api-contract §2 Product). */
    price: VndSchema,
    finalPrice: VndSchema,
    /** Units in stock of the product (or of its colour). */
    stock: z.number().int(),
    /** Sold by the shop now: enabled, not expired. */
    isAvailable: z.boolean(),
  }),
});
export type RoutineItem = z.infer<typeof RoutineItemSchema>;

export const RoutineSchema = z.object({
  _id: z.string(),
  title: z.string(),
  note: z.string().nullable(),
  booking: z.object({ _id: z.string(), code: z.string() }),
  doctor: z.object({ _id: z.string(), name: z.string(), avatar: AvatarSchema, specialty: z.string() }),
  customer: z.object({ _id: z.string(), name: z.string() }),
  items: z.array(RoutineItemSchema),
  /** 'đã mua 3/4 sản phẩm': how many of the items the customer ordered. */
  purchase: z.object({ bought: z.number().int(), total: z.number().int() }),
  durationDays: z.number().int().nullable(),
  /** The local day the routine ends (written day + durationDays), null without a duration. */
  endsOn: LocalDateSchema.nullable(),
  /** Σ finalPrice × quantity of the items that can be bought now. */
  total: VndSchema,
  createdAt: IsoDateTimeSchema,
});
export type Routine = z.infer<typeof RoutineSchema>;

export const AdminRoutineSchema = z.object({
  _id: z.string(),
  title: z.string(),
  booking: z.object({ _id: z.string(), code: z.string() }),
  doctor: z.object({ _id: z.string(), name: z.string() }),
  customer: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  itemsCount: z.number().int(),
  createdAt: IsoDateTimeSchema,
  /** The conversion rule above (ROUTINE_CONVERSION_DAYS). */
  converted: z.boolean(),
  /** The first order that converted it. */
  orderId: z.string().nullable(),
  orderCode: z.string().nullable(),
});
export type AdminRoutine = z.infer<typeof AdminRoutineSchema>;

/** Over every routine the filters select (not only the page): `rate` in percent, one decimal. */
export const RoutineConversionSummarySchema = z.object({
  total: z.number().int(),
  converted: z.number().int(),
  rate: z.number(),
});
export type RoutineConversionSummary = z.infer<typeof RoutineConversionSummarySchema>;

export const AdminRoutineListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(AdminRoutineSchema),
  pagination: PaginationSchema,
  summary: RoutineConversionSummarySchema,
  message: z.string().optional(),
});
export type AdminRoutineListResponse = z.infer<typeof AdminRoutineListResponseSchema>;

export const RoutineResponseSchema = envelope(RoutineSchema);
export const RoutineListResponseSchema = envelope(z.array(RoutineSchema));

/** The message the doctor's routine posts into the doctor ↔ customer conversation. */
export function routineChatContent(doctorName: string, title: string): string {
  return `${titledDoctorName(doctorName)} đã gợi ý liệu trình "${title}"`;
}

/** Percent with one decimal (0 when there is nothing to divide). */
export function conversionRate(converted: number, total: number): number {
  return total === 0 ? 0 : Math.round((converted * 1000) / total) / 10;
}
