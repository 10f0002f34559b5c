import { laterSection } from '@/components/later-section';

/** The doctors a product page recommends (below its reviews), downloaded and hydrated after the first screen. */
export const LaterRecommendedDoctors = laterSection(
  () => import('./recommended-doctors').then((module) => module.RecommendedDoctors),
  0,
);
