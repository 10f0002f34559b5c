import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { SITE_NAME } from '@lumi/shared';
import { PageTitle } from '@/components/page-title';
import {
  HomeBanners,
  HomeBrands,
  HomeCategories,
  HomePromotions,
  HomeCollection,
  HomeClinic,
  HomeMember,
  HomeServices,
  prefetchHomePage,
} from '@/features/shop';
import { prefetchLoader } from '@/lib/prefetch';

/**
 * `/` — the shop home (plain React and CSS, no antd): the running promotions' banners (the brand
 * hero when none runs), why Lumi, categories, the HOT / NEW / SALE collections, the running
 * promotions with their countdown, brands, Lumi Clinic and membership. Sections without data hide.
 */
export default function HomeRoute() {
  const { hash } = useLocation();

  // Links such as '/#lumi-clinic' from another page land on the section once it is rendered.
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [hash]);

  return (
    <>
      <PageTitle exact title={`${SITE_NAME} - Hãy cùng chăm sóc làn da của bạn cùng chúng tôi`} />
      <HomeBanners />
      <HomeServices />
      <HomeCategories />
      <HomeCollection tag="HOT" />
      <HomePromotions />
      <HomeCollection tag="NEW" />
      <HomeCollection tag="SALE" />
      <HomeBrands />
      <HomeClinic />
      <HomeMember />
    </>
  );
}

/** Server rendering and early fetching of the home page's sections (ADR 0025). */
export const loader = prefetchLoader(prefetchHomePage);
