export { Lightbox, type LightboxProps } from './lightbox';
