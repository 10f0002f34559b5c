import { useEffect, useRef, useState } from 'react';
import { avatarColour, avatarInitials } from '@lumi/shared';
import { uploadSrcSet } from '@/components/responsive-image/image-sources';
import styles from './person-avatar.module.css';

export type PersonAvatarProps = {
  /** The picture's address; without one (or when it fails to load) the initials show on the name's colour. */
  src?: string | null;
  /** Whose avatar: the initials and the colour of the fallback. */
  name: string;
  /** Square size in pixels. */
  size: number;
  /** Empty when the name is written beside the avatar (the default). */
  alt?: string;
  className?: string;
};

/**
 * A round avatar without a UI library: the picture at its final size (no layout shift), else the name's initials
 * on a colour picked from the name. Server and browser render the same markup; a picture that failed before
 * hydration is found in an effect.
 */
export function PersonAvatar({ src, name, size, alt = '', className }: PersonAvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const image = useRef<HTMLImageElement>(null);
  const classes = [styles.avatar, className].filter(Boolean).join(' ');
  const showsPicture = Boolean(src) && failedSrc !== src;

  useEffect(() => {
    const img = image.current;
    // A server-rendered <img> may have failed before React attached its onError.
    if (src && img && img.complete && img.naturalWidth === 0 && img.currentSrc) setFailedSrc(src);
  }, [src]);

  if (!showsPicture || !src) {
    return (
      <span
        className={classes}
        style={{
          width: size,
          height: size,
          fontSize: Math.round(size * 0.4),
          background: avatarColour(name),
        }}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
      >
        {avatarInitials(name)}
      </span>
    );
  }
  // An uploaded picture as its sized variants (the browser takes the one for its screen's density), not the original.
  const srcSet = uploadSrcSet(src, 'webp', size * 3);
  return (
    <img
      ref={image}
      className={classes}
      src={src}
      srcSet={srcSet ?? undefined}
      sizes={srcSet ? `${size}px` : undefined}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  );
}
