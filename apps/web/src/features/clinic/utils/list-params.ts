import {
  DOCTOR_COUNT_FILTERS,
  CLINIC_HOURS_FILTERS,
  DEFAULT_PAGE,
  EXPERIENCE_FILTERS,
  MAX_ARRAY_PARAM,
  formatVnd,
  isUuid,
  type DoctorCountFilter,
  type ClinicFilterOptions,
  type ClinicHoursFilter,
  type ExperienceFilter,
  type DoctorFilterOptions,
} from '@lumi/shared';
import { readOneOf, readPositiveInt, readText } from '@/lib/list-query';
import type { ClinicListArgs, DoctorListArgs } from '../api/clinic-api';

/**
 * The clinic and doctor lists keep their view in the address (`/clinics?specialties=Mụn,Nám&rating=4.5&page=2`),
 * arrays comma-joined as the contract reads them (api-contract §1.8), so a reload, a shared link or the back
 * button shows the same list. Anything malformed in the address is ignored.
 */

/** Clinic cards per page (two rows of three). */
export const CLINIC_PAGE_SIZE = 6;
/** Doctor cards per page (three rows of three). */
export const DOCTOR_PAGE_SIZE = 9;

export type ClinicListParams = {
  page: number;
  search: string;
  specialties: string[];
  priceRange: string | undefined;
  doctorCount: DoctorCountFilter | undefined;
  rating: number | undefined;
  workingHours: ClinicHoursFilter | undefined;
};

export type DoctorListParams = {
  page: number;
  search: string;
  specialty: string[];
  /** Clinic ids. */
  clinic: string[];
  experience: ExperienceFilter | undefined;
  priceRange: string | undefined;
  rating: number | undefined;
};

/** A chosen filter as a removable tag: its text and the change that removes it. */
export type FilterTag<P> = { key: string; label: string; remove: Partial<P> };

export type ListCodec<P extends { page: number }> = {
  /** The keys the list owns in the address. */
  keys: readonly (keyof P & string)[];
  parse: (params: URLSearchParams) => P;
  /** `P` without any filter (page 1). */
  empty: P;
};

const PRICE_RANGE_PATTERN = /^\d{0,12}-\d{0,12}$/;

/** 'a,b' or a repeated key → de-duplicated non-empty values (at most 50, each at most 100 characters). */
export function readList(params: URLSearchParams, key: string): string[] {
  const values = params
    .getAll(key)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim().slice(0, 100))
    .filter((value) => value !== '');
  return [...new Set(values)].slice(0, MAX_ARRAY_PARAM);
}

/** 'min-max' in đồng; either side may be empty, never both; min ≤ max. */
export function readPriceRange(raw: string | null): string | undefined {
  const value = raw?.replace(/\s+/g, '') ?? '';
  if (!PRICE_RANGE_PATTERN.test(value) || value === '-') return undefined;
  const [min = '', max = ''] = value.split('-');
  if (min !== '' && max !== '' && Number(min) > Number(max)) return undefined;
  return value;
}

/** A minimum average rating: 0 < value ≤ 5, one decimal. */
export function readRating(raw: string | null): number | undefined {
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) && value > 0 && value <= 5 ? Math.round(value * 10) / 10 : undefined;
}

export const clinicListCodec: ListCodec<ClinicListParams> = {
  keys: ['page', 'search', 'specialties', 'priceRange', 'doctorCount', 'rating', 'workingHours'],
  empty: {
    page: DEFAULT_PAGE,
    search: '',
    specialties: [],
    priceRange: undefined,
    doctorCount: undefined,
    rating: undefined,
    workingHours: undefined,
  },
  parse: (params) => ({
    page: readPositiveInt(params.get('page'), DEFAULT_PAGE),
    search: readText(params.get('search')),
    specialties: readList(params, 'specialties'),
    priceRange: readPriceRange(params.get('priceRange')),
    doctorCount: readOneOf(params.get('doctorCount'), DOCTOR_COUNT_FILTERS),
    rating: readRating(params.get('rating')),
    workingHours: readOneOf(params.get('workingHours'), CLINIC_HOURS_FILTERS),
  }),
};

