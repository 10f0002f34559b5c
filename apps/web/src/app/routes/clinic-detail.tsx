import { useParams } from 'react-router';
import { ClinicDetailPage, prefetchClinicPage } from '@/features/clinic';
import { prefetchLoader } from '@/lib/prefetch';
import NotFoundRoute from './not-found';

/** `/clinic-detail/{slug}` — one clinic; an unknown or inactive one shows the not-found page. */
export default function ClinicDetailRoute() {
  const { slug = '' } = useParams();
  return <ClinicDetailPage slug={slug} notFound={<NotFoundRoute />} />;
}

/** Server rendering and early fetching (ADR 0025). */
export const loader = prefetchLoader(prefetchClinicPage);
