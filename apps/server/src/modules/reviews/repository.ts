import { eq, sql, type SQL } from 'drizzle-orm';
import type { Image } from '@lumi/shared';
import type { Db } from '../../db/client';
import { reviews } from '../../db/schema';
import { isPgError, UNIQUE_VIOLATION } from '../../db/pg-errors';
import { foldedMatch, isoOf, rowsOf } from '../../db/sql';
import { AppError } from '../../lib/app-error';
import { setProductRating } from '../catalog/products/counts-repository';
import {
  reviewLinesRepository,
  type ReviewLineRow,
  type ReviewOrderRow,
} from '../orders/review-lines-repository';
import { productView } from '../../db/read/catalog';
import { userView } from '../../db/read/auth';
import { viewAs } from '../../db/views';

export type ReviewRecord = typeof reviews.$inferSelect;
export type { ReviewLineRow, ReviewOrderRow };

/** A review as the answers show it: its product and author joined (api-contract §2 Review). */
export type ReviewViewRow = {
  id: string;
  productId: string;
  productName: string;
  productSlug: string;
  productMainImage: Image;
  userId: string;
  userName: string;
  userAvatar: Image | null;
  orderId: string;
  colorName: string | null;
  colorCode: string | null;
  rate: number;
  comment: string;
  images: Image[];
  display: boolean;
  replyContent: string | null;
  repliedAt: string | null;
  replyById: string | null;
  replyByName: string | null;
  createdAt: string;
  updatedAt: string;
};

export type ProductReviewFilter = { rate?: number; hasComment?: boolean; hasImage?: boolean };

export type AdminReviewFilter = {
  customerName?: string;
  productName?: string;
  rate?: number;
  from?: Date;
  to?: Date;
};

export type RateCounts = { rate: number; n: number }[];

const VIEW_COLUMNS = sql`r.id, r.product_id as "productId", p.name as "productName", p.slug as "productSlug",
  p.main_image as "productMainImage", r.user_id as "userId", u.name as "userName", u.avatar as "userAvatar",
  r.order_id as "orderId", r.color_name as "colorName", r.color_code as "colorCode", r.rate, r.comment,
  r.images, r.display, r.reply_content as "replyContent", ${isoOf(sql`r.replied_at`)} as "repliedAt",
  r.reply_by_id as "replyById", r.reply_by_name as "replyByName", ${isoOf(sql`r.created_at`)} as "createdAt",
  ${isoOf(sql`r.updated_at`)} as "updatedAt"`;

const VIEW_FROM = sql`reviews r join ${viewAs(productView, 'p')} on p.id = r.product_id join ${viewAs(userView, 'u')} on u.id = r.user_id`;

function productWhere(productId: string, filter: ProductReviewFilter): SQL {
  const parts: SQL[] = [sql`r.product_id = ${productId}`, sql`r.display`];
  if (filter.rate !== undefined) parts.push(sql`r.rate = ${filter.rate}`);
  if (filter.hasComment !== undefined)
    parts.push(filter.hasComment ? sql`length(r.comment) > 0` : sql`length(r.comment) = 0`);
  if (filter.hasImage !== undefined)
    parts.push(
      filter.hasImage ? sql`jsonb_array_length(r.images) > 0` : sql`jsonb_array_length(r.images) = 0`,
    );
  return sql.join(parts, sql` and `);
}

function adminWhere(filter: AdminReviewFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (filter.customerName) parts.push(foldedMatch(sql`lumi_fold(u.name)`, filter.customerName));
  if (filter.productName) parts.push(foldedMatch(sql`lumi_fold(p.name)`, filter.productName));
  if (filter.rate !== undefined) parts.push(sql`r.rate = ${filter.rate}`);
  if (filter.from) parts.push(sql`r.created_at >= ${filter.from.toISOString()}::timestamptz`);
  if (filter.to) parts.push(sql`r.created_at < ${filter.to.toISOString()}::timestamptz`);
  return sql.join(parts, sql` and `);
}

export function reviewsRepository(db: Db) {
  async function page(
    where: SQL,
    limit: number,
    offset: number,
  ): Promise<{ items: ReviewViewRow[]; total: number }> {
    const items = await rowsOf<ReviewViewRow>(
      db,
      sql`select ${VIEW_COLUMNS} from ${VIEW_FROM} where ${where}
        order by r.created_at desc, r.id desc limit ${limit} offset ${offset}`,
    );
    const [count] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${VIEW_FROM} where ${where}`,
    );
    return { items, total: count?.n ?? 0 };
  }

  const lines = reviewLinesRepository(db);
  return {
    findOrder: lines.findOrder,
    lockProductLines: lines.lockProductLines,

    /** Inserts a review; a second review of the same line (even a concurrent one) is REVIEW_EXISTS. */
    async insert(values: typeof reviews.$inferInsert): Promise<string> {
      try {
        const [row] = await db.insert(reviews).values(values).returning({ id: reviews.id });
        if (!row) throw new Error('review insert returned nothing');
        return row.id;
      } catch (error) {
        if (isPgError(error, UNIQUE_VIOLATION, 'reviews_line_unique')) throw new AppError('REVIEW_EXISTS');
        throw error;
      }
    },

    setLineReviewed: lines.setLineReviewed,

    /** Stores the product's average (one decimal) and count of its visible reviews (in the catalogue). */
    async refreshProductRating(productId: string): Promise<void> {
      const [rating] = await rowsOf<{ average: number; total: number }>(
        db,
        sql`select coalesce(round(avg(rate)::numeric, 1), 0)::float8 as average, count(*)::int as total
          from reviews where product_id = ${productId} and display`,
      );
      await setProductRating(db, productId, rating ?? { average: 0, total: 0 });
    },

    async findById(id: string): Promise<ReviewRecord | undefined> {
      const [row] = await db.select().from(reviews).where(eq(reviews.id, id));
      return row;
    },

    async lockById(id: string): Promise<ReviewRecord | undefined> {
      const [row] = await db.select().from(reviews).where(eq(reviews.id, id)).for('update');
      return row;
    },

    async update(id: string, values: Partial<typeof reviews.$inferInsert>): Promise<void> {
      await db.update(reviews).set(values).where(eq(reviews.id, id));
    },

    async remove(id: string): Promise<void> {
      await db.delete(reviews).where(eq(reviews.id, id));
    },

    async view(id: string): Promise<ReviewViewRow | undefined> {
      const [row] = await rowsOf<ReviewViewRow>(
        db,
        sql`select ${VIEW_COLUMNS} from ${VIEW_FROM} where r.id = ${id}`,
      );
      return row;
    },

    async productExists(id: string): Promise<boolean> {
      const rows = await rowsOf<{ one: number }>(
        db,
        sql`select 1 as one from ${viewAs(productView, 'products')} where id = ${id}`,
      );
      return rows.length > 0;
    },

    /** A page of a product's visible reviews, newest first. */
    listByProduct(productId: string, filter: ProductReviewFilter, limit: number, offset: number) {
      return page(productWhere(productId, filter), limit, offset);
    },

    /** Visible reviews of a product per star value, unfiltered. */
    async rateCounts(productId: string): Promise<RateCounts> {
      return rowsOf<{ rate: number; n: number }>(
        db,
        sql`select rate, count(*)::int as n from reviews where product_id = ${productId} and display
          group by rate`,
      );
    },

    /** A page of every review (hidden ones included), newest first. */
    listAdmin(filter: AdminReviewFilter, limit: number, offset: number) {
      return page(adminWhere(filter), limit, offset);
    },
  };
}

export type ReviewsRepository = ReturnType<typeof reviewsRepository>;
