import {
  VALIDATION,
  voucherFieldIssues,
  voucherSummary,
  type CreateVoucherBody,
  type Voucher,
  type VoucherKind,
} from '@lumi/shared';
import { fieldErrorsOf } from '@/components/admin-list/form-modal';

export type VoucherFormValues = {
  code: string;
  name: string;
  kind: VoucherKind;
  /** ₫ off for 'amount', the percentage for 'percent'; not asked for 'free_shipping'. */
  value: number | null;
  /** The cap of a 'percent' voucher (required) or of a 'free_shipping' one (empty: the whole fee). */
  maxDiscount: number | null;
  /** Empty: no minimum. */
  minOrder: number | null;
  categories: string[];
  brands: string[];
  /** Local days 'YYYY-MM-DD', both included. */
  period: [string, string] | null;
  perCustomerLimit: number | null;
  /** Empty: unlimited. */
  totalLimit: number | null;
  isActive: boolean;
};

export const DEFAULT_PER_CUSTOMER_LIMIT = 1;

export const EMPTY_VOUCHER_FORM: VoucherFormValues = {
  code: '',
  name: '',
  kind: 'amount',
  value: null,
  maxDiscount: null,
  minOrder: null,
  categories: [],
  brands: [],
  period: null,
  perCustomerLimit: DEFAULT_PER_CUSTOMER_LIMIT,
  totalLimit: null,
  isActive: true,
};

/** A saved voucher → the form. */
export function voucherToFormValues(voucher: Voucher): VoucherFormValues {
  return {
    code: voucher.code,
    name: voucher.name,
    kind: voucher.kind,
    value: voucher.kind === 'free_shipping' ? null : voucher.value,
    maxDiscount: voucher.kind === 'amount' ? null : voucher.maxDiscount,
    minOrder: voucher.minOrder > 0 ? voucher.minOrder : null,
    categories: voucher.categories.map((category) => category._id),
    brands: voucher.brands.map((brand) => brand._id),
    period: [voucher.startDate, voucher.endDate],
    perCustomerLimit: voucher.perCustomerLimit,
    totalLimit: voucher.totalLimit,
    isActive: voucher.isActive,
  };
}

/**
 * The form → `POST /admin/vouchers` (and the whole of `PUT /admin/vouchers/{id}`): only what the kind uses — no
 * value for free shipping, no cap for an amount; empty limits are their defaults.
 */
export function formValuesToBody(values: VoucherFormValues): CreateVoucherBody {
  const [startDate = '', endDate = ''] = values.period ?? [];
  return {
    code: values.code.trim().toUpperCase(),
    name: values.name.trim(),
    kind: values.kind,
    value: values.kind === 'free_shipping' ? 0 : (values.value ?? 0),
    maxDiscount: values.kind === 'amount' ? null : (values.maxDiscount ?? null),
    minOrder: values.minOrder ?? 0,
    categories: values.categories,
    brands: values.brands,
    startDate,
    endDate,
    perCustomerLimit: values.perCustomerLimit ?? DEFAULT_PER_CUSTOMER_LIMIT,
    totalLimit: values.totalLimit ?? null,
    isActive: values.isActive,
  };
}

/** The shared rule between fields (`voucherFieldIssues`), for one field of the form: its message, or null. */
export function crossFieldIssue(
  values: Pick<VoucherFormValues, 'kind' | 'value' | 'maxDiscount' | 'period'>,
  path: 'value' | 'maxDiscount' | 'endDate',
): string | null {
  const [startDate = '', endDate = ''] = values.period ?? [];
  const issue = voucherFieldIssues({
    kind: values.kind,
    value: values.value ?? 0,
    maxDiscount: values.maxDiscount,
    startDate,
    endDate,
  }).find((candidate) => candidate.path === path);
  return issue?.message ?? null;
}

/** A total below the uses already taken (editing): the server's own message. */
export function totalLimitIssue(totalLimit: number | null | undefined, usedCount: number): string | null {
  return totalLimit !== null && totalLimit !== undefined && totalLimit < usedCount
    ? VALIDATION.voucherTotalBelowUsed
    : null;
}

/** What the customers will read of the voucher being typed ('Giảm 10% tối đa 50.000 ₫ …'), once it says enough. */
export function summaryOf(
  values: Partial<Pick<VoucherFormValues, 'kind' | 'value' | 'maxDiscount' | 'minOrder'>>,
): string | null {
  const kind = values.kind;
  if (!kind) return null;
  if (kind !== 'free_shipping' && !values.value) return null;
  return voucherSummary({
    kind,
    value: kind === 'free_shipping' ? 0 : (values.value ?? 0),
    maxDiscount: kind === 'amount' ? null : (values.maxDiscount ?? null),
    minOrder: values.minOrder ?? 0,
  });
}

const BODY_FIELDS = [
  'code',
  'name',
  'kind',
  'value',
  'maxDiscount',
  'minOrder',
  'categories',
  'brands',
  'startDate',
  'endDate',
  'perCustomerLimit',
  'totalLimit',
  'isActive',
] as const satisfies readonly (keyof CreateVoucherBody)[];

/**
 * The fields a refusal is about, by the form's names: the body's fields (`categories.2` → 'categories', both dates
 * → 'period') and a code already taken.
 */
export function voucherFieldErrors(failure: unknown): { name: keyof VoucherFormValues; errors: string[] }[] {
  const marked = fieldErrorsOf<CreateVoucherBody>(failure, BODY_FIELDS, { VOUCHER_CODE_TAKEN: 'code' });
  const byField = new Map<keyof VoucherFormValues, string[]>();
  for (const field of marked) {
    const name = field.name === 'startDate' || field.name === 'endDate' ? 'period' : field.name;
    const errors = byField.get(name) ?? [];
    for (const error of field.errors) if (!errors.includes(error)) errors.push(error);
    byField.set(name, errors);
  }
  return [...byField].map(([name, errors]) => ({ name, errors }));
}
