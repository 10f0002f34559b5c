import { PREFETCH, type Prefetch } from '@/lib/prefetch';
import { toRequest } from '@/lib/list-query';
import { adminCatalogApi } from './api/admin-catalog-api';
import { productsQuery } from './utils/list-query';

/** `/admin/products`' list, with the filters of the address, as its hook asks for it. */
export const prefetchAdminProducts: Prefetch = async ({ store, url }) => {
  await store.dispatch(
    adminCatalogApi.endpoints.listAdminProducts.initiate(
      toRequest(productsQuery.parse(url.searchParams)),
      PREFETCH,
    ),
  );
};
