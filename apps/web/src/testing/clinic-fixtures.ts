import type {
  BookingReview,
  Clinic,
  ClinicFilterOptions,
  ClinicSummary,
  DoctorFilterOptions,
  DoctorSummary,
  Pagination,
  PublicClinicDetail,
  WorkingDay,
} from '@lumi/shared';

// Whole answers of the clinic discovery calls for the fake replies (api-contract §2, §3.8, §3.9).

export const CLINIC_ID = '7b0c3a52-1d8e-4f0a-9c61-2a4b5c6d7e01';
export const OTHER_CLINIC_ID = '7b0c3a52-1d8e-4f0a-9c61-2a4b5c6d7e02';

const image = (name: string) => ({ url: `/uploads/clinics/${name}.webp`, publicId: `clinics/${name}` });

/** Monday to Saturday 08:00–17:00 with a lunch break; closed on Sunday. */
export const WORKING_WEEK: WorkingDay[] = [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({
  dayOfWeek,
  isOpen: dayOfWeek !== 7,
  startTime: '08:00',
  endTime: '17:00',
  breakTime: dayOfWeek === 7 ? null : { start: '12:00', end: '13:00' },
}));

export function clinicOf(overrides: Partial<Clinic> = {}): Clinic {
  return {
    _id: CLINIC_ID,
    name: 'Phòng khám Da liễu Lumi Hà Nội',
    slug: 'phong-kham-da-lieu-lumi-ha-noi',
    logo: image('logo'),
    banners: [image('banner-1'), image('banner-2')],
    images: [image('img-1'), image('img-2'), image('img-3'), image('img-4')],
    address: '<p>12 Trần Hưng Đạo, Hoàn Kiếm, Hà Nội</p>',
    phone: '0241234567',
    email: 'lienhe@lumi-hanoi.vn',
    description: '<p>Phòng khám <strong>chuyên sâu</strong> về mụn và sắc tố.</p>',
    specialties: ['Điều trị mụn', 'Trị nám', 'Trẻ hóa da', 'Laser', 'Tư vấn da liễu'],
    workingHours: WORKING_WEEK,
    holidays: [],
    rescheduleNoticeHours: 24,
    doctorCount: 2,
    reviewCount: 12,
    averageRating: 4.6,
    feeRange: { min: 200_000, max: 350_000 },
    isActive: true,
    createdAt: '2026-01-05T03:00:00.000Z',
    updatedAt: '2026-01-05T03:00:00.000Z',
    ...overrides,
  };
}

/** The API answers pictures on its asset base address (ADR 0030), another origin than the page's in these tests. */
export const ASSET_BASE = 'https://anh.lumi.example.vn';
const onAssetBase = (picture: { url: string; publicId: string }) => ({
  ...picture,
  url: `${ASSET_BASE}${picture.url}`,
});

/** `GET /clinics/{slug}` as the API answers it: absolute picture urls and the statistics (ADR 0030). */
export function publicClinicOf(overrides: Partial<Clinic> = {}): PublicClinicDetail {
  const clinic = clinicOf(overrides);
  return {
    ...clinic,
    logo: onAssetBase(clinic.logo),
    banners: clinic.banners.map(onAssetBase),
    images: clinic.images.map(onAssetBase),
    statistics: {
      doctorCount: clinic.doctorCount,
      reviewCount: clinic.reviewCount,
      totalReviews: clinic.reviewCount,
      averageRating: clinic.averageRating,
      ratingDistribution: { '1': 0, '2': 1, '3': 1, '4': 2, '5': 8 },
    },
  };
}

export function clinicSummaryOf(overrides: Partial<ClinicSummary> = {}): ClinicSummary {
  const {
    _id,
    name,
    slug,
    logo,
    banners,
    address,
    specialties,
    doctorCount,
    reviewCount,
    averageRating,
    feeRange,
  } = clinicOf();
  return {
    _id,
    name,
    slug,
    logo,
    banners,
    address,
    specialties,
    doctorCount,
    reviewCount,
    averageRating,
    feeRange,
    ...overrides,
  };
}

