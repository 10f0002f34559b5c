import { useParams } from 'react-router';
import { ProductDetailPage } from '@/features/product/components/product-detail-page';

/** `/detail/{slug}` — the product page. */
export default function ProductDetailRoute() {
  const { slug = '' } = useParams();
  return <ProductDetailPage slug={slug} />;
}
