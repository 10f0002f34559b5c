import { useParams } from 'react-router';
import { prefetchProductPage, ProductDetailPage } from '@/features/catalog';
import { prefetchLoader } from '@/lib/prefetch';
import { LaterRecommendedDoctors, prefetchRecommendedDoctors } from '@/features/clinic';
import { LaterProductReviews, prefetchProductReviews } from '@/features/reviews';

/**
 * `/detail/{slug}` — the product page, with the reviews section and the recommended doctors of the clinic side, both
 * below the fold: their code comes after the first screen's (issue 26).
 */
export default function ProductDetailRoute() {
  const { slug = '' } = useParams();
  return (
    <ProductDetailPage
      slug={slug}
      ProductReviews={LaterProductReviews}
      RecommendedDoctors={LaterRecommendedDoctors}
    />
  );
}

/** Server rendering (404 for a missing product) and early fetching of the product (ADR 0025). */
export const loader = prefetchLoader(
  prefetchProductPage([prefetchProductReviews, prefetchRecommendedDoctors]),
);
