import { useParams } from 'react-router';
import { prefetchProductPage, ProductDetailPage } from '@/features/catalog';
import { prefetchLoader } from '@/app/ssr/prefetch';
import { prefetchRecommendedDoctors, RecommendedDoctors } from '@/features/clinic';
import { prefetchProductReviews, ProductReviews } from '@/features/reviews';

/** `/detail/{slug}` — the product page, with the reviews section and the recommended doctors of the clinic side. */
export default function ProductDetailRoute() {
  const { slug = '' } = useParams();
  return (
    <ProductDetailPage slug={slug} ProductReviews={ProductReviews} RecommendedDoctors={RecommendedDoctors} />
  );
}

/** Server rendering (404 for a missing product) and early fetching of the product (ADR 0025). */
export const loader = prefetchLoader(
  prefetchProductPage([prefetchProductReviews, prefetchRecommendedDoctors]),
);
