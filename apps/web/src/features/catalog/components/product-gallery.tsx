import { CloseOutlined, LeftOutlined, RightOutlined, ZoomInOutlined } from '@ant-design/icons';
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { createPortal } from 'react-dom';
import type { Image } from '@lumi/shared';
import styles from './product-detail.module.css';

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
  const go = (next: number) => onIndexChange(((next % count) + count) % count);

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
          onPointerMove={onPointerMove}
          onPointerLeave={() => setZoom(null)}
        >
          <img
            src={current.url}
            alt={name}
            className={styles.stageImage}
            style={zoom ? { transform: 'scale(2)', transformOrigin: `${zoom.x}% ${zoom.y}%` } : undefined}
            width={800}
            height={800}
            fetchPriority="high"
          />
        </button>
        {badge && <span className={styles.stageBadge}>{badge}</span>}
        <span className={styles.stageHint} aria-hidden="true">
          <ZoomInOutlined aria-hidden="true" /> Rê chuột để phóng to
        </span>
        {count > 1 && (
          <>
            <button
              type="button"
              className={`${styles.stageArrow} ${styles.stagePrev}`}
              aria-label="Ảnh trước"
              onClick={() => go(index - 1)}
            >
              <LeftOutlined aria-hidden="true" />
            </button>
            <button
              type="button"
              className={`${styles.stageArrow} ${styles.stageNext}`}
              aria-label="Ảnh tiếp theo"
              onClick={() => go(index + 1)}
            >
              <RightOutlined aria-hidden="true" />
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
                <img src={image.url} alt="" loading="lazy" width={80} height={80} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {isViewerOpen && (
        <Lightbox
          images={images}
          name={name}
          index={index}
          onIndexChange={go}
          onClose={() => setViewerOpen(false)}
        />
      )}
    </div>
  );
}

function Lightbox({
  images,
  name,
  index,
  onIndexChange,
  onClose,
}: {
  images: Image[];
  name: string;
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}) {
  const closeButton = useRef<HTMLButtonElement>(null);
  const current = images[index];
  const count = images.length;
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    closeButton.current?.focus();
    return () => {
      document.body.style.overflow = previous;
      opener?.focus();
    };
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      else if (event.key === 'ArrowRight') onIndexChange(index + 1);
      else if (event.key === 'ArrowLeft') onIndexChange(index - 1);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [index, onIndexChange, onClose]);

  if (!current) return null;
  // On the body: inside the sticky gallery it would stay under the sticky header.
  return createPortal(
    <div
      className={styles.lightbox}
      role="dialog"
      aria-modal="true"
      aria-label={`Ảnh ${name}`}
      onClick={onClose}
    >
      <button
        ref={closeButton}
        type="button"
        className={styles.lightboxClose}
        aria-label="Đóng"
        onClick={onClose}
      >
        <CloseOutlined aria-hidden="true" />
      </button>
      <img
        src={current.url}
        alt={`${name} (${index + 1}/${count})`}
        className={styles.lightboxImage}
        onClick={(event) => event.stopPropagation()}
      />
      {count > 1 && (
        <>
          <button
            type="button"
            className={`${styles.lightboxArrow} ${styles.lightboxPrev}`}
            aria-label="Ảnh trước"
            onClick={(event) => {
              event.stopPropagation();
              onIndexChange(index - 1);
            }}
          >
            <LeftOutlined aria-hidden="true" />
          </button>
          <button
            type="button"
            className={`${styles.lightboxArrow} ${styles.lightboxNext}`}
            aria-label="Ảnh tiếp theo"
            onClick={(event) => {
              event.stopPropagation();
              onIndexChange(index + 1);
            }}
          >
            <RightOutlined aria-hidden="true" />
          </button>
          <span className={styles.lightboxCount}>
            {index + 1} / {count}
          </span>
        </>
      )}
    </div>,
    document.body,
  );
}
