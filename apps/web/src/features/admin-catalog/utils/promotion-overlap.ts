import { formatDate, startOfLocalDay, type ProductPromotion, type PromotionCandidate } from '@lumi/shared';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The chosen period as local days ('YYYY-MM-DD'), both included. */
export type PeriodDays = { startDate: string; endDate: string };

/** [start, end] instants of a period of local days: 00:00 of the first to 23:59:59.999 of the last. */
export function periodInstants(period: PeriodDays): { start: number; end: number } {
  return {
    start: startOfLocalDay(period.startDate).getTime(),
    end: startOfLocalDay(period.endDate).getTime() + DAY_MS - 1,
  };
}

/** True when a promotion's [startDate, endDate] shares at least one instant with the period. */
export function overlapsPeriod(
  promotion: Pick<ProductPromotion, 'startDate' | 'endDate'>,
  period: PeriodDays,
) {
  const { start, end } = periodInstants(period);
  const otherStart = new Date(promotion.startDate).getTime();
  const otherEnd = new Date(promotion.endDate).getTime();
  return otherStart <= end && start <= otherEnd;
}

/** 'Khuyến mãi Hè rực rỡ (01/06/2026 - 30/06/2026)'. */
export function describePromotion(
  promotion: Pick<ProductPromotion, 'name' | 'startDate' | 'endDate'>,
): string {
  return `${promotion.name} (${formatDate(promotion.startDate)} - ${formatDate(promotion.endDate)})`;
}

/**
 * The promotion that keeps a product out of the one being edited: its running or upcoming promotion
 * when that overlaps the chosen days (the database allows one active promotion per product at any
 * moment). The promotion being edited never blocks its own products. Without chosen days nothing is
 * blocked yet.
 */
export function blockingPromotion(
  candidate: Pick<PromotionCandidate, 'promotion' | 'upcomingPromotion'>,
  period: PeriodDays | null,
  editingPromotionId?: string,
): ProductPromotion | null {
  if (!period) return null;
  for (const other of [candidate.promotion, candidate.upcomingPromotion]) {
    if (!other || other._id === editingPromotionId) continue;
    if (overlapsPeriod(other, period)) return other;
  }
  return null;
}

/** The tooltip of a disabled product in the picker. */
export function blockedReason(promotion: ProductPromotion): string {
  return `Đã thuộc khuyến mãi "${describePromotion(promotion)}" trùng thời gian đã chọn`;
}
