import type { ReactNode } from 'react';
import styles from './scroll-area.module.css';

/**
 * A block that scrolls sideways when its content is wider than the window (a table on a phone or in a half-width
 * card). It takes the focus, so the keyboard scrolls it too (WCAG 2.1.1, axe `scrollable-region-focusable`); it is
 * a region named by `label`.
 */
export function ScrollArea({
  label,
  minWidth,
  children,
}: {
  label: string;
  /** The content's width below which the block scrolls. */
  minWidth: number;
  children: ReactNode;
}) {
  return (
    <div className={styles.area} role="region" aria-label={label} tabIndex={0}>
      <div style={{ minWidth }}>{children}</div>
    </div>
  );
}