export const doctorListCodec: ListCodec<DoctorListParams> = {
  keys: ['page', 'search', 'specialty', 'clinic', 'experience', 'priceRange', 'rating'],
  empty: {
    page: DEFAULT_PAGE,
    search: '',
    specialty: [],
    clinic: [],
    experience: undefined,
    priceRange: undefined,
    rating: undefined,
  },
  parse: (params) => ({
    page: readPositiveInt(params.get('page'), DEFAULT_PAGE),
    search: readText(params.get('search')),
    specialty: readList(params, 'specialty'),
    clinic: readList(params, 'clinic').filter(isUuid),
    experience: readOneOf(params.get('experience'), EXPERIENCE_FILTERS),
    priceRange: readPriceRange(params.get('priceRange')),
    rating: readRating(params.get('rating')),
  }),
};

/**
 * Writes a view into the query string: empty values and page 1 left out, arrays comma-joined. Keys the list
 * does not own stay as they are.
 */
export function toListSearchParams<P extends { page: number }>(
  codec: ListCodec<P>,
  view: P,
  base?: URLSearchParams,
): URLSearchParams {
  const params = new URLSearchParams();
  if (base) {
    for (const [key, value] of base) {
      if (!(codec.keys as readonly string[]).includes(key)) params.append(key, value);
    }
  }
  for (const key of codec.keys) {
    const value = view[key] as unknown;
    if (key === 'page') {
      if (view.page !== DEFAULT_PAGE) params.set('page', String(view.page));
    } else if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.join(','));
    } else if (value !== undefined && value !== '') {
      params.set(key, String(value));
    }
  }
  return params;
}

/** Applies a change; changing anything but the page starts again from page 1. */
export function updateListView<P extends { page: number }>(current: P, change: Partial<P>): P {
  const next = { ...current, ...change };
  if (change.page === undefined && Object.keys(change).length > 0) next.page = DEFAULT_PAGE;
  return next;
}

/** The list request: the view's filters, empty ones left out, with the page size. */
export function toClinicRequest(view: ClinicListParams): ClinicListArgs {
  return {
    page: view.page,
    pageSize: CLINIC_PAGE_SIZE,
    ...(view.search ? { search: view.search } : {}),
    ...(view.specialties.length > 0 ? { specialties: view.specialties } : {}),
    ...(view.priceRange ? { priceRange: view.priceRange } : {}),
    ...(view.doctorCount ? { doctorCount: view.doctorCount } : {}),
    ...(view.rating !== undefined ? { rating: view.rating } : {}),
    ...(view.workingHours ? { workingHours: view.workingHours } : {}),
  };
}

export function toDoctorRequest(view: DoctorListParams): DoctorListArgs {
  return {
    page: view.page,
    pageSize: DOCTOR_PAGE_SIZE,
    ...(view.search ? { search: view.search } : {}),
    ...(view.specialty.length > 0 ? { specialty: view.specialty } : {}),
    ...(view.clinic.length > 0 ? { clinic: view.clinic } : {}),
    ...(view.experience ? { experience: view.experience } : {}),
    ...(view.priceRange ? { priceRange: view.priceRange } : {}),
    ...(view.rating !== undefined ? { rating: view.rating } : {}),
  };
}

// ── labels ───────────────────────────────────────────────────────────────────

export const DOCTOR_COUNT_LABELS: Record<DoctorCountFilter, string> = {
  '1-5': '1-5 bác sĩ',
  '6-10': '6-10 bác sĩ',
  '11-20': '11-20 bác sĩ',
  '20+': 'Trên 20 bác sĩ',
};

export const WORKING_HOURS_LABELS: Record<ClinicHoursFilter, string> = {
  morning: 'Sáng (06:00 - 12:00)',
  afternoon: 'Chiều (12:00 - 18:00)',
  evening: 'Tối (18:00 - 22:00)',
  allday: 'Cả ngày',
};

export const EXPERIENCE_LABELS: Record<ExperienceFilter, string> = {
  '0-2': 'Dưới 2 năm',
  '2-5': '2-5 năm',
  '5-10': '5-10 năm',
  '10+': 'Trên 10 năm',
};

const plainNumber = (vnd: number) => formatVnd(vnd).replace(/\s*₫$/, '');

