import {
  addLocalDays,
  startOfLocalDay,
  type Booking,
  type BookingStatistics,
  type ListClinicBookingsQuery,
  type ListCustomerBookingsQuery,
  type ListDoctorBookingsQuery,
  type Pagination,
} from '@lumi/shared';
import { AppError } from '../../lib/app-error';
import { offsetOf, paginate } from '../../lib/pagination';
import type { BookingsCore } from './deps';
import { statisticsOf, toBookingDto } from './dto';
import type { BookingListFilter, BookingRow } from './repository';

export type BookingPage = { items: Booking[]; pagination: Pagination; statistics: BookingStatistics };

/** `fromDate` / `toDate` (inclusive local days) as bounds of the appointment's start. */
function dateRange(query: { fromDate?: string | undefined; toDate?: string | undefined }): BookingListFilter {
  return {
    ...(query.fromDate ? { from: startOfLocalDay(query.fromDate) } : {}),
    ...(query.toDate ? { to: startOfLocalDay(addLocalDays(query.toDate, 1)) } : {}),
  };
}

/** Reading bookings as the API shows them: one booking, and the customer's, doctor's and clinic's lists. */
export function createBookingQueries({ deps, repo }: Pick<BookingsCore, 'deps' | 'repo'>) {
  async function dtos(rows: BookingRow[]): Promise<Booking[]> {
    const ids = rows.map((r) => r.id);
    const [refs, events, reviews] = await Promise.all([
      repo().refsOf(rows),
      repo().eventsOf(ids),
      repo().reviewKindsOf(ids),
    ]);
    const now = deps.clock.now();
    return rows.map((row) =>
      toBookingDto(
        row,
        refs,
        events.filter((e) => e.bookingId === row.id),
        {
          doctor: reviews.some((r) => r.bookingId === row.id && r.kind === 'doctor'),
          clinic: reviews.some((r) => r.bookingId === row.id && r.kind === 'clinic'),
        },
        now,
      ),
    );
  }

  async function dtoOf(row: BookingRow): Promise<Booking> {
    const [found] = await dtos([row]);
    if (!found) throw new AppError('BOOKING_NOT_FOUND');
    return found;
  }

  async function dto(id: string): Promise<Booking> {
    const row = await repo().findById(id);
    if (!row) throw new AppError('BOOKING_NOT_FOUND');
    return dtoOf(row);
  }

  /** A booking `owns` accepts; any other (or none) is BOOKING_NOT_FOUND, never a 403 (api-contract §1.2). */
  async function detailIf(id: string, owns: (row: BookingRow) => boolean): Promise<Booking> {
    const row = await repo().findById(id);
    if (!row || !owns(row)) throw new AppError('BOOKING_NOT_FOUND');
    return dtoOf(row);
  }

  async function listOf(
    filter: BookingListFilter,
    query: { page: number; pageSize: number },
  ): Promise<BookingPage> {
    const [{ ids, total }, counts] = await Promise.all([
      repo().list(filter, { limit: query.pageSize, offset: offsetOf(query.page, query.pageSize) }),
      repo().statusCounts(filter),
    ]);
    const byId = new Map((await dtos(await repo().byIds(ids))).map((b) => [b._id, b]));
    return {
      items: ids.flatMap((id) => byId.get(id) ?? []),
      pagination: paginate(query.page, query.pageSize, total),
      statistics: statisticsOf(counts),
    };
  }

  return {
    dto,
    dtoOf,

    /** `GET /bookings/customer`: latest appointment first; `statistics` over all the customer's bookings. */
    listMine(userId: string, query: ListCustomerBookingsQuery): Promise<BookingPage> {
      return listOf({ userId, ...(query.status ? { status: query.status } : {}) }, query);
    },

    detailMine(userId: string, id: string): Promise<Booking> {
      return detailIf(id, (row) => row.userId === userId);
    },

    /** `GET /bookings/by-doctor`: the doctor's own bookings (api-contract §3.10). */
    listForDoctor(doctorId: string, query: ListDoctorBookingsQuery): Promise<BookingPage> {
      return listOf(
        {
          doctorId,
          ...(query.status ? { status: query.status } : {}),
          ...(query.bookingId ? { bookingId: query.bookingId } : {}),
          ...(query.search ? { search: query.search } : {}),
          ...dateRange(query),
        },
        query,
      );
    },

    detailForDoctor(doctorId: string, id: string): Promise<Booking> {
      return detailIf(id, (row) => row.doctorId === doctorId);
    },

    /**
     * `GET /admin/clinics/bookings/`: a CLINIC account its own clinic (its `clinicId` wins over the query's), an
     * ADMIN every clinic or the one asked for (api-contract §3.8).
     */
    listForClinic(clinicId: string | null, query: ListClinicBookingsQuery): Promise<BookingPage> {
      const clinic = clinicId ?? query.clinicId;
      return listOf(
        {
          ...(clinic ? { clinicId: clinic } : {}),
          ...(query.status ? { status: query.status } : {}),
          ...(query.search ? { search: query.search } : {}),
          ...dateRange(query),
        },
        query,
      );
    },
  };
}
