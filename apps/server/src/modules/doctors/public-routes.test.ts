import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  computePriceBands,
  formatVnd,
  type BookingReview,
  type Doctor,
  type DoctorClinicSuggestion,
  type DoctorFilterOptions,
  type DoctorSummary,
  type Pagination,
  type RatingStats,
  type RecommendedDoctor,
} from '@lumi/shared';
import { expectFailure, expectValidation } from '../../../test/assertions';
import { buildTestApp, injectAs, loginUser, type Principal, type TestApp } from '../../../test/helpers';
import { categories, doctors as doctorsTable } from '../../db/schema';
import { directoryFixtures } from '../clinics/test-fixtures';

type Page<T> = { data: T[]; pagination: Pagination };
type ReviewPage = Page<BookingReview> & { stats: RatingStats };
type Ref = { id: string; slug: string };

describe('public doctor reads, doctor reviews and recommendations (api-contract §3.9, §4.5)', () => {
  let t: TestApp;
  let user: Principal;
  let userId: string;
  let fx: ReturnType<typeof directoryFixtures>;
  let doctorsBefore: number;
  let one: Ref;
  let two: Ref;
  let closed: Ref;
  const d: Record<'hoa' | 'nam' | 'khoa' | 'bao' | 'resting' | 'closedClinic', Ref> = {} as never;

  const get = async <T>(url: string): Promise<T> => {
    const res = await injectAs(t.app, null, { method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };
  const names = async (query: string) =>
    (await get<Page<DoctorSummary>>(`/doctors/by-customer?${query}`)).data.map((x) => x.name).sort();

  beforeAll(async () => {
    t = await buildTestApp();
    // Scores of the demo data, computed before the fixtures exist (waits for the start-up run, if any).
    await t.app.doctorScores.recompute();
    fx = directoryFixtures(t, 'dr');
    user = await loginUser(t.app);
    userId = (await injectAs(t.app, user, { method: 'GET', url: '/auth/account' })).json<{
      data: { _id: string };
    }>().data._id;
    doctorsBefore = (await t.database.db.select().from(doctorsTable)).length;

    one = await fx.clinic({ name: 'Phòng khám Một' });
    two = await fx.clinic({ name: 'Phòng khám Hai' });
    closed = await fx.clinic({ name: 'Phòng khám Ngừng', isActive: false });
    await fx.hideOthers([one.id, two.id, closed.id]);
    d.hoa = await fx.doctor(one.id, {
      name: 'BS Nguyễn Thị Hoa',
      specialty: 'Điều trị mụn',
      experience: 1,
      fees: 200_000,
      averageRating: 4.8,
      reviewCount: 10,
      about: '<p>Chuyên điều trị mụn trứng cá và chăm sóc da mặt.</p>',
    });
    d.nam = await fx.doctor(one.id, {
      name: 'BS Trần Văn Nam',
      specialty: 'Điều trị nám và tàn nhang',
      experience: 3,
      fees: 350_000,
      averageRating: 4.2,
      reviewCount: 5,
    });
    d.khoa = await fx.doctor(two.id, {
      name: 'BS Lê Minh Khoa',
      specialty: 'Trẻ hóa da',
      experience: 7,
      fees: 500_000,
      averageRating: 3.6,
    });
    d.bao = await fx.doctor(two.id, {
      name: 'BS Phạm Quốc Bảo',
      specialty: 'Điều trị mụn',
      experience: 15,
      fees: 800_000,
    });
    d.resting = await fx.doctor(one.id, { name: 'BS Nghỉ Việc', isActive: false, fees: 100_000 });
    d.closedClinic = await fx.doctor(closed.id, { name: 'BS Phòng Ngừng', fees: 100_000 });
  });
  afterAll(async () => {
    await t.close();
  });

  describe('GET /doctors/by-customer', () => {
    it('lists active doctors of active clinics, best rated first (defaults 1, 10)', async () => {
      const body = await get<Page<DoctorSummary>>('/doctors/by-customer');
      expect(body.data.map((x) => x.name)).toEqual([
        'BS Nguyễn Thị Hoa',
        'BS Trần Văn Nam',
        'BS Lê Minh Khoa',
        'BS Phạm Quốc Bảo',
      ]);
      expect(body.pagination).toEqual({ page: 1, pageSize: 10, totalPage: 1, totalItems: 4 });
      expect(body.data[0]).toEqual({
        _id: d.hoa.id,
        name: 'BS Nguyễn Thị Hoa',
        slug: d.hoa.slug,
        avatar: { url: expect.any(String), publicId: null },
        specialty: 'Điều trị mụn',
        experience: 1,
        fees: 200_000,
        duration: 30,
        averageRating: 4.8,
        reviewCount: 10,
        clinic: {
          _id: one.id,
          name: 'Phòng khám Một',
          slug: one.slug,
          logo: expect.any(Object),
          address: expect.any(String),
        },
      });
      const second = await get<Page<DoctorSummary>>('/doctors/by-customer?page=2&pageSize=3');
      expect(second.data.map((x) => x.name)).toEqual(['BS Phạm Quốc Bảo']);
      expect(second.pagination).toEqual({ page: 2, pageSize: 3, totalPage: 2, totalItems: 4 });
    });

    it('searches names and specialties ignoring diacritics, and applies every filter together', async () => {
      expect(await names(`search=${encodeURIComponent('nguyen thi hoa')}`)).toEqual(['BS Nguyễn Thị Hoa']);
      expect(await names(`search=${encodeURIComponent('tre hoa da')}`)).toEqual(['BS Lê Minh Khoa']);
      expect(await names(`search=${encodeURIComponent('phong ngung')}`)).toEqual([]);
      const mun = encodeURIComponent('Điều trị mụn');
      expect(await names(`specialty=${mun}`)).toEqual(['BS Nguyễn Thị Hoa', 'BS Phạm Quốc Bảo']);
      expect(await names(`specialty=${mun},${encodeURIComponent('Trẻ hóa da')}`)).toEqual([
        'BS Lê Minh Khoa',
        'BS Nguyễn Thị Hoa',
        'BS Phạm Quốc Bảo',
      ]);
      expect(await names(`clinic=${two.id}`)).toEqual(['BS Lê Minh Khoa', 'BS Phạm Quốc Bảo']);
      expect(await names(`clinic=${one.id}&clinic=${two.id}`)).toHaveLength(4);
      expect(await names(`clinic=${closed.id}`)).toEqual([]);
      expect(await names('experience=0-2')).toEqual(['BS Nguyễn Thị Hoa']);
      expect(await names('experience=2-5')).toEqual(['BS Trần Văn Nam']);
      expect(await names('experience=5-10')).toEqual(['BS Lê Minh Khoa']);
      expect(await names('experience=10%2B')).toEqual(['BS Phạm Quốc Bảo']);
      expect(await names('priceRange=300000-600000')).toEqual(['BS Lê Minh Khoa', 'BS Trần Văn Nam']);
      expect(await names('priceRange=-150000')).toEqual([]);
      expect(await names('rating=4')).toEqual(['BS Nguyễn Thị Hoa', 'BS Trần Văn Nam']);
      expect(await names('rating=4.5')).toEqual(['BS Nguyễn Thị Hoa']);
      expect(await names(`specialty=${mun}&experience=10%2B`)).toEqual(['BS Phạm Quốc Bảo']);
      expect(await names(`specialty=${mun}&experience=10%2B&clinic=${one.id}`)).toEqual([]);
      expect(await names('experience=&rating=&clinic=')).toHaveLength(4);
    });

    it('explains a bad filter value', async () => {
      const bad = (q: string) => injectAs(t.app, null, { method: 'GET', url: `/doctors/by-customer?${q}` });
      expectValidation(await bad('experience=3-4'), 'experience', 'Dữ liệu không hợp lệ');
      expectValidation(await bad('clinic=abc'), 'clinic.0', 'Dữ liệu không hợp lệ');
      expectValidation(await bad('rating=-1'), 'rating', 'Điểm đánh giá từ 0 đến 5');
      expectValidation(await bad('priceRange=5-1'), 'priceRange', 'Khoảng giá không hợp lệ');
      expectValidation(await bad('pageSize=101'), 'pageSize', 'Dữ liệu không hợp lệ');
    });
  });

  it('GET /doctors/filter-options: figures of the listed doctors and fixed option labels', async () => {
    const { data } = await get<{ data: DoctorFilterOptions }>('/doctors/filter-options');
    expect(data.status.stats).toEqual({ total: doctorsBefore + 6, active: 4 });
    expect(data.specialties.options.map((o) => o.value).sort()).toEqual(
      ['Điều trị mụn', 'Điều trị nám và tàn nhang', 'Trẻ hóa da'].sort(),
    );
    expect(data.experience).toEqual({
      stats: { avg: 6.5 },
      options: [
        { label: 'Dưới 2 năm', value: '0-2' },
        { label: '2-5 năm', value: '2-5' },
        { label: '5-10 năm', value: '5-10' },
        { label: 'Trên 10 năm', value: '10+' },
      ],
    });
    expect(data.prices.stats.formatted).toEqual({ min: formatVnd(200_000), max: formatVnd(800_000) });
    expect(data.prices.ranges).toEqual(
      computePriceBands([200_000, 350_000, 500_000, 800_000], 4).map(({ label, value }) => ({
        label,
        value,
      })),
    );
    expect(data.ratings).toEqual({
      stats: { total: 15 },
      options: [
        { label: 'Trên 4.5 ⭐', value: 4.5 },
        { label: 'Trên 4.0 ⭐', value: 4 },
        { label: 'Trên 3.5 ⭐', value: 3.5 },
      ],
    });
    expect(data.clinics.options.map((o) => o.value).sort()).toEqual([one.id, two.id].sort());
    expect(data.clinics.options.find((o) => o.value === one.id)).toMatchObject({
      label: 'Phòng khám Một',
      address: expect.stringContaining('Tràng Tiền'),
    });
  });

  it('GET /doctors/{slug}: a listed doctor by slug or id with the clinic; others are 404', async () => {
    const { data } = await get<{ data: Doctor }>(`/doctors/${d.hoa.slug}`);
    expect(data).toMatchObject({
      _id: d.hoa.id,
      name: 'BS Nguyễn Thị Hoa',
      specialty: 'Điều trị mụn',
      about: '<p>Chuyên điều trị mụn trứng cá và chăm sóc da mặt.</p>',
      averageRating: 4.8,
      clinic: { _id: one.id, name: 'Phòng khám Một', phone: '0912345678', doctorCount: 2 },
    });
    expect(data.clinic.workingHours).toHaveLength(7);
    expect((await get<{ data: Doctor }>(`/doctors/${d.hoa.id}`)).data.slug).toBe(d.hoa.slug);
    for (const key of ['khong-co-bac-si-nay', d.resting.slug, d.closedClinic.slug, d.closedClinic.id]) {
      expectFailure(
        await injectAs(t.app, null, { method: 'GET', url: `/doctors/${key}` }),
        'DOCTOR_NOT_FOUND',
      );
    }
  });

  describe('doctor reviews', () => {
    const post = (principal: Principal | null, payload: Record<string, unknown>) =>
      injectAs(t.app, principal, { method: 'POST', url: '/doctors/reviews', payload });

    it('applies the review rules: own, completed booking, its doctor, once; concurrent posts make one review', async () => {
      const body = { rate: 5, content: 'Bác sĩ tận tâm' };
      const others = await fx.booking({ userId: await fx.otherUser(), doctorId: d.nam.id, clinicId: one.id });
      expectFailure(await post(null, { booking: others, ...body }), 'AUTH_REQUIRED');
      expectFailure(await post(user, { booking: others, ...body }), 'BOOKING_NOT_FOUND');
      for (const status of ['pending', 'confirmed', 'cancelled'] as const) {
        const booking = await fx.booking({ userId, doctorId: d.nam.id, clinicId: one.id, status });
        expectFailure(await post(user, { booking, ...body }), 'BOOKING_REVIEW_NOT_ALLOWED');
      }
      const done = await fx.booking({ userId, doctorId: d.nam.id, clinicId: one.id });
      expectFailure(
        await post(user, { booking: done, doctor: d.hoa.id, ...body }),
        'BOOKING_REVIEW_NOT_ALLOWED',
      );
      const res = await post(user, { booking: done, doctor: d.nam.id, ...body });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        message: 'Đánh giá bác sĩ thành công',
        data: { rate: 5, doctor: { _id: d.nam.id, name: 'BS Trần Văn Nam', slug: d.nam.slug } },
      });
      expectFailure(await post(user, { booking: done, ...body }), 'BOOKING_REVIEW_EXISTS');

      const again = await fx.booking({ userId, doctorId: d.nam.id, clinicId: one.id });
      const both = await Promise.all([
        post(user, { booking: again, rate: 4, content: 'Ổn' }),
        post(user, { booking: again, rate: 4, content: 'Ổn' }),
      ]);
      expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      // The fixture's starting figures (4.2 of 5) give way to the real reviews: (5 + 4) / 2.
      const detail = (await get<{ data: Doctor }>(`/doctors/${d.nam.slug}`)).data;
      expect(detail).toMatchObject({ averageRating: 4.5, reviewCount: 2 });
    });

    it('GET /doctors/reviews/by-customer/{doctor}: visible reviews newest first, star filter, statistics', async () => {
      const rates = [5, 3, 4, 4];
      for (const [i, rate] of rates.entries()) {
        const booking = await fx.booking({ userId, doctorId: d.khoa.id, clinicId: two.id });
        t.clock.advance(60_000);
        const res = await post(user, { booking, rate, content: `Đánh giá ${i + 1}` });
        expect(res.statusCode, res.body).toBe(201);
      }
      const page = await get<ReviewPage>(`/doctors/reviews/by-customer/${d.khoa.id}?pageSize=3`);
      expect(page.data.map((r) => r.content)).toEqual(['Đánh giá 4', 'Đánh giá 3', 'Đánh giá 2']);
      expect(page.pagination).toEqual({ page: 1, pageSize: 3, totalPage: 2, totalItems: 4 });
      expect(page.stats).toEqual({
        averageRating: 4,
        totalReviews: 4,
        ratingDistribution: { '1': 0, '2': 0, '3': 1, '4': 2, '5': 1 },
      });
      const fours = await get<ReviewPage>(`/doctors/reviews/by-customer/${d.khoa.id}?rate=4`);
      expect(fours.data.map((r) => r.content)).toEqual(['Đánh giá 4', 'Đánh giá 3']);
      expect(fours.pagination.totalItems).toBe(2);
      const listed = (await get<Page<DoctorSummary>>(`/doctors/by-customer?clinic=${two.id}`)).data;
      expect(listed.find((x) => x._id === d.khoa.id)).toMatchObject({ averageRating: 4, reviewCount: 4 });

      expectFailure(
        await injectAs(t.app, null, { method: 'GET', url: `/doctors/reviews/by-customer/${d.resting.id}` }),
        'DOCTOR_NOT_FOUND',
      );
      expectValidation(
        await injectAs(t.app, null, { method: 'GET', url: '/doctors/reviews/by-customer/abc' }),
        'doctor',
        'Dữ liệu không hợp lệ',
      );
    });
  });

  it('GET /doctors/doctor-recommend/: doctors ranked by stored daily scores of the given categories', async () => {
    const db = t.database.db;
    const category = async (name: string, slug: string, level: number, parentId: string | null) =>
      (
        await db.insert(categories).values({ name, slug, level, parentId }).returning({ id: categories.id })
      )[0]!.id;
    const root = await category('Dược mỹ phẩm DR', 'duoc-my-pham-dr', 0, null);
    // Names carry the marker 'DR' (the demo catalogue has some of these names); it matches no doctor.
    const acneShelf = await category('Điều trị mụn chuyên sâu DR', 'dieu-tri-mun-chuyen-sau-dr', 1, root);
    const acneGel = await category('Gel trị mụn DR', 'gel-tri-mun-dr', 2, acneShelf);
    const ageingShelf = await category('Trẻ hóa da DR', 'tre-hoa-da-dr', 1, root);
    const ageingCream = await category('Kem chống lão hóa DR', 'kem-chong-lao-hoa-dr', 2, ageingShelf);
    const recommend = (q: string) => get<Page<RecommendedDoctor>>(`/doctors/doctor-recommend/?${q}`);

    // The scores were computed before these doctors and categories existed, less than a day ago: kept.
    await t.app.doctorScores.refreshIfStale();
    expect((await recommend(`categories=${acneGel}`)).data).toEqual([]);
    // A day later the job computes them again.
    t.clock.advance(25 * 3_600_000);
    await t.app.doctorScores.refreshIfStale();

    const acne = await recommend(`categories=${acneGel}`);
    expect(acne.pagination).toEqual({ page: 1, pageSize: 5, totalPage: 1, totalItems: 4 });
    expect(acne.data.slice(0, 2).map((x) => x._id)).toEqual([d.hoa.id, d.bao.id]);
    const scores = acne.data.map((x) => x.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(acne.data[0]).toMatchObject({ name: 'BS Nguyễn Thị Hoa', clinic: { _id: one.id } });
    expect(acne.data.every((x) => x.score > 0 && x.score <= 100)).toBe(true);

    const ageing = await recommend(`categories=${ageingCream}`);
    expect(ageing.data[0]!._id).toBe(d.khoa.id);
    const both = await recommend(`categories=${acneGel},${ageingCream}&pageSize=2`);
    expect(both.data).toHaveLength(2);
    expect(both.pagination).toEqual({ page: 1, pageSize: 2, totalPage: 2, totalItems: 4 });

    // Unknown or absent categories: nothing to recommend, not an error.
    expect((await recommend('categories=00000000-0000-4000-8000-000000000000')).data).toEqual([]);
    expect(await recommend('')).toMatchObject({ data: [], pagination: { totalItems: 0, pageSize: 5 } });
    expectValidation(
      await injectAs(t.app, null, { method: 'GET', url: '/doctors/doctor-recommend?categories=abc' }),
      'categories.0',
      'Dữ liệu không hợp lệ',
    );
  });

  it('GET /doctors/search-doctor-clinic: up to 5 doctors and 5 clinics, tagged with their type', async () => {
    const zeta = await fx.clinic({ name: 'Phòng khám Zeta' });
    for (let i = 1; i <= 6; i++) {
      await fx.clinic({ name: `Phòng khám Zeta ${i}` });
      await fx.doctor(zeta.id, { name: `BS Zeta Số ${i}` });
    }
    const { data } = await get<{ data: DoctorClinicSuggestion[] }>(
      '/doctors/search-doctor-clinic?search=zeta',
    );
    expect(data.filter((x) => x.type === 'doctor')).toHaveLength(5);
    expect(data.filter((x) => x.type === 'clinic')).toHaveLength(5);
    expect(data[0]).toMatchObject({ type: 'doctor', name: expect.stringContaining('Zeta') });
    const hoa = await get<{ data: DoctorClinicSuggestion[] }>(
      `/doctors/search-doctor-clinic?search=${encodeURIComponent('nguyen thi hoa')}`,
    );
    expect(hoa.data.map((x) => [x.type, x._id])).toEqual([['doctor', d.hoa.id]]);
    expect((await get<{ data: unknown[] }>('/doctors/search-doctor-clinic?search=')).data).toEqual([]);
  });
});
