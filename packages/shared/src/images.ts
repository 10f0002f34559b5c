/**
 * Sized variants of an uploaded picture (issue 14): `/uploads/{publicId}-w{W}.{webp|avif}`, made by the server from
 * the stored original on first request. The server accepts only these widths, and the web builds its `srcset` from
 * the same list.
 */
export const IMAGE_VARIANT_WIDTHS = [160, 320, 480, 640, 960, 1280, 1920] as const;
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];

export const IMAGE_VARIANT_FORMATS = ['avif', 'webp'] as const;
export type ImageVariantFormat = (typeof IMAGE_VARIANT_FORMATS)[number];

/** Where uploads are served; an upload's url is `${UPLOADS_URL_PREFIX}/{publicId}.{ext}`. */
export const UPLOADS_URL_PREFIX = '/uploads';

/**
 * A publicId: slash-separated segments of letters, digits, '_' and '-' (no dot, so no '..', and nothing to
 * decode). Uploads are `{purpose}/{uuid}`, demo pictures `seed/{folder}/{slug}`.
 */
const PUBLIC_ID = '[A-Za-z0-9_-]+(?:/[A-Za-z0-9_-]+)*';
/**
 * The API answers pictures with absolute urls (ADR 0030: `{ASSET_BASE_URL}/uploads/…`); a url stored or built by
 * hand may still be host-relative. Both are the same upload: the origin, when there is one, is kept as it is.
 */
const ORIGIN = 'https?://[^/?#\\s]+';
const UPLOAD_IMAGE_URL = new RegExp(`^(${ORIGIN})?${UPLOADS_URL_PREFIX}/(${PUBLIC_ID})\\.webp$`);
const VARIANT_URL = new RegExp(`^${UPLOADS_URL_PREFIX}/(${PUBLIC_ID})-w([1-9][0-9]{1,3})\\.(webp|avif)$`);

export function isImageVariantWidth(width: number): width is ImageVariantWidth {
  return (IMAGE_VARIANT_WIDTHS as readonly number[]).includes(width);
}

/**
 * The publicId of an uploaded picture's url (`/uploads/{publicId}.webp`, or the same after an origin), or null for
 * any other url.
 */
export function uploadedImagePublicId(url: string): string | null {
  return UPLOAD_IMAGE_URL.exec(url)?.[2] ?? null;
}

/**
 * The url of one sized variant of an uploaded picture, on the picture's own origin (none for a host-relative url),
 * or null when the url is not an uploaded picture.
 */
export function imageVariantUrl(
  url: string,
  width: ImageVariantWidth,
  format: ImageVariantFormat,
): string | null {
  const match = UPLOAD_IMAGE_URL.exec(url);
  if (!match?.[2]) return null;
  return `${match[1] ?? ''}${UPLOADS_URL_PREFIX}/${match[2]}-w${width}.${format}`;
}

/** Reads a variant's url path back: null unless it names a listed width and format exactly. */
export function parseImageVariantUrl(
  urlPath: string,
): { publicId: string; width: ImageVariantWidth; format: ImageVariantFormat } | null {
  const match = VARIANT_URL.exec(urlPath);
  if (!match?.[1] || !match[2] || !match[3]) return null;
  const width = Number(match[2]);
  if (!isImageVariantWidth(width)) return null;
  return { publicId: match[1], width, format: match[3] as ImageVariantFormat };
}
