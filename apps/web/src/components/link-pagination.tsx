import type { MouseEvent, ReactNode } from 'react';
import { LeftIcon, RightIcon } from '@/components/icons';
import { paginationItems } from '@/components/product/pagination';
import styles from './link-pagination.module.css';

export type LinkPaginationProps = {
  page: number;
  totalPage: number;
  /** The address of a page ('?rating=4.5&page=2'; page 1 without `page`). */
  pageHref: (page: number) => string;
  /** A plain click moves the list in place. */
  onChange: (page: number) => void;
  className?: string;
  label?: string;
};

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * Page numbers as real links (no antd): a crawler follows the list's pages and a middle click opens one in a new tab,
 * while a plain click stays in the page and moves the list (`onChange`). The current page is marked `aria-current`;
 * nothing is rendered for a single page.
 */
export function LinkPagination({
  page,
  totalPage,
  pageHref,
  onChange,
  className,
  label = 'Phân trang',
}: LinkPaginationProps) {
  if (totalPage <= 1) return null;
  const current = Math.min(Math.max(1, page), totalPage);
  const go = (target: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    if (target !== current) onChange(target);
  };
  const arrow = (target: number, name: string, icon: ReactNode) => (
    <li>
      {target < 1 || target > totalPage ? (
        // No page that way: drawn for the row's balance only.
        <span className={`${styles.item} ${styles.disabled}`} aria-hidden="true">
          {icon}
        </span>
      ) : (
        <a
          className={styles.item}
          href={pageHref(target)}
          onClick={go(target)}
          aria-label={name}
          rel={target < current ? 'prev' : 'next'}
        >
          {icon}
        </a>
      )}
    </li>
  );

  return (
    <nav className={[styles.pagination, className].filter(Boolean).join(' ')} aria-label={label}>
      <ul className={styles.list}>
        {arrow(current - 1, 'Trang trước', <LeftIcon />)}
        {paginationItems(current, totalPage).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <a
                className={`${styles.item} ${item === current ? styles.current : ''}`}
                href={pageHref(item)}
                onClick={go(item)}
                aria-current={item === current ? 'page' : undefined}
                aria-label={`Trang ${item}`}
              >
                {item}
              </a>
            </li>
          ) : (
            <li key={item} className={styles.gap} aria-hidden="true">
              …
            </li>
          ),
        )}
        {arrow(current + 1, 'Trang sau', <RightIcon />)}
      </ul>
    </nav>
  );
}
