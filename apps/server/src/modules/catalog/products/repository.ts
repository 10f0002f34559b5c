import { and, eq, inArray, like, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Image, IngredientFlag, ProductTag, SkinConcern, SkinType } from '@lumi/shared';
import type { Db } from '../../../db/client';
import { FOREIGN_KEY_VIOLATION, isPgError, UNIQUE_VIOLATION } from '../../../db/pg-errors';
import { productVariants, products } from '../../../db/schema';
import { escapeLike, foldedMatch, foldedRank, isoOf, rowsOf, textArray, uuidArray } from '../../../db/sql';
import { AppError } from '../../../lib/app-error';
import { SlugTakenError } from '../../../lib/slug';
import { finalPriceSql, runningPromotionItemsSql } from './pricing-sql';
import { promotionItemView, promotionView } from '../../../db/read/promotions';
import { orderLineView } from '../../../db/read/orders';
import { viewAs } from '../../../db/views';

export type VariantJson = { _id: string; name: string; code: string; image: Image | null; stock: number };

/** A promotion item as listings read it (the running one, or the next one for the promotion form). */
export type PromotionItemJson = {
  _id: string;
  name: string;
  slug: string;
  discountPercentage: number;
  maxDiscountAmount: number | null;
  maxQty: number | null;
  usedQty: number;
  startDate: string;
  endDate: string;
};

/** A product as the listing query returns it. */
export type ProductRow = {
  id: string;
  name: string;
  slug: string;
  brandId: string;
  brandName: string;
  brandSlug: string;
  categoryId: string;
  price: number;
  finalPrice: number;
  cost: number;
  capacity: string | null;
  weight: number;
  expiry: string;
  tags: ProductTag[];
  mainImage: Image;
  images: Image[];
  description: string | null;
  /** Empty on listings (read with the description only). */
  ingredients: string[];
  skinTypes: SkinType[];
  concerns: SkinConcern[];
  ingredientFlags: IngredientFlag[];
  enable: boolean;
  stock: number | null;
  averageRating: number;
  totalReviews: number;
  sold: number;
  createdAt: string;
  updatedAt: string;
  promotion: PromotionItemJson | null;
  upcoming: PromotionItemJson | null;
  variants: VariantJson[];
  totalQuantity: number;
};

/** What narrows a listing. Every field is optional; together they are ANDed. */
export type ProductFilter = {
  /** Shop listings: enabled and not expired on this local day ('YYYY-MM-DD'). */
  visibleOn?: string;
  ids?: readonly string[];
  slug?: string;
  categoryIds?: readonly string[];
  brandIds?: readonly string[];
  /** Bounds on the effective price (finalPrice). */
  minPrice?: number | null;
  maxPrice?: number | null;
  minRating?: number;
  /** Any of these tags. */
  tags?: readonly string[];
  /** Suits any of these skin types; addresses any of these concerns (issue 32). */
  skinTypes?: readonly string[];
  concerns?: readonly string[];
  /** Holds none of these ingredient families ('Phù hợp với da tôi'). */
  avoid?: readonly string[];
  /** Only products with a running promotion. */
  promoted?: boolean;
  /** Folded, typo-tolerant match on name + brand + capacity (decision 13). */
  search?: string;
  /** Expiry on or before this local day. */
  expiringBy?: string;
};

export type ProductSort =
  | 'finalPriceAsc'
  | 'finalPriceDesc'
  | 'priceAsc'
  | 'priceDesc'
  | 'newest'
  | 'bestSelling'
  | 'rating'
  | 'relevance'
  | 'expiry';

/** Output columns of the page query to order by (bare names, so the outer query can repeat the order). */
const ORDER: Record<ProductSort, string> = {
  finalPriceAsc: '"finalPrice" asc, "createdAt" desc, "id" asc',
  finalPriceDesc: '"finalPrice" desc, "createdAt" desc, "id" asc',
  priceAsc: '"price" asc, "createdAt" desc, "id" asc',
  priceDesc: '"price" desc, "createdAt" desc, "id" asc',
  newest: '"createdAt" desc, "id" asc',
  bestSelling: '"sold" desc, "createdAt" desc, "id" asc',
  rating: '"averageRating" desc, "totalReviews" desc, "createdAt" desc, "id" asc',
  relevance: '"rankBucket" desc, "similarity" desc, "sold" desc, "id" asc',
  expiry: '"expiry" asc, "name" asc, "id" asc',
};

