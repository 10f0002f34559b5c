import type { LoyaltyProgram, LoyaltyTier } from '../schemas/loyalty';
import { formatVnd, groupThousands } from './money';

/**
 * The points programme's rules (ADR 0063), once for the server and the web: the tier a 12-month spend reaches, the
 * points a delivered order earns, and what points may pay of an order.
 */

/** The highest tier whose threshold the spend reaches (the first tier starts at 0). */
export function tierOf(spend: number, tiers: readonly LoyaltyTier[]): LoyaltyTier {
  let reached = tiers[0]!;
  for (const tier of tiers) if (spend >= tier.minSpend) reached = tier;
  return reached;
}

/** The next tier above the one the spend reaches, and how much is still to spend; null at the top. */
export function nextTierOf(
  spend: number,
  tiers: readonly LoyaltyTier[],
): { tier: LoyaltyTier; remaining: number } | null {
  const tier = tiers.find((t) => t.minSpend > spend);
  return tier ? { tier, remaining: tier.minSpend - spend } : null;
}

/**
 * How far a 12-month spend has come from its tier's threshold to the next one's, 0–100 (100 at the top).
 */
export function tierProgress(progress: {
  spend12Months: number;
  tier: LoyaltyTier;
  nextTier: LoyaltyTier | null;
}): number {
  const { tier, nextTier, spend12Months } = progress;
  if (!nextTier || nextTier.minSpend <= tier.minSpend) return 100;
  const share = (spend12Months - tier.minSpend) / (nextTier.minSpend - tier.minSpend);
  return Math.min(100, Math.max(0, Math.floor(share * 100)));
}

/**
 * The points an order earns when delivered: one per `earnStep` ₫ of the goods the customer paid for (after its voucher
 * and its points), times the tier's rate, rounded down.
 */
export function pointsEarned(paidGoods: number, program: LoyaltyProgram, tier: LoyaltyTier): number {
  if (paidGoods <= 0) return 0;
  return Math.floor((Math.floor(paidGoods / program.earnStep) * tier.earnPercent) / 100);
}

/** The most points an order whose goods (after its voucher) come to `goods` may use. */
export function maxPointsFor(goods: number, program: LoyaltyProgram): number {
  if (goods <= 0) return 0;
  return Math.floor(Math.floor((goods * program.maxSharePercent) / 100) / program.pointValue);
}

/** The points an order takes out of those asked for (never more than its cap) and what they pay. */
export function pointsSaving(
  asked: number,
  goods: number,
  program: LoyaltyProgram,
): { asked: number; used: number; discount: number; max: number } {
  const max = maxPointsFor(goods, program);
  const used = Math.max(0, Math.min(asked, max));
  return { asked, used, discount: used * program.pointValue, max };
}

/** The points taken back, in proportion, when part of an order's goods is returned: rounded up, never above all. */
export function pointsInShare(points: number, part: number, whole: number): number {
  if (points <= 0 || whole <= 0 || part <= 0) return 0;
  return Math.min(points, Math.ceil((points * part) / whole));
}

/** '1.250 điểm'. */
export function pointsText(points: number): string {
  return `${groupThousands(points)} điểm`;
}

/** 'Tích 1,5 điểm cho mỗi 1.000 ₫' — one tier's benefit in words. */
export function tierBenefitText(tier: LoyaltyTier, program: LoyaltyProgram): string {
  const rate = String(tier.earnPercent / 100).replace('.', ',');
  return `Tích ${rate} điểm cho mỗi ${formatVnd(program.earnStep)}`;
}

/** Why an order cannot take the points asked: more than its cap. */
export function pointsCapMessage(max: number): string {
  return max > 0
    ? `Đơn hàng này chỉ dùng được tối đa ${pointsText(max)}`
    : 'Đơn hàng này chưa đủ giá trị để thanh toán bằng điểm';
}
