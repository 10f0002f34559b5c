import { VerticalAlignTopIcon } from '@/components/icons';
import { useEffect, useState } from 'react';
import styles from './scroll-to-top.module.css';

const SHOW_AFTER_PX = 320;

/** The floating 'back to top' button (spec §2), shown once the page is scrolled down. */
export function ScrollToTop({ tone = 'shop' }: { tone?: 'shop' | 'clinic' | 'admin' }) {
  const [isVisible, setVisible] = useState(false);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setVisible(window.scrollY > SHOW_AFTER_PX);
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    onScroll();
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);

  const toTop = () => {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  };

  return (
    <button
      type="button"
      className={[styles.button, isVisible ? styles.visible : '', tone !== 'shop' ? styles[tone] : ''].join(
        ' ',
      )}
      onClick={toTop}
      aria-label="Lên đầu trang"
      title="Lên đầu trang"
      tabIndex={isVisible ? 0 : -1}
      aria-hidden={!isVisible}
    >
      <VerticalAlignTopIcon />
    </button>
  );
}
