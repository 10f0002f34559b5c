import { sql, type SQL } from 'drizzle-orm';
import { figureColumns } from '../../db/sql';

/**
 * The booking figures (ADR 0021), each defined once here by the module that owns the bookings and read by every
 * statistic (the clinic's and the doctor's, `booking-stats`; the site's, `site-stats`). Aggregates over rows of
 * `bookings b` in the caller's scope.
 */
export const BOOKING_FIGURES = {
  total: sql`count(*)::int`,
  pending: sql`(count(*) filter (where b.status = 'pending'))::int`,
  confirmed: sql`(count(*) filter (where b.status = 'confirmed'))::int`,
  completed: sql`(count(*) filter (where b.status = 'completed'))::int`,
  cancelled: sql`(count(*) filter (where b.status = 'cancelled'))::int`,
  /** 'Không đến' (issue 30): the visits the patient missed. */
  no_show: sql`(count(*) filter (where b.status = 'no_show'))::int`,
  /** 'Doanh thu' of a clinic or a doctor: Σ price of the completed bookings. */
  revenue: sql`(coalesce(sum(b.price) filter (where b.status = 'completed'), 0))::float8`,
  /** 'Doanh số' of a clinic or a doctor: Σ price of the bookings that were or may still be visits (ADR 0060). */
  sales: sql`(coalesce(sum(b.price) filter (where b.status not in ('cancelled', 'no_show')), 0))::float8`,
} as const;

export type BookingFigure = keyof typeof BOOKING_FIGURES;

/** The select list of some booking figures, each under the caller's column name (`{ actual: 'revenue' }`). */
export function bookingFigureColumns(columns: Record<string, BookingFigure>): SQL {
  return figureColumns(BOOKING_FIGURES, columns);
}
