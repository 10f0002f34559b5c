import { ClockCircleIcon, LeftIcon, RightIcon } from '@/components/icons';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { PromotionInfo } from '@lumi/shared';
import { paths } from '@/config/paths';
import { useGetPromotionsInfoQuery } from '@/lib/catalog-api';
import { formatRemaining, useCountdownTo } from '@/hooks/use-countdown-to';
import { HomeHero } from './home-hero';
import styles from './home-shop.module.css';
import { ResponsiveImage } from '@/components/responsive-image';
import { wrapIndex } from '@/lib/wrap-index';

/** How wide the banner is shown (the page's content width, full width on phones). */
const BANNER_SIZES = '(min-width: 1200px) 1152px, (min-width: 641px) calc(100vw - 48px), calc(100vw - 32px)';

const AUTOPLAY_MS = 6000;

/**
 * The top of the home page: the banners of the running promotions (`GET /products/promotions-info`)
 * as a slider, each leading to /promotions; the brand hero when no promotion is running.
 */
/**
 * The page's h1 while the banners stand in for the hero (whose own h1 is its visible title): the site's name and
 * promise, for screen readers and the outline of the page.
 */
function BannerHeading() {
  return <h1 className="visually-hidden">Lumi — mỹ phẩm chính hãng, đồng hành cùng bác sĩ da liễu</h1>;
}

export function HomeBanners() {
  const { data: promotions, isLoading } = useGetPromotionsInfoQuery();

  if (isLoading) {
    return (
      <section className={styles.bannerSection} aria-label="Khuyến mãi nổi bật">
        <BannerHeading />
        <div className={styles.container}>
          <div className={`${styles.bannerFrame} ${styles.shimmer}`} role="status" aria-label="Đang tải..." />
          <div className={styles.bannerBadgesSkeleton} aria-hidden="true" />
        </div>
      </section>
    );
  }
  // The server lists the running promotions only.
  if (!promotions || promotions.length === 0) return <HomeHero />;
  return <BannerSlider promotions={promotions} />;
}

function BannerSlider({ promotions }: { promotions: PromotionInfo[] }) {
  const [index, setIndex] = useState(0);
  const [isPaused, setPaused] = useState(false);
  const count = promotions.length;
  const touchStart = useRef<number | null>(null);

  const go = useCallback((next: number) => setIndex(wrapIndex(next, count)), [count]);

  useEffect(() => {
    if (count < 2 || isPaused) return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [count, isPaused]);

  const current = promotions[Math.min(index, count - 1)];

  return (
    <section
      className={styles.bannerSection}
      aria-roledescription="carousel"
      aria-label="Khuyến mãi nổi bật"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <BannerHeading />
      <div className={`${styles.container} ${styles.bannerWrap}`}>
        <div
          className={styles.bannerFrame}
          onTouchStart={(event) => {
            touchStart.current = event.touches[0]?.clientX ?? null;
          }}
          onTouchEnd={(event) => {
            const start = touchStart.current;
            const end = event.changedTouches[0]?.clientX;
            touchStart.current = null;
            if (start === null || end === undefined || Math.abs(end - start) < 40) return;
            go(end < start ? index + 1 : index - 1);
          }}
        >
          <div className={styles.bannerTrack} style={{ transform: `translateX(-${index * 100}%)` }}>
            {promotions.map((promotion, i) => (
              <Link
                key={promotion._id}
                to={paths.shop.promotions.getHref()}
                className={styles.bannerSlide}
                aria-roledescription="slide"
                aria-label={`${i + 1} / ${count}: ${promotion.name}`}
                aria-hidden={i !== index}
                tabIndex={i === index ? 0 : -1}
              >
                <ResponsiveImage
                  src={promotion.banner.url}
                  alt={promotion.name}
                  className={styles.bannerImage}
                  width={1600}
                  height={600}
                  sizes={BANNER_SIZES}
                  priority={i === 0}
                />
              </Link>
            ))}
          </div>
          {count > 1 && (
            <>
              <button
                type="button"
                className={`${styles.bannerArrow} ${styles.bannerPrev}`}
                aria-label="Khuyến mãi trước"
                onClick={() => go(index - 1)}
              >
                <LeftIcon />
              </button>
              <button
                type="button"
                className={`${styles.bannerArrow} ${styles.bannerNext}`}
                aria-label="Khuyến mãi tiếp theo"
                onClick={() => go(index + 1)}
              >
                <RightIcon />
              </button>
              <div className={styles.bannerDots}>
                {promotions.map((promotion, i) => (
                  <button
                    key={promotion._id}
                    type="button"
                    className={i === index ? styles.bannerDotActive : styles.bannerDot}
                    aria-label={`Xem khuyến mãi ${i + 1}: ${promotion.name}`}
                    aria-current={i === index}
                    onClick={() => go(i)}
                  />
                ))}
              </div>
            </>
          )}
        </div>
        {/* On a phone the banner's own lettering is a few pixels tall (a 1600×600 picture shown whole, 328 px wide):
            the promotion is named in text under it (issue 24). */}
        {current && (
          <p className={styles.bannerCaption} aria-hidden="true">
            {current.name}
          </p>
        )}
        {current && <BannerBadges promotion={current} />}
      </div>
    </section>
  );
}

function BannerBadges({ promotion }: { promotion: PromotionInfo }) {
  const remaining = useCountdownTo(promotion.endDate);
  return (
    <div className={styles.bannerBadges} aria-live="off">
      {promotion.maxDiscountPercentage > 0 && (
        <span className={styles.bannerBadgeHot}>Giảm đến {promotion.maxDiscountPercentage}%</span>
      )}
      {remaining && remaining.total > 0 && (
        <span className={styles.bannerBadge}>
          <ClockCircleIcon /> Kết thúc sau {formatRemaining(remaining)}
        </span>
      )}
    </div>
  );
}
