import type { ImgHTMLAttributes } from 'react';
import { useHeadCollector } from '@/lib/page-head';
import { preloadLinkFor, uploadSrcSet, VARIANT_MIME_TYPES } from './image-sources';
import styles from './responsive-image.module.css';

export type ResponsiveImageProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'alt' | 'loading' | 'decoding' | 'fetchPriority'
> & {
  src: string;
  /** The picture's own size in pixels: the browser reserves a box of this ratio, and no wider variant is listed. */
  width: number;
  height: number;
  /** How wide the picture is shown at each viewport width (the `sizes` attribute), e.g. '(min-width: 1200px) 275px, 50vw'. */
  sizes: string;
  alt: string;
  /** The page's main picture (LCP): fetched at once with high priority instead of lazily. */
  priority?: boolean;
  /**
   * A media query the picture is shown under only (a product's second picture, seen on hover): where it does not
   * hold (a phone's touch screen) nothing is downloaded and the <img> keeps an empty picture.
   */
  media?: string;
};

/** A transparent 1×1 GIF: what a `media`-only picture's <img> holds where its query does not match. */
const EMPTY_PICTURE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/**
 * A picture at the size it is shown: an upload (`/uploads/….webp`) is offered as sized AVIF and WebP variants
 * (`srcset` + `sizes`), any other url as it is. It always carries width and height, so its box is reserved before
 * it loads (no layout shift).
 */
export function ResponsiveImage({
  src,
  width,
  height,
  sizes,
  alt,
  priority = false,
  media,
  ...rest
}: ResponsiveImageProps) {
  // On a server-rendered page the main picture is preloaded from the head, as the variant the browser will pick
  // (React does not preload a picture's <img>: its source may be another format).
  const collector = useHeadCollector();
  if (collector && priority) {
    const link = preloadLinkFor(src, sizes, width);
    collector.declarePreload({
      href: link.href ?? src,
      ...(link.imagesrcset ? { srcset: link.imagesrcset, sizes: link.imagesizes } : {}),
      ...(link.type ? { type: link.type } : {}),
    });
  }
  const loading = priority
    ? ({ loading: 'eager', fetchPriority: 'high' } as const)
    : ({ loading: 'lazy', decoding: 'async' } as const);
  const avif = uploadSrcSet(src, 'avif', width);
  const webp = uploadSrcSet(src, 'webp', width);
  if (media !== undefined) {
    return (
      <picture className={styles.picture}>
        {avif !== null && <source media={media} type={VARIANT_MIME_TYPES.avif} srcSet={avif} sizes={sizes} />}
        {webp !== null ? (
          <source media={media} type={VARIANT_MIME_TYPES.webp} srcSet={webp} sizes={sizes} />
        ) : (
          <source media={media} srcSet={src} />
        )}
        <img {...rest} {...loading} alt={alt} width={width} height={height} src={EMPTY_PICTURE} />
      </picture>
    );
  }
  if (avif === null || webp === null) {
    return <img {...rest} {...loading} alt={alt} width={width} height={height} src={src} />;
  }
  return (
    <picture className={styles.picture}>
      <source type={VARIANT_MIME_TYPES.avif} srcSet={avif} sizes={sizes} />
      {/* Loading hints and sizes before the sources: some browsers start the fetch as soon as src is set. */}
      <img
        {...rest}
        {...loading}
        alt={alt}
        width={width}
        height={height}
        sizes={sizes}
        srcSet={webp}
        src={src}
      />
    </picture>
  );
}
