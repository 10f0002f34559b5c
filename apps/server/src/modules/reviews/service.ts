import {
  avatarOf,
  startOfLocalDay,
  type AdminRole,
  type CreateReviewBody,
  type Image,
  type ListAdminReviewsQuery,
  type ListProductReviewsQuery,
  type Pagination,
  type RateDistribution,
  type Review,
  type UpdateReviewBody,
} from '@lumi/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { offsetOf, paginate } from '../../lib/pagination';
import type { UploadsService } from '../uploads/service';
import { reviewsRepository, type AdminReviewFilter, type ReviewViewRow } from './repository';

/** What reviews need of the catalogue: dropping cached answers after a product's rating changes. */
export type ReviewsCatalog = { invalidate(): void };

export type ReviewCustomer = { id: string };
export type ReviewStaff = { id: string; name: string; role: AdminRole };

export type ProductReviewsPage = {
  items: Review[];
  pagination: Pagination;
  averageRating: number;
  totalReviews: number;
  rateDistribution: RateDistribution;
};

export type ReviewsService = ReturnType<typeof createReviewsService>;

export function toReviewDto(row: ReviewViewRow): Review {
  return {
    _id: row.id,
    product: {
      _id: row.productId,
      name: row.productName,
      slug: row.productSlug,
      mainImage: row.productMainImage,
    },
    user: { _id: row.userId, name: row.userName, avatar: avatarOf(row.userAvatar, row.userName) },
    order: row.orderId,
    color: row.colorName !== null ? { name: row.colorName, code: row.colorCode ?? '' } : null,
    rate: row.rate,
    comment: row.comment,
    images: row.images,
    display: row.display,
    reply:
      row.replyContent !== null && row.repliedAt !== null
        ? {
            content: row.replyContent,
            repliedAt: row.repliedAt,
            by: { _id: row.replyById ?? '', name: row.replyByName ?? '' },
          }
        : null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** Product reviews (api-contract §3.6, decision 20): one per delivered order line, moderated by the shop. */
export function createReviewsService(deps: {
  db: Db;
  clock: Clock;
  uploads: UploadsService;
  catalog: ReviewsCatalog;
}) {
  const repo = (db: Db = deps.db) => reviewsRepository(db);

  async function dtoOf(id: string): Promise<Review> {
    const row = await repo().view(id);
    if (!row) throw new AppError('REVIEW_NOT_FOUND');
    return toReviewDto(row);
  }

  /** Makes the uploaded photos the review's (api-contract §1.9): each must be an unattached upload of the author. */
  async function claimImages(customerId: string, wanted: Image[]): Promise<Image[]> {
    const claimed: Image[] = [];
    try {
      for (const image of wanted) {
        if (claimed.some((c) => c.publicId === image.publicId)) continue;
        claimed.push(await deps.uploads.claim(image, { kind: 'user', id: customerId }, null));
      }
    } catch (error) {
      await deps.uploads.unclaim(claimed.map((i) => i.publicId));
      throw error;
    }
    return claimed;
  }

  return {
    /** `POST /reviews`: the caller's delivered order, a line of the product not yet reviewed. */
    async create(customer: ReviewCustomer, body: CreateReviewBody): Promise<Review> {
      if (!body.order) throw new AppError('REVIEW_NOT_ALLOWED');
      const order = await repo().findOrder(body.order);
      // Another customer's order is not found (api-contract §1.2).
      if (!order || order.userId !== customer.id || order.archivedAt) throw new AppError('ORDER_NOT_FOUND');
      if (order.status !== 'delivered') throw new AppError('REVIEW_NOT_ALLOWED');

      const images = await claimImages(customer.id, body.images);
      let id: string;
      try {
        id = await deps.db.transaction(async (tx) => {
          const r = repo(tx);
          const lines = await r.lockProductLines(order.id, body.product);
          if (lines.length === 0) throw new AppError('REVIEW_NOT_ALLOWED');
          const line = body.line ? lines.find((l) => l.id === body.line) : lines.find((l) => !l.isReviewed);
          if (!line) throw new AppError(body.line ? 'REVIEW_NOT_ALLOWED' : 'REVIEW_EXISTS');
          if (line.isReviewed) throw new AppError('REVIEW_EXISTS');
          const now = deps.clock.now();
          const reviewId = await r.insert({
            productId: body.product,
            userId: customer.id,
            orderId: order.id,
            lineId: line.id,
            colorName: line.colorName,
            colorCode: line.colorCode,
            rate: body.rate,
            comment: body.comment,
            images,
            createdAt: now,
            updatedAt: now,
          });
          await r.setLineReviewed(line.id, true);
          await r.refreshProductRating(body.product);
          return reviewId;
        });
      } catch (error) {
        await deps.uploads.unclaim(images.map((i) => i.publicId));
        throw error;
      }
      deps.catalog.invalidate();
      return dtoOf(id);
    },

    /** `GET /reviews/{productId}`: visible reviews, with the statistics of all of them. */
    async listByProduct(productId: string, query: ListProductReviewsQuery): Promise<ProductReviewsPage> {
      const r = repo();
      if (!(await r.productExists(productId))) throw new AppError('PRODUCT_NOT_FOUND');
      const { items, total } = await r.listByProduct(
        productId,
        {
          ...(query.rate !== undefined ? { rate: query.rate } : {}),
          ...(query.hasComment !== undefined ? { hasComment: query.hasComment } : {}),
          ...(query.hasImage !== undefined ? { hasImage: query.hasImage } : {}),
        },
        query.pageSize,
        offsetOf(query.page, query.pageSize),
      );
      const counts = await r.rateCounts(productId);
      const rateDistribution: RateDistribution = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
      let totalReviews = 0;
      let sum = 0;
      for (const { rate, n } of counts) {
        const key = String(rate) as keyof RateDistribution;
        rateDistribution[key] = n;
        totalReviews += n;
        sum += rate * n;
      }
      // One decimal, as the product's stored average (numeric(2,1), rounded half away from zero).
      const averageRating = totalReviews === 0 ? 0 : Math.round((sum * 10) / totalReviews) / 10;
      return {
        items: items.map(toReviewDto),
        pagination: paginate(query.page, query.pageSize, total),
        averageRating,
        totalReviews,
        rateDistribution,
      };
    },

    /** `GET /admin/reviews`: every review, hidden ones included, newest first. */
    async adminList(query: ListAdminReviewsQuery): Promise<{ items: Review[]; pagination: Pagination }> {
      const filter: AdminReviewFilter = {
        ...(query.customerName ? { customerName: query.customerName } : {}),
        ...(query.productName ? { productName: query.productName } : {}),
        ...(query.rate !== undefined ? { rate: query.rate } : {}),
        ...(query.fromDate ? { from: startOfLocalDay(query.fromDate) } : {}),
        ...(query.toDate ? { to: new Date(startOfLocalDay(query.toDate).getTime() + 86_400_000) } : {}),
      };
      const { items, total } = await repo().listAdmin(
        filter,
        query.pageSize,
        offsetOf(query.page, query.pageSize),
      );
      return { items: items.map(toReviewDto), pagination: paginate(query.page, query.pageSize, total) };
    },

    /** `PUT /admin/reviews/{id}`: ADMIN shows, hides and replies; SUPPORT only shows and hides. */
    async adminUpdate(staff: ReviewStaff, id: string, body: UpdateReviewBody): Promise<Review> {
      if (body.reply !== undefined && staff.role !== 'ADMIN') throw new AppError('FORBIDDEN');
      let ratingChanged = false;
      await deps.db.transaction(async (tx) => {
        const r = repo(tx);
        const row = await r.lockById(id);
        if (!row) throw new AppError('REVIEW_NOT_FOUND');
        const now = deps.clock.now();
        const changes: Parameters<typeof r.update>[1] = { updatedAt: now };
        if (body.display !== undefined) changes.display = body.display;
        if (body.reply === null) {
          Object.assign(changes, { replyContent: null, repliedAt: null, replyById: null, replyByName: null });
        } else if (body.reply !== undefined) {
          Object.assign(changes, {
            replyContent: body.reply,
            repliedAt: now,
            replyById: staff.id,
            replyByName: staff.name,
          });
        }
        await r.update(row.id, changes);
        if (body.display !== undefined && body.display !== row.display) {
          await r.refreshProductRating(row.productId);
          ratingChanged = true;
        }
      });
      if (ratingChanged) deps.catalog.invalidate();
      return dtoOf(id);
    },

    /** `DELETE /admin/reviews/{id}`: its photos are deleted and the line may be reviewed again. */
    async adminRemove(id: string): Promise<{ _id: string }> {
      const removed = await deps.db.transaction(async (tx) => {
        const r = repo(tx);
        const row = await r.lockById(id);
        if (!row) throw new AppError('REVIEW_NOT_FOUND');
        await r.remove(row.id);
        await r.setLineReviewed(row.lineId, false);
        await r.refreshProductRating(row.productId);
        return row;
      });
      deps.catalog.invalidate();
      for (const image of removed.images) await deps.uploads.release(image);
      return { _id: id };
    },
  };
}
