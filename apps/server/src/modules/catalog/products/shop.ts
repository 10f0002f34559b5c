import {
  HOME_COLLECTION_SIZE,
  PRODUCT_TAGS,
  SEARCH_SUGGESTION_COUNT,
  SKIN_CONCERNS,
  SKIN_TYPES,
  computePriceBands,
  isUuid,
  normaliseSearch,
  toLocalDate,
  type Brand,
  type Category,
  type FilterOptions,
  type HomeCollection,
  type Pagination,
  type PriceRange,
  type PriceRangeParam,
  type Product,
  type ProductSortOrder,
  type ProductSummary,
  type ProductTag,
  type SkinConcern,
  type SkinFilterQuery,
  type SkinType,
} from '@lumi/shared';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import { paginate } from '../../../lib/pagination';
import { toBrandDto } from '../brands/dto';
import { brandsRepository } from '../brands/repository';
import type { CatalogCache } from '../cache';
import type { CategoryTree } from '../category-tree';
import { toProduct, toProductSummary, type ExpiryWindow } from './dto';
import { productsRepository, type ListOptions, type ProductFilter, type ProductSort } from './repository';

const DEFAULT_HOME_TAGS: ProductTag[] = ['HOT', 'NEW', 'SALE'];

const SORTS: Record<ProductSortOrder, ProductSort> = {
  asc: 'finalPriceAsc',
  desc: 'finalPriceDesc',
  newest: 'newest',
  bestSelling: 'bestSelling',
  rating: 'rating',
};

/** The filters every public listing accepts (api-contract §3.3), already parsed by the route schema. */
export type ListingQuery = {
  page: number;
  pageSize: number;
  priceRange?: PriceRangeParam | undefined;
  rating?: number | undefined;
  tags?: ProductTag[] | undefined;
  sortOrder?: ProductSortOrder | undefined;
  brands?: string[] | undefined;
  categories?: string[] | undefined;
  subcategoriesList?: string[] | undefined;
  categoriesList?: string[] | undefined;
} & SkinFilterQuery;

export type Listing = { items: ProductSummary[]; pagination: Pagination };

/** The skin types and concerns some product of a scope suits (issue 32), in their enums' order. */
type SkinScopeFilters = { skinTypes: SkinType[]; concerns: SkinConcern[] };
type CategoryScopeFilters = {
  priceRanges: PriceRange[];
  brands: Brand[];
  subcategories: Category[];
  tags: ProductTag[];
} & SkinScopeFilters;
type BrandScopeFilters = {
  priceRanges: PriceRange[];
  categories: Category[];
  tags: ProductTag[];
} & SkinScopeFilters;
type PromotionScopeFilters = {
  maxDiscountPercentage: number;
  filters: {
    priceRanges: PriceRange[];
    brands: Brand[];
    categories: Category[];
    tags: ProductTag[];
  } & SkinScopeFilters;
};

