import type { VoucherKind, VoucherStatus } from '../enums';
import type { ErrorCode } from '../errors';
import { formatVnd } from './money';

/** What the rule reads of a voucher (ADR 0062). Dates are local days, both included. */
export type VoucherRule = {
  kind: VoucherKind;
  value: number;
  maxDiscount: number | null;
  minOrder: number;
  categoryIds: readonly string[];
  brandIds: readonly string[];
  startDate: string;
  endDate: string;
  isActive: boolean;
  perCustomerLimit: number;
  totalLimit: number | null;
  usedCount: number;
};

/** A priced cart line as the rule reads it: its product's category with that category's ancestors, its brand. */
export type VoucherLine = { categoryPath: readonly string[]; brandId: string | null; lineTotal: number };

export type VoucherSaving = { eligible: number; discount: number; shippingDiscount: number };

export type VoucherRefusal = { code: ErrorCode; message?: string };

/** The voucher's state on `today` for the admin's list. */
export function voucherStatus(v: VoucherRule, today: string): VoucherStatus {
  if (!v.isActive) return 'inactive';
  if (today > v.endDate) return 'ended';
  if (v.totalLimit !== null && v.usedCount >= v.totalLimit) return 'used_up';
  if (today < v.startDate) return 'upcoming';
  return 'running';
}

/**
 * Whether the voucher can be used today by a customer who has used it `customerUses` times (null: not known, e.g.
 * a quote for someone not signed in — the order checks it). Null when it can.
 */
export function voucherBlock(
  v: VoucherRule,
  today: string,
  customerUses: number | null,
): VoucherRefusal | null {
  if (!v.isActive) return { code: 'VOUCHER_INVALID' };
  if (today < v.startDate) return { code: 'VOUCHER_NOT_STARTED' };
  if (today > v.endDate) return { code: 'VOUCHER_EXPIRED' };
  if (v.totalLimit !== null && v.usedCount >= v.totalLimit) return { code: 'VOUCHER_USED_UP' };
  if (customerUses !== null && customerUses >= v.perCustomerLimit) return { code: 'VOUCHER_CUSTOMER_LIMIT' };
  return null;
}

/** A line the voucher applies to: in one of its categories (or below one) and of one of its brands, where it names any. */
export function voucherCovers(v: Pick<VoucherRule, 'categoryIds' | 'brandIds'>, line: VoucherLine): boolean {
  const inCategory = v.categoryIds.length === 0 || line.categoryPath.some((id) => v.categoryIds.includes(id));
  const ofBrand = v.brandIds.length === 0 || (line.brandId !== null && v.brandIds.includes(line.brandId));
  return inCategory && ofBrand;
}

/**
 * What the voucher takes off a cart (ADR 0062): the goods it covers must reach `minOrder`; 'amount' takes its value
 * (never more than those goods), 'percent' its share of them rounded down to the đồng and capped, 'free_shipping'
 * the fee up to its cap (0 while the fee is not known). A refusal when it covers nothing or too little.
 */
export function voucherSaving(
  v: VoucherRule,
  lines: readonly VoucherLine[],
  shippingFee: number | null,
): VoucherSaving | VoucherRefusal {
  const eligible = lines.filter((l) => voucherCovers(v, l)).reduce((sum, l) => sum + l.lineTotal, 0);
  if (eligible <= 0) return { code: 'VOUCHER_NOT_APPLICABLE' };
  if (eligible < v.minOrder)
    return {
      code: 'VOUCHER_MIN_ORDER',
      message: `Mã giảm giá này áp dụng cho đơn từ ${formatVnd(v.minOrder)} (sản phẩm áp dụng), cần thêm ${formatVnd(v.minOrder - eligible)}`,
    };
  switch (v.kind) {
    case 'amount':
      return { eligible, discount: Math.min(v.value, eligible), shippingDiscount: 0 };
    case 'percent': {
      const share = Math.floor((eligible * v.value) / 100);
      return {
        eligible,
        discount: v.maxDiscount === null ? share : Math.min(share, v.maxDiscount),
        shippingDiscount: 0,
      };
    }
    case 'free_shipping': {
      const fee = shippingFee ?? 0;
      return {
        eligible,
        discount: 0,
        shippingDiscount: v.maxDiscount === null ? fee : Math.min(fee, v.maxDiscount),
      };
    }
  }
}

export function isVoucherRefusal<T extends object>(result: T | VoucherRefusal): result is VoucherRefusal {
  return 'code' in result && typeof result.code === 'string';
}

/** One line describing what a voucher gives, for the cart and the admin's list ('Giảm 10% tối đa 50.000 ₫ …'). */
export function voucherSummary(v: Pick<VoucherRule, 'kind' | 'value' | 'maxDiscount' | 'minOrder'>): string {
  const what =
    v.kind === 'amount'
      ? `Giảm ${formatVnd(v.value)}`
      : v.kind === 'percent'
        ? `Giảm ${v.value}%${v.maxDiscount !== null ? ` tối đa ${formatVnd(v.maxDiscount)}` : ''}`
        : v.maxDiscount !== null
          ? `Giảm phí vận chuyển tối đa ${formatVnd(v.maxDiscount)}`
          : 'Miễn phí vận chuyển';
  return v.minOrder > 0 ? `${what} cho đơn từ ${formatVnd(v.minOrder)}` : what;
}
