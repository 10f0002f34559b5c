import type { CategoryNode, Product, PromotionInfo } from '@lumi/shared';
import { api, pickData } from '@/lib/api';

/**
 * The public catalogue reads that several features share: the category tree (menu, listings), a
 * product (its page, the cart's lines) and the running promotions (home, promotions page).
 */
export const sharedCatalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /categories`: the whole tree (menu). */
    getCategoryTree: build.query<CategoryNode[], void>({
      query: () => '/categories',
      transformResponse: pickData<CategoryNode[]>,
      providesTags: [{ type: 'Category', id: 'TREE' }],
      keepUnusedDataFor: 600,
    }),

    /** `GET /products/detail/{id or slug}`: an enabled product. */
    getProductDetail: build.query<Product, string>({
      query: (idOrSlug) => `/products/detail/${encodeURIComponent(idOrSlug)}`,
      transformResponse: pickData<Product>,
      providesTags: (result, _error, idOrSlug) =>
        result ? [{ type: 'Product', id: result._id }] : [{ type: 'Product', id: idOrSlug }],
    }),

    /** `GET /products/promotions-info`: the running promotions (pop-up, promotions hero). */
    getPromotionsInfo: build.query<PromotionInfo[], void>({
      query: () => '/products/promotions-info',
      transformResponse: pickData<PromotionInfo[]>,
      providesTags: [{ type: 'Promotion', id: 'LIST' }],
    }),
  }),
});

export const { useGetCategoryTreeQuery, useGetProductDetailQuery, useGetPromotionsInfoQuery } =
  sharedCatalogApi;
