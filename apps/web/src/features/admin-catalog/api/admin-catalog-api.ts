import type {
  Brand,
  Category,
  CategoryFilterItem,
  CategoryNode,
  CreateBrandBody,
  CreateCategoryBody,
  CreatePromotionBody,
  Pagination,
  Product,
  ProductTag,
  Promotion,
  PromotionCandidate,
  SkinConcern,
  SkinType,
  UpdateBrandBody,
  UpdateCategoryBody,
  UpdatePromotionBody,
} from '@lumi/shared';
import { adminLoggedOut } from '@/lib/auth-slice';
import { api, pickData, type Envelope, type ListEnvelope } from '@/lib/api';
import { isApiError } from '@/lib/errors';
import { notify } from '@/lib/notify';

// ── request and answer types ───────────────────────────────────────────────────

export type Page<T> = { items: T[]; pagination: Pagination };
export type WriteResult<T> = { data: T; message: string | undefined };

export type AdminProductsRequest = {
  page: number;
  pageSize: number;
  name?: string;
  category?: string;
  brand?: string;
  tag?: ProductTag;
  sort?: 'asc' | 'desc';
};
export type PageRequest = { page: number; pageSize: number };
export type PromotionCandidatesRequest = PageRequest & { name?: string; sort?: 'asc' | 'desc' };
export type NamedPageRequest = PageRequest & { name?: string };
export type AdminPromotionsRequest = PageRequest & { startDate?: string; endDate?: string };

/**
 * The product form's body: the fields of `CreateProductBodySchema` as the browser sends them (the
 * server's preprocess also takes the reference client's spellings; this client uses the contract's).
 */
export type ProductBody = {
  name: string;
  brand: string;
  category: string;
  price: number;
  cost: number;
  weight: number;
  capacity: string | null;
  expiry: string;
  tags: ProductTag[];
  mainImage: { url: string; publicId: string };
  images: { url: string; publicId: string }[];
  description: string;
  enable: boolean;
  /** The INCI list in label order, and the skin types and concerns the product suits (issue 32). */
  ingredients: string[];
  skinTypes: SkinType[];
  concerns: SkinConcern[];
  stock: number | null;
  variants: {
    name: string;
    code: string;
    image: { url: string; publicId: string } | null;
    stock: number;
  }[];
};
export type UpdateProductArgs = { id: string; body: Partial<ProductBody> };
export type DeleteProductResult = { _id: string; deleted: boolean; message: string | undefined };

/**
 * A promotion's line as the admin answer gives it: the product summary, and its `cost` when the
 * server includes it (used for the margin preview).
 */
export type AdminPromotion = Omit<Promotion, 'products'> & {
  products: (Omit<Promotion['products'][number], 'product'> & {
    product: Promotion['products'][number]['product'] & { cost?: number; expiry?: string };
  })[];
};

// ── helpers ────────────────────────────────────────────────────────────────────

/** A list answer; a whole list (no `pagination`) counts as its only page. */
function toPage<T>(response: ListEnvelope<T> | Envelope<T[]>): Page<T> {
  const items = response.data;
  return {
    items,
    pagination: response.pagination ?? {
      page: 1,
      pageSize: Math.max(items.length, 1),
      totalPage: items.length > 0 ? 1 : 0,
      totalItems: items.length,
    },
  };
}

function toWrite<T>(response: Envelope<T>): WriteResult<T> {
  return { data: response.data, message: response.message };
}

/**
 * `onQueryStarted` of every admin catalogue call: a token the server no longer accepts (expired,
 * revoked, account stopped) signs the admin out, and the layout then opens the login. Writes are
 * toasted by the API layer; for reads the reason is shown here.
 */
function signOutWhenRejected(kind: 'query' | 'mutation') {
  return async (
    _arg: unknown,
    lifecycle: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<unknown> },
  ) => {
    try {
      await lifecycle.queryFulfilled;
    } catch (failure) {
      const error = (failure as { error?: unknown }).error;
      if (isApiError(error) && (error.status === 401 || error.code === 'ACCOUNT_DISABLED')) {
        if (kind === 'query') notify.warning(error.message);
        lifecycle.dispatch(adminLoggedOut());
      }
    }
  };
}

