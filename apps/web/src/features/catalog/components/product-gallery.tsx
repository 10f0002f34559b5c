import { LeftIcon, RightIcon, ZoomInIcon } from '@/components/icons';
import { useState, type PointerEvent as ReactPointerEvent } from 'react';
import type { Image } from '@lumi/shared';
import styles from './product-detail.module.css';
import { LaterLightbox, preloadLightbox } from '@/components/lightbox';
import { ResponsiveImage } from '@/components/responsive-image';
import { wrapIndex } from '@/lib/wrap-index';

/** How wide the main picture is shown (half the page beside the purchase column, full width on phones). */
const STAGE_SIZES =
  '(min-width: 1200px) 543px, (min-width: 961px) calc((100vw - 88px) / 2.05), (min-width: 576px) calc(100vw - 48px), calc(100vw - 28px)';

type ProductGalleryProps = {
  images: Image[];
  name: string;
  /** The image shown (a colour switches it); the thumbnails change it too. */
  index: number;
  onIndexChange: (index: number) => void;
  /** Shown over the image, e.g. '-20%'. */
  badge?: string | null;
};

/**
 * The product's pictures: a large image that zooms under the pointer, thumbnails below, and a
 * full-screen viewer (click the image; ←/→ browse, Esc closes).
 */
export function ProductGallery({ images, name, index, onIndexChange, badge }: ProductGalleryProps) {
  const [zoom, setZoom] = useState<{ x: number; y: number } | null>(null);
  const [isViewerOpen, setViewerOpen] = useState(false);
  const count = images.length;
  const current = images[Math.min(index, count - 1)];
  const go = (next: number) => onIndexChange(wrapIndex(next, count));

  const onPointerMove = (event: ReactPointerEvent<HTMLButtonElement>) => {
    if (event.pointerType !== 'mouse') return;
    const rect = event.currentTarget.getBoundingClientRect();
    setZoom({
      x: ((event.clientX - rect.left) / rect.width) * 100,
      y: ((event.clientY - rect.top) / rect.height) * 100,
    });
  };

  if (!current) return null;

  return (
    <div className={styles.gallery}>
      <div className={styles.stage}>
        <button
          type="button"
          className={styles.stageButton}
          aria-label={`Phóng to ảnh ${index + 1} của ${name}`}
          onClick={() => setViewerOpen(true)}
          onPointerEnter={() => void preloadLightbox()}
          onFocus={() => void preloadLightbox()}
          onPointerMove={onPointerMove}
          onPointerLeave={() => setZoom(null)}
        >
          <ResponsiveImage
            src={current.url}
            alt={name}
            className={styles.stageImage}
            style={zoom ? { transform: 'scale(2)', transformOrigin: `${zoom.x}% ${zoom.y}%` } : undefined}
            width={800}
            height={800}
            sizes={STAGE_SIZES}
            priority
          />
        </button>
        {badge && <span className={styles.stageBadge}>{badge}</span>}
        <span className={styles.stageHint} aria-hidden="true">
          <ZoomInIcon /> Rê chuột để phóng to
        </span>
        {count > 1 && (
          <>
            <button
              type="button"
              className={`${styles.stageArrow} ${styles.stagePrev}`}
              aria-label="Ảnh trước"
              onClick={() => go(index - 1)}
            >
              <LeftIcon />
            </button>
            <button
              type="button"
              className={`${styles.stageArrow} ${styles.stageNext}`}
              aria-label="Ảnh tiếp theo"
              onClick={() => go(index + 1)}
            >
              <RightIcon />
            </button>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className={styles.thumbs} aria-label="Ảnh sản phẩm">
          {images.map((image, i) => (
            <li key={image.url}>
              <button
                type="button"
                className={i === index ? styles.thumbActive : styles.thumb}
                aria-label={`Xem ảnh ${i + 1}`}
                aria-current={i === index}
                onClick={() => onIndexChange(i)}
              >
                <ResponsiveImage src={image.url} alt="" width={80} height={80} sizes="80px" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {isViewerOpen && (
        <LaterLightbox
          images={images}
          label={`Ảnh ${name}`}
          index={index}
          onIndexChange={go}
          onClose={() => setViewerOpen(false)}
        />
      )}
    </div>
  );
}