/** '100000-300000' → '100.000 - 300.000', '500000-' → 'Từ 500.000', '-300000' → 'Dưới 300.000' (no unit). */
export function priceRangeText(value: string): string {
  const [min = '', max = ''] = value.split('-');
  if (min && max) return `${plainNumber(Number(min))} - ${plainNumber(Number(max))}`;
  if (min) return `Từ ${plainNumber(Number(min))}`;
  return `Dưới ${plainNumber(Number(max))}`;
}

function labelOf(options: { label: string; value: string | number }[] | undefined, value: string | number) {
  return options?.find((option) => String(option.value) === String(value))?.label;
}

const ratingText = (rating: number) => `Trên ${rating} ⭐`;

/** The chosen filters of the clinic list as tags. */
export function clinicFilterTags(
  view: ClinicListParams,
  options: ClinicFilterOptions | undefined,
): FilterTag<ClinicListParams>[] {
  const tags: FilterTag<ClinicListParams>[] = [];
  if (view.search) tags.push({ key: 'search', label: `Từ khóa: ${view.search}`, remove: { search: '' } });
  for (const specialty of view.specialties) {
    tags.push({
      key: `specialty-${specialty}`,
      label: `Chuyên khoa: ${specialty}`,
      remove: { specialties: view.specialties.filter((s) => s !== specialty) },
    });
  }
  if (view.priceRange) {
    tags.push({
      key: 'priceRange',
      label: `Phí khám: ${priceRangeText(view.priceRange)} VND`,
      remove: { priceRange: undefined },
    });
  }
  if (view.doctorCount) {
    tags.push({
      key: 'doctorCount',
      label: `Số bác sĩ: ${labelOf(options?.doctorCounts.options, view.doctorCount) ?? DOCTOR_COUNT_LABELS[view.doctorCount]}`,
      remove: { doctorCount: undefined },
    });
  }
  if (view.rating !== undefined) {
    tags.push({
      key: 'rating',
      label: `Đánh giá: ${labelOf(options?.ratings, view.rating) ?? ratingText(view.rating)}`,
      remove: { rating: undefined },
    });
  }
  if (view.workingHours) {
    tags.push({
      key: 'workingHours',
      label: `Giờ làm việc: ${labelOf(options?.workingHours, view.workingHours) ?? WORKING_HOURS_LABELS[view.workingHours]}`,
      remove: { workingHours: undefined },
    });
  }
  return tags;
}

/** The chosen filters of the doctor list as tags ('Chuyên khoa: …', 'Kinh nghiệm: …', 'Phí khám: … VND', …). */
export function doctorFilterTags(
  view: DoctorListParams,
  options: DoctorFilterOptions | undefined,
): FilterTag<DoctorListParams>[] {
  const tags: FilterTag<DoctorListParams>[] = [];
  if (view.search) tags.push({ key: 'search', label: `Từ khóa: ${view.search}`, remove: { search: '' } });
  for (const specialty of view.specialty) {
    tags.push({
      key: `specialty-${specialty}`,
      label: `Chuyên khoa: ${specialty}`,
      remove: { specialty: view.specialty.filter((s) => s !== specialty) },
    });
  }
  if (view.experience) {
    tags.push({
      key: 'experience',
      label: `Kinh nghiệm: ${labelOf(options?.experience.options, view.experience) ?? EXPERIENCE_LABELS[view.experience]}`,
      remove: { experience: undefined },
    });
  }
  if (view.priceRange) {
    tags.push({
      key: 'priceRange',
      label: `Phí khám: ${priceRangeText(view.priceRange)} VND`,
      remove: { priceRange: undefined },
    });
  }
  if (view.rating !== undefined) {
    tags.push({
      key: 'rating',
      label: `Đánh giá: ${labelOf(options?.ratings.options, view.rating) ?? ratingText(view.rating)}`,
      remove: { rating: undefined },
    });
  }
  for (const id of view.clinic) {
    tags.push({
      key: `clinic-${id}`,
      label: `Phòng khám: ${labelOf(options?.clinics.options, id) ?? 'đã chọn'}`,
      remove: { clinic: view.clinic.filter((c) => c !== id) },
    });
  }
  return tags;
}
