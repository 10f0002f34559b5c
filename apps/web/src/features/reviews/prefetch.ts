import { PREFETCH } from '@/lib/prefetch';
import type { Product } from '@lumi/shared';
import type { AppStore } from '@/lib/store';
import { reviewsApi } from './api/reviews-api';
import { reviewFilterParams, type ReviewFilter } from './utils/review-filters';

export const PRODUCT_REVIEWS_PAGE_SIZE = 10;

/** The arguments of a page of a product's reviews, as the reviews section asks for it. */
export function productReviewsArgs(productId: string, filter: ReviewFilter, page: number) {
  return { productId, page, pageSize: PRODUCT_REVIEWS_PAGE_SIZE, ...reviewFilterParams(filter) };
}

/** The reviews section's first answer ('all', page 1), for the product page's loader (ADR 0025). */
export async function prefetchProductReviews(store: AppStore, product: Product): Promise<void> {
  await store.dispatch(
    reviewsApi.endpoints.getProductReviews.initiate(productReviewsArgs(product._id, 'all', 1), PREFETCH),
  );
}
