import {
  BOOKING_STATUSES,
  DEFAULT_RESCHEDULE_NOTICE_HOURS,
  avatarOf,
  customerBookingFlags,
  customerFlagsChangeAt,
  toLocalTime,
  toLocalDate,
  type Booking,
  type BookingStatistics,
  type BookingStatus,
} from '@lumi/shared';
import type { BookingEventRow, BookingRefs, BookingRow } from './repository';

/** The contract's Booking (api-contract §2); `canCancel` / `canEdit` are the customer's, at `now`. */
export function toBookingDto(
  row: BookingRow,
  refs: BookingRefs,
  events: BookingEventRow[],
  reviews: { doctor: boolean; clinic: boolean },
  now: Date,
): Booking {
  const user = refs.users.get(row.userId);
  const doctor = refs.doctors.get(row.doctorId);
  const clinic = refs.clinics.get(row.clinicId);
  const doctorName = doctor?.name ?? '';
  const rescheduleNoticeHours = clinic?.rescheduleNoticeHours ?? DEFAULT_RESCHEDULE_NOTICE_HOURS;
  return {
    _id: row.id,
    code: row.code,
    user: { _id: row.userId, name: user?.name ?? '', email: user?.email ?? '' },
    doctor: {
      _id: row.doctorId,
      name: doctorName,
      slug: doctor?.slug ?? '',
      avatar: avatarOf(doctor?.avatar, doctorName),
      specialty: doctor?.specialty ?? '',
      email: doctor?.email ?? '',
      phone: doctor?.phone ?? '',
    },
    clinic: {
      _id: row.clinicId,
      name: clinic?.name ?? '',
      slug: clinic?.slug ?? '',
      logo: clinic?.logo ?? { url: '', publicId: '' },
      address: clinic?.address ?? '',
      phone: clinic?.phone ?? '',
      rescheduleNoticeHours,
    },
    date: toLocalDate(row.startAt),
    startTime: toLocalTime(row.startAt),
    endTime: toLocalTime(row.endAt),
    duration: Math.round((row.endAt.getTime() - row.startAt.getTime()) / 60_000),
    startAt: row.startAt.toISOString(),
    endAt: row.endAt.toISOString(),
    price: row.price,
    customer: {
      name: row.patientName,
      phone: row.patientPhone,
      email: row.patientEmail,
      gender: row.patientGender,
      dateOfBirth: row.patientDateOfBirth,
      address: row.patientAddress,
      note: row.patientNote,
    },
    status: row.status,
    cancelReason: row.cancelReason,
    cancelledBy: row.cancelledBy,
    statusHistory: events.map((e) => ({
      prevStatus: e.prevStatus,
      status: e.status,
      updatedBy: e.updatedById ? { _id: e.updatedById, name: e.updatedByName ?? '' } : null,
      updatedByModel: e.updatedByModel,
      note: e.note,
      date: e.createdAt.toISOString(),
    })),
    isReview: reviews.doctor,
    isClinicReview: reviews.clinic,
    rescheduleCount: row.rescheduleCount,
    customerConfirmedAt: row.customerConfirmedAt?.toISOString() ?? null,
    deposit:
      row.depositStatus && row.depositAmount !== null && row.depositExpiresAt
        ? {
            amount: row.depositAmount,
            status: row.depositStatus,
            expiresAt: row.depositExpiresAt.toISOString(),
            paidAt: row.depositPaidAt?.toISOString() ?? null,
          }
        : null,
    ...customerBookingFlags({ ...row, rescheduleNoticeHours }, now),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The top-level `statistics` of a booking list from the counts per status. */
export function statisticsOf(counts: Map<string, number>): BookingStatistics {
  const by = Object.fromEntries(BOOKING_STATUSES.map((s) => [s, counts.get(s) ?? 0])) as Record<
    BookingStatus,
    number
  >;
  return { total: BOOKING_STATUSES.reduce((sum, s) => sum + by[s], 0), ...by };
}

/** Until when the customer's flags of every booking in `items` stay as they are at `now` (ms); null: while unchanged. */
export function customerFlagsHoldUntil(items: readonly Booking[], now: Date): number | null {
  let until: number | null = null;
  for (const booking of items) {
    const at = customerFlagsChangeAt(
      { ...booking, rescheduleNoticeHours: booking.clinic.rescheduleNoticeHours },
      now,
    );
    if (at !== null && (until === null || at < until)) until = at;
  }
  return until;
}
