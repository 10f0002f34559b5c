import { Link } from 'react-router';
import type { Product } from '@lumi/shared';
import { ProductGrid } from '@/components/product';
import { paths } from '@/config/paths';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useGetCategoryProductsQuery } from '../api/catalog-api';
import { relatedProductsArgs } from '../prefetch';
import styles from './product-detail.module.css';

/** Other products of the same (leaf) category, best sellers first; hidden when there is none. */
export function RelatedProducts({ product }: { product: Product }) {
  const category = product.categories[product.categories.length - 1];
  const args = relatedProductsArgs(product);
  const { data, isLoading, isError } = useGetCategoryProductsQuery(args ?? skipToken);
  const others = (data?.data ?? []).filter((item) => item._id !== product._id);
  if (!category || isError || (!isLoading && others.length === 0)) return null;

  return (
    <section className={styles.related} aria-labelledby="lien-quan-title">
      <div className={styles.relatedHead}>
        <h2 id="lien-quan-title" className={styles.blockTitle}>
          Sản phẩm cùng danh mục
        </h2>
        <Link to={paths.shop.category.getHref(category.slug)} className={styles.relatedMore}>
          Xem tất cả {category.name}
        </Link>
      </div>
      <ProductGrid
        products={others}
        isLoading={isLoading}
        skeletonCount={4}
        priorityCount={0}
        label="Sản phẩm cùng danh mục"
      />
    </section>
  );
}
