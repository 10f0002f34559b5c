import { and, asc, eq, gte } from 'drizzle-orm';
import { CALL_WINDOW } from '@lumi/shared';
import type { Db } from '../../db/client';
import { bookings, doctors, users } from '../../db/schema';

/** A booking as the consultation page and the call rules read it. */
export type ConsultationRow = {
  id: string;
  code: string;
  userId: string;
  userName: string;
  doctorId: string;
  doctorName: string;
  doctorAvatar: (typeof doctors.$inferSelect)['avatar'];
  doctorSpecialty: string;
  patientName: string;
  startAt: Date;
  endAt: Date;
  status: (typeof bookings.$inferSelect)['status'];
};

export function callsRepository(db: Db) {
  return {
    async consultation(bookingId: string): Promise<ConsultationRow | undefined> {
      const [row] = await db
        .select({
          id: bookings.id,
          code: bookings.code,
          userId: bookings.userId,
          userName: users.name,
          doctorId: bookings.doctorId,
          doctorName: doctors.name,
          doctorAvatar: doctors.avatar,
          doctorSpecialty: doctors.specialty,
          patientName: bookings.patientName,
          startAt: bookings.startAt,
          endAt: bookings.endAt,
          status: bookings.status,
        })
        .from(bookings)
        .innerJoin(users, eq(users.id, bookings.userId))
        .innerJoin(doctors, eq(doctors.id, bookings.doctorId))
        .where(eq(bookings.id, bookingId))
        .limit(1);
      return row;
    },

    /** The confirmed bookings of a customer with a doctor whose call window has not closed at `now`, soonest first. */
    async openOrComingWindows(
      userId: string,
      doctorId: string,
      now: Date,
    ): Promise<{ startAt: Date; endAt: Date }[]> {
      const endedBefore = new Date(now.getTime() - CALL_WINDOW.closesAfterMin * 60_000);
      return db
        .select({ startAt: bookings.startAt, endAt: bookings.endAt })
        .from(bookings)
        .where(
          and(
            eq(bookings.userId, userId),
            eq(bookings.doctorId, doctorId),
            eq(bookings.status, 'confirmed'),
            gte(bookings.endAt, endedBefore),
          ),
        )
        .orderBy(asc(bookings.startAt))
        .limit(20);
    },
  };
}
