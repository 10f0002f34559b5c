import {
  IMAGE_VARIANT_WIDTHS,
  imageVariantUrl,
  uploadedImagePublicId,
  type ImageVariantFormat,
} from '@lumi/shared';

/** The MIME type a `<source>` or a preload names for each variant format. */
export const VARIANT_MIME_TYPES: Record<ImageVariantFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
};

/** True for a picture stored by the server (`/uploads/{publicId}.webp`): only those have sized variants. */
export function isUploadedImage(url: string): boolean {
  return uploadedImagePublicId(url) !== null;
}

/**
 * The `srcset` of an uploaded picture's sized variants ('/uploads/x-w160.avif 160w, …'), or null for any other
 * url. With `maxWidth` (the picture's own width) it stops at the first listed width that covers it: the server
 * never enlarges, so the wider names would be the same file.
 */
export function uploadSrcSet(url: string, format: ImageVariantFormat, maxWidth?: number): string | null {
  if (!isUploadedImage(url)) return null;
  const cover = maxWidth === undefined ? undefined : IMAGE_VARIANT_WIDTHS.find((w) => w >= maxWidth);
  const widths = cover === undefined ? IMAGE_VARIANT_WIDTHS : IMAGE_VARIANT_WIDTHS.filter((w) => w <= cover);
  return widths.map((w) => `${imageVariantUrl(url, w, format)} ${w}w`).join(', ');
}

/** The attributes of a `<link>` that preloads the LCP picture, named as in HTML. */
export type PreloadLinkAttributes = {
  rel: 'preload';
  as: 'image';
  fetchpriority: 'high';
  href?: string;
  type?: string;
  imagesrcset?: string;
  imagesizes?: string;
};

/**
 * `<link rel="preload" as="image" imagesrcset imagesizes fetchpriority="high">` for the picture a page shows first,
 * matching what `ResponsiveImage` (with the same `sizes`) will pick, so the browser fetches it once. For an upload
 * it preloads the AVIF candidates with `type="image/avif"`: a browser without AVIF skips the hint instead of
 * fetching a file the `<picture>` would not use. Any other url is preloaded as it is.
 */
export function preloadLinkFor(url: string, sizes: string, maxWidth?: number): PreloadLinkAttributes {
  const srcSet = uploadSrcSet(url, 'avif', maxWidth);
  if (srcSet === null) return { rel: 'preload', as: 'image', fetchpriority: 'high', href: url };
  return {
    rel: 'preload',
    as: 'image',
    fetchpriority: 'high',
    type: VARIANT_MIME_TYPES.avif,
    imagesrcset: srcSet,
    imagesizes: sizes,
  };
}
