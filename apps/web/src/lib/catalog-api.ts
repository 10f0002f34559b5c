import type {
  Brand,
  BrandProductsResponse,
  CategoryNode,
  CategoryProductsResponse,
  ClinicSummary,
  DoctorSummary,
  FilterOptions,
  HomeCollection,
  Pagination,
  Product,
  ProductSortOrder,
  ProductSummary,
  ProductTag,
  PromotionInfo,
  PromotionProductsResponse,
  SearchType,
} from '@lumi/shared';
import { api, pickData, type ListEnvelope } from '@/lib/api';

/**
 * The public catalogue calls (api-contract §3.3, §3.4, §4.11). Listing answers keep the whole body:
 * besides `data` and `pagination` they carry `category` / `brand` / `filters` / `maxDiscountPercentage`
 * at the top level.
 */

/** The filters every product listing understands (api-contract §1.8, decision 13). */
export type ProductListingFilters = {
  page?: number;
  pageSize?: number;
  /** 'min-max' in đồng; either side may be empty. */
  priceRange?: string;
  /** Average rating ≥ this value. */
  rating?: number;
  tags?: ProductTag[];
  sortOrder?: ProductSortOrder;
};

export type CategoryProductsArgs = ProductListingFilters & {
  slug: string;
  brands?: string[];
  /** Category ids inside this category's subtree (synonym `subcategoriesList`). */
  categories?: string[];
};

export type BrandProductsArgs = ProductListingFilters & {
  slug: string;
  /** Category subtrees (synonyms `categories`, `subcategoriesList`). */
  categoriesList?: string[];
};

export type PromotionProductsArgs = ProductListingFilters & {
  brands?: string[];
  categoriesList?: string[];
};

export type AllOtherProductsArgs = { page?: number; pageSize?: number };

export type SiteSearchOverview = {
  products: ProductSummary[];
  doctors: DoctorSummary[];
  clinics: ClinicSummary[];
  totals: Record<SearchType, number>;
};

export type SiteSearchItems = {
  products: ProductSummary;
  doctors: DoctorSummary;
  clinics: ClinicSummary;
};

export type SiteSearchListArgs<T extends SearchType = SearchType> = {
  search: string;
  type: T;
  page?: number;
  pageSize?: number;
};

export type SiteSearchList<T extends SearchType = SearchType> = {
  data: SiteSearchItems[T][];
  pagination: Pagination;
};

export type ProductList = ListEnvelope<ProductSummary>;

export const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /categories`: the whole tree (menu). */
    getCategoryTree: build.query<CategoryNode[], void>({
      query: () => '/categories',
      transformResponse: pickData<CategoryNode[]>,
      providesTags: [{ type: 'Category', id: 'TREE' }],
      keepUnusedDataFor: 600,
    }),

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

    /** `GET /products/detail/{id or slug}`: an enabled product. */
    getProductDetail: build.query<Product, string>({
      query: (idOrSlug) => `/products/detail/${encodeURIComponent(idOrSlug)}`,
      transformResponse: pickData<Product>,
      providesTags: (result, _error, idOrSlug) =>
        result ? [{ type: 'Product', id: result._id }] : [{ type: 'Product', id: idOrSlug }],
    }),

    /** `GET /products/search?search=`: the 10 best matches for the header box. */
    searchSuggestions: build.query<ProductSummary[], string>({
      query: (search) => ({ url: '/products/search', params: { search } }),
      transformResponse: pickData<ProductSummary[]>,
      providesTags: [{ type: 'Product', id: 'SEARCH' }],
      keepUnusedDataFor: 30,
    }),

    /** `GET /products/categories/{slug}`: a page of products + `category` + `filters`. */
    getCategoryProducts: build.query<CategoryProductsResponse, CategoryProductsArgs>({
      query: ({ slug, ...params }) => ({ url: `/products/categories/${encodeURIComponent(slug)}`, params }),
      providesTags: (result) => [
        { type: 'Product', id: 'LIST' },
        ...(result ? [{ type: 'Category' as const, id: result.category._id }] : []),
      ],
    }),

    /** `GET /products/brands/{slug}`: a page of products + `brand` + `filters`. */
    getBrandProducts: build.query<BrandProductsResponse, BrandProductsArgs>({
      query: ({ slug, ...params }) => ({ url: `/products/brands/${encodeURIComponent(slug)}`, params }),
      providesTags: (result) => [
        { type: 'Product', id: 'LIST' },
        ...(result ? [{ type: 'Brand' as const, id: result.brand._id }] : []),
      ],
    }),

    /** `GET /products/promotions`: products with a running promotion + `maxDiscountPercentage` + `filters`. */
    getPromotionProducts: build.query<PromotionProductsResponse, PromotionProductsArgs | void>({
      query: (params) => ({ url: '/products/promotions', params: params ?? {} }),
      providesTags: [
        { type: 'Product', id: 'LIST' },
        { type: 'Promotion', id: 'LIST' },
      ],
    }),

    /** `GET /products/all-other`: enabled products, newest first. */
    getAllOtherProducts: build.query<ProductList, AllOtherProductsArgs | void>({
      query: (params) => ({ url: '/products/all-other', params: params ?? {} }),
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),

    /** `GET /products/filter-options`: categories, brands, price bands, tags, ratings, promotions. */
    getFilterOptions: build.query<FilterOptions, void>({
      query: () => '/products/filter-options',
      transformResponse: pickData<FilterOptions>,
      providesTags: [
        { type: 'Product', id: 'LIST' },
        { type: 'Category', id: 'TREE' },
        { type: 'Brand', id: 'LIST' },
      ],
    }),

    /** `GET /products/promotions-info`: the running promotions (pop-up, promotions hero). */
    getPromotionsInfo: build.query<PromotionInfo[], void>({
      query: () => '/products/promotions-info',
      transformResponse: pickData<PromotionInfo[]>,
      providesTags: [{ type: 'Promotion', id: 'LIST' }],
    }),

    /** `GET /search?search=` without `type`: up to 8 of each kind and the totals. */
    siteSearch: build.query<SiteSearchOverview, { search: string }>({
      query: ({ search }) => ({ url: '/search', params: { search } }),
      transformResponse: pickData<SiteSearchOverview>,
      providesTags: [{ type: 'Product', id: 'SEARCH' }],
    }),

    /** `GET /search?search=&type=`: one kind, paginated (12 products, else 10 per page). */
    siteSearchList: build.query<SiteSearchList, SiteSearchListArgs>({
      query: (params) => ({ url: '/search', params }),
      transformResponse: (response: ListEnvelope<SiteSearchItems[SearchType]>) => ({
        data: response.data,
        pagination: response.pagination,
      }),
      providesTags: [{ type: 'Product', id: 'SEARCH' }],
    }),
  }),
});

export const {
  useGetCategoryTreeQuery,
  useGetBrandsQuery,
  useGetHomeCollectionsQuery,
  useGetProductDetailQuery,
  useSearchSuggestionsQuery,
  useLazySearchSuggestionsQuery,
  useGetCategoryProductsQuery,
  useGetBrandProductsQuery,
  useGetPromotionProductsQuery,
  useGetAllOtherProductsQuery,
  useGetFilterOptionsQuery,
  useGetPromotionsInfoQuery,
  useSiteSearchQuery,
  useSiteSearchListQuery,
} = catalogApi;