export type ListOptions = {
  now: Date;
  sort: ProductSort;
  limit: number;
  offset: number;
  /** With the (possibly long) description. */
  withDescription?: boolean;
  /** With the next not yet started active promotion item (the promotion form). */
  withUpcoming?: boolean;
  /** Count every match (a window count); off for lists that are not paginated. Default true. */
  withTotal?: boolean;
};

/** Facts about every product of a listing scope, from which its filter block is computed. */
export type ScopeFacts = {
  prices: number[];
  brandIds: string[];
  categoryIds: string[];
  tags: ProductTag[];
  skinTypes: SkinType[];
  concerns: SkinConcern[];
  maxDiscount: number | null;
  ratings: { rate: number; count: number }[];
};

/** A promotion item as JSON: `item` aliases a promotion_items row (or alike), `promotion` its promotions row. */
const promotionJson = (item: string, promotion: string) => {
  const i = sql.raw(item);
  const pr = sql.raw(promotion);
  return sql`case when ${i}.product_id is null then null else json_build_object(
    '_id', ${i}.promotion_id, 'name', ${pr}.name, 'slug', ${pr}.slug,
    'discountPercentage', ${i}.discount_percentage, 'maxDiscountAmount', ${i}.max_discount_amount,
    'maxQty', ${i}.max_qty, 'usedQty', ${i}.used_qty,
    'startDate', ${isoOf(sql`${i}.starts_at`)}, 'endDate', ${isoOf(sql`${i}.ends_at`)}) end`;
};

/** The FROM and WHERE shared by a page, its count and its scope facts. `rp` is the running-items CTE. */
function fromWhere(filter: ProductFilter): SQL {
  const where: SQL[] = [];
  if (filter.visibleOn) where.push(sql`p.enable and p.expiry >= ${filter.visibleOn}::date`);
  if (filter.ids) where.push(sql`p.id = any(${uuidArray(filter.ids)})`);
  if (filter.slug !== undefined) where.push(sql`p.slug = ${filter.slug}`);
  if (filter.categoryIds) where.push(sql`p.category_id = any(${uuidArray(filter.categoryIds)})`);
  if (filter.brandIds) where.push(sql`p.brand_id = any(${uuidArray(filter.brandIds)})`);
  if (filter.minPrice !== undefined && filter.minPrice !== null)
    where.push(sql`fp.final_price >= ${filter.minPrice}`);
  if (filter.maxPrice !== undefined && filter.maxPrice !== null)
    where.push(sql`fp.final_price <= ${filter.maxPrice}`);
  if (filter.minRating !== undefined) where.push(sql`p.average_rating >= ${filter.minRating}`);
  if (filter.tags) where.push(sql`p.tags && ${textArray(filter.tags)}`);
  if (filter.skinTypes) where.push(sql`p.skin_types && ${textArray(filter.skinTypes)}`);
  if (filter.concerns) where.push(sql`p.concerns && ${textArray(filter.concerns)}`);
  if (filter.avoid) where.push(sql`not (p.ingredient_flags && ${textArray(filter.avoid)})`);
  if (filter.promoted) where.push(sql`rp.product_id is not null`);
  if (filter.search !== undefined) where.push(foldedMatch(sql`p.search_text`, filter.search));
  if (filter.expiringBy) where.push(sql`p.expiry <= ${filter.expiringBy}::date`);

  return sql`from products p
    left join rp on rp.product_id = p.id
    cross join lateral (select ${finalPriceSql(sql`p.price`, 'rp')} as final_price) fp
    ${where.length > 0 ? sql`where ${sql.join(where, sql` and `)}` : sql``}`;
}

