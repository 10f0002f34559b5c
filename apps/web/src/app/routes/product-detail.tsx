import { useParams } from 'react-router';
import { ProductDetailPage } from '@/features/catalog';
import { RecommendedDoctors } from '@/features/clinic';
import { ProductReviews } from '@/features/reviews';

/** `/detail/{slug}` — the product page, with the reviews section and the recommended doctors of the clinic side. */
export default function ProductDetailRoute() {
  const { slug = '' } = useParams();
  return (
    <ProductDetailPage slug={slug} ProductReviews={ProductReviews} RecommendedDoctors={RecommendedDoctors} />
  );
}
