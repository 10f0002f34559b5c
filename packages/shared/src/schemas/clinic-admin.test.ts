import { describe, expect, it } from 'vitest';
import { CLINIC_ADMIN_VALIDATION as M, WORKING_DAY_MESSAGES } from '../messages/clinic-admin';
import {
  AdminUpdateClinicBodySchema,
  CreateClinicBodySchema,
  CreateClinicDoctorBodySchema,
  ListAdminClinicReviewsQuerySchema,
  UpdateClinicBodySchema,
  UpdateClinicDoctorBodySchema,
} from './clinic-admin';
import type { WorkingDay } from './clinic';

const IMAGE = { url: '/uploads/clinic/a.webp', publicId: 'clinic/a' };
const day = (dayOfWeek: number, over: Partial<WorkingDay> = {}): WorkingDay => ({
  dayOfWeek,
  isOpen: true,
  startTime: '08:00',
  endTime: '17:00',
  breakTime: { start: '12:00', end: '13:00' },
  ...over,
});
const WEEK = [1, 2, 3, 4, 5, 6, 7].map((d) => day(d));
const CLINIC = {
  name: 'Phòng khám Da liễu Thử',
  phone: '0912345678',
  email: 'pk@lumi.vn',
  address: '<p>12 Tràng Tiền</p>',
  description: '<p>Giới thiệu</p>',
  specialties: ['Điều trị mụn'],
  logo: IMAGE,
  banners: [IMAGE],
  images: [IMAGE, IMAGE, IMAGE, IMAGE],
  workingHours: WEEK,
};

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.success ? [] : result.error!.issues.map((i) => [i.path.join('.'), i.message]));

describe('clinic bodies (api-contract §4.3)', () => {
  it('accepts a whole clinic', () => {
    expect(CreateClinicBodySchema.safeParse(CLINIC).success).toBe(true);
  });

  it.each([
    ['six days', { workingHours: WEEK.slice(0, 6) }, 'workingHours', M.workingHoursCount],
    ['a day twice', { workingHours: [...WEEK.slice(0, 6), day(1)] }, 'workingHours', M.workingHoursCount],
    [
      'off the 15-minute step',
      { workingHours: [day(1, { endTime: '17:05' }), ...WEEK.slice(1)] },
      'workingHours.0.endTime',
      M.timeStep,
    ],
    [
      'closing before opening',
      { workingHours: [day(1, { startTime: '18:00' }), ...WEEK.slice(1)] },
      'workingHours.0.endTime',
      M.workingHoursOrder,
    ],
    [
      'a break outside the hours',
      { workingHours: [day(1, { breakTime: { start: '07:00', end: '08:30' } }), ...WEEK.slice(1)] },
      'workingHours.0.breakTime',
      WORKING_DAY_MESSAGES.breakAfterOpen,
    ],
    ['no banner', { banners: [] }, 'banners', M.bannersCount],
    ['five banners', { banners: [IMAGE, IMAGE, IMAGE, IMAGE, IMAGE] }, 'banners', M.bannersCount],
    ['three images', { images: [IMAGE, IMAGE, IMAGE] }, 'images', M.imagesCount],
    ['no logo', { logo: undefined }, 'logo', M.logoRequired],
    ['a repeated specialty', { specialties: ['Mụn', 'mụn'] }, 'specialties', M.specialtyDuplicate],
  ])('refuses %s', (_case, change, path, message) => {
    expect(issues(CreateClinicBodySchema.safeParse({ ...CLINIC, ...change }))).toContainEqual([
      path,
      message,
    ]);
  });

  it('checks a closed day only for its form, not its hours', () => {
    const closed = [day(7, { isOpen: false, startTime: '17:00', endTime: '08:00' }), ...WEEK.slice(0, 6)];
    expect(CreateClinicBodySchema.safeParse({ ...CLINIC, workingHours: closed }).success).toBe(true);
  });

  it('lets an update carry any subset, checked by the same rules', () => {
    expect(UpdateClinicBodySchema.safeParse({}).success).toBe(true);
    expect(UpdateClinicBodySchema.safeParse({ phone: '0987654321' }).success).toBe(true);
    expect(issues(UpdateClinicBodySchema.safeParse({ images: [IMAGE] }))).toEqual([
      ['images', M.imagesCount],
    ]);
    expect(AdminUpdateClinicBodySchema.parse({ isActive: false })).toEqual({ isActive: false });
  });
});

describe('doctor bodies (api-contract §4.4)', () => {
  const DOCTOR = {
    name: 'Bác sĩ Thử',
    phone: '0912345678',
    email: 'bs.thu@lumi.vn',
    password: 'bac-si-thu-2026',
    specialty: 'Điều trị mụn',
    experience: 3,
    fees: 300_000,
    duration: 30,
    about: '<p>Giới thiệu</p>',
    avatar: IMAGE,
  };

  it.each([
    ['a duration of 20 minutes', { duration: 20 }, 'duration', M.durationInvalid],
    ['71 years of experience', { experience: 71 }, 'experience', M.experienceInvalid],
    ['a fee of 0', { fees: 0 }, 'fees', M.feesInvalid],
    ['no avatar', { avatar: null }, 'avatar', M.avatarRequired],
    ['no specialty', { specialty: '' }, 'specialty', M.specialtyRequired],
  ])('refuses %s', (_case, change, path, message) => {
    expect(issues(CreateClinicDoctorBodySchema.safeParse({ ...DOCTOR, ...change }))).toContainEqual([
      path,
      message,
    ]);
  });

  it('lets an update carry any field and isActive', () => {
    expect(UpdateClinicDoctorBodySchema.parse({ isActive: false, fees: 1 })).toEqual({
      isActive: false,
      fees: 1,
    });
  });
});

describe('GET /admin/clinics/reviews query', () => {
  it('reads an empty clinicId as absent and keeps the public defaults', () => {
    expect(ListAdminClinicReviewsQuerySchema.parse({ clinicId: '', search: ' mụn ' })).toEqual({
      page: 1,
      pageSize: 10,
      sortBy: 'createdAt',
      sortOrder: 'desc',
      search: 'mụn',
    });
  });
});
