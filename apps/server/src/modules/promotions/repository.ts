import { and, asc, count, desc, eq, gte, inArray, lte, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Image } from '@lumi/shared';
import type { Db } from '../../db/client';
import { EXCLUSION_VIOLATION, isPgError, UNIQUE_VIOLATION } from '../../db/pg-errors';
import { promotionItems, promotions } from '../../db/schema';
import { productShownOn, productView } from '../../db/read/catalog';
import { uploadsRepository } from '../uploads/repository';
import { escapeLike } from '../../db/sql';
import { AppError } from '../../lib/app-error';
import { baseSlug, pickSlug, SlugTakenError } from '../../lib/slug';

export type PromotionRow = typeof promotions.$inferSelect;
export type PromotionItemRow = typeof promotionItems.$inferSelect;

export type ItemInput = {
  productId: string;
  discountPercentage: number;
  maxQty: number | null;
  maxDiscountAmount: number | null;
};

export type Period = { startsAt: Date; endsAt: Date; isActive: boolean };

/** A running promotion's product as the pop-up shows it. */
export type InfoProductRow = {
  promotionId: string;
  productId: string;
  name: string;
  slug: string;
  mainImage: Image;
  price: number;
  discountPercentage: number;
  maxDiscountAmount: number | null;
  maxQty: number | null;
  usedQty: number;
};

/**
 * Runs a write of a promotion, turning what the schema refuses after the service's checks passed into domain errors:
 * a concurrent write took the slug, or put one of the products on another promotion over an overlapping period
 * (the exclusion constraint).
 */
async function refusalsAsErrors<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isPgError(error, UNIQUE_VIOLATION, 'promotions_slug_unique')) throw new SlugTakenError();
    if (isPgError(error, EXCLUSION_VIOLATION, 'promotion_items_one_active_per_product'))
      throw new AppError('PROMOTION_PRODUCT_CONFLICT');
    throw error;
  }
}

/** The item rows of a promotion, in the form's order, each carrying the promotion's period and active flag. */
function itemRows(promotionId: string, items: ItemInput[], period: Period) {
  return items.map((item, position) => ({
    promotionId,
    productId: item.productId,
    discountPercentage: item.discountPercentage,
    maxQty: item.maxQty,
    maxDiscountAmount: item.maxDiscountAmount,
    startsAt: period.startsAt,
    endsAt: period.endsAt,
    isActive: period.isActive,
    position,
  }));
}

