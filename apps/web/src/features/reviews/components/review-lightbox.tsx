import { Lightbox, type LightboxProps } from '@/components/lightbox';

/** A review's photos full screen: its own module, loaded when a photo is opened (no viewer on the page's first load). */
export default function ReviewLightbox(props: Omit<LightboxProps, 'label'>) {
  return <Lightbox {...props} label="Ảnh đánh giá" />;
}
