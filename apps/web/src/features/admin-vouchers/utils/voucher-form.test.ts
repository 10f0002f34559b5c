import { describe, expect, it } from 'vitest';
import { ERRORS, VALIDATION, type Voucher } from '@lumi/shared';
import {
  EMPTY_VOUCHER_FORM,
  crossFieldIssue,
  formValuesToBody,
  summaryOf,
  totalLimitIssue,
  voucherFieldErrors,
  voucherToFormValues,
  type VoucherFormValues,
} from './voucher-form';
import { vouchersQuery } from './vouchers-query';

const SERUM = '3f1c2a4e-0000-4000-8000-0000000000c1';
const BRAND = '3f1c2a4e-0000-4000-8000-0000000000b1';

const voucher: Voucher = {
  _id: '3f1c2a4e-0000-4000-8000-000000000001',
  code: 'GIAM10',
  name: 'Giảm 10% serum',
  kind: 'percent',
  value: 10,
  maxDiscount: 50_000,
  minOrder: 0,
  categories: [{ _id: SERUM, name: 'Serum' }],
  brands: [{ _id: BRAND, name: 'Lumi Lab' }],
  startDate: '2026-06-01',
  endDate: '2026-06-30',
  perCustomerLimit: 2,
  totalLimit: null,
  usedCount: 4,
  isActive: true,
  status: 'running',
  cost: 180_000,
  createdAt: '2026-05-20T03:00:00.000Z',
  updatedAt: '2026-05-20T03:00:00.000Z',
};

const typed = (values: Partial<VoucherFormValues>): VoucherFormValues => ({
  ...EMPTY_VOUCHER_FORM,
  code: ' chaoban50 ',
  name: ' Chào bạn mới ',
  period: ['2026-07-01', '2026-07-31'],
  ...values,
});

describe('formValuesToBody', () => {
  it('sends an amount without a cap, upper-cases the code and fills the empty limits', () => {
    expect(formValuesToBody(typed({ kind: 'amount', value: 50_000, maxDiscount: 20_000 }))).toEqual({
      code: 'CHAOBAN50',
      name: 'Chào bạn mới',
      kind: 'amount',
      value: 50_000,
      maxDiscount: null,
      minOrder: 0,
      categories: [],
      brands: [],
      startDate: '2026-07-01',
      endDate: '2026-07-31',
      perCustomerLimit: 1,
      totalLimit: null,
      isActive: true,
    });
  });

  it('sends a free-shipping voucher with value 0 and its cap, or none for the whole fee', () => {
    const body = formValuesToBody(typed({ kind: 'free_shipping', value: 12, maxDiscount: 30_000 }));
    expect(body).toMatchObject({ kind: 'free_shipping', value: 0, maxDiscount: 30_000 });
    expect(formValuesToBody(typed({ kind: 'free_shipping', maxDiscount: null })).maxDiscount).toBeNull();
  });

  it('round-trips a saved voucher', () => {
    expect(formValuesToBody(voucherToFormValues(voucher))).toEqual({
      code: 'GIAM10',
      name: 'Giảm 10% serum',
      kind: 'percent',
      value: 10,
      maxDiscount: 50_000,
      minOrder: 0,
      categories: [SERUM],
      brands: [BRAND],
      startDate: '2026-06-01',
      endDate: '2026-06-30',
      perCustomerLimit: 2,
      totalLimit: null,
      isActive: true,
    });
  });
});

describe('the rules between fields', () => {
  const base = { kind: 'percent' as const, value: 10, maxDiscount: null, period: null };

  it('asks a percentage for its cap, an amount for at least 1.000 ₫, and the end on or after the start', () => {
    expect(crossFieldIssue(base, 'maxDiscount')).toBe(VALIDATION.voucherPercentCapRequired);
    expect(crossFieldIssue({ ...base, kind: 'free_shipping' }, 'maxDiscount')).toBeNull();
    expect(crossFieldIssue({ ...base, value: 120 }, 'value')).toBe(VALIDATION.discountPercentageInvalid);
    expect(crossFieldIssue({ ...base, kind: 'amount', value: 500 }, 'value')).toBe(
      VALIDATION.voucherAmountInvalid,
    );
    expect(crossFieldIssue({ ...base, kind: 'amount', value: null }, 'value')).toBe(
      VALIDATION.voucherAmountInvalid,
    );
    expect(crossFieldIssue({ ...base, period: ['2026-07-10', '2026-07-01'] }, 'endDate')).toBe(
      VALIDATION.endBeforeStart,
    );
  });

  it('keeps the total at or above the uses taken', () => {
    expect(totalLimitIssue(3, 4)).toBe(VALIDATION.voucherTotalBelowUsed);
    expect(totalLimitIssue(4, 4)).toBeNull();
    expect(totalLimitIssue(null, 4)).toBeNull();
  });
});

describe('summaryOf', () => {
  it("previews the customers' line once the value is known", () => {
    expect(summaryOf({ kind: 'percent', value: 10, maxDiscount: 50_000, minOrder: 300_000 })).toBe(
      'Giảm 10% tối đa 50.000 ₫ cho đơn từ 300.000 ₫',
    );
    expect(summaryOf({ kind: 'amount', value: null })).toBeNull();
    expect(summaryOf({ kind: 'free_shipping', maxDiscount: null })).toBe('Miễn phí vận chuyển');
  });
});

describe('voucherFieldErrors', () => {
  it("puts the server's issues on the form's fields, both dates on the period", () => {
    const failure = {
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Dữ liệu không hợp lệ',
      errors: [
        { path: 'maxDiscount', message: VALIDATION.voucherPercentCapRequired },
        { path: 'categories.1', message: VALIDATION.invalid },
        { path: 'startDate', message: VALIDATION.dateInvalid },
        { path: 'endDate', message: VALIDATION.endBeforeStart },
        { path: 'unknown', message: 'x' },
      ],
    };
    expect(voucherFieldErrors(failure)).toEqual([
      { name: 'maxDiscount', errors: [VALIDATION.voucherPercentCapRequired] },
      { name: 'categories', errors: [VALIDATION.invalid] },
      { name: 'period', errors: [VALIDATION.dateInvalid, VALIDATION.endBeforeStart] },
    ]);
  });

  it('marks the code when it is taken', () => {
    const failure = { status: 409, code: 'VOUCHER_CODE_TAKEN', message: ERRORS.VOUCHER_CODE_TAKEN.message };
    expect(voucherFieldErrors(failure)).toEqual([
      { name: 'code', errors: [ERRORS.VOUCHER_CODE_TAKEN.message] },
    ]);
  });
});

describe('vouchersQuery', () => {
  it('reads the search and a known status from the address', () => {
    expect(vouchersQuery.parse(new URLSearchParams('search=giam&status=used_up&page=2'))).toEqual({
      page: 2,
      pageSize: 10,
      search: 'giam',
      status: 'used_up',
    });
    expect(vouchersQuery.parse(new URLSearchParams('status=whatever')).status).toBeUndefined();
  });
});
