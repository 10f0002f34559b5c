export type { LightboxProps } from './lightbox';
export { LaterLightbox, preloadLightbox } from './later-lightbox';
