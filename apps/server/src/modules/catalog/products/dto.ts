import type { Product, ProductPromotion, ProductSummary, PromotionCandidate } from '@lumi/shared';
import type { CategoryTree } from '../category-tree';
import type { ProductRow, PromotionItemJson } from './repository';

export function toProductPromotion(item: PromotionItemJson | null): ProductPromotion | null {
  if (!item) return null;
  return {
    _id: item._id,
    name: item.name,
    slug: item.slug,
    discountPercentage: item.discountPercentage,
    maxDiscountAmount: item.maxDiscountAmount,
    remainingQty: item.maxQty === null ? null : item.maxQty - item.usedQty,
    startDate: item.startDate,
    endDate: item.endDate,
  };
}

export function toProductSummary(row: ProductRow): ProductSummary {
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    brand: { _id: row.brandId, name: row.brandName, slug: row.brandSlug },
    mainImage: row.mainImage,
    images: row.images,
    price: row.price,
    finalPrice: row.finalPrice,
    promotion: toProductPromotion(row.promotion),
    tags: row.tags,
    variants: row.variants,
    totalQuantity: row.totalQuantity,
    averageRating: row.averageRating,
    totalReviews: row.totalReviews,
    sold: row.sold,
    skinTypes: row.skinTypes,
    concerns: row.concerns,
    ingredientFlags: row.ingredientFlags,
  };
}

/** The calendar facts a product answer needs: today and the last day of the almost-expired window. */
export type ExpiryWindow = { today: string; almostBy: string };

export function toProduct(
  row: ProductRow,
  tree: CategoryTree,
  window: ExpiryWindow,
  options: { admin: boolean },
): Product {
  const isExpired = row.expiry < window.today;
  return {
    ...toProductSummary(row),
    categories: tree
      .pathOf(row.categoryId)
      .map((c) => ({ _id: c.id, name: c.name, slug: c.slug, level: c.level })),
    ...(options.admin ? { cost: row.cost } : {}),
    capacity: row.capacity,
    weight: row.weight,
    expiry: row.expiry,
    isAlmostExpired: !isExpired && row.expiry <= window.almostBy,
    isExpired,
    description: row.description ?? '',
    ingredients: row.ingredients,
    enable: row.enable,
    stock: row.variants.length > 0 ? null : (row.stock ?? 0),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function toPromotionCandidate(row: ProductRow): PromotionCandidate {
  return {
    ...toProductSummary(row),
    expiry: row.expiry,
    cost: row.cost,
    upcomingPromotion: toProductPromotion(row.upcoming),
  };
}
