import { laterSection } from '@/components/later-section';

/** The product page's last section (the same category's products), downloaded and hydrated after the first screen. */
export const LaterRelatedProducts = laterSection(
  () => import('./related-products').then((module) => module.RelatedProducts),
  0,
);
