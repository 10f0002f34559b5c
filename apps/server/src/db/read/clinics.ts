import { getTableColumns } from 'drizzle-orm';
import { bookingReviews, clinics } from '../schema';
import { views } from '../views';

/** What other modules read of a clinic (ADR 0044): all of its columns, never a write. */
export const clinicView = views.select(getTableColumns(clinics)).from(clinics).as('clinic_view');

export type ClinicRow = typeof clinics.$inferSelect;

/** What other modules read of a booking's reviews (ADR 0044): all of their columns, never a write. */
export const bookingReviewView = views
  .select(getTableColumns(bookingReviews))
  .from(bookingReviews)
  .as('booking_review_view');
