export { ResponsiveImage, type ResponsiveImageProps } from './responsive-image';
export {
  isUploadedImage,
  preloadLinkFor,
  uploadSrcSet,
  VARIANT_MIME_TYPES,
  type PreloadLinkAttributes,
} from './image-sources';
