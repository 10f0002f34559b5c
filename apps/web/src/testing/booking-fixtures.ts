import {
  addLocalDays,
  localDayOfWeek,
  toLocalDate,
  type Booking,
  type DaySchedule,
  type Doctor,
  type User,
  type WorkingDay,
} from '@lumi/shared';
import { userOf } from './fixtures';

// Whole answers of the booking routes for the fake server (api-contract §2 Doctor, Booking, DaySchedule).

export const DOCTOR_ID = '7d0c1e2a-0000-4000-8000-00000000d001';
export const CLINIC_ID = '7d0c1e2a-0000-4000-8000-00000000c001';
export const BOOKING_ID = '7d0c1e2a-0000-4000-8000-00000000b001';

/** A signed-in customer as GET /auth/account answers it (the demo customer). */
export function customerOf(overrides: Partial<User> = {}): User {
  return userOf({
    _id: '7d0c1e2a-0000-4000-8000-00000000a001',
    name: 'Vũ Ngọc Lan',
    email: 'khachhang@lumi.vn',
    ...overrides,
  });
}

/** Today in Asia/Ho_Chi_Minh and the day `n` days later. */
export const dayFromToday = (n: number) => addLocalDays(toLocalDate(new Date()), n);

/** The clinic opens every day 08:00–17:00 with a 12:00–13:30 break, except the weekday of `closedDate`. */
export function weekOpenExcept(closedDate: string): WorkingDay[] {
  const closed = localDayOfWeek(closedDate);
  return ([1, 2, 3, 4, 5, 6, 7] as const).map((dayOfWeek) => ({
    dayOfWeek,
    isOpen: dayOfWeek !== closed,
    startTime: '08:00',
    endTime: '17:00',
    breakTime: { start: '12:00', end: '13:30' },
  }));
}

export function doctorOf(overrides: Partial<Doctor> = {}): Doctor {
  return {
    _id: DOCTOR_ID,
    name: 'BS. Phạm Thị An',
    slug: 'bs-pham-thi-an',
    email: 'bs.an@lumi.vn',
    phone: '0912345678',
    avatar: { url: '/uploads/doctors/an.webp', publicId: 'doctors/an' },
    about: '<p>Bác sĩ chuyên khoa II Da liễu, 12 năm điều trị mụn trứng cá.</p>',
    specialty: 'Điều trị mụn',
    experience: 12,
    fees: 300_000,
    duration: 30,
    clinic: {
      _id: CLINIC_ID,
      name: 'Phòng khám Da liễu Lumi Hà Nội',
      slug: 'phong-kham-da-lieu-lumi-ha-noi',
      logo: { url: '/uploads/clinics/logo.webp', publicId: 'clinics/logo' },
      banners: [{ url: '/uploads/clinics/banner.webp', publicId: 'clinics/banner' }],
      address: '<p>12 Lý Thường Kiệt, Hoàn Kiếm, Hà Nội</p>',
      specialties: ['Điều trị mụn', 'Điều trị nám và tàn nhang', 'Trẻ hóa da', 'Laser'],
      doctorCount: 2,
      reviewCount: 4,
      averageRating: 4.5,
      feeRange: { min: 250_000, max: 300_000 },
      phone: '0243123456',
      email: 'hanoi@lumi.vn',
      workingHours: weekOpenExcept(dayFromToday(3)),
      holidays: [dayFromToday(5)],
    },
    schedule: [],
    holidays: [],
    averageRating: 4.8,
    reviewCount: 5,
    isActive: true,
    createdAt: '2026-01-05T03:00:00.000Z',
    updatedAt: '2026-01-05T03:00:00.000Z',
    ...overrides,
  };
}

/** A day of `schedule-booking`: open, with the given slots ('HH:mm', taken ones listed apart). */
export function dayScheduleOf(date: string, free: string[], taken: string[] = []): DaySchedule {
  const slot = (startTime: string, isAvailable: boolean) => {
    const minutes = Number(startTime.slice(0, 2)) * 60 + Number(startTime.slice(3)) + 30;
    const endTime = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    return { startTime, endTime, isAvailable, duration: 30 };
  };
  return {
    date,
    dayOfWeek: localDayOfWeek(date),
    isOpen: true,
    workingHours: { start: '08:00', end: '17:00', breakTime: { start: '12:00', end: '13:30' } },
    timeSlots: [...free.map((t) => slot(t, true)), ...taken.map((t) => slot(t, false))].sort((a, b) =>
      a.startTime.localeCompare(b.startTime),
    ),
  };
}

export function bookingOf(overrides: Partial<Booking> = {}): Booking {
  const doctor = doctorOf();
  const date = overrides.date ?? dayFromToday(2);
  return {
    _id: BOOKING_ID,
    code: 'BK7K2M9QX4TB',
    user: { _id: customerOf()._id, name: 'Vũ Ngọc Lan', email: 'khachhang@lumi.vn' },
    doctor: {
      _id: doctor._id,
      name: doctor.name,
      slug: doctor.slug,
      avatar: doctor.avatar,
      specialty: doctor.specialty,
      email: doctor.email,
      phone: doctor.phone,
    },
    clinic: {
      _id: doctor.clinic._id,
      name: doctor.clinic.name,
      slug: doctor.clinic.slug,
      logo: doctor.clinic.logo,
      address: doctor.clinic.address,
      phone: doctor.clinic.phone,
      rescheduleNoticeHours: 24,
    },
    date,
    startTime: '09:00',
    endTime: '09:30',
    duration: 30,
    startAt: `${date}T02:00:00.000Z`,
    endAt: `${date}T02:30:00.000Z`,
    price: 300_000,
    customer: {
      name: 'Vũ Ngọc Lan',
      phone: '0912345678',
      email: 'khachhang@lumi.vn',
      gender: 'female',
      dateOfBirth: '1995-03-15',
      address: '25 Tràng Tiền, Hoàn Kiếm, Hà Nội',
      note: null,
    },
    status: 'pending',
    cancelReason: null,
    cancelledBy: null,
    statusHistory: [
      {
        prevStatus: null,
        status: 'pending',
        updatedBy: { _id: customerOf()._id, name: 'Vũ Ngọc Lan' },
        updatedByModel: 'User',
        note: null,
        date: '2026-11-24T02:30:00.000Z',
      },
    ],
    isReview: false,
    isClinicReview: false,
    canCancel: true,
    canEdit: true,
    rescheduleCount: 0,
    customerConfirmedAt: null,
    deposit: null,
    canReschedule: true,
    createdAt: '2026-11-24T02:30:00.000Z',
    updatedAt: '2026-11-24T02:30:00.000Z',
    ...overrides,
  };
}

/** `GET /doctors/reviews/by-customer/{id}` of a doctor nobody has reviewed yet (the fake server's reply). */
export const NO_DOCTOR_REVIEWS = {
  body: {
    success: true,
    data: [],
    pagination: { page: 1, pageSize: 5, totalPage: 0, totalItems: 0 },
    stats: { averageRating: 0, totalReviews: 0, ratingDistribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } },
  },
};
