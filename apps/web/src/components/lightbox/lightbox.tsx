import { useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import type { Image } from '@lumi/shared';
import { CloseIcon, LeftIcon, RightIcon } from '@/components/icons';
import { wrapIndex } from '@/lib/wrap-index';
import styles from './lightbox.module.css';

export type LightboxProps = {
  images: Image[];
  /** The dialog's name, e.g. 'Ảnh Kem chống nắng' or 'Ảnh đánh giá'. */
  label: string;
  index: number;
  /** The picture to show next, already brought round at either end. */
  onIndexChange: (index: number) => void;
  onClose: () => void;
};

/**
 * Pictures full screen, on the body above the sticky header (a product's gallery, a review's photos): ←/→ or the
 * arrows browse, Esc, the backdrop or 'Đóng' closes and gives the focus back to what opened it.
 */
export function Lightbox({ images, label, index, onIndexChange, onClose }: LightboxProps) {
  const closeButton = useRef<HTMLButtonElement>(null);
  const current = images[index];
  const count = images.length;

  // In the commit that shows the viewer (not after the browser paints it): the focus is never left on the page behind,
  // and a key pressed at once already reaches the viewer.
  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    closeButton.current?.focus();
    return () => {
      document.body.style.overflow = previous;
      opener?.focus();
    };
  }, []);

  // Listening from the same commit too: a key pressed as soon as the viewer shows (or just after it moved to another
  // picture) is never lost to a listener not yet attached (a passive effect runs after the paint, later on a busy phone).
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      else if (event.key === 'ArrowRight' && count > 1) onIndexChange(wrapIndex(index + 1, count));
      else if (event.key === 'ArrowLeft' && count > 1) onIndexChange(wrapIndex(index - 1, count));
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [count, index, onIndexChange, onClose]);

  if (!current) return null;
  return createPortal(
    <div className={styles.lightbox} role="dialog" aria-modal="true" aria-label={label} onClick={onClose}>
      <button ref={closeButton} type="button" className={styles.close} aria-label="Đóng" onClick={onClose}>
        <CloseIcon />
      </button>
      <img
        src={current.url}
        alt={`${label} ${index + 1}/${count}`}
        className={styles.image}
        onClick={(event) => event.stopPropagation()}
      />
      {count > 1 && (
        <>
          <button
            type="button"
            className={`${styles.arrow} ${styles.prev}`}
            aria-label="Ảnh trước"
            onClick={(event) => {
              event.stopPropagation();
              onIndexChange(wrapIndex(index - 1, count));
            }}
          >
            <LeftIcon />
          </button>
          <button
            type="button"
            className={`${styles.arrow} ${styles.next}`}
            aria-label="Ảnh tiếp theo"
            onClick={(event) => {
              event.stopPropagation();
              onIndexChange(wrapIndex(index + 1, count));
            }}
          >
            <RightIcon />
          </button>
          <span className={styles.counter}>
            {index + 1} / {count}
          </span>
        </>
      )}
    </div>,
    document.body,
  );
}
