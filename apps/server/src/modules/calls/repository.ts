import { and, asc, eq, gte } from 'drizzle-orm';
import { CALL_WINDOW } from '@lumi/shared';
import type { Db } from '../../db/client';
import { userView } from '../../db/read/auth';
import type { BookingRow } from '../bookings/repository';
import { bookingView } from '../../db/read/bookings';
import type { DoctorRow } from '../doctors/repository';
import { doctorView } from '../../db/read/doctors';

/** A booking as the consultation page and the call rules read it. */
export type ConsultationRow = {
  id: string;
  code: string;
  userId: string;
  userName: string;
  doctorId: string;
  doctorName: string;
  doctorAvatar: DoctorRow['avatar'];
  doctorSpecialty: string;
  patientName: string;
  startAt: Date;
  endAt: Date;
  status: BookingRow['status'];
};

export function callsRepository(db: Db) {
  return {
    async consultation(bookingId: string): Promise<ConsultationRow | undefined> {
      const [row] = await db
        .select({
          id: bookingView.id,
          code: bookingView.code,
          userId: bookingView.userId,
          userName: userView.name,
          doctorId: bookingView.doctorId,
          doctorName: doctorView.name,
          doctorAvatar: doctorView.avatar,
          doctorSpecialty: doctorView.specialty,
          patientName: bookingView.patientName,
          startAt: bookingView.startAt,
          endAt: bookingView.endAt,
          status: bookingView.status,
        })
        .from(bookingView)
        .innerJoin(userView, eq(userView.id, bookingView.userId))
        .innerJoin(doctorView, eq(doctorView.id, bookingView.doctorId))
        .where(eq(bookingView.id, bookingId))
        .limit(1);
      return row;
    },

    /** The confirmed bookings of a customer with a doctor whose call window has not closed at `now`, soonest first. */
    async openOrComingWindows(
      userId: string,
      doctorId: string,
      now: Date,
    ): Promise<{ id: string; startAt: Date; endAt: Date }[]> {
      const endedBefore = new Date(now.getTime() - CALL_WINDOW.closesAfterMin * 60_000);
      return db
        .select({ id: bookingView.id, startAt: bookingView.startAt, endAt: bookingView.endAt })
        .from(bookingView)
        .where(
          and(
            eq(bookingView.userId, userId),
            eq(bookingView.doctorId, doctorId),
            eq(bookingView.status, 'confirmed'),
            gte(bookingView.endAt, endedBefore),
          ),
        )
        .orderBy(asc(bookingView.startAt))
        .limit(20);
    },
  };
}