/** `lumi_fold(name || ' ' || brand || ' ' || capacity)`: what search matches (decision 13), kept on every write. */
const SEARCH_TEXT = sql`lumi_fold(p.name || ' ' || b.name || ' ' || coalesce(p.capacity, ''))`;

/**
 * What a product write that passed its checks may still meet: a concurrent write took the slug, or deleted the
 * brand or the category (the foreign key refuses).
 */
function productWriteError(error: unknown): unknown {
  if (isPgError(error, UNIQUE_VIOLATION, 'products_slug_unique')) return new SlugTakenError();
  if (isPgError(error, FOREIGN_KEY_VIOLATION, 'products_brand_id_brands_id_fk'))
    return new AppError('BRAND_NOT_FOUND');
  if (isPgError(error, FOREIGN_KEY_VIOLATION, 'products_category_id_categories_id_fk'))
    return new AppError('CATEGORY_NOT_FOUND');
  return error;
}

/** What a summary says of the skin a product suits and the ingredient families it holds (issue 32). */
const SKIN_COLUMNS = sql`p.skin_types as "skinTypes", p.concerns as "concerns",
          p.ingredient_flags as "ingredientFlags"`;

/** A product's colours (`v.variants`, JSON in display order) and their stock sum (`v.stock`), for the row `p`. */
const VARIANTS_OF_P = sql`left join lateral (
          select json_agg(json_build_object('_id', pv.id, 'name', pv.name, 'code', pv.code, 'image', pv.image,
              'stock', pv.stock) order by pv.position, pv.name) as variants,
            sum(pv.stock) as stock
          from product_variants pv where pv.product_id = p.id
        ) v on true`;

