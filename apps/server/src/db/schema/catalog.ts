import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Image, IngredientFlag, ProductTag, SkinConcern, SkinType } from '@lumi/shared';
import { timestamps } from './columns';

/** A 3-level tree (decision 11): roots at level 0; products belong to leaves only. */
export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    parentId: uuid('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    level: smallint('level').notNull(),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('categories_name_unique').on(sql`lower(${t.name})`),
    uniqueIndex('categories_slug_unique').on(t.slug),
    index('categories_parent_idx').on(t.parentId),
    check('categories_level_range', sql`${t.level} between 0 and 2`),
    // A root has no parent; every other level has one.
    check('categories_root_has_no_parent', sql`(${t.level} = 0) = (${t.parentId} is null)`),
  ],
);

export const brands = pgTable(
  'brands',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    logo: jsonb('logo').$type<Image>(),
    description: text('description').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('brands_name_unique').on(sql`lower(${t.name})`),
    uniqueIndex('brands_slug_unique').on(t.slug),
  ],
);

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'restrict' }),
    // The leaf category; its ancestors follow from the tree.
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    price: integer('price').notNull(),
    cost: integer('cost').notNull().default(0),
    capacity: text('capacity'),
    weight: integer('weight').notNull().default(200),
    expiry: date('expiry', { mode: 'string' }).notNull(),
    tags: text('tags')
      .array()
      .$type<ProductTag[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    mainImage: jsonb('main_image').$type<Image>().notNull(),
    images: jsonb('images').$type<Image[]>().notNull().default([]),
    description: text('description').notNull().default(''),
    // The INCI list in label order, the skin types and concerns it suits (issue 32), and the ingredient families the
    // list holds — `ingredientFlags` of @lumi/shared, written by the service with every write of the list.
    ingredients: text('ingredients')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    skinTypes: text('skin_types')
      .array()
      .$type<SkinType[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    concerns: text('concerns')
      .array()
      .$type<SkinConcern[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    ingredientFlags: text('ingredient_flags')
      .array()
      .$type<IngredientFlag[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    enable: boolean('enable').notNull().default(true),
    // One stock number, or null when the product has colour variants (stock then lives on each variant).
    stock: integer('stock'),
    // Folded (lower-case, no diacritics) name + brand + capacity, for trigram search; written by the repository.
    searchText: text('search_text').notNull().default(''),
    averageRating: numeric('average_rating', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
    totalReviews: integer('total_reviews').notNull().default(0),
    sold: integer('sold').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('products_slug_unique').on(t.slug),
    index('products_category_idx').on(t.categoryId),
    index('products_brand_idx').on(t.brandId),
    index('products_created_idx').on(t.createdAt),
    index('products_expiry_idx').on(t.expiry),
    index('products_tags_idx').using('gin', t.tags),
    index('products_skin_types_idx').using('gin', t.skinTypes),
    index('products_concerns_idx').using('gin', t.concerns),
    index('products_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    check('products_price_positive', sql`${t.price} >= 1`),
    check('products_cost_non_negative', sql`${t.cost} >= 0`),
    check('products_weight_range', sql`${t.weight} between 1 and 50000`),
    check('products_stock_non_negative', sql`${t.stock} is null or ${t.stock} >= 0`),
    check('products_sold_non_negative', sql`${t.sold} >= 0`),
  ],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    code: text('code').notNull(),
    image: jsonb('image').$type<Image>(),
    stock: integer('stock').notNull().default(0),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('product_variants_product_idx').on(t.productId),
    uniqueIndex('product_variants_name_unique').on(t.productId, sql`lower(${t.name})`),
    uniqueIndex('product_variants_code_unique').on(t.productId, sql`upper(${t.code})`),
    // Stock can never go negative, whatever the concurrency (orders decrement with a conditional update).
    check('product_variants_stock_non_negative', sql`${t.stock} >= 0`),
  ],
);

export const promotions = pgTable(
  'promotions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull(),
    banner: jsonb('banner').$type<Image>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('promotions_slug_unique').on(t.slug),
    index('promotions_period_idx').on(t.startsAt, t.endsAt),
    check('promotions_end_after_start', sql`${t.endsAt} >= ${t.startsAt}`),
  ],
);

/**
 * A product inside a promotion. The promotion's period and active flag are copied here (kept in step by the
 * repository in the same transaction) so that the database itself can refuse two active promotions of one product
 * whose periods overlap (decision 14): see the exclusion constraint added in the migration.
 */
export const promotionItems = pgTable(
  'promotion_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    promotionId: uuid('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    discountPercentage: integer('discount_percentage').notNull(),
    maxQty: integer('max_qty'),
    usedQty: integer('used_qty').notNull().default(0),
    maxDiscountAmount: integer('max_discount_amount'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('promotion_items_product_unique').on(t.promotionId, t.productId),
    index('promotion_items_product_period_idx').on(t.productId, t.startsAt, t.endsAt),
    check('promotion_items_percentage_range', sql`${t.discountPercentage} between 1 and 100`),
    check('promotion_items_max_qty_positive', sql`${t.maxQty} is null or ${t.maxQty} >= 1`),
    check(
      'promotion_items_used_within_max',
      sql`${t.usedQty} >= 0 and (${t.maxQty} is null or ${t.usedQty} <= ${t.maxQty})`,
    ),
    check('promotion_items_cap_positive', sql`${t.maxDiscountAmount} is null or ${t.maxDiscountAmount} >= 1`),
  ],
);
