import type {
  BrandProductsResponse,
  CategoryProductsResponse,
  ClinicSummary,
  DoctorSummary,
  FilterOptions,
  Pagination,
  ProductSortOrder,
  ProductSummary,
  ProductTag,
  PromotionProductsResponse,
  SearchType,
  SkinFilterQuery,
} from '@lumi/shared';
import { api, pickData, type ListEnvelope } from '@/lib/api';

/**
 * The catalogue's listings and site search (api-contract §3.3, §3.4, §4.11). Listing answers keep the
 * whole body: besides `data` and `pagination` they carry `category` / `brand` / `filters` /
 * `maxDiscountPercentage` at the top level.
 */

/**
 * The filters every product listing understands (api-contract §1.8, decision 13), and the skin filters (issue 32):
 * `skinTypes` (any of), `concerns` (any of), `avoid` (none of these ingredient families).
 */
export type ProductListingFilters = SkinFilterQuery & {
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

/** The overview's words, and the skin filters narrowing its products (issue 32). */
export type SiteSearchArgs = SkinFilterQuery & { search: string };

export type SiteSearchListArgs<T extends SearchType = SearchType> = SkinFilterQuery & {
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

    /** `GET /search?search=` without `type`: up to 8 of each kind and the totals. */
    siteSearch: build.query<SiteSearchOverview, SiteSearchArgs>({
      query: (params) => ({ url: '/search', params }),
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
  useGetCategoryProductsQuery,
  useGetBrandProductsQuery,
  useGetPromotionProductsQuery,
  useGetAllOtherProductsQuery,
  useGetFilterOptionsQuery,
  useSiteSearchQuery,
  useSiteSearchListQuery,
} = catalogApi;