export function productsRepository(db: Db) {
  async function count(filter: ProductFilter, now: Date): Promise<number> {
    const [row] = await rowsOf<{ n: number }>(
      db,
      sql`with rp as (${runningPromotionItemsSql(now)}) select count(*)::int as n ${fromWhere(filter)}`,
    );
    return row?.n ?? 0;
  }

  return {
    /**
     * One page of products with its total, in one round trip: running promotion and effective price joined in SQL
     * (so filters and sorts use them), the total as a window count, the variants of the page's rows only.
     */
    async list(filter: ProductFilter, options: ListOptions): Promise<{ rows: ProductRow[]; total: number }> {
      const rank =
        options.sort === 'relevance' && filter.search !== undefined
          ? foldedRank(sql`p.search_text`, filter.search)
          : null;
      const withTotal = options.withTotal ?? true;
      // Two steps in one statement: the page's ids are chosen over narrow rows (sort keys only), then only those rows
      // are read in full (images, brand, promotion, variants).
      const rows = await rowsOf<ProductRow & { total: number | null }>(
        db,
        sql`with rp as (${runningPromotionItemsSql(options.now)}),
        page as (
          select p.id as "id", fp.final_price as "finalPrice", p.price as "price", p.created_at as "createdAt",
            p.sold as "sold", p.average_rating as "averageRating", p.total_reviews as "totalReviews",
            p.expiry as "expiry", p.name as "name", rp.item_id as "itemId",
            ${rank ? sql`${rank.bucket} as "rankBucket", ${rank.similarity} as "similarity",` : sql``}
            ${withTotal ? sql`count(*) over ()::int` : sql`null::int`} as "total"
          ${fromWhere(filter)}
          order by ${sql.raw(ORDER[options.sort])}
          limit ${options.limit} offset ${options.offset}
        )
        select p.id as "id", p.name as "name", p.slug as "slug", p.brand_id as "brandId",
          b.name as "brandName", b.slug as "brandSlug", p.category_id as "categoryId",
          p.price as "price", page."finalPrice" as "finalPrice", p.cost as "cost", p.capacity as "capacity",
          p.weight as "weight", p.expiry::text as "expiry", p.tags as "tags", p.main_image as "mainImage",
          p.images as "images", ${options.withDescription ? sql`p.description` : sql`null::text`} as "description",
          ${options.withDescription ? sql`p.ingredients` : sql`'{}'::text[]`} as "ingredients",
          ${SKIN_COLUMNS},
          p.enable as "enable", p.stock as "stock", p.average_rating::float8 as "averageRating",
          p.total_reviews as "totalReviews", p.sold as "sold",
          ${isoOf(sql`p.created_at`)} as "createdAt", ${isoOf(sql`p.updated_at`)} as "updatedAt",
          ${promotionJson('pi', 'pr')} as "promotion",
          ${options.withUpcoming ? promotionJson('up', 'up') : sql`null::json`} as "upcoming",
          coalesce(v.variants, '[]'::json) as "variants",
          coalesce(p.stock, v.stock, 0)::int as "totalQuantity",
          page."total" as "total"
        from page
        join products p on p.id = page."id"
        join brands b on b.id = p.brand_id
        left join ${viewAs(promotionItemView, 'pi')} on pi.id = page."itemId"
        left join ${viewAs(promotionView, 'pr')} on pr.id = pi.promotion_id
        ${
          options.withUpcoming
            ? sql`left join lateral (
                select pi2.product_id, pi2.promotion_id, pr2.name, pr2.slug, pi2.discount_percentage,
                  pi2.max_discount_amount, pi2.max_qty, pi2.used_qty, pi2.starts_at, pi2.ends_at
                from ${viewAs(promotionItemView, 'pi2')} join ${viewAs(promotionView, 'pr2')} on pr2.id = pi2.promotion_id
                where pi2.product_id = p.id and pi2.is_active
                  and pi2.starts_at > ${options.now.toISOString()}::timestamptz
                order by pi2.starts_at limit 1) up on true`
            : sql``
        }
        ${VARIANTS_OF_P}
        order by ${sql.raw(ORDER[options.sort].replace(/"(\w+)"/g, 'page."$1"'))}`,
      );
      // A page past the end has no row to carry the window count.
      const total = !withTotal
        ? rows.length
        : (rows[0]?.total ?? (options.offset > 0 ? await count(filter, options.now) : 0));
      return { rows, total };
    },

    count,

    /**
     * One shop-visible product by id or slug, read in full (ADR 0008): the product by its primary key or its unique
     * slug, its brand, its running promotion item (by `promotion_items_product_period_idx`) and its variants — one
     * statement over that single row, none of the listing's scan, window count or page. The same row as `list`.
     */
    async findVisible(key: { id: string } | { slug: string }, visibleOn: string, now: Date) {
      const at = now.toISOString();
      const [row] = await rowsOf<ProductRow>(
        db,
        sql`select p.id as "id", p.name as "name", p.slug as "slug", p.brand_id as "brandId",
          b.name as "brandName", b.slug as "brandSlug", p.category_id as "categoryId",
          p.price as "price", ${finalPriceSql(sql`p.price`, 'rp')} as "finalPrice", p.cost as "cost",
          p.capacity as "capacity", p.weight as "weight", p.expiry::text as "expiry", p.tags as "tags",
          p.main_image as "mainImage", p.images as "images", p.description as "description",
          p.ingredients as "ingredients", ${SKIN_COLUMNS},
          p.enable as "enable", p.stock as "stock", p.average_rating::float8 as "averageRating",
          p.total_reviews as "totalReviews", p.sold as "sold",
          ${isoOf(sql`p.created_at`)} as "createdAt", ${isoOf(sql`p.updated_at`)} as "updatedAt",
          ${promotionJson('rp', 'rp')} as "promotion", null::json as "upcoming",
          coalesce(v.variants, '[]'::json) as "variants",
          coalesce(p.stock, v.stock, 0)::int as "totalQuantity"
        from products p
        join brands b on b.id = p.brand_id
        left join lateral (
          select pi.product_id, pi.promotion_id, pr.name, pr.slug, pi.discount_percentage, pi.max_discount_amount,
            pi.max_qty, pi.used_qty, pi.starts_at, pi.ends_at
          from ${viewAs(promotionItemView, 'pi')} join ${viewAs(promotionView, 'pr')} on pr.id = pi.promotion_id
          where pi.product_id = p.id and pi.is_active
            and pi.starts_at <= ${at}::timestamptz and pi.ends_at >= ${at}::timestamptz
            and (pi.max_qty is null or pi.used_qty < pi.max_qty)
          limit 1
        ) rp on true
        ${VARIANTS_OF_P}
        where ${'id' in key ? sql`p.id = ${key.id}::uuid` : sql`p.slug = ${key.slug}`}
          and p.enable and p.expiry >= ${visibleOn}::date`,
      );
      return row;
    },

    /**
     * The products of each tag (any of `tags`), at most `perTag` each: in stock first, then newest
     * (GET /products/home). One query: a window numbers the rows within each tag.
     */
    async byTags(tags: readonly string[], perTag: number, visibleOn: string): Promise<Map<string, string[]>> {
      const rows = await rowsOf<{ tag: string; id: string }>(
        db,
        sql`select tag, id from (
          select t.tag, p.id, row_number() over (partition by t.tag order by
              (coalesce(p.stock > 0, false)
                or (p.stock is null
                  and exists (select 1 from product_variants pv where pv.product_id = p.id and pv.stock > 0))) desc,
              p.created_at desc, p.id) as n
          from products p cross join lateral unnest(p.tags) as t(tag)
          where p.enable and p.expiry >= ${visibleOn}::date and p.tags && ${textArray(tags)}
            and t.tag = any(${textArray(tags)})
        ) x where n <= ${perTag} order by tag, n`,
      );
      const out = new Map<string, string[]>();
      for (const r of rows) out.set(r.tag, [...(out.get(r.tag) ?? []), r.id]);
      return out;
    },

    /** Effective prices, brands, leaf categories, tags, best discount and rounded ratings of a scope. */
    async scopeFacts(filter: ProductFilter, now: Date): Promise<ScopeFacts> {
      const [row] = await rowsOf<{ facts: ScopeFacts }>(
        db,
        sql`with rp as (${runningPromotionItemsSql(now)}),
        scope as (
          select fp.final_price, p.brand_id, p.category_id, p.tags, p.skin_types, p.concerns, rp.discount_percentage,
            p.average_rating, p.total_reviews
          ${fromWhere(filter)}
        )
        select json_build_object(
          'prices', coalesce((select json_agg(final_price order by final_price) from scope), '[]'::json),
          'brandIds', coalesce((select json_agg(distinct brand_id) from scope), '[]'::json),
          'categoryIds', coalesce((select json_agg(distinct category_id) from scope), '[]'::json),
          'tags', coalesce((select json_agg(distinct t) from scope, unnest(scope.tags) as t), '[]'::json),
          'skinTypes', coalesce((select json_agg(distinct t) from scope, unnest(scope.skin_types) as t), '[]'::json),
          'concerns', coalesce((select json_agg(distinct t) from scope, unnest(scope.concerns) as t), '[]'::json),
          'maxDiscount', (select max(discount_percentage) from scope),
          'ratings', coalesce((select json_agg(json_build_object('rate', rate, 'count', n) order by rate)
              from (select round(average_rating)::int as rate, count(*)::int as n from scope
                    where total_reviews > 0 group by 1) r where rate between 1 and 5), '[]'::json)
        ) as facts`,
      );
      return (
        row?.facts ?? {
          prices: [],
          brandIds: [],
          categoryIds: [],
          tags: [],
          skinTypes: [],
          concerns: [],
          maxDiscount: null,
          ratings: [],
        }
      );
    },

    /** Running promotions with the number of shop-visible products each still sells at a promotional price. */
    async runningPromotions(visibleOn: string, now: Date) {
      return rowsOf<{ id: string; name: string; productsCount: number }>(
        db,
        sql`with rp as (${runningPromotionItemsSql(now)})
        select rp.promotion_id as "id", min(rp.promotion_name) as "name", count(*)::int as "productsCount"
        from rp join products p on p.id = rp.product_id
        where p.enable and p.expiry >= ${visibleOn}::date
        group by rp.promotion_id
        order by min(rp.ends_at), min(rp.promotion_name)`,
      );
    },

    // ── writes ────────────────────────────────────────────────────────────────

    async findRow(id: string) {
      const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
      if (!row) return undefined;
      const variants = await db
        .select()
        .from(productVariants)
        .where(eq(productVariants.productId, id))
        .orderBy(productVariants.position);
      return { ...row, variants };
    },

    async slugsLike(base: string): Promise<Set<string>> {
      const rows = await db
        .select({ slug: products.slug })
        .from(products)
        .where(or(eq(products.slug, base), like(products.slug, `${escapeLike(base)}-%`)));
      return new Set(rows.map((r) => r.slug));
    },

    async insert(values: typeof products.$inferInsert): Promise<string> {
      try {
        const [row] = await db.insert(products).values(values).returning({ id: products.id });
        if (!row) throw new Error('product insert returned nothing');
        return row.id;
      } catch (error) {
        throw productWriteError(error);
      }
    },

    async update(id: string, values: Partial<typeof products.$inferInsert>): Promise<void> {
      try {
        await db
          .update(products)
          .set({ ...values, updatedAt: sql`now()` })
          .where(eq(products.id, id));
      } catch (error) {
        throw productWriteError(error);
      }
    },

    /**
     * Replaces the colour variants; a variant keeps its id (and its row) when one of the same name stays. Kept rows are
     * updated in place, never deleted and inserted again: what points at a colour — order lines (their cancel puts
     * the units back on it), routines, customers waiting for it (ADR 0064) — keeps pointing at it. Only the colours
     * removed are deleted. The caller's transaction holds it together.
     */
    async replaceVariants(
      productId: string,
      variants: { id?: string; name: string; code: string; image: Image | null; stock: number }[],
    ): Promise<void> {
      const kept = variants.flatMap((v) => (v.id ? [v.id] : []));
      await db
        .delete(productVariants)
        .where(
          kept.length
            ? and(eq(productVariants.productId, productId), notInArray(productVariants.id, kept))
            : eq(productVariants.productId, productId),
        );
      if (kept.length) {
        // Names and codes are unique per product: the kept rows first take their own id as both, so that two
        // colours may swap names in one edit.
        await db
          .update(productVariants)
          .set({ name: sql`${productVariants.id}::text`, code: sql`${productVariants.id}::text` })
          .where(and(eq(productVariants.productId, productId), inArray(productVariants.id, kept)));
      }
      for (const [position, v] of variants.entries()) {
        const values = { name: v.name, code: v.code, image: v.image, stock: v.stock, position };
        if (v.id)
          await db
            .update(productVariants)
            .set(values)
            .where(and(eq(productVariants.id, v.id), eq(productVariants.productId, productId)));
        else await db.insert(productVariants).values({ productId, ...values });
      }
    },

    /** Rewrites search_text of one product, or of every product of a brand (after a rename). */
    async refreshSearchText(where: { productId: string } | { brandId: string }): Promise<void> {
      const target =
        'productId' in where ? sql`p.id = ${where.productId}` : sql`p.brand_id = ${where.brandId}`;
      await db.execute(
        sql`update products p set search_text = ${SEARCH_TEXT} from brands b where b.id = p.brand_id and ${target}`,
      );
    },

    /** Whether any order line references the product (it is then hidden instead of deleted). */
    async isOrdered(id: string): Promise<boolean> {
      const rows = await rowsOf<{ one: number }>(
        db,
        sql`select 1 as one from ${viewAs(orderLineView, 'order_lines')} where product_id = ${id} limit 1`,
      );
      return rows.length > 0;
    },

    async remove(id: string): Promise<void> {
      await db.delete(products).where(eq(products.id, id));
    },
  };
}

export type ProductsRepository = ReturnType<typeof productsRepository>;
