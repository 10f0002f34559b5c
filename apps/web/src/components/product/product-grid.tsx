import type { ReactNode } from 'react';
import type { ProductSummary } from '@lumi/shared';
import { PRODUCT_PAGE_SIZE } from '@lumi/shared';
import { ProductCard, ProductCardSkeleton } from './product-card';
import styles from './product-grid.module.css';

export type ProductGridProps = {
  products: readonly ProductSummary[] | undefined;
  /** Shows skeleton cards in place of the products (first load). */
  isLoading?: boolean;
  /** Dims the current products while the next page or filter loads. */
  isFetching?: boolean;
  skeletonCount?: number;
  /** Shown instead of the grid when loading has finished with no product. */
  empty?: ReactNode;
  /** How many first cards load their image at once. */
  priorityCount?: number;
  /** How wide each card's picture is shown (`sizes`): PRODUCT_GRID_IMAGE_SIZES by default. */
  imageSizes?: string;
  /** Names the list for assistive technology ('Sản phẩm'). */
  label?: string;
  className?: string;
};

/**
 * Products in a responsive grid: 2 columns on phones, 3 on tablets and 4 when the grid is at
 * least ~880 px wide (container queries, so it adapts beside a filter column too).
 */
export function ProductGrid({
  products,
  isLoading = false,
  isFetching = false,
  skeletonCount = PRODUCT_PAGE_SIZE,
  empty = null,
  priorityCount = 4,
  imageSizes,
  label = 'Danh sách sản phẩm',
  className,
}: ProductGridProps) {
  if (isLoading) {
    return (
      <div className={[styles.container, className].filter(Boolean).join(' ')}>
        <div className={styles.grid} role="status" aria-live="polite" aria-label="Đang tải sản phẩm...">
          {Array.from({ length: skeletonCount }, (_, i) => (
            <ProductCardSkeleton key={i} />
          ))}
        </div>
      </div>
    );
  }
  if (!products || products.length === 0) return <>{empty}</>;

  return (
    <div
      className={[styles.container, className].filter(Boolean).join(' ')}
      aria-busy={isFetching || undefined}
    >
      <ul className={`${styles.grid} ${isFetching ? styles.fetching : ''}`} aria-label={label}>
        {products.map((product, index) => (
          <li key={product._id} className={styles.item}>
            <ProductCard product={product} priority={index < priorityCount} imageSizes={imageSizes} />
          </li>
        ))}
      </ul>
    </div>
  );
}
