import { PREFETCH, type Prefetch } from '@/lib/prefetch';
import { adminReturnsApi } from './api/admin-returns-api';
import { returnsQuery, toReturnsRequest } from './utils/returns-query';

/** `/admin/returns`' list, with the filters of the address, as its hook asks for it. */
export const prefetchAdminReturns: Prefetch = async ({ store, url }) => {
  await store.dispatch(
    adminReturnsApi.endpoints.listAdminReturns.initiate(
      toReturnsRequest(returnsQuery.parse(url.searchParams)),
      PREFETCH,
    ),
  );
};
