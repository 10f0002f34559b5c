import {
  DEFAULT_PAGE_SIZE,
  PRODUCT_PAGE_SIZE,
  SEARCH_PAGE_PREVIEW,
  type ClinicSummary,
  type DoctorSummary,
  type Pagination,
  type ProductSummary,
  type SearchType,
  type SkinFilterQuery,
} from '@lumi/shared';
import { paginate } from '../../../lib/pagination';
import type { ProductsService } from '../products/service';

/** Listed doctors and clinics matching a text, best first (the clinic modules' public directory). */
export type DirectorySearch = {
  doctors(search: string, page: Window): Promise<{ items: DoctorSummary[]; total: number }>;
  clinics(search: string, page: Window): Promise<{ items: ClinicSummary[]; total: number }>;
};
type Window = { limit: number; offset: number };

export type SiteSearchService = ReturnType<typeof createSiteSearchService>;

export type SiteSearchPreview = {
  products: ProductSummary[];
  doctors: DoctorSummary[];
  clinics: ClinicSummary[];
  totals: { products: number; doctors: number; clinics: number };
};

export type SiteSearchPage =
  | { type: 'products'; items: ProductSummary[]; pagination: Pagination }
  | { type: 'doctors'; items: DoctorSummary[]; pagination: Pagination }
  | { type: 'clinics'; items: ClinicSummary[]; pagination: Pagination };

/** The /search page (api-contract §4.11): products, doctors and clinics matching one text. */
export function createSiteSearchService(deps: { products: ProductsService; directory: DirectorySearch }) {
  const repo = () => deps.directory;

  return {
    /** Without a type: the first few of each kind and how many there are. */
    async preview(search: string, skin: SkinFilterQuery = {}): Promise<SiteSearchPreview> {
      const first = { limit: SEARCH_PAGE_PREVIEW, offset: 0 };
      const [products, doctors, clinics] = await Promise.all([
        deps.products.search(search, 1, SEARCH_PAGE_PREVIEW, skin),
        repo().doctors(search, first),
        repo().clinics(search, first),
      ]);
      return {
        products: products.items,
        doctors: doctors.items,
        clinics: clinics.items,
        totals: {
          products: products.pagination.totalItems,
          doctors: doctors.total,
          clinics: clinics.total,
        },
      };
    },

    /** One kind, paginated (12 products or 10 doctors/clinics a page by default). */
    async page(
      search: string,
      type: SearchType,
      page: number,
      pageSize: number | undefined,
      skin: SkinFilterQuery = {},
    ): Promise<SiteSearchPage> {
      if (type === 'products') {
        const size = pageSize ?? PRODUCT_PAGE_SIZE;
        const { items, pagination } = await deps.products.search(search, page, size, skin);
        return { type, items, pagination };
      }
      const size = pageSize ?? DEFAULT_PAGE_SIZE;
      const window = { limit: size, offset: (page - 1) * size };
      if (type === 'doctors') {
        const { items, total } = await repo().doctors(search, window);
        return { type, items, pagination: paginate(page, size, total) };
      }
      const { items, total } = await repo().clinics(search, window);
      return { type, items, pagination: paginate(page, size, total) };
    },
  };
}
