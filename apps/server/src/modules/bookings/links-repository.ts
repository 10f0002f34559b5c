import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookingLinks, bookings } from '../../db/schema';
import type { BookingLinkAction } from '@lumi/shared';

export type BookingLinkRow = typeof bookingLinks.$inferSelect;

/** The reminders' signed links (ADR 0058): kept by the SHA-256 of their id, used once. */
export function bookingLinksRepository(db: Db) {
  return {
    async insert(values: {
      tokenHash: string;
      bookingId: string;
      expiresAt: Date;
      createdAt: Date;
    }): Promise<void> {
      await db.insert(bookingLinks).values(values);
    },

    async findByHash(tokenHash: string): Promise<BookingLinkRow | undefined> {
      const [row] = await db.select().from(bookingLinks).where(eq(bookingLinks.tokenHash, tokenHash));
      return row;
    },

    /** Marks the link used for `action` unless it already was; answers whether this call did. */
    async use(id: string, action: BookingLinkAction, at: Date): Promise<boolean> {
      const rows = await db
        .update(bookingLinks)
        .set({ usedAt: at, usedAction: action })
        .where(and(eq(bookingLinks.id, id), isNull(bookingLinks.usedAt)))
        .returning({ id: bookingLinks.id });
      return rows.length === 1;
    },

    /** The customer said they will come: kept on a booking still pending or confirmed. */
    async confirmAttendance(bookingId: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(bookings)
        .set({ customerConfirmedAt: at, updatedAt: at })
        .where(and(eq(bookings.id, bookingId), inArray(bookings.status, ['pending', 'confirmed'])))
        .returning({ id: bookings.id });
      return rows.length === 1;
    },
  };
}
