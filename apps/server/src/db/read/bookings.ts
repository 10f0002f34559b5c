import { getTableColumns } from 'drizzle-orm';
import { bookings } from '../schema';
import { views } from '../views';

/** What other modules read of a booking (ADR 0044): all of its columns, never a write. */
export const bookingView = views.select(getTableColumns(bookings)).from(bookings).as('booking_view');
