import { useCallback, useEffect, useRef, useState } from 'react';
import type { Image } from '@lumi/shared';
import { LeftIcon, RightIcon } from '@/components/icons';
import { ResponsiveImage } from '@/components/responsive-image';
import { wrapIndex } from '@/lib/wrap-index';
import styles from './clinic-detail.module.css';

/** How wide a banner is shown: the page's content width (1240 - 2 × 24), the screen's less its margins on phones. */
export const BANNER_SIZES =
  '(min-width: 1240px) 1192px, (min-width: 601px) calc(100vw - 48px), calc(100vw - 32px)';
/** The box reserved for a banner (its CSS keeps a 16:5 frame, 16:8 on phones; the picture covers it). */
const BANNER_WIDTH = 1920;
const BANNER_HEIGHT = 600;
const AUTOPLAY_MS = 5000;

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * A clinic's banners: one picture, or a row that scrolls and snaps one banner at a time (a swipe on a phone), with
 * 'Ảnh trước' / 'Ảnh tiếp theo' and a dot per banner. It moves on by itself every 5 s until the visitor points at it,
 * focuses it or touches it (never with reduced motion). The first banner is the page's main picture (preloaded).
 */
export function BannerGallery({ banners, name }: { banners: Image[]; name: string }) {
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [isPaused, setPaused] = useState(false);
  const [isStopped, setStopped] = useState(false);
  const count = banners.length;

  const go = useCallback(
    (next: number) => {
      const node = track.current;
      if (!node || count === 0) return;
      const target = wrapIndex(next, count);
      node.scrollTo({
        left: target * node.clientWidth,
        behavior: prefersReducedMotion() ? 'auto' : 'smooth',
      });
    },
    [count],
  );

  useEffect(() => {
    if (count < 2 || isPaused || isStopped || prefersReducedMotion()) return;
    const timer = window.setTimeout(() => go(index + 1), AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [count, go, index, isPaused, isStopped]);

  if (count === 0) return <div className={styles.banner} />;
  if (count === 1) {
    const [banner] = banners;
    return (
      <div className={styles.banner}>
        <ResponsiveImage
          src={banner!.url}
          alt={`Ảnh nền ${name}`}
          className={styles.bannerImage}
          width={BANNER_WIDTH}
          height={BANNER_HEIGHT}
          sizes={BANNER_SIZES}
          priority
        />
      </div>
    );
  }
  return (
    <section
      className={styles.banner}
      aria-roledescription="carousel"
      aria-label={`Ảnh nền ${name}`}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onTouchStart={() => setStopped(true)}
    >
      <div
        ref={track}
        className={styles.bannerTrack}
        // Scrollable by keyboard too (←/→ once focused).
        tabIndex={0}
        role="group"
        aria-label={`Các ảnh nền, ${count} ảnh`}
        onScroll={(event) => {
          const node = event.currentTarget;
          if (node.clientWidth > 0) setIndex(Math.round(node.scrollLeft / node.clientWidth));
        }}
      >
        {banners.map((banner, i) => (
          <div
            key={banner.publicId}
            className={styles.bannerSlide}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} / ${count}`}
          >
            <ResponsiveImage
              src={banner.url}
              alt={`Ảnh nền ${name} ${i + 1}`}
              className={styles.bannerImage}
              width={BANNER_WIDTH}
              height={BANNER_HEIGHT}
              sizes={BANNER_SIZES}
              priority={i === 0}
            />
          </div>
        ))}
      </div>
      <button
        type="button"
        className={`${styles.bannerArrow} ${styles.bannerPrev}`}
        aria-label="Ảnh trước"
        onClick={() => go(index - 1)}
      >
        <LeftIcon />
      </button>
      <button
        type="button"
        className={`${styles.bannerArrow} ${styles.bannerNext}`}
        aria-label="Ảnh tiếp theo"
        onClick={() => go(index + 1)}
      >
        <RightIcon />
      </button>
      <div className={styles.bannerDots}>
        {banners.map((banner, i) => (
          <button
            key={banner.publicId}
            type="button"
            className={styles.bannerDot}
            aria-label={`Xem ảnh nền ${i + 1}`}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => go(i)}
          />
        ))}
      </div>
    </section>
  );
}
