import { laterSection } from '@/components/later-section';
import type { Product } from '@lumi/shared';
import type { AppStore } from '@/lib/store';

/** The product page's reviews (below the fold), downloaded and hydrated after the page's first screen. */
export const LaterProductReviews = laterSection(
  () => import('./product-reviews').then((module) => module.ProductReviews),
  360,
);

/**
 * The reviews' first page for the product page's loader (ADR 0025). Its code and the reviews API's come when it is
 * first called, on a navigation inside the app, not with a server-rendered page, which has its answer already.
 */
export async function prefetchProductReviews(store: AppStore, product: Product): Promise<void> {
  await (await import('../prefetch')).prefetchProductReviews(store, product);
}
