import { cloneElement, isValidElement, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import type { PaginationProps } from 'antd';
import styles from './pagination-items.module.css';

type AnchorProps = {
  href?: string;
  tabIndex?: number;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
};

/**
 * antd Pagination's `itemRender` that gives each page number (and the '•••' jumps) a real address, so that a
 * crawler follows the list's pages and a middle click opens one in a new tab. A plain click stays in the page: the
 * anchor's own navigation is stopped and the item's click (Pagination's `onChange`) moves the list. The item itself
 * keeps the keyboard's single tab stop (the link is taken out of the tab order so that each page is one stop).
 */
export function pageLinks(pageHref: (page: number) => string): PaginationProps['itemRender'] {
  return (page, type, original: ReactNode) => {
    if (type === 'prev' || type === 'next' || !isValidElement(original) || original.type !== 'a')
      return original;
    return cloneElement(original as ReactElement<AnchorProps>, {
      href: pageHref(page),
      tabIndex: -1,
      onClick: (event) => {
        if (event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey)
          event.preventDefault();
      },
    });
  };
}

type LinkChildren = { className?: string; children?: ReactNode };

/**
 * antd Pagination's `itemRender` for a list whose page lives only on the screen (a page's reviews): each page number
 * and jump is a button rather than antd's link without an address, which crawlers report as a link they cannot
 * follow. The item keeps the keyboard's single tab stop and antd's click and Enter handling.
 */
export const pageButtons: PaginationProps['itemRender'] = (_page, type, original: ReactNode) => {
  if (type === 'prev' || type === 'next' || !isValidElement(original) || original.type !== 'a')
    return original;
  const { className, children } = (original as ReactElement<LinkChildren>).props;
  return (
    <button type="button" tabIndex={-1} className={`${styles.pageButton} ${className ?? ''}`}>
      {children}
    </button>
  );
};
