import { OnlineConsultationPage } from '@/features/booking';

/** `/online-consultation` — how online visits work, and the customer's confirmed visits to come. */
export default function OnlineConsultationRoute() {
  return <OnlineConsultationPage />;
}
