import { PREFETCH, type Prefetch } from '@/lib/prefetch';
import { adminOrdersApi } from './api/admin-orders-api';
import { ordersQuery, toOrdersRequest } from './utils/orders-query';

/** `/admin/orders`' list, with the filters of the address, as its hook asks for it. */
export const prefetchAdminOrders: Prefetch = async ({ store, url }) => {
  await store.dispatch(
    adminOrdersApi.endpoints.listAdminOrders.initiate(
      toOrdersRequest(ordersQuery.parse(url.searchParams)),
      PREFETCH,
    ),
  );
};