export function promotionsRepository(db: Db) {
  return {
    async findById(id: string): Promise<PromotionRow | undefined> {
      const [row] = await db.select().from(promotions).where(eq(promotions.id, id)).limit(1);
      return row;
    },

    /** Items of these promotions, each promotion's in form order. */
    async itemsOf(promotionIds: string[]): Promise<PromotionItemRow[]> {
      if (promotionIds.length === 0) return [];
      return db
        .select()
        .from(promotionItems)
        .where(inArray(promotionItems.promotionId, promotionIds))
        .orderBy(asc(promotionItems.promotionId), asc(promotionItems.position));
    },

    /** Promotions whose period overlaps [from, to] (either side open), newest first. */
    async list(query: { page: number; pageSize: number; from?: Date | undefined; to?: Date | undefined }) {
      const filters: SQL[] = [];
      if (query.to) filters.push(lte(promotions.startsAt, query.to));
      if (query.from) filters.push(gte(promotions.endsAt, query.from));
      const where = filters.length ? and(...filters) : undefined;
      const [total] = await db.select({ value: count() }).from(promotions).where(where);
      const rows = await db
        .select()
        .from(promotions)
        .where(where)
        .orderBy(desc(promotions.createdAt), desc(promotions.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      return { rows, total: total?.value ?? 0 };
    },

    /** The ids among these that are products. */
    async existingProductIds(ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: productView.id })
        .from(productView)
        .where(inArray(productView.id, ids));
      return new Set(rows.map((r) => r.id));
    },

    /**
     * Products among `productIds` that another active promotion covers at some moment of [startsAt, endsAt]
     * (closed periods, as the exclusion constraint compares them). Used to name the products in the 409;
     * the constraint alone decides under concurrency.
     */
    async conflicts(input: {
      productIds: string[];
      startsAt: Date;
      endsAt: Date;
      exceptPromotionId?: string | undefined;
    }): Promise<{ productId: string; productName: string; promotionName: string }[]> {
      if (input.productIds.length === 0) return [];
      const filters: SQL[] = [
        inArray(promotionItems.productId, input.productIds),
        eq(promotionItems.isActive, true),
        lte(promotionItems.startsAt, input.endsAt),
        gte(promotionItems.endsAt, input.startsAt),
      ];
      if (input.exceptPromotionId) filters.push(ne(promotionItems.promotionId, input.exceptPromotionId));
      return db
        .selectDistinctOn([promotionItems.productId], {
          productId: promotionItems.productId,
          productName: productView.name,
          promotionName: promotions.name,
        })
        .from(promotionItems)
        .innerJoin(productView, eq(productView.id, promotionItems.productId))
        .innerJoin(promotions, eq(promotions.id, promotionItems.promotionId))
        .where(and(...filters))
        .orderBy(promotionItems.productId, asc(promotionItems.startsAt));
    },

    /** The used quantity of each product already in this promotion. */
    async usedQuantities(promotionId: string): Promise<Map<string, number>> {
      const rows = await db
        .select({ productId: promotionItems.productId, usedQty: promotionItems.usedQty })
        .from(promotionItems)
        .where(eq(promotionItems.promotionId, promotionId));
      return new Map(rows.map((r) => [r.productId, r.usedQty]));
    },

    /** The name's slug, made unique among promotions with -2, -3 … (api-contract §1.6). */
    async uniqueSlug(name: string, exceptId?: string): Promise<string> {
      const base = baseSlug(name, 'khuyen-mai');
      const rows = await db
        .select({ slug: promotions.slug })
        .from(promotions)
        .where(
          and(
            sql`(${promotions.slug} = ${base} or ${promotions.slug} like ${`${escapeLike(base)}-%`})`,
            exceptId ? ne(promotions.id, exceptId) : undefined,
          ),
        );
      return pickSlug(name, new Set(rows.map((r) => r.slug)), 'khuyen-mai');
    },

    async insert(
      values: {
        name: string;
        slug: string;
        description: string;
        banner: Image;
      } & Period,
      items: ItemInput[],
    ): Promise<PromotionRow> {
      return refusalsAsErrors(async () => {
        const [row] = await db.insert(promotions).values(values).returning();
        if (!row) throw new Error('promotion insert returned nothing');
        await db.insert(promotionItems).values(itemRows(row.id, items, values));
        return row;
      });
    },

    /**
     * Writes the promotion and keeps the period and the active flag copied on its items in step (the exclusion
     * constraint reads them there). With `items`, the list is replaced: products left out are removed, kept
     * ones keep their used quantity. Run inside a transaction.
     */
    async update(
      id: string,
      values: Partial<{ name: string; slug: string; description: string; banner: Image }> & Period,
      items: ItemInput[] | undefined,
    ): Promise<void> {
      await refusalsAsErrors(async () => {
        await db
          .update(promotions)
          .set({ ...values, updatedAt: sql`now()` })
          .where(eq(promotions.id, id));
        if (items) {
          const keep = items.map((i) => i.productId);
          await db
            .delete(promotionItems)
            .where(and(eq(promotionItems.promotionId, id), notInArray(promotionItems.productId, keep)));
        }
        // The copies first, so that kept items never carry the old period next to new ones.
        await db
          .update(promotionItems)
          .set({ startsAt: values.startsAt, endsAt: values.endsAt, isActive: values.isActive })
          .where(eq(promotionItems.promotionId, id));
        if (items) {
          await db
            .insert(promotionItems)
            .values(itemRows(id, items, values))
            .onConflictDoUpdate({
              target: [promotionItems.promotionId, promotionItems.productId],
              set: {
                discountPercentage: sql`excluded.discount_percentage`,
                maxQty: sql`excluded.max_qty`,
                maxDiscountAmount: sql`excluded.max_discount_amount`,
                position: sql`excluded.position`,
              },
            });
        }
      });
    },

    async remove(id: string): Promise<void> {
      await db.delete(promotions).where(eq(promotions.id, id));
    },

    /** Active promotions running at `now`, ending soonest first. */
    async running(now: Date): Promise<PromotionRow[]> {
      return db
        .select()
        .from(promotions)
        .where(and(eq(promotions.isActive, true), lte(promotions.startsAt, now), gte(promotions.endsAt, now)))
        .orderBy(asc(promotions.endsAt), asc(promotions.createdAt));
    },

    /** The products of these promotions that the shop shows on `today` (enabled, not expired), in form order. */
    async visibleProductsOf(promotionIds: string[], today: string): Promise<InfoProductRow[]> {
      if (promotionIds.length === 0) return [];
      return db
        .select({
          promotionId: promotionItems.promotionId,
          productId: productView.id,
          name: productView.name,
          slug: productView.slug,
          mainImage: productView.mainImage,
          price: productView.price,
          discountPercentage: promotionItems.discountPercentage,
          maxDiscountAmount: promotionItems.maxDiscountAmount,
          maxQty: promotionItems.maxQty,
          usedQty: promotionItems.usedQty,
        })
        .from(promotionItems)
        .innerJoin(productView, eq(productView.id, promotionItems.productId))
        .where(and(inArray(promotionItems.promotionId, promotionIds), productShownOn(today)))
        .orderBy(asc(promotionItems.promotionId), asc(promotionItems.position));
    },

    /**
     * Returns a banner that a failed write had claimed to the uploader's unattached files, so that the form can
     * be sent again with the same upload (and the 24-hour sweep still removes it if it is not).
     */
    async unclaimUpload(publicId: string): Promise<void> {
      await uploadsRepository(db).markDetached([publicId]);
    },
  };
}