export function doctorSummaryOf(overrides: Partial<DoctorSummary> = {}): DoctorSummary {
  return {
    _id: 'd0c7e2a1-5b6c-4d7e-8f90-a1b2c3d4e501',
    name: 'Nguyễn Văn An',
    slug: 'nguyen-van-an',
    avatar: { url: '/uploads/doctors/an.webp', publicId: 'doctors/an' },
    specialty: 'Điều trị mụn',
    experience: 8,
    fees: 300_000,
    duration: 30,
    averageRating: 4.8,
    reviewCount: 25,
    clinic: {
      _id: CLINIC_ID,
      name: 'Phòng khám Da liễu Lumi Hà Nội',
      slug: 'phong-kham-da-lieu-lumi-ha-noi',
      logo: image('logo'),
      address: '<p>12 Trần Hưng Đạo, Hoàn Kiếm, Hà Nội</p>',
    },
    ...overrides,
  };
}

export function bookingReviewOf(overrides: Partial<BookingReview> = {}): BookingReview {
  return {
    _id: 'r1',
    user: { _id: 'u1', name: 'Trần Thu Hà', avatar: { url: '/api/v1/avatars/default.svg', publicId: null } },
    booking: { _id: 'b1', code: 'BK7K2M9QX4TB', date: '2026-11-10', startTime: '09:00' },
    clinic: {
      _id: CLINIC_ID,
      name: 'Phòng khám Da liễu Lumi Hà Nội',
      slug: 'phong-kham-da-lieu-lumi-ha-noi',
    },
    rate: 5,
    content: 'Bác sĩ tư vấn kỹ, phòng khám sạch sẽ.',
    isActive: true,
    createdAt: '2026-11-11T03:00:00.000Z',
    ...overrides,
  };
}

export function paginationOf(totalItems: number, page = 1, pageSize = 10): Pagination {
  return { page, pageSize, totalItems, totalPage: Math.ceil(totalItems / pageSize) };
}

export const CLINIC_FILTER_OPTIONS: ClinicFilterOptions = {
  status: { stats: { total: 3, activeCount: 2 } },
  specialties: {
    options: [
      { label: 'Điều trị mụn', value: 'Điều trị mụn' },
      { label: 'Trị nám', value: 'Trị nám' },
    ],
  },
  prices: {
    stats: { min: 200_000, max: 500_000, formatted: { min: '200.000 ₫', max: '500.000 ₫' } },
    ranges: [
      { label: '200.000 - 300.000 ₫', value: '200000-300000' },
      { label: 'Trên 300.000 ₫', value: '300000-' },
    ],
  },
  doctorCounts: {
    options: [
      { label: '1-5 bác sĩ', value: '1-5' },
      { label: 'Trên 20 bác sĩ', value: '20+' },
    ],
    stats: { min: 2, max: 24 },
  },
  ratings: [
    { label: 'Trên 4.5 ⭐', value: 4.5 },
    { label: 'Trên 4.0 ⭐', value: 4 },
  ],
  workingHours: [
    { label: 'Sáng (06:00 - 12:00)', value: 'morning' },
    { label: 'Cả ngày', value: 'allday' },
  ],
};

export const DOCTOR_FILTER_OPTIONS: DoctorFilterOptions = {
  status: { stats: { total: 4, active: 3 } },
  specialties: {
    options: [
      { label: 'Điều trị mụn', value: 'Điều trị mụn' },
      { label: 'Trị nám', value: 'Trị nám' },
    ],
  },
  experience: {
    stats: { avg: 7 },
    options: [
      { label: 'Dưới 2 năm', value: '0-2' },
      { label: '5-10 năm', value: '5-10' },
    ],
  },
  prices: {
    stats: { min: 200_000, max: 500_000, formatted: { min: '200.000 ₫', max: '500.000 ₫' } },
    ranges: [{ label: '200.000 - 300.000 ₫', value: '200000-300000' }],
  },
  ratings: { stats: { total: 40 }, options: [{ label: 'Trên 4.5 ⭐', value: 4.5 }] },
  clinics: {
    options: [
      { label: 'Phòng khám Da liễu Lumi Hà Nội', value: CLINIC_ID, address: '12 Trần Hưng Đạo' },
      { label: 'Phòng khám Da liễu Sài Gòn', value: OTHER_CLINIC_ID, address: '5 Lê Lợi' },
    ],
  },
};
