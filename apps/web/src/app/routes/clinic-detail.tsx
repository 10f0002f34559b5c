import { useParams } from 'react-router';
import { ClinicDetailPage } from '@/features/clinic';
import NotFoundRoute from './not-found';

/** `/clinic-detail/{slug}` — one clinic; an unknown or inactive one shows the not-found page. */
export default function ClinicDetailRoute() {
  const { slug = '' } = useParams();
  return <ClinicDetailPage slug={slug} notFound={<NotFoundRoute />} />;
}
