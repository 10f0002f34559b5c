import { BOOKING_STATUSES, type BookingStatus } from '@lumi/shared';
import {
  DEFAULT_PAGING,
  readDate,
  readDateRange,
  readId,
  readOneOf,
  readPaging,
  readText,
  type ListQueryCodec,
} from '@/lib/list-query';

export const BOOKING_VIEWS = ['list', 'calendar'] as const;
export type BookingView = (typeof BOOKING_VIEWS)[number];
export const CALENDAR_MODES = ['day', 'week'] as const;
export type CalendarMode = (typeof CALENDAR_MODES)[number];

/**
 * The doctor's bookings as kept in the address (`?tab=bookings&id&search&status&fromDate&toDate&page&pageSize`
 * plus the calendar's `view&mode&day`). `id` opens one booking (notification links) and narrows the list to it.
 */
export type DoctorBookingsFilters = {
  page: number;
  pageSize: number;
  id: string | undefined;
  search: string;
  status: BookingStatus | undefined;
  fromDate: string | undefined;
  toDate: string | undefined;
  view: BookingView;
  /** Not in the address: the week on a computer, one day on a phone (`calendarModeFor`). */
  mode: CalendarMode | undefined;
  day: string | undefined;
};

/** The query of `GET /bookings/by-doctor` (api-contract §3.10): empty values are left out. */
export type DoctorBookingsRequest = {
  page: number;
  pageSize: number;
  bookingId?: string;
  search?: string;
  status?: BookingStatus;
  fromDate?: string;
  toDate?: string;
};

export const doctorBookingsQuery: ListQueryCodec<DoctorBookingsFilters> = {
  defaults: {
    ...DEFAULT_PAGING,
    id: undefined,
    search: '',
    status: undefined,
    fromDate: undefined,
    toDate: undefined,
    view: 'list',
    mode: undefined,
    day: undefined,
  },
  parse: (params) => ({
    ...readPaging(params),
    id: readId(params.get('id')),
    search: readText(params.get('search')),
    status: readOneOf(params.get('status'), BOOKING_STATUSES),
    ...readDateRange(params),
    view: readOneOf(params.get('view'), BOOKING_VIEWS) ?? 'list',
    mode: readOneOf(params.get('mode'), CALENDAR_MODES),
    day: readDate(params.get('day')),
  }),
};

/**
 * The calendar's mode: the address's, else the week on a computer and one day on a phone, where seven columns
 * left each day a third of a finger's width (issue 24: two and a half days showed).
 */
export function calendarModeFor(mode: CalendarMode | undefined, isPhone: boolean): CalendarMode {
  return mode ?? (isPhone ? 'day' : 'week');
}

/** The list's request for the current filters: a booking link (`id`) asks for that booking only. */
export function toDoctorBookingsRequest(filters: DoctorBookingsFilters): DoctorBookingsRequest {
  const search = filters.search.trim();
  return {
    page: filters.page,
    pageSize: filters.pageSize,
    ...(filters.id ? { bookingId: filters.id } : {}),
    ...(search ? { search } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.fromDate ? { fromDate: filters.fromDate } : {}),
    ...(filters.toDate ? { toDate: filters.toDate } : {}),
  };
}