function addDays(localDate: string, days: number): string {
  const date = new Date(`${localDate}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function tagsIn(present: readonly string[]): ProductTag[] {
  return PRODUCT_TAGS.filter((t) => present.includes(t));
}

function skinIn(facts: { skinTypes: readonly string[]; concerns: readonly string[] }): SkinScopeFilters {
  return {
    skinTypes: SKIN_TYPES.filter((t) => facts.skinTypes.includes(t)),
    concerns: SKIN_CONCERNS.filter((c) => facts.concerns.includes(c)),
  };
}

/** A listing's skin filters (issue 32) as the repository's filter. */
function skinFilter(query: SkinFilterQuery): ProductFilter {
  return {
    ...(query.skinTypes ? { skinTypes: query.skinTypes } : {}),
    ...(query.concerns ? { concerns: query.concerns } : {}),
    ...(query.avoid ? { avoid: query.avoid } : {}),
  };
}

/** A stable cache key of a parsed query: keys sorted, lists sorted, absent values left out. */
function keyOf(query: object): string {
  const entries = Object.entries(query)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => [k, Array.isArray(v) ? [...(v as string[])].sort() : v] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(entries);
}

export type ShopDeps = { db: Db; clock: Clock; cache: CatalogCache; almostExpiredDays: number };

/** Today, the last day of the almost-expired window and the instant, from the injected clock. */
export function calendarOf(
  deps: Pick<ShopDeps, 'clock' | 'almostExpiredDays'>,
): ExpiryWindow & { now: Date } {
  const now = deps.clock.now();
  const today = toLocalDate(now);
  return { now, today, almostBy: addDays(today, deps.almostExpiredDays) };
}

/**
 * The shop's product reads (api-contract §3.3): only enabled products whose expiry is today or later in
 * Asia/Ho_Chi_Minh, so expired products disappear by themselves. Public listing answers are shared by identical
 * requests for a few seconds (LISTING_CACHE_TTL_MS) and scope filter blocks for longer; writes drop both.
 */
export function createShopReads(deps: ShopDeps) {
  const repo = () => productsRepository(deps.db);
  const calendar = () => calendarOf(deps);
  const list = (filter: ProductFilter, options: Omit<ListOptions, 'now'>, now: Date) =>
    repo().list(filter, { ...options, now });

  const brandsOf = async (ids: string[]): Promise<Brand[]> =>
    (await brandsRepository(deps.db).findByIds(ids)).map(toBrandDto);

  /** Facts about the shop-visible products of a scope, from which its filter block is computed. */
  function scopeFacts(filter: ProductFilter) {
    const cal = calendar();
    return repo().scopeFacts({ ...filter, visibleOn: cal.today }, cal.now);
  }

  /** A scope's filter block, shared for the cache's lifetime and recomputed each local day. */
  function scopeBlock<T>(key: string, load: () => Promise<T>): Promise<T> {
    return deps.cache.scoped(`${key}:${calendar().today}`, load);
  }

  /** One exact public request's answer, shared a few seconds. */
  function answer<T>(kind: string, query: object, load: () => Promise<T>): Promise<T> {
    return deps.cache.answer(`${kind}:${calendar().today}:${keyOf(query)}`, load);
  }

  /** The category ids a listing keeps: the union of the requested subtrees, inside the scope when there is one. */
  function requestedCategories(tree: CategoryTree, ids: (string[] | undefined)[], scope?: string[]) {
    const wanted = ids.flatMap((x) => x ?? []);
    if (wanted.length === 0) return scope;
    const union = tree.unionOfSubtrees(wanted);
    return scope ? scope.filter((id) => union.has(id)) : [...union];
  }

  /** Shop-visible products of a scope narrowed by the request's filters, priced and sorted in SQL. */
  async function publicListing(
    scope: ProductFilter,
    query: ListingQuery,
    extra: { brandIds?: string[] | undefined; categoryIds?: string[] | undefined },
  ): Promise<Listing> {
    const cal = calendar();
    const filter: ProductFilter = {
      ...scope,
      visibleOn: cal.today,
      ...(extra.brandIds ? { brandIds: extra.brandIds } : {}),
      ...(extra.categoryIds ? { categoryIds: extra.categoryIds } : {}),
      ...(query.priceRange ? { minPrice: query.priceRange.min, maxPrice: query.priceRange.max } : {}),
      ...(query.rating !== undefined ? { minRating: query.rating } : {}),
      ...(query.tags ? { tags: query.tags } : {}),
      ...skinFilter(query),
    };
    const { rows, total } = await list(
      filter,
      {
        sort: SORTS[query.sortOrder ?? 'asc'],
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      },
      cal.now,
    );
    return { items: rows.map(toProductSummary), pagination: paginate(query.page, query.pageSize, total) };
  }

  /** The best matches of a search among shop-visible products. */
  async function searchPage(
    search: string,
    page: number,
    pageSize: number,
    skin: SkinFilterQuery,
  ): Promise<Listing> {
    const cal = calendar();
    const { rows, total } = await list(
      { search, visibleOn: cal.today, ...skinFilter(skin) },
      { sort: 'relevance', limit: pageSize, offset: (page - 1) * pageSize },
      cal.now,
    );
    return { items: rows.map(toProductSummary), pagination: paginate(page, pageSize, total) };
  }

  return {
    /**
     * An enabled, unexpired product by id or slug: one statement over that row (not the listing query), shared by
     * concurrent requests like the listing answers and dropped by the same writes.
     */
    detail(idOrSlug: string): Promise<Product> {
      const key = isUuid(idOrSlug) ? { id: idOrSlug.toLowerCase() } : { slug: idOrSlug };
      return answer('detail', key, async () => {
        const cal = calendar();
        const row = await repo().findVisible(key, cal.today, cal.now);
        if (!row) throw new AppError('PRODUCT_NOT_FOUND');
        return toProduct(row, await deps.cache.tree(), cal, { admin: false });
      });
    },

    /** Up to 12 products per tag, in stock first, then newest; the same for everyone, so shared a while. */
    async home(tags: ProductTag[] | undefined): Promise<HomeCollection[]> {
      const wanted = tags ?? DEFAULT_HOME_TAGS;
      return scopeBlock(`home:${wanted.join(',')}`, async () => {
        const cal = calendar();
        const idsByTag = await repo().byTags(wanted, HOME_COLLECTION_SIZE, cal.today);
        const ids = [...new Set([...idsByTag.values()].flat())];
        const { rows } =
          ids.length > 0
            ? await list({ ids }, { sort: 'newest', limit: ids.length, offset: 0, withTotal: false }, cal.now)
            : { rows: [] };
        const byId = new Map(rows.map((r) => [r.id, toProductSummary(r)]));
        return wanted.map((tag) => ({
          tag,
          products: (idsByTag.get(tag) ?? []).flatMap((id) => byId.get(id) ?? []),
        }));
      });
    },

    /** The best matches for the header's search box. */
    suggest(search: string): Promise<ProductSummary[]> {
      const text = normaliseSearch(search).toLowerCase();
      return answer('suggest', { text }, async () => {
        const cal = calendar();
        const { rows } = await list(
          { search: text, visibleOn: cal.today },
          { sort: 'relevance', limit: SEARCH_SUGGESTION_COUNT, offset: 0, withTotal: false },
          cal.now,
        );
        return rows.map(toProductSummary);
      });
    },

    /** The search page's product list, best matches first, narrowed by the skin filters when given. */
    search(search: string, page: number, pageSize: number, skin: SkinFilterQuery = {}): Promise<Listing> {
      const text = normaliseSearch(search).toLowerCase();
      return answer('search', { text, page, pageSize, ...skin }, () =>
        searchPage(text, page, pageSize, skin),
      );
    },

    byCategory(
      slug: string,
      query: ListingQuery,
    ): Promise<Listing & { category: Category; filters: CategoryScopeFilters }> {
      return answer(`category:${slug}`, query, async () => {
        const tree = await deps.cache.tree();
        const category = tree.getBySlug(slug);
        if (!category) throw new AppError('CATEGORY_NOT_FOUND');
        const scope = tree.subtreeIds(category.id);
        const categoryIds = requestedCategories(tree, [query.categories, query.subcategoriesList], scope);
        const [listing, filters] = await Promise.all([
          publicListing({}, query, { brandIds: query.brands, categoryIds }),
          scopeBlock(`category:${category.id}`, async () => {
            const facts = await scopeFacts({ categoryIds: scope });
            return {
              priceRanges: computePriceBands(facts.prices),
              brands: await brandsOf(facts.brandIds),
              // The categories below this one that hold shop-visible products, any level, in tree order.
              subcategories: tree
                .withDescendantsAmong(new Set(facts.categoryIds))
                .filter((c) => c.id !== category.id && scope.includes(c.id))
                .map((c) => tree.toCategory(c)),
              tags: tagsIn(facts.tags),
              ...skinIn(facts),
            };
          }),
        ]);
        return { ...listing, category: tree.toCategory(category), filters };
      });
    },

    byBrand(
      slug: string,
      query: ListingQuery,
    ): Promise<Listing & { brand: Brand; filters: BrandScopeFilters }> {
      return answer(`brand:${slug}`, query, async () => {
        const brand = await brandsRepository(deps.db).findBySlug(slug);
        if (!brand) throw new AppError('BRAND_NOT_FOUND');
        const tree = await deps.cache.tree();
        const categoryIds = requestedCategories(tree, [
          query.categoriesList,
          query.categories,
          query.subcategoriesList,
        ]);
        const [listing, filters] = await Promise.all([
          publicListing({ brandIds: [brand.id] }, query, { categoryIds }),
          scopeBlock(`brand:${brand.id}`, async () => {
            const facts = await scopeFacts({ brandIds: [brand.id] });
            return {
              priceRanges: computePriceBands(facts.prices),
              categories: tree
                .withDescendantsAmong(new Set(facts.categoryIds))
                .map((c) => tree.toCategory(c)),
              tags: tagsIn(facts.tags),
              ...skinIn(facts),
            };
          }),
        ]);
        return { ...listing, brand: toBrandDto(brand), filters };
      });
    },

    promotions(query: ListingQuery): Promise<Listing & PromotionScopeFilters> {
      return answer('promotions', query, async () => {
        const tree = await deps.cache.tree();
        const categoryIds = requestedCategories(tree, [query.categoriesList, query.categories]);
        const [listing, scope] = await Promise.all([
          publicListing({ promoted: true }, query, { brandIds: query.brands, categoryIds }),
          scopeBlock('promotions', async () => {
            const facts = await scopeFacts({ promoted: true });
            return {
              maxDiscountPercentage: facts.maxDiscount ?? 0,
              filters: {
                priceRanges: computePriceBands(facts.prices),
                brands: await brandsOf(facts.brandIds),
                categories: tree
                  .withDescendantsAmong(new Set(facts.categoryIds))
                  .map((c) => tree.toCategory(c)),
                tags: tagsIn(facts.tags),
                ...skinIn(facts),
              },
            };
          }),
        ]);
        return { ...listing, ...scope };
      });
    },

    /** Shop-visible products, newest first. */
    allOther(query: { page: number; pageSize: number }): Promise<Listing> {
      return answer('all-other', query, () => publicListing({}, { ...query, sortOrder: 'newest' }, {}));
    },

    /** Everything the shop's filter panel offers (whole). */
    filterOptions(): Promise<FilterOptions> {
      return scopeBlock('options', async () => {
        const cal = calendar();
        const tree = await deps.cache.tree();
        const [facts, brands, promotions] = await Promise.all([
          scopeFacts({}),
          brandsRepository(deps.db).all({ withCounts: false }),
          repo().runningPromotions(cal.today, cal.now),
        ]);
        const counts = new Map(facts.ratings.map((r) => [r.rate, r.count]));
        return {
          categories: tree.ordered.map((c) => tree.toCategory(c)),
          brands: brands.map(toBrandDto),
          priceRanges: computePriceBands(facts.prices),
          tags: tagsIn(facts.tags),
          ...skinIn(facts),
          ratings: [5, 4, 3, 2, 1].map((rate) => ({ rate, count: counts.get(rate) ?? 0 })),
          promotions: promotions.map((p) => ({ _id: p.id, name: p.name, productsCount: p.productsCount })),
        };
      });
    },

    /**
     * Summaries of these products in the order given (unknown ids are left out). Only shop-visible products
     * unless `includeHidden` (then any enable/expiry state, e.g. for a promotion's product list). Never cached.
     */
    async summariesByIds(
      ids: string[],
      options: { includeHidden?: boolean } = {},
    ): Promise<ProductSummary[]> {
      const unique = [...new Set(ids.filter(isUuid).map((id) => id.toLowerCase()))];
      if (unique.length === 0) return [];
      const cal = calendar();
      const { rows } = await list(
        { ids: unique, ...(options.includeHidden ? {} : { visibleOn: cal.today }) },
        { sort: 'newest', limit: unique.length, offset: 0, withTotal: false },
        cal.now,
      );
      const byId = new Map(rows.map((r) => [r.id, toProductSummary(r)]));
      return unique.flatMap((id) => byId.get(id) ?? []);
    },
  };
}
