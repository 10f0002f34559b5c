import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { bookingReviews, clinics } from '../../db/schema';
import { views } from '../../db/views';

/** What other modules read of a booking's reviews (ADR 0044). */
export const bookingReviewView = views
  .select({
    id: bookingReviews.id,
    kind: bookingReviews.kind,
    bookingId: bookingReviews.bookingId,
    userId: bookingReviews.userId,
    doctorId: bookingReviews.doctorId,
    clinicId: bookingReviews.clinicId,
    rate: bookingReviews.rate,
    isActive: bookingReviews.isActive,
  })
  .from(bookingReviews)
  .as('booking_review_view');

/** Whether the customer (`user`: a column or a parameter) has reviewed a visit; it keeps the account. */
export const hasBookingReviews = (user: SQL): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${bookingReviews} br where br.user_id = ${user})`;

/** What other modules read of a clinic (ADR 0044): all of its columns, never a write. */
export const clinicView = views.select(getTableColumns(clinics)).from(clinics).as('clinic_view');

export type ClinicRow = typeof clinics.$inferSelect;
