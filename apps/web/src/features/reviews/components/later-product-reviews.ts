import { laterSection } from '@/components/later-section';

/** The product page's reviews (below the fold), downloaded and hydrated after the page's first screen. */
export const LaterProductReviews = laterSection(
  () => import('./product-reviews').then((module) => module.ProductReviews),
  360,
);
