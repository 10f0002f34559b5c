import { RequireUser } from '@/app/guards';
import { PageTitle } from '@/components/page-title';
import { DepositReturnPage } from '@/features/booking';

/** `/booking-deposit-return?vnp_…` — the result of paying a booking's deposit at VNPay (ADR 0061). */
export default function BookingDepositReturnRoute() {
  return (
    <>
      <PageTitle title="Kết quả đặt cọc" />
      <RequireUser>
        <DepositReturnPage />
      </RequireUser>
    </>
  );
}
