import { laterSection } from '@/components/later-section';
import type { Product } from '@lumi/shared';
import type { AppStore } from '@/lib/store';

/** The doctors a product page recommends (below its reviews), downloaded and hydrated after the first screen. */
export const LaterRecommendedDoctors = laterSection(
  () => import('./recommended-doctors').then((module) => module.RecommendedDoctors),
  0,
);

/**
 * The recommended doctors for the product page's loader; like the section, its code comes when first called (a
 * navigation inside the app), not with a server-rendered page.
 */
export async function prefetchRecommendedDoctors(store: AppStore, product: Product): Promise<void> {
  await (await import('../recommend-prefetch')).prefetchRecommendedDoctors(store, product);
}
