import { lazy, Suspense } from 'react';
import type { LightboxProps } from './lightbox';

/**
 * The viewer's code as a download of its own (issue 26): no page needs it before a picture is opened. Callers start
 * it on the first hover or focus of a picture (`preloadLightbox`), so a click rarely waits for it.
 */
export const preloadLightbox = () => import('./lightbox');

const LazyLightbox = lazy(async () => ({ default: (await preloadLightbox()).Lightbox }));

/** `Lightbox`, loaded when first shown; nothing is drawn while its code arrives. */
export function LaterLightbox(props: LightboxProps) {
  return (
    <Suspense fallback={null}>
      <LazyLightbox {...props} />
    </Suspense>
  );
}
