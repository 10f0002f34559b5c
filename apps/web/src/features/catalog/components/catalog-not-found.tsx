import { Link } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { useGetCategoryTreeQuery } from '@/lib/catalog-api';
import styles from './pages.module.css';
import catalogStyles from './catalog.module.css';

export type CatalogNotFoundProps = {
  /** 'Không tìm thấy danh mục' */
  title: string;
  text: string;
};

/** A category or brand that does not exist (or no longer): a friendly page with ways to go on shopping. */
export function CatalogNotFound({ title, text }: CatalogNotFoundProps) {
  const { data: tree } = useGetCategoryTreeQuery();
  const roots = tree ?? [];
  return (
    <div className={styles.page}>
      <PageTitle title={title} />
      <div className={styles.container}>
        <section className={styles.notFound} aria-labelledby="catalog-not-found-title">
          <div className={styles.notFoundCode} aria-hidden="true">
            404
          </div>
          <h1 id="catalog-not-found-title" className={styles.notFoundTitle}>
            {title}
          </h1>
          <p className={styles.notFoundText}>{text}</p>
          <div className={catalogStyles.emptyActions}>
            <Link to={paths.shop.home.getHref()} className={catalogStyles.primaryButton}>
              Về trang chủ
            </Link>
            <Link to={paths.shop.promotions.getHref()} className={catalogStyles.secondaryButton}>
              Xem khuyến mãi
            </Link>
          </div>
          {roots.length > 0 ? (
            <nav aria-label="Danh mục sản phẩm">
              <ul className={styles.notFoundLinks}>
                {roots.map((category) => (
                  <li key={category._id}>
                    <Link to={paths.shop.category.getHref(category.slug)} className={styles.subChip}>
                      {category.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </section>
      </div>
    </div>
  );
}
