import { RequireUser } from '@/app/guards';
import { PageTitle } from '@/components/page-title';
import { CheckoutPage } from '@/features/checkout';

/** `/checkout` — ordering the cart (login required, like /account). */
export default function CheckoutRoute() {
  return (
    <>
      <PageTitle title="Thanh toán" />
      <RequireUser>
        <CheckoutPage />
      </RequireUser>
    </>
  );
}
