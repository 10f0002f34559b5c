import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookingEvents, bookings } from '../../db/schema';
import { insertChunked } from '../../db/sql';

export type NewBooking = typeof bookings.$inferInsert;
export type NewBookingEvent = typeof bookingEvents.$inferInsert;

/** The bookings' bulk writer (ADR 0047): past and coming bookings whole, with their timelines (the demo data's). */
export function bookingsBulk(db: Db) {
  return {
    /** Whether any of these customers has a booking. */
    async anyOf(userIds: string[]): Promise<boolean> {
      if (userIds.length === 0) return false;
      const [row] = await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(inArray(bookings.userId, userIds))
        .limit(1);
      return row !== undefined;
    },
    /** The events in their order: their insertion order (seq) is each booking's timeline. */
    async insert(rows: { bookings: NewBooking[]; events: NewBookingEvent[] }): Promise<void> {
      await insertChunked(db, bookings, rows.bookings);
      await insertChunked(db, bookingEvents, rows.events);
    },
  };
}
