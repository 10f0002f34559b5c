import type { Db } from '../../db/client';
import { reviews } from '../../db/schema';
import { insertChunked } from '../../db/sql';
import { reviewsRepository } from './repository';

export type NewReview = typeof reviews.$inferInsert;

/**
 * Writes many product reviews at once (ADR 0047: the demo data's), then the reviewed products' ratings exactly as a
 * single review does (`refreshProductRating`).
 */
export async function importReviews(db: Db, rows: NewReview[]): Promise<void> {
  await insertChunked(db, reviews, rows, 400);
  const repository = reviewsRepository(db);
  for (const productId of new Set(rows.map((r) => r.productId)))
    await repository.refreshProductRating(productId);
}
