import type { Brand, HomeCollection, ProductSummary, ProductTag } from '@lumi/shared';
import { api, pickData } from '@/lib/api';

/** What only the shop's header and home page read: brands, the home collections, search suggestions. */
export const shopApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /brands`: every brand, by name. */
    getBrands: build.query<Brand[], void>({
      query: () => '/brands',
      transformResponse: pickData<Brand[]>,
      providesTags: [{ type: 'Brand', id: 'LIST' }],
      keepUnusedDataFor: 600,
    }),

    /** `GET /products/home?tags=`: up to 12 products per tag (default HOT, NEW, SALE). */
    getHomeCollections: build.query<HomeCollection[], { tags?: ProductTag[] } | void>({
      query: (args) => ({ url: '/products/home', params: { tags: args?.tags } }),
      transformResponse: pickData<HomeCollection[]>,
      providesTags: [{ type: 'Product', id: 'HOME' }],
    }),

    /** `GET /products/search?search=`: the 10 best matches for the header box. */
    searchSuggestions: build.query<ProductSummary[], string>({
      query: (search) => ({ url: '/products/search', params: { search } }),
      transformResponse: pickData<ProductSummary[]>,
      providesTags: [{ type: 'Product', id: 'SEARCH' }],
      keepUnusedDataFor: 30,
    }),
  }),
});

export const {
  useGetBrandsQuery,
  useGetHomeCollectionsQuery,
  useSearchSuggestionsQuery,
  useLazySearchSuggestionsQuery,
} = shopApi;
