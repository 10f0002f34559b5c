import {
  VoucherCodeSchema,
  isVoucherRefusal,
  voucherBlock,
  voucherSaving,
  type VoucherRefusal,
  type VoucherSaving,
} from '@lumi/shared';
import type { Db } from '../../db/client';
import { productScopes } from '../catalog/products/scopes-repository';
import { voucherUsesRepository, type VoucherRuleRow } from '../vouchers/uses-repository';
import type { PricedCart } from './pricing';

/** A voucher that applies to a cart, with what it takes off. */
export type VoucherApplied = { rule: VoucherRuleRow; saving: VoucherSaving };

/** A code as typed, normalised as the admin's form stores it (`VoucherCodeSchema`); null when it cannot be a code. */
export function voucherCodeOf(typed: string | null | undefined): string | null {
  const parsed = VoucherCodeSchema.safeParse(typed ?? '');
  return parsed.success ? parsed.data : null;
}

/**
 * Judges a voucher on a priced cart (ADR 0062) by the shared rule: usable today (by this customer, when known) and
 * covering enough of the cart's lines; answers what it takes off the goods and the fee, or why it cannot.
 */
export async function judgeVoucher(
  db: Db,
  typed: string,
  cart: PricedCart,
  shippingFee: number | null,
  today: string,
  customerId: string | null,
): Promise<VoucherApplied | VoucherRefusal> {
  const code = voucherCodeOf(typed);
  const uses = voucherUsesRepository(db);
  const rule = code ? await uses.byCode(code) : undefined;
  if (!rule) return { code: 'VOUCHER_INVALID' };
  const customerUses = customerId ? await uses.customerUses(rule.id, customerId) : null;
  const block = voucherBlock(rule, today, customerUses);
  if (block) return block;
  const lines = cart.lines.filter((l) => !l.issue);
  const needsScopes = rule.categoryIds.length > 0 || rule.brandIds.length > 0;
  const scopes = needsScopes
    ? await productScopes(db, [...new Set(lines.map((l) => l.productId))])
    : new Map();
  const saving = voucherSaving(
    rule,
    lines.map((l) => ({
      categoryPath: scopes.get(l.productId)?.categoryPath ?? [],
      brandId: scopes.get(l.productId)?.brandId ?? null,
      lineTotal: l.lineTotal,
    })),
    shippingFee,
  );
  return isVoucherRefusal(saving) ? saving : { rule, saving };
}
