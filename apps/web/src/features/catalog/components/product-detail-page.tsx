import { CarIcon, CreditCardIcon, SafetyCertificateIcon } from '@/components/icons';
import { useCallback, useMemo, useState, type ComponentType } from 'react';
import { savingPercent, type Product, type Variant } from '@lumi/shared';
import { PageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { Breadcrumb } from '@/components/shop-page';
import { laterSection } from '@/components/later-section';
import { asApiError } from '@/lib/query-error';
import { useGetProductDetailQuery } from '@/lib/catalog-api';
import { useJsonLd } from '@/lib/page-head';
import { useProductWarnings } from '@/hooks/use-skin-warnings';
import { htmlToText, PRODUCT_JSON_LD_ID, productJsonLd } from '../utils/product-json-ld';
import { galleryImages } from '../utils/purchase';
import { ProductGallery } from './product-gallery';
import { ProductPurchase } from './product-purchase';
import { LaterRelatedProducts } from './later-related-products';
import { ProductDescription, ProductIngredients, ProductSpecs } from './product-sections';
import styles from './product-detail.module.css';

// What a missing or unreachable product shows: rarely seen, so its code is not part of the page's first download.
const CatalogNotFound = laterSection(async () => (await import('./catalog-not-found')).CatalogNotFound, 360);
const LoadError = laterSection(async () => (await import('./load-error')).LoadError, 240);

/** `/detail/{slug}`: one product (api-contract §3.3 `GET /products/detail/{id or slug}`). */
export type ProductDetailPageProps = {
  slug: string;
  /** The reviews section (the route passes the reviews feature's). */
  ProductReviews: ComponentType<{ product: Product }>;
  /** Doctors matching the product's categories (the route passes the clinic feature's section). */
  RecommendedDoctors?: ComponentType<{ product: Product }>;
};

export function ProductDetailPage({ slug, ProductReviews, RecommendedDoctors }: ProductDetailPageProps) {
  const query = useGetProductDetailQuery(slug, { skip: slug === '' });
  const { data, isLoading, isFetching, refetch } = query;
  const error = asApiError(query.error);
  // An answer for the product just left is not shown under this address.
  const product = data && (data.slug === slug || data._id === slug) ? data : undefined;

  if (error && !isFetching && (error.code === 'PRODUCT_NOT_FOUND' || error.status === 404)) {
    return (
      <CatalogNotFound
        title="Không tìm thấy sản phẩm"
        text="Sản phẩm bạn tìm có thể đã ngừng kinh doanh hoặc đường dẫn không còn đúng. Mời bạn xem các sản phẩm khác của Lumi nhé."
      />
    );
  }
  if (error && !isFetching && !product) {
    return (
      <div className={styles.page}>
        <PageTitle title="Sản phẩm" />
        <div className={styles.container}>
          <LoadError error={error} onRetry={() => void refetch()} title="Không tải được sản phẩm" />
        </div>
      </div>
    );
  }
  if (isLoading || !product) return <ProductDetailSkeleton />;
  return (
    <ProductView
      key={product._id}
      product={product}
      ProductReviews={ProductReviews}
      RecommendedDoctors={RecommendedDoctors}
    />
  );
}

function ProductView({
  product,
  ProductReviews,
  RecommendedDoctors,
}: { product: Product } & Pick<ProductDetailPageProps, 'ProductReviews' | 'RecommendedDoctors'>) {
  const images = useMemo(() => galleryImages(product), [product]);
  const [imageIndex, setImageIndex] = useState(0);
  const [variant, setVariant] = useState<Variant | null>(null);
  const percent = savingPercent(product.price, product.finalPrice);
  const description = useMemo(() => htmlToText(product.description), [product.description]);
  const warnings = useProductWarnings(product.ingredientFlags);

  // A chosen colour that disappeared after a refresh is forgotten.
  const current = variant ? (product.variants.find((v) => v._id === variant._id) ?? null) : null;

  useJsonLd(
    PRODUCT_JSON_LD_ID,
    useCallback(
      (origin: string) =>
        productJsonLd(product, origin, `${origin}${paths.shop.productDetail.getHref(product.slug)}`),
      [product],
    ),
  );

  const chooseVariant = (next: Variant) => {
    setVariant(next);
    if (next.image) {
      const i = images.findIndex((image) => image.url === next.image?.url);
      if (i >= 0) setImageIndex(i);
    }
  };

  const crumbs = [
    ...product.categories.map((category) => ({
      label: category.name,
      href: paths.shop.category.getHref(category.slug),
    })),
    { label: product.name },
  ];

  return (
    <div className={styles.page}>
      <PageTitle
        title={product.name}
        description={description ? description.slice(0, 160) : `${product.name} chính hãng tại Lumi.`}
        image={images[0]?.url}
        type="product"
      />
      <div className={styles.container}>
        <Breadcrumb items={crumbs} />
        <div className={styles.top}>
          <ProductGallery
            images={images}
            name={product.name}
            index={Math.min(imageIndex, images.length - 1)}
            onIndexChange={setImageIndex}
            badge={percent > 0 ? `-${percent}%` : null}
          />
          <div>
            <ProductPurchase product={product} variant={current} onVariantChange={chooseVariant} />
            <ul className={styles.assurances}>
              <li>
                <SafetyCertificateIcon /> Cam kết chính hãng, rõ nguồn gốc
              </li>
              <li>
                <CarIcon /> Giao hàng toàn quốc, phí báo trước khi thanh toán
              </li>
              <li>
                <CreditCardIcon /> Thanh toán khi nhận hàng, VNPay hoặc thẻ quốc tế
              </li>
            </ul>
          </div>
        </div>
        <div className={styles.details}>
          <div className={styles.detailsMain}>
            <ProductDescription html={product.description} />
            <ProductIngredients product={product} warnings={warnings} />
          </div>
          <aside className={styles.detailsSide}>
            <ProductSpecs product={product} />
          </aside>
        </div>
        <ProductReviews product={product} />
        {RecommendedDoctors ? <RecommendedDoctors product={product} /> : null}
        <LaterRelatedProducts product={product} />
      </div>
    </div>
  );
}

function ProductDetailSkeleton() {
  return (
    <div className={styles.page} role="status" aria-label="Đang tải sản phẩm...">
      <div className={styles.container}>
        <div className={`${styles.skeletonLine} ${styles.shimmer}`} style={{ width: 260, marginTop: 20 }} />
        <div className={styles.top}>
          <div className={`${styles.skeletonStage} ${styles.shimmer}`} />
          <div className={styles.skeletonInfo}>
            <div className={`${styles.skeletonLine} ${styles.shimmer}`} style={{ width: '30%' }} />
            <div
              className={`${styles.skeletonLine} ${styles.shimmer}`}
              style={{ width: '90%', height: 30 }}
            />
            <div
              className={`${styles.skeletonLine} ${styles.shimmer}`}
              style={{ width: '60%', height: 30 }}
            />
            <div className={`${styles.skeletonLine} ${styles.shimmer}`} style={{ width: '45%' }} />
            <div className={`${styles.skeletonBlock} ${styles.shimmer}`} />
            <div className={`${styles.skeletonLine} ${styles.shimmer}`} style={{ width: '70%' }} />
            <div
              className={`${styles.skeletonLine} ${styles.shimmer}`}
              style={{ width: '55%', height: 48 }}
            />
          </div>
        </div>
      </div>
    </div>
  );
}
