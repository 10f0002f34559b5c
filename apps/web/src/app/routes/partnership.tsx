import { PageTitle } from '@/components/page-title';
import { PartnershipPage } from '@/features/clinic';

/** `/partnership` — clinics that want to join: benefits, FAQ, contact form. */
export default function PartnershipRoute() {
  return (
    <>
      <PageTitle clinic title="Liên hệ hợp tác" />
      <PartnershipPage />
    </>
  );
}
