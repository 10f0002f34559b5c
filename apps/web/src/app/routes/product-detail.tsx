import { useParams } from 'react-router';
import { ProductDetailPage } from '@/features/catalog';
import { ProductReviews } from '@/features/reviews';

/** `/detail/{slug}` — the product page. */
export default function ProductDetailRoute() {
  const { slug = '' } = useParams();
  return <ProductDetailPage slug={slug} ProductReviews={ProductReviews} />;
}
