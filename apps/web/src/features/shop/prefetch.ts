import type { Prefetch } from '@/app/ssr/prefetch';
import { sharedCatalogApi } from '@/lib/catalog-api';
import { shopApi } from './api/shop-api';

const once = { subscribe: false } as const;

/** The shop frame: the category menu of the header. */
export const prefetchShopFrame: Prefetch = async ({ store }) => {
  await store.dispatch(sharedCatalogApi.endpoints.getCategoryTree.initiate(undefined, once));
};

/** The home page's sections: banners and promotions, categories, the HOT / NEW / SALE rows and the brands. */
export const prefetchHomePage: Prefetch = async ({ store }) => {
  await Promise.all([
    store.dispatch(sharedCatalogApi.endpoints.getPromotionsInfo.initiate(undefined, once)),
    store.dispatch(sharedCatalogApi.endpoints.getCategoryTree.initiate(undefined, once)),
    store.dispatch(shopApi.endpoints.getHomeCollections.initiate(undefined, once)),
    store.dispatch(shopApi.endpoints.getBrands.initiate(undefined, once)),
  ]);
};
