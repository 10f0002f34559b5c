import '../zod-setup';
import { z } from 'zod';
import {
  DEFAULT_PAGE,
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../constants';
import { VALIDATION } from '../messages/vi';
import { isCommonPassword } from '../logic/common-passwords';
import { LOCAL_DATE_PATTERN, isCalendarDate } from '../logic/date';

export const IdSchema = z.string().uuid(VALIDATION.invalid);
export type Id = z.infer<typeof IdSchema>;

export const IsoDateTimeSchema = z.string();
/** A real calendar day 'YYYY-MM-DD': '2026-13-45' and '2026-02-30' are refused with one message (issue 24). */
export const LocalDateSchema = z
  .string()
  .regex(LOCAL_DATE_PATTERN, { error: VALIDATION.dateInvalid, abort: true })
  .refine(isCalendarDate, VALIDATION.dateInvalid);
export const LocalTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, VALIDATION.invalid);
export const VndSchema = z.number().int().min(0);

export const ImageSchema = z.object({
  url: z.string().min(1).max(2048),
  publicId: z.string().min(1).max(200),
});
export type Image = z.infer<typeof ImageSchema>;

/**
 * A person's picture in an answer (api-contract §2): never null. Without an uploaded picture, a generated default
 * (initials on a colour, see logic/avatar) with `publicId: null`.
 */
export const AvatarSchema = z.object({
  url: z.string().min(1),
  publicId: z.string().nullable(),
});
export type Avatar = z.infer<typeof AvatarSchema>;

export const PaginationSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  totalPage: z.number().int(),
  totalItems: z.number().int(),
});
export type Pagination = z.infer<typeof PaginationSchema>;

/** An empty query parameter counts as absent (api-contract §1.1). */
const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

export const PageQuerySchema = z.object({
  page: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1, VALIDATION.invalid).default(DEFAULT_PAGE),
  ),
  pageSize: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number()
      .int()
      .min(1, VALIDATION.invalid)
      .max(MAX_PAGE_SIZE, VALIDATION.invalid)
      .default(DEFAULT_PAGE_SIZE),
  ),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

/** An optional free-text query parameter (≤ 100 characters), empty = absent. */
export const SearchParamSchema = z.preprocess(
  emptyToUndefined,
  z.string().trim().max(100, VALIDATION.invalid).optional(),
);

export function optionalQuery<T extends z.ZodType>(schema: T) {
  return z.preprocess(emptyToUndefined, schema.optional());
}

/** How clients say "no filter": an empty value, a select's 'all' option, a star filter's 0. */
const ALL_VALUES = new Set(['', 'all', '0']);

/**
 * A list filter (api-contract §1.8): absent, empty, `all` or `0` (any case, spaces around) mean every item,
 * never a 400. For filters whose real values never include 0 or 'all' (enums, ids, star ratings 1–5, dates).
 */
export function filterQuery<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (v) => (v === null || (typeof v === 'string' && ALL_VALUES.has(v.trim().toLowerCase())) ? undefined : v),
    schema.optional(),
  );
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[^\s@.]{2,}$/;

export const EmailSchema = z
  .string({ error: VALIDATION.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, VALIDATION.emailRequired)
  .max(254, VALIDATION.emailInvalid)
  .regex(EMAIL_PATTERN, VALIDATION.emailInvalid);

/** Any password presented to log in: only required. */
export const LoginPasswordSchema = z
  .string({ error: VALIDATION.passwordRequired })
  .min(1, VALIDATION.passwordRequired)
  .max(PASSWORD_MAX_LENGTH, VALIDATION.passwordMax);

/** A password being chosen: decision 1 (≥ 6 characters and not among the 1,000 most common). */
export const NewPasswordSchema = z
  .string({ error: VALIDATION.passwordRequired })
  .min(1, VALIDATION.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, VALIDATION.passwordMin)
  .max(PASSWORD_MAX_LENGTH, VALIDATION.passwordMax)
  .refine((value) => !isCommonPassword(value), VALIDATION.passwordCommon);

/** The repeat of a new password, when sent, must equal it: one rule for every form that sets a password. */
export function refineRepeat(
  ctx: z.RefinementCtx,
  password: string | undefined,
  repeat: string | undefined,
  message: string = VALIDATION.rePasswordMismatch,
): void {
  if (password !== undefined && repeat !== undefined && repeat !== password) {
    ctx.addIssue({ code: 'custom', path: ['rePassword'], message });
  }
}

export const RePasswordSchema = z
  .string({ error: VALIDATION.rePasswordRequired })
  .min(1, VALIDATION.rePasswordRequired);

/** Vietnamese mobile number (api-contract §1.3). */
export const PHONE_PATTERN = /^(0|\+84)[35789]\d{8}$/;
export const PhoneSchema = z
  .string({ error: VALIDATION.phoneInvalid })
  .trim()
  .regex(PHONE_PATTERN, VALIDATION.phoneInvalid);

export const PersonNameSchema = z
  .string({ error: VALIDATION.nameRequired })
  .trim()
  .min(1, VALIDATION.nameRequired)
  .min(2, VALIDATION.nameMin)
  .max(100, VALIDATION.nameMax);

/** Success envelope of api-contract §1.2. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.literal(true),
    data,
    message: z.string().optional(),
  });
}

export function listEnvelope<T extends z.ZodType>(item: T) {
  return z.object({
    success: z.literal(true),
    data: z.array(item),
    pagination: PaginationSchema,
    message: z.string().optional(),
  });
}

export const ErrorEnvelopeSchema = z.object({
  success: z.literal(false),
  code: z.string(),
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

export const IdParamsSchema = z.object({ id: IdSchema });
