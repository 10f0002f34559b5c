import type { Db } from '../../db/client';
import { bookingReviews } from '../../db/schema';
import { insertChunked } from '../../db/sql';
import { bookingReviewsRepository } from './reviews-repository';

export type NewBookingReview = typeof bookingReviews.$inferInsert;

/**
 * Writes many doctor and clinic reviews at once (ADR 0047: the demo data's), then the reviewed doctors' and clinics'
 * ratings exactly as a single review does (`recomputeRating`).
 */
export async function importBookingReviews(db: Db, rows: NewBookingReview[]): Promise<void> {
  await insertChunked(db, bookingReviews, rows);
  const repository = bookingReviewsRepository(db);
  const reviewed = new Set(
    rows.map((r) => (r.kind === 'doctor' ? `doctor:${r.doctorId}` : `clinic:${r.clinicId}`)),
  );
  for (const key of [...reviewed].sort()) {
    const [kind, id] = key.split(':') as ['doctor' | 'clinic', string];
    await repository.recomputeRating(kind, id);
  }
}
