import { useParams } from 'react-router';
import { RequireUser } from '@/app/guards';
import { PageTitle } from '@/components/page-title';
import { OrderDetailPage } from '@/features/orders';
import { ReviewModal } from '@/features/reviews';

/** `/order-detail/:id` — one of the customer's orders. */
export default function OrderDetailRoute() {
  const { id = '' } = useParams();
  return (
    <>
      <PageTitle title="Chi tiết đơn hàng" />
      <RequireUser>
        <OrderDetailPage id={id} ReviewModal={ReviewModal} />
      </RequireUser>
    </>
  );
}
