import { RequireUser } from '@/app/guards';
import { PageTitle } from '@/components/page-title';
import { OrderReturnPage } from '@/features/orders';

/** `/order-return?orderId=…&method=…` — the result of placing an order. */
export default function OrderReturnRoute() {
  return (
    <>
      <PageTitle title="Kết quả đặt hàng" />
      <RequireUser>
        <OrderReturnPage />
      </RequireUser>
    </>
  );
}
