import { ArrowRightIcon, LeftIcon, RightIcon } from '@/components/icons';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { HOME_COLLECTION_SIZE, savingPercent, type ProductSummary, type ProductTag } from '@lumi/shared';
import { ProductCard, ProductCardSkeleton, ProductGrid } from '@/components/product';
import { paths } from '@/config/paths';
import { useGetHomeCollectionsQuery } from '../api/shop-api';
import styles from './home-shop.module.css';

/** The three home collections (api-contract §3.3 `GET /products/home`, spec §10). */
export const HOME_COLLECTIONS: {
  tag: ProductTag;
  id: string;
  title: string;
  kicker: string;
  layout: 'row' | 'grid';
}[] = [
  { tag: 'HOT', id: 'san-pham-noi-bat', title: 'Sản phẩm nổi bật', kicker: 'Được yêu thích', layout: 'row' },
  { tag: 'NEW', id: 'hang-moi-ve', title: 'Hàng mới về', kicker: 'Vừa cập bến', layout: 'row' },
  { tag: 'SALE', id: 'dang-giam-gia', title: 'Đang giảm giá', kicker: 'Giá tốt hôm nay', layout: 'grid' },
];

/** One collection of the home page; hidden when the server has no product for it. */
export function HomeCollection({ tag }: { tag: ProductTag }) {
  const { data, isLoading, isError } = useGetHomeCollectionsQuery();
  const meta = HOME_COLLECTIONS.find((collection) => collection.tag === tag);
  if (!meta || isError) return null;
  const tagged = data?.find((collection) => collection.tag === tag)?.products ?? [];
  // 'Đang giảm giá' lists what really costs less now: a SALE tag without a running promotion is left out.
  const products = tag === 'SALE' ? tagged.filter((p) => savingPercent(p.price, p.finalPrice) > 0) : tagged;
  if (!isLoading && products.length === 0) return null;

  const more =
    tag === 'SALE' ? (
      <Link to={paths.shop.promotions.getHref()} className={styles.moreLink}>
        Xem tất cả khuyến mãi <ArrowRightIcon />
      </Link>
    ) : null;

  return (
    <HomeSection id={meta.id} kicker={meta.kicker} title={meta.title} action={more} soft={tag === 'NEW'}>
      {meta.layout === 'row' ? (
        <ProductRow products={products} isLoading={isLoading} label={meta.title} />
      ) : (
        <ProductGrid
          className={styles.saleGrid}
          products={products.slice(0, 8)}
          isLoading={isLoading}
          skeletonCount={8}
          priorityCount={0}
          label={meta.title}
        />
      )}
    </HomeSection>
  );
}

/** A home section: kicker, title and an optional link on the right. */
export function HomeSection({
  id,
  kicker,
  title,
  action,
  soft = false,
  children,
}: {
  id: string;
  kicker?: string;
  title: string;
  action?: ReactNode;
  soft?: boolean;
  children: ReactNode;
}) {
  const titleId = `${id}-title`;
  return (
    <section
      id={id}
      className={`${styles.section} ${soft ? styles.sectionSoft : ''}`}
      aria-labelledby={titleId}
    >
      <div className={styles.container}>
        <div className={styles.sectionHead}>
          <div>
            {kicker && <span className={styles.kicker}>{kicker}</span>}
            <h2 id={titleId} className={styles.sectionTitle}>
              {title}
            </h2>
          </div>
          {action}
        </div>
        {children}
      </div>
    </section>
  );
}

/** Products side by side, scrolled with the arrows (desktop) or a swipe (touch). */
export function ProductRow({
  products,
  isLoading,
  label,
}: {
  products: readonly ProductSummary[];
  isLoading: boolean;
  label: string;
}) {
  const track = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: true });

  const update = () => {
    const el = track.current;
    if (!el) return;
    setEdges({ start: el.scrollLeft <= 8, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 8 });
  };

  // Measured when the browser has laid the row out (and again when its width changes), never by forcing a layout
  // while the page is being taken over: reading the sizes in an effect cost a layout of the whole page per row.
  useEffect(() => {
    const el = track.current;
    if (!el) return;
    const observer = new ResizeObserver(update);
    observer.observe(el);
    return () => observer.disconnect();
  }, [products.length, isLoading]);

  const scroll = (direction: 1 | -1) => {
    const el = track.current;
    if (!el) return;
    el.scrollBy({ left: direction * el.clientWidth * 0.9, behavior: 'smooth' });
  };

  if (isLoading) {
    return (
      <div className={styles.rowTrack} role="status" aria-label="Đang tải sản phẩm...">
        {Array.from({ length: 5 }, (_, i) => (
          <div key={i} className={styles.rowItem}>
            <ProductCardSkeleton />
          </div>
        ))}
      </div>
    );
  }

  return (
    <div className={styles.row}>
      <ul ref={track} className={styles.rowTrack} aria-label={label} onScroll={update}>
        {products.slice(0, HOME_COLLECTION_SIZE).map((product) => (
          <li key={product._id} className={styles.rowItem}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
      {!edges.start && (
        <button
          type="button"
          className={`${styles.rowArrow} ${styles.rowPrev}`}
          aria-label={`${label}: xem sản phẩm trước`}
          onClick={() => scroll(-1)}
        >
          <LeftIcon />
        </button>
      )}
      {!edges.end && (
        <button
          type="button"
          className={`${styles.rowArrow} ${styles.rowNext}`}
          aria-label={`${label}: xem thêm sản phẩm`}
          onClick={() => scroll(1)}
        >
          <RightIcon />
        </button>
      )}
    </div>
  );
}
