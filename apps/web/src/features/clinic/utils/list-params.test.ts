import { describe, expect, it } from 'vitest';
import { CLINIC_FILTER_OPTIONS, CLINIC_ID, DOCTOR_FILTER_OPTIONS } from '@/testing/clinic-fixtures';
import {
  clinicFilterTags,
  clinicListCodec,
  doctorFilterTags,
  doctorListCodec,
  priceRangeText,
  toClinicRequest,
  toDoctorRequest,
  toListSearchParams,
  updateListView,
} from './list-params';

describe('clinic list address', () => {
  it('reads every filter and ignores what is malformed', () => {
    const view = clinicListCodec.parse(
      new URLSearchParams(
        'page=2&search=%20mụn%20&specialties=Điều trị mụn,Trị nám,Điều trị mụn&priceRange=300000-100000&doctorCount=6-10&rating=9&workingHours=morning',
      ),
    );
    expect(view).toEqual({
      page: 2,
      search: 'mụn',
      specialties: ['Điều trị mụn', 'Trị nám'],
      priceRange: undefined,
      doctorCount: '6-10',
      rating: undefined,
      workingHours: 'morning',
    });
    expect(clinicListCodec.parse(new URLSearchParams('doctorCount=7&workingHours=night&page=0'))).toEqual(
      clinicListCodec.empty,
    );
  });

  it('writes back only what is set, keeping keys it does not own', () => {
    const view = {
      ...clinicListCodec.empty,
      specialties: ['Trị nám', 'Laser'],
      rating: 4.5,
      priceRange: '300000-',
    };
    expect(toListSearchParams(clinicListCodec, view, new URLSearchParams('utm=x&page=3')).toString()).toBe(
      'utm=x&specialties=Tr%E1%BB%8B+n%C3%A1m%2CLaser&priceRange=300000-&rating=4.5',
    );
    expect(toClinicRequest(view)).toEqual({
      page: 1,
      pageSize: 6,
      specialties: ['Trị nám', 'Laser'],
      priceRange: '300000-',
      rating: 4.5,
    });
  });

  it('a filter change goes back to page 1, a page change does not', () => {
    const view = { ...clinicListCodec.empty, page: 3 };
    expect(updateListView(view, { rating: 4 }).page).toBe(1);
    expect(updateListView(view, { page: 4 }).page).toBe(4);
  });

  it('names the tags with the options’ labels', () => {
    const view = {
      ...clinicListCodec.empty,
      specialties: ['Trị nám'],
      priceRange: '200000-300000',
      doctorCount: '20+' as const,
      rating: 4.5,
      workingHours: 'evening' as const,
    };
    expect(clinicFilterTags(view, CLINIC_FILTER_OPTIONS).map((tag) => tag.label)).toEqual([
      'Chuyên khoa: Trị nám',
      'Phí khám: 200.000 - 300.000 VND',
      'Số bác sĩ: Trên 20 bác sĩ',
      'Đánh giá: Trên 4.5 ⭐',
      'Giờ làm việc: Tối (18:00 - 22:00)',
    ]);
  });
});

describe('doctor list address', () => {
  it('keeps only clinic ids that are ids', () => {
    const view = doctorListCodec.parse(
      new URLSearchParams(`clinic=${CLINIC_ID},abc&experience=10%2B&specialty=Trị nám`),
    );
    expect(view.clinic).toEqual([CLINIC_ID]);
    expect(view.experience).toBe('10+');
    expect(toDoctorRequest(view)).toEqual({
      page: 1,
      pageSize: 9,
      specialty: ['Trị nám'],
      clinic: [CLINIC_ID],
      experience: '10+',
    });
  });

  it('names the tags as the reference does', () => {
    const view = {
      ...doctorListCodec.empty,
      specialty: ['Điều trị mụn'],
      experience: '5-10' as const,
      priceRange: '200000-300000',
      rating: 4.5,
      clinic: [CLINIC_ID],
    };
    const tags = doctorFilterTags(view, DOCTOR_FILTER_OPTIONS);
    expect(tags.map((tag) => tag.label)).toEqual([
      'Chuyên khoa: Điều trị mụn',
      'Kinh nghiệm: 5-10 năm',
      'Phí khám: 200.000 - 300.000 VND',
      'Đánh giá: Trên 4.5 ⭐',
      'Phòng khám: Phòng khám Da liễu Lumi Hà Nội',
    ]);
    expect(tags[0]?.remove).toEqual({ specialty: [] });
  });

  it.each([
    ['100000-300000', '100.000 - 300.000'],
    ['500000-', 'Từ 500.000'],
    ['-200000', 'Dưới 200.000'],
  ])('price range %s reads %s', (value, text) => {
    expect(priceRangeText(value)).toBe(text);
  });
});
