import type { ReactNode } from 'react';
import styles from './admin-list.module.css';

type ListToolbarProps = {
  /** The search box and filters, on the left, wrapping on narrow screens. */
  children: ReactNode;
  /** The main action on the right (e.g. 'Thêm thương hiệu'). */
  action?: ReactNode;
  /** A screen's own layout, replacing the default one. */
  classNames?: { toolbar?: string | undefined; filters?: string | undefined };
};

export function ListToolbar({ children, action, classNames }: ListToolbarProps) {
  return (
    <div className={classNames?.toolbar ?? styles.toolbar}>
      <div className={classNames?.filters ?? styles.filters}>{children}</div>
      {action}
    </div>
  );
}
