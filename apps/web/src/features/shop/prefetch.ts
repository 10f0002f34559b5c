import { PREFETCH, type Prefetch } from '@/lib/prefetch';
import { sharedCatalogApi } from '@/lib/catalog-api';
import { shopApi } from './api/shop-api';

/** The shop frame: the category menu of the header. */
export const prefetchShopFrame: Prefetch = async ({ store }) => {
  await store.dispatch(sharedCatalogApi.endpoints.getCategoryTree.initiate(undefined, PREFETCH));
};

/** The home page's sections: banners and promotions, categories, the HOT / NEW / SALE rows and the brands. */
export const prefetchHomePage: Prefetch = async ({ store }) => {
  await Promise.all([
    store.dispatch(sharedCatalogApi.endpoints.getPromotionsInfo.initiate(undefined, PREFETCH)),
    store.dispatch(sharedCatalogApi.endpoints.getCategoryTree.initiate(undefined, PREFETCH)),
    store.dispatch(shopApi.endpoints.getHomeCollections.initiate(undefined, PREFETCH)),
    store.dispatch(shopApi.endpoints.getBrands.initiate(undefined, PREFETCH)),
  ]);
};
