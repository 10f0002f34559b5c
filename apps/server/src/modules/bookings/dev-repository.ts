import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema';

/**
 * Development only (`/dev/bookings/{id}/into-past`, never registered in production): moves a booking's visit whole
 * days back, as if its day had come and gone, so the e2e can record missed visits through the doctor's own call
 * (the deposit's journey, ADR 0061). Answers the visit's new start, or undefined for an unknown booking.
 */
export async function moveVisitBack(db: Db, id: string, days: number): Promise<Date | undefined> {
  const shift = sql`(${days} * interval '1 day')`;
  const [row] = await db
    .update(bookings)
    .set({ startAt: sql`${bookings.startAt} - ${shift}`, endAt: sql`${bookings.endAt} - ${shift}` })
    .where(eq(bookings.id, id))
    .returning({ startAt: bookings.startAt });
  return row?.startAt;
}
