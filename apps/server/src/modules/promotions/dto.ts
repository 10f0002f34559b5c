import {
  PROMOTION_INFO_PRODUCTS,
  discountedUnitPrice,
  type ProductSummary,
  type Promotion,
  type PromotionInfo,
  type PromotionStatus,
} from '@lumi/shared';
import type { InfoProductRow, PromotionItemRow, PromotionRow } from './repository';

/** The status a promotion has now (api-contract §2 Promotion): the flag first, then the period. */
export function statusOf(
  row: Pick<PromotionRow, 'isActive' | 'startsAt' | 'endsAt'>,
  now: Date,
): PromotionStatus {
  if (!row.isActive) return 'inactive';
  if (now < row.startsAt) return 'upcoming';
  if (now > row.endsAt) return 'ended';
  return 'running';
}

export function toPromotionDto(
  row: PromotionRow,
  items: PromotionItemRow[],
  summaries: Map<string, ProductSummary>,
  now: Date,
): Promotion {
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    banner: row.banner,
    description: row.description,
    startDate: row.startsAt.toISOString(),
    endDate: row.endsAt.toISOString(),
    isActive: row.isActive,
    status: statusOf(row, now),
    products: items.flatMap((item) => {
      const product = summaries.get(item.productId);
      return product
        ? [
            {
              product,
              discountPercentage: item.discountPercentage,
              maxQty: item.maxQty,
              usedQty: item.usedQty,
              maxDiscountAmount: item.maxDiscountAmount,
            },
          ]
        : [];
    }),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Units still sold at the promotional price; null = no limit. */
export function remainingQtyOf(item: { maxQty: number | null; usedQty: number }): number | null {
  return item.maxQty === null ? null : Math.max(0, item.maxQty - item.usedQty);
}

/**
 * A running promotion for the pop-up: its first products (form order) with the unit price they sell at now,
 * and the largest percentage among the products still sold at a promotional price.
 */
export function toPromotionInfo(row: PromotionRow, products: InfoProductRow[]): PromotionInfo {
  const selling = products.filter((p) => remainingQtyOf(p) !== 0);
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    endDate: row.endsAt.toISOString(),
    banner: row.banner,
    maxDiscountPercentage: selling.reduce((max, p) => Math.max(max, p.discountPercentage), 0),
    products: selling.slice(0, PROMOTION_INFO_PRODUCTS).map((p) => ({
      product: { _id: p.productId, name: p.name, slug: p.slug, mainImage: p.mainImage, price: p.price },
      discountPercentage: p.discountPercentage,
      discountedPrice: discountedUnitPrice(p.price, {
        discountPercentage: p.discountPercentage,
        maxDiscountAmount: p.maxDiscountAmount,
        remainingQty: remainingQtyOf(p),
      }),
    })),
  };
}
