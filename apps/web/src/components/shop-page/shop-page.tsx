import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import styles from './shop-page.module.css';

const join = (...names: (string | undefined | false)[]) => names.filter(Boolean).join(' ');

export type BreadcrumbItem = { label: string; href?: string };

/** 'Trang chủ › Chăm sóc da › Kem chống nắng': every level a link but the current page. */
export function Breadcrumb({ items }: { items: BreadcrumbItem[] }) {
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

/** A plain shop page (cart, checkout, account, orders): the shop background and the 1200-wide container. */
export function ShopPage({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={join(styles.page, className)}>
      <div className={join(styles.container, styles.body)}>{children}</div>
    </div>
  );
}

/** The page's h1 in the shop's heading style, with optional actions on its right ('Xóa tất cả'). */
export function PageHead({ id, title, actions }: { id?: string; title: ReactNode; actions?: ReactNode }) {
  return (
    <div className={styles.head}>
      <h1 id={id} className={styles.heading}>
        {title}
      </h1>
      {actions}
    </div>
  );
}
