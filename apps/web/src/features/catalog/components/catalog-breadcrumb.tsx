import { Link } from 'react-router';
import { paths } from '@/config/paths';
import styles from './catalog.module.css';

export type BreadcrumbItem = { label: string; href?: string };

/** 'Trang chủ › Chăm sóc da › Kem chống nắng': every level a link but the current page. */
export function CatalogBreadcrumb({ items }: { items: BreadcrumbItem[] }) {
  const all: BreadcrumbItem[] = [{ label: 'Trang chủ', href: paths.shop.home.getHref() }, ...items];
  return (
    <nav aria-label="Đường dẫn" className={styles.breadcrumb}>
      <ol className={styles.breadcrumbList}>
        {all.map((item, i) => {
          const isLast = i === all.length - 1;
          return (
            <li key={`${i}-${item.label}`} className={styles.breadcrumbItem}>
              {isLast ? (
                <span aria-current="page" className={styles.breadcrumbCurrent}>
                  {item.label}
                </span>
              ) : item.href ? (
                <Link to={item.href} className={styles.breadcrumbLink}>
                  {item.label}
                </Link>
              ) : (
                <span className={styles.breadcrumbText}>{item.label}</span>
              )}
              {!isLast ? (
                <span className={styles.breadcrumbSeparator} aria-hidden="true">
                  ›
                </span>
              ) : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