const byId = (id: string) => `/${encodeURIComponent(id)}`;

const PRODUCT_LIST = { type: 'Product' as const, id: 'ADMIN_LIST' };
const ALMOST_EXPIRED = { type: 'Product' as const, id: 'ALMOST_EXPIRED' };
const CANDIDATES = { type: 'Product' as const, id: 'PROMOTION_CANDIDATES' };
const CATEGORY_LIST = { type: 'Category' as const, id: 'LIST' };
const BRAND_LIST = { type: 'Brand' as const, id: 'LIST' };
const PROMOTION_LIST = { type: 'Promotion' as const, id: 'LIST' };

/** Everything a product write can change: admin lists, the shop's listings, and the counts. */
const productWriteTags = (id?: string) => [
  PRODUCT_LIST,
  ALMOST_EXPIRED,
  CANDIDATES,
  'Product' as const,
  CATEGORY_LIST,
  BRAND_LIST,
  ...(id ? [{ type: 'Product' as const, id }] : []),
];

// ── endpoints (api-contract §3.3, §3.4, §3.7) ───────────────────────────────────

/** The admin catalogue: products, categories, brands and promotions (ADMIN only). */
export const adminCatalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    // products
    listAdminProducts: build.query<Page<Product>, AdminProductsRequest>({
      query: (params) => ({ url: '/admin/products', params }),
      transformResponse: toPage<Product>,
      providesTags: (result) => [
        PRODUCT_LIST,
        ...(result?.items ?? []).map((product) => ({ type: 'Product' as const, id: product._id })),
      ],
      onQueryStarted: signOutWhenRejected('query'),
    }),
    listAlmostExpiredProducts: build.query<Page<Product>, PageRequest>({
      query: (params) => ({ url: '/admin/products/almost-expired', params }),
      transformResponse: toPage<Product>,
      providesTags: [ALMOST_EXPIRED],
      onQueryStarted: signOutWhenRejected('query'),
    }),
    listPromotionCandidates: build.query<Page<PromotionCandidate>, PromotionCandidatesRequest>({
      query: (params) => ({ url: '/admin/products/promotion-create', params }),
      transformResponse: toPage<PromotionCandidate>,
      providesTags: [CANDIDATES],
      onQueryStarted: signOutWhenRejected('query'),
    }),
    /**
     * A product's saved description for the edit modal, when the admin list answered without it: the
     * shop's detail call (enabled, unexpired products only).
     */
    getProductDescription: build.query<string, string>({
      query: (id) => `/products/detail${byId(id)}`,
      transformResponse: (response: Envelope<Product>) => response.data.description,
      providesTags: (_result, _error, id) => [{ type: 'Product', id }],
      keepUnusedDataFor: 0,
    }),
    createProduct: build.mutation<WriteResult<Product>, ProductBody>({
      query: (body) => ({ url: '/admin/products', method: 'POST', body }),
      transformResponse: toWrite<Product>,
      invalidatesTags: (_result, error) => (error ? [] : productWriteTags()),
      onQueryStarted: signOutWhenRejected('mutation'),
    }),
    updateProduct: build.mutation<WriteResult<Product>, UpdateProductArgs>({
      query: ({ id, body }) => ({ url: `/admin/products${byId(id)}`, method: 'PUT', body }),
      transformResponse: toWrite<Product>,
      invalidatesTags: (_result, error, { id }) => (error ? [] : productWriteTags(id)),
      onQueryStarted: signOutWhenRejected('mutation'),
    }),
    deleteProduct: build.mutation<DeleteProductResult, string>({
      query: (id) => ({ url: `/admin/products${byId(id)}`, method: 'DELETE' }),
      transformResponse: (response: Envelope<{ _id: string; deleted: boolean }>) => ({
        ...response.data,
        message: response.message,
      }),
      invalidatesTags: (_result, error, id) => (error ? [] : productWriteTags(id)),
      onQueryStarted: signOutWhenRejected('mutation'),
    }),

    // categories
    getAdminCategoryTree: build.query<CategoryNode[], void>({
      query: () => '/admin/categories',
      transformResponse: pickData<CategoryNode[]>,
      providesTags: [CATEGORY_LIST],
      onQueryStarted: signOutWhenRejected('query'),
    }),
    listAdminCategories: build.query<Page<Category>, NamedPageRequest>({
      query: (params) => ({ url: '/admin/categories', params }),
      transformResponse: toPage<Category>,
      providesTags: [CATEGORY_LIST],
      onQueryStarted: signOutWhenRejected('query'),
    }),
    getCategoryFilterList: build.query<CategoryFilterItem[], void>({
      query: () => '/admin/categories/filter',
      transformResponse: pickData<CategoryFilterItem[]>,
      providesTags: [CATEGORY_LIST],
      onQueryStarted: signOutWhenRejected('query'),
    }),
    getAllCategories: build.query<Category[], void>({
      query: () => '/admin/categories/all',
      transformResponse: pickData<Category[]>,
      providesTags: [CATEGORY_LIST],
      onQueryStarted: signOutWhenRejected('query'),
    }),
    createCategory: build.mutation<WriteResult<Category>, CreateCategoryBody>({
      query: (body) => ({ url: '/admin/categories', method: 'POST', body }),
      transformResponse: toWrite<Category>,
      invalidatesTags: (_result, error) => (error ? [] : [CATEGORY_LIST, 'Category']),
      onQueryStarted: signOutWhenRejected('mutation'),
    }),
    updateCategory: build.mutation<WriteResult<Category>, { id: string; body: UpdateCategoryBody }>({
      query: ({ id, body }) => ({ url: `/admin/categories${byId(id)}`, method: 'PUT', body }),
      transformResponse: toWrite<Category>,
      // A renamed or moved category changes the paths shown on products too.
      invalidatesTags: (_result, error) =>
        error ? [] : [CATEGORY_LIST, 'Category', PRODUCT_LIST, 'Product'],
      onQueryStarted: signOutWhenRejected('mutation'),
    }),
    deleteCategory: build.mutation<WriteResult<{ _id: string }>, string>({
      query: (id) => ({ url: `/admin/categories${byId(id)}`, method: 'DELETE' }),
      transformResponse: toWrite<{ _id: string }>,
      invalidatesTags: (_result, error) => (error ? [] : [CATEGORY_LIST, 'Category']),
      onQueryStarted: signOutWhenRejected('mutation'),
    }),

    // brands
    getAllBrands: build.query<Brand[], void>({
      query: () => '/admin/brands',
      transformResponse: pickData<Brand[]>,
      providesTags: [BRAND_LIST],
      onQueryStarted: signOutWhenRejected('query'),
    }),
    listAdminBrands: build.query<Page<Brand>, NamedPageRequest>({
      query: (params) => ({ url: '/admin/brands', params }),
      transformResponse: toPage<Brand>,
      providesTags: (result) => [
        BRAND_LIST,
        ...(result?.items ?? []).map((brand) => ({ type: 'Brand' as const, id: brand._id })),
      ],
      onQueryStarted: signOutWhenRejected('query'),
    }),
    createBrand: build.mutation<WriteResult<Brand>, CreateBrandBody>({
      query: (body) => ({ url: '/admin/brands', method: 'POST', body }),
      transformResponse: toWrite<Brand>,
      invalidatesTags: (_result, error) => (error ? [] : [BRAND_LIST, 'Brand']),
      onQueryStarted: signOutWhenRejected('mutation'),
    }),
    updateBrand: build.mutation<WriteResult<Brand>, { id: string; body: UpdateBrandBody }>({
      query: ({ id, body }) => ({ url: `/admin/brands${byId(id)}`, method: 'PUT', body }),
      transformResponse: toWrite<Brand>,
      invalidatesTags: (_result, error, { id }) =>
        error ? [] : [BRAND_LIST, 'Brand', { type: 'Brand', id }, PRODUCT_LIST, 'Product'],
      onQueryStarted: signOutWhenRejected('mutation'),
    }),
    deleteBrand: build.mutation<WriteResult<{ _id: string }>, string>({
      query: (id) => ({ url: `/admin/brands${byId(id)}`, method: 'DELETE' }),
      transformResponse: toWrite<{ _id: string }>,
      invalidatesTags: (_result, error) => (error ? [] : [BRAND_LIST, 'Brand']),
      onQueryStarted: signOutWhenRejected('mutation'),
    }),

    // promotions
    listAdminPromotions: build.query<Page<AdminPromotion>, AdminPromotionsRequest>({
      query: (params) => ({ url: '/admin/promotions', params }),
      transformResponse: toPage<AdminPromotion>,
      providesTags: (result) => [
        PROMOTION_LIST,
        ...(result?.items ?? []).map((promotion) => ({ type: 'Promotion' as const, id: promotion._id })),
      ],
      onQueryStarted: signOutWhenRejected('query'),
    }),
    getAdminPromotion: build.query<AdminPromotion, string>({
      query: (id) => `/admin/promotions${byId(id)}`,
      transformResponse: pickData<AdminPromotion>,
      providesTags: (_result, _error, id) => [{ type: 'Promotion', id }],
      onQueryStarted: signOutWhenRejected('query'),
    }),
    createPromotion: build.mutation<WriteResult<AdminPromotion>, CreatePromotionBody>({
      query: (body) => ({ url: '/admin/promotions', method: 'POST', body }),
      transformResponse: toWrite<AdminPromotion>,
      invalidatesTags: (_result, error) =>
        error ? [] : [PROMOTION_LIST, 'Promotion', CANDIDATES, PRODUCT_LIST, 'Product'],
      onQueryStarted: signOutWhenRejected('mutation'),
    }),
    updatePromotion: build.mutation<WriteResult<AdminPromotion>, { id: string; body: UpdatePromotionBody }>({
      query: ({ id, body }) => ({ url: `/admin/promotions${byId(id)}`, method: 'PUT', body }),
      transformResponse: toWrite<AdminPromotion>,
      invalidatesTags: (_result, error, { id }) =>
        error
          ? []
          : [PROMOTION_LIST, 'Promotion', { type: 'Promotion', id }, CANDIDATES, PRODUCT_LIST, 'Product'],
      onQueryStarted: signOutWhenRejected('mutation'),
    }),
    deletePromotion: build.mutation<WriteResult<{ _id: string }>, string>({
      query: (id) => ({ url: `/admin/promotions${byId(id)}`, method: 'DELETE' }),
      transformResponse: toWrite<{ _id: string }>,
      invalidatesTags: (_result, error) =>
        error ? [] : [PROMOTION_LIST, 'Promotion', CANDIDATES, PRODUCT_LIST, 'Product'],
      onQueryStarted: signOutWhenRejected('mutation'),
    }),
  }),
});

export const {
  useListAdminProductsQuery,
  useListAlmostExpiredProductsQuery,
  useListPromotionCandidatesQuery,
  useGetProductDescriptionQuery,
  useCreateProductMutation,
  useUpdateProductMutation,
  useDeleteProductMutation,
  useGetAdminCategoryTreeQuery,
  useListAdminCategoriesQuery,
  useGetCategoryFilterListQuery,
  useGetAllCategoriesQuery,
  useCreateCategoryMutation,
  useUpdateCategoryMutation,
  useDeleteCategoryMutation,
  useGetAllBrandsQuery,
  useListAdminBrandsQuery,
  useCreateBrandMutation,
  useUpdateBrandMutation,
  useDeleteBrandMutation,
  useListAdminPromotionsQuery,
  useGetAdminPromotionQuery,
  useCreatePromotionMutation,
  useUpdatePromotionMutation,
  useDeletePromotionMutation,
} = adminCatalogApi;
