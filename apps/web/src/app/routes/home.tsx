import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { SITE_NAME } from '@lumi/shared';
import { PageTitle } from '@/components/page-title';
import { HomeHero } from '@/features/shop/components/home-hero';
import { HomeClinic, HomeMember, HomeRoutine, HomeValues } from '@/features/shop/components/home-sections';

/** `/` — the shop home. */
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
      <HomeHero />
      <HomeValues />
      <HomeRoutine />
      <HomeClinic />
      <HomeMember />
    </>
  );
}
