import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  computePriceBands,
  type BookingReview,
  type Clinic,
  type ClinicFilterOptions,
  type ClinicSummary,
  type Pagination,
  type PublicClinicDetail,
  type RatingStats,
} from '@lumi/shared';
import { expectFailure, expectValidation } from '../../../test/assertions';
import { buildTestApp, injectAs, loginUser, type Principal, type TestApp } from '../../../test/helpers';
import { bookingReviews, clinics as clinicsTable } from '../../db/schema';
import { directoryFixtures, week } from './test-fixtures';

type Page<T> = { data: T[]; pagination: Pagination };
type ReviewPage = Page<BookingReview> & { stats: RatingStats };

describe('public clinic reads and clinic reviews (api-contract §3.8, §4.5)', () => {
  let t: TestApp;
  let user: Principal;
  let userId: string;
  let fx: ReturnType<typeof directoryFixtures>;
  let clinicsBefore: number;
  const ids: Record<'alpha' | 'beta' | 'gamma' | 'delta' | 'closed', { id: string; slug: string }> =
    {} as never;
  let alphaDoctor: string;

  const get = async <T>(url: string): Promise<T> => {
    const res = await injectAs(t.app, null, { method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };
  const names = async (query: string) =>
    (await get<Page<ClinicSummary>>(`/clinics/by-customer?${query}`)).data.map((c) => c.name).sort();

  beforeAll(async () => {
    t = await buildTestApp();
    fx = directoryFixtures(t, 'cl');
    user = await loginUser(t.app);
    userId = (await injectAs(t.app, user, { method: 'GET', url: '/auth/account' })).json<{
      data: { _id: string };
    }>().data._id;
    clinicsBefore = (await t.database.db.select().from(clinicsTable)).length;

    ids.alpha = await fx.clinic({
      name: 'Phòng khám Alpha',
      specialties: ['Da liễu tổng quát', 'Điều trị mụn'],
      workingHours: week('06:00', '11:00'),
      averageRating: 4.6,
      reviewCount: 10,
    });
    ids.beta = await fx.clinic({
      name: 'Phòng khám Beta',
      specialties: ['Điều trị sẹo'],
      workingHours: week('13:00', '17:30'),
      averageRating: 3.8,
    });
    ids.gamma = await fx.clinic({
      name: 'Phòng khám Gamma',
      specialties: ['Trẻ hóa da'],
      workingHours: week('08:00', '21:00', null, [7]),
      averageRating: 4.1,
    });
    ids.delta = await fx.clinic({
      name: 'Phòng khám Delta',
      specialties: ['Da liễu tổng quát'],
      workingHours: week('08:00', '17:00', { start: '12:00', end: '13:00' }),
    });
    ids.closed = await fx.clinic({ name: 'Phòng khám Đóng Cửa', isActive: false, averageRating: 5 });
    await fx.hideOthers(Object.values(ids).map((c) => c.id));

    alphaDoctor = (await fx.doctor(ids.alpha.id, { name: 'BS Alpha Một', fees: 200_000 })).id;
    await fx.doctor(ids.alpha.id, { name: 'BS Alpha Hai', fees: 300_000 });
    await fx.doctor(ids.alpha.id, { name: 'BS Alpha Ba', fees: 400_000 });
    for (let i = 1; i <= 7; i++) await fx.doctor(ids.beta.id, { name: `BS Beta ${i}`, fees: 500_000 });
    await fx.doctor(ids.gamma.id, { name: 'BS Gamma', fees: 1_000_000 });
    await fx.doctor(ids.gamma.id, { name: 'BS Gamma Nghỉ', fees: 50_000, isActive: false });
    await fx.doctor(ids.closed.id, { name: 'BS Đóng', fees: 300_000 });
  });
  afterAll(async () => {
    await t.close();
  });

  describe('GET /clinics/by-customer', () => {
    it('lists active clinics, best rated first, with their active doctors and fees (defaults 1, 10)', async () => {
      const body = await get<Page<ClinicSummary>>('/clinics/by-customer');
      expect(body.data.map((c) => c.name)).toEqual([
        'Phòng khám Alpha',
        'Phòng khám Gamma',
        'Phòng khám Beta',
        'Phòng khám Delta',
      ]);
      expect(body.pagination).toEqual({ page: 1, pageSize: 10, totalPage: 1, totalItems: 4 });
      expect(body.data[0]).toEqual({
        _id: ids.alpha.id,
        name: 'Phòng khám Alpha',
        slug: ids.alpha.slug,
        logo: expect.any(Object),
        banners: [],
        address: expect.stringContaining('Tràng Tiền'),
        specialties: ['Da liễu tổng quát', 'Điều trị mụn'],
        doctorCount: 3,
        reviewCount: 10,
        averageRating: 4.6,
        feeRange: { min: 200_000, max: 400_000 },
      });
      const gamma = body.data.find((c) => c._id === ids.gamma.id);
      expect(gamma).toMatchObject({ doctorCount: 1, feeRange: { min: 1_000_000, max: 1_000_000 } });
      expect(body.data.find((c) => c._id === ids.delta.id)).toMatchObject({ doctorCount: 0, feeRange: null });

      const second = await get<Page<ClinicSummary>>('/clinics/by-customer?page=2&pageSize=3');
      expect(second.data.map((c) => c.name)).toEqual(['Phòng khám Delta']);
      expect(second.pagination).toEqual({ page: 2, pageSize: 3, totalPage: 2, totalItems: 4 });
      const past = await get<Page<ClinicSummary>>('/clinics/by-customer?page=5&pageSize=3');
      expect(past.data).toEqual([]);
    });

    it('searches names and specialties ignoring diacritics', async () => {
      expect(await names('search=alpha')).toEqual(['Phòng khám Alpha']);
      expect(await names(`search=${encodeURIComponent('phong kham gamma')}`)).toEqual(['Phòng khám Gamma']);
      expect(await names(`search=${encodeURIComponent('tre hoa da')}`)).toEqual(['Phòng khám Gamma']);
      expect(await names(`search=${encodeURIComponent('dong cua')}`)).toEqual([]);
    });

    it('filters by specialties (any), doctors\u2019 fees, doctor count, rating and working hours', async () => {
      expect(await names(`specialties=${encodeURIComponent('Điều trị mụn,Điều trị sẹo')}`)).toEqual([
        'Phòng khám Alpha',
        'Phòng khám Beta',
      ]);
      expect(await names('priceRange=350000-600000')).toEqual(['Phòng khám Alpha', 'Phòng khám Beta']);
      // The inactive doctor's 50 000 ₫ does not count.
      expect(await names('priceRange=-100000')).toEqual([]);
      expect(await names('priceRange=900000-')).toEqual(['Phòng khám Gamma']);
      expect(await names('doctorCount=1-5')).toEqual(['Phòng khám Alpha', 'Phòng khám Gamma']);
      expect(await names('doctorCount=6-10')).toEqual(['Phòng khám Beta']);
      expect(await names('doctorCount=11-20')).toEqual([]);
      expect(await names('doctorCount=20%2B')).toEqual([]);
      expect(await names('rating=4')).toEqual(['Phòng khám Alpha', 'Phòng khám Gamma']);
      expect(await names('rating=4.5')).toEqual(['Phòng khám Alpha']);
      expect(await names('workingHours=morning')).toEqual([
        'Phòng khám Alpha',
        'Phòng khám Delta',
        'Phòng khám Gamma',
      ]);
      expect(await names('workingHours=afternoon')).toEqual([
        'Phòng khám Beta',
        'Phòng khám Delta',
        'Phòng khám Gamma',
      ]);
      expect(await names('workingHours=evening')).toEqual(['Phòng khám Gamma']);
      // Delta closes for lunch.
      expect(await names('workingHours=allday')).toEqual(['Phòng khám Gamma']);
      // Filters are ANDed; empty and 'all' values mean no filter.
      expect(await names('workingHours=morning&rating=4')).toEqual(['Phòng khám Alpha', 'Phòng khám Gamma']);
      expect(
        await names(`workingHours=morning&rating=4&specialties=${encodeURIComponent('Trẻ hóa da')}`),
      ).toEqual(['Phòng khám Gamma']);
      expect(await names('doctorCount=&workingHours=all&rating=')).toHaveLength(4);
    });

    it('explains a bad filter value', async () => {
      const bad = (q: string) => injectAs(t.app, null, { method: 'GET', url: `/clinics/by-customer?${q}` });
      expectValidation(await bad('doctorCount=3-4'), 'doctorCount', 'Dữ liệu không hợp lệ');
      expectValidation(await bad('workingHours=night'), 'workingHours', 'Dữ liệu không hợp lệ');
      expectValidation(await bad('rating=6'), 'rating', 'Điểm đánh giá từ 0 đến 5');
      expectValidation(await bad('priceRange=abc'), 'priceRange', 'Khoảng giá không hợp lệ');
      expectValidation(await bad('pageSize=0'), 'pageSize', 'Dữ liệu không hợp lệ');
    });
  });

  it('GET /clinics/filter-options: counts, specialties and fees of active clinics, fixed option labels', async () => {
    const { data } = await get<{ data: ClinicFilterOptions }>('/clinics/filter-options');
    expect(data.status.stats).toEqual({ total: clinicsBefore + 5, activeCount: 4 });
    expect(data.specialties.options.map((o) => o.value).sort()).toEqual(
      ['Da liễu tổng quát', 'Điều trị mụn', 'Điều trị sẹo', 'Trẻ hóa da'].sort(),
    );
    expect(data.specialties.options.every((o) => o.label === o.value)).toBe(true);
    const fees = [200_000, 300_000, 400_000, ...Array(7).fill(500_000), 1_000_000];
    // As the doctors' panel has it (issue 24): the range as shown too.
    expect(data.prices.stats).toEqual({
      min: 200_000,
      max: 1_000_000,
      formatted: { min: '200.000 ₫', max: '1.000.000 ₫' },
    });
    expect(data.prices.ranges).toEqual(
      computePriceBands(fees, 4).map(({ label, value }) => ({ label, value })),
    );
    // The reference's shape (ADR 0030): the options and the fewest and most active doctors of a listed clinic
    // (Delta 0, Beta 7; Gamma's resting doctor and the closed clinic's do not count).
    expect(data.doctorCounts).toEqual({
      options: [
        { label: '1-5 bác sĩ', value: '1-5' },
        { label: '6-10 bác sĩ', value: '6-10' },
        { label: '11-20 bác sĩ', value: '11-20' },
        { label: 'Trên 20 bác sĩ', value: '20+' },
      ],
      stats: { min: 0, max: 7 },
    });
    expect(data.ratings).toEqual([
      { label: 'Trên 4.5 ⭐', value: 4.5 },
      { label: 'Trên 4.0 ⭐', value: 4 },
      { label: 'Trên 3.5 ⭐', value: 3.5 },
      { label: 'Trên 3.0 ⭐', value: 3 },
    ]);
    expect(data.workingHours).toEqual([
      { label: 'Sáng (06:00 - 12:00)', value: 'morning' },
      { label: 'Chiều (12:00 - 18:00)', value: 'afternoon' },
      { label: 'Tối (18:00 - 22:00)', value: 'evening' },
      { label: 'Cả ngày', value: 'allday' },
    ]);
  });

  it('GET /clinics/{slug}: an active clinic by slug or id; unknown and inactive ones are 404', async () => {
    const { data } = await get<{ data: PublicClinicDetail }>(`/clinics/${ids.gamma.slug}`);
    expect(data).toMatchObject({
      _id: ids.gamma.id,
      name: 'Phòng khám Gamma',
      phone: '0912345678',
      doctorCount: 1,
      feeRange: { min: 1_000_000, max: 1_000_000 },
      isActive: true,
      holidays: [],
      // The reference client reads these (ADR 0030); no review yet.
      statistics: {
        doctorCount: 1,
        reviewCount: 0,
        totalReviews: 0,
        averageRating: 4.1,
        ratingDistribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
      },
    });
    // Pictures on the asset base address, so that a client on another origin shows them (ADR 0030).
    expect(data.logo.url).toMatch(/^http:\/\/localhost:3000\/uploads\//);
    expect(data.workingHours.map((d) => d.dayOfWeek)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(data).not.toHaveProperty('admin');
    expect((await get<{ data: Clinic }>(`/clinics/${ids.gamma.id}`)).data.slug).toBe(ids.gamma.slug);
    for (const key of ['khong-co-phong-kham-nay', ids.closed.slug, ids.closed.id]) {
      expectFailure(
        await injectAs(t.app, null, { method: 'GET', url: `/clinics/${key}` }),
        'CLINIC_NOT_FOUND',
      );
    }
  });

  describe('clinic reviews', () => {
    const post = (principal: Principal | null, payload: Record<string, unknown>) =>
      injectAs(t.app, principal, { method: 'POST', url: '/clinics/reviews', payload });

    it('refuses a review without sign-in, of another customer\u2019s or unknown booking, or before completion', async () => {
      const own = await fx.booking({
        userId,
        doctorId: alphaDoctor,
        clinicId: ids.alpha.id,
        status: 'confirmed',
      });
      const other = await fx.booking({
        userId: await fx.otherUser(),
        doctorId: alphaDoctor,
        clinicId: ids.alpha.id,
      });
      const body = { rate: 5, content: 'Rất tốt' };
      expectFailure(await post(null, { booking: own, ...body }), 'AUTH_REQUIRED');
      expectFailure(await post(user, { booking: other, ...body }), 'BOOKING_NOT_FOUND');
      expectFailure(
        await post(user, { booking: '00000000-0000-4000-8000-000000000000', ...body }),
        'BOOKING_NOT_FOUND',
      );
      expectFailure(await post(user, { booking: own, ...body }), 'BOOKING_REVIEW_NOT_ALLOWED');
      const done = await fx.booking({ userId, doctorId: alphaDoctor, clinicId: ids.alpha.id });
      // The clinic named, when it is, must be the booking's.
      expectFailure(
        await post(user, { booking: done, clinic: ids.beta.id, ...body }),
        'BOOKING_REVIEW_NOT_ALLOWED',
      );
      expectValidation(
        await post(user, { booking: done, content: 'Tốt' }),
        'rate',
        'Vui lòng chọn mức độ hài lòng!',
      );
      expectValidation(
        await post(user, { booking: done, rate: 4, content: 'x'.repeat(251) }),
        'content',
        'Nội dung đánh giá tối đa 250 ký tự',
      );
      expectValidation(
        await post(user, { booking: done, rate: 4, content: '   ' }),
        'content',
        'Vui lòng nhập nội dung đánh giá',
      );
      // None of these bookings got a review (the demo seed's reviewed bookings are not this test's).
      expect(
        await t.database.db
          .select()
          .from(bookingReviews)
          .where(inArray(bookingReviews.bookingId, [own, other, done])),
      ).toEqual([]);
    });

    it('takes one review per completed booking, recomputes the clinic\u2019s rating and lists the visible ones', async () => {
      const first = await fx.booking({ userId, doctorId: alphaDoctor, clinicId: ids.alpha.id, daysAgo: 3 });
      const res = await post(user, {
        booking: first,
        clinic: ids.alpha.id,
        rate: 5,
        content: 'Phòng khám sạch sẽ',
      });
      expect(res.statusCode, res.body).toBe(201);
      const created = res.json<{ data: BookingReview; message: string }>();
      expect(created.message).toBe('Đánh giá phòng khám thành công');
      expect(created.data).toMatchObject({
        rate: 5,
        content: 'Phòng khám sạch sẽ',
        isActive: true,
        clinic: { _id: ids.alpha.id, name: 'Phòng khám Alpha', slug: ids.alpha.slug },
        booking: { _id: first, code: expect.stringMatching(/^BK[A-Z0-9]{10}$/) },
        user: { _id: userId, avatar: { url: expect.any(String) } },
      });
      expect(created.data.booking.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(created.data).not.toHaveProperty('doctor');
      expectFailure(
        await post(user, { booking: first, rate: 1, content: 'Lần hai' }),
        'BOOKING_REVIEW_EXISTS',
      );
      // The booking's doctor review is another kind: still allowed.
      const doctorReview = await injectAs(t.app, user, {
        method: 'POST',
        url: '/doctors/reviews',
        payload: { booking: first, rate: 2, content: 'Bác sĩ vội' },
      });
      expect(doctorReview.statusCode, doctorReview.body).toBe(201);

      // Concurrent double submission: one wins.
      const twice = await fx.booking({ userId, doctorId: alphaDoctor, clinicId: ids.alpha.id, daysAgo: 2 });
      t.clock.advance(60_000);
      const both = await Promise.all([
        post(user, { booking: twice, rate: 3, content: 'Bình thường' }),
        post(user, { booking: twice, rate: 3, content: 'Bình thường' }),
      ]);
      expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect(both.find((r) => r.statusCode === 409)!.json()).toMatchObject({ code: 'BOOKING_REVIEW_EXISTS' });

      // Rating: (5 + 3) / 2, over the clinic reviews only (the doctor review's 2 does not count).
      let detail = (await get<{ data: PublicClinicDetail }>(`/clinics/${ids.alpha.slug}`)).data;
      expect(detail).toMatchObject({ averageRating: 4, reviewCount: 2 });
      // The statistics repeat the clinic's own figures and count the stars of its visible reviews.
      expect(detail.statistics).toEqual({
        doctorCount: 3,
        reviewCount: 2,
        totalReviews: 2,
        averageRating: 4,
        ratingDistribution: { '1': 0, '2': 0, '3': 1, '4': 0, '5': 1 },
      });

      // A hidden review leaves the average at the next recomputation and the public list at once.
      const third = await fx.booking({ userId, doctorId: alphaDoctor, clinicId: ids.alpha.id, daysAgo: 1 });
      await t.database.db
        .update(bookingReviews)
        .set({ isActive: false })
        .where(eq(bookingReviews.bookingId, twice));
      t.clock.advance(60_000);
      expect((await post(user, { booking: third, rate: 4, content: 'Khá tốt' })).statusCode).toBe(201);
      detail = (await get<{ data: PublicClinicDetail }>(`/clinics/${ids.alpha.slug}`)).data;
      expect(detail).toMatchObject({ averageRating: 4.5, reviewCount: 2 });
      expect(detail.statistics).toMatchObject({
        averageRating: 4.5,
        reviewCount: 2,
        ratingDistribution: { '1': 0, '2': 0, '3': 0, '4': 1, '5': 1 },
      });
      const listed = (await get<Page<ClinicSummary>>('/clinics/by-customer?search=alpha')).data[0];
      expect(listed).toMatchObject({ averageRating: 4.5, reviewCount: 2 });

      const page = await get<ReviewPage>(`/clinics/reviews?clinicId=${ids.alpha.id}`);
      expect(page.data.map((r) => r.content)).toEqual(['Khá tốt', 'Phòng khám sạch sẽ']);
      expect(page.pagination).toEqual({ page: 1, pageSize: 10, totalPage: 1, totalItems: 2 });
      expect(page.stats).toEqual({
        averageRating: 4.5,
        totalReviews: 2,
        ratingDistribution: { '1': 0, '2': 0, '3': 0, '4': 1, '5': 1 },
      });
      expect(page.data[0]!.user).not.toHaveProperty('email');

      const byRateAsc = await get<ReviewPage>(
        `/clinics/reviews?clinicId=${ids.alpha.id}&sortBy=rate&sortOrder=asc`,
      );
      expect(byRateAsc.data.map((r) => r.rate)).toEqual([4, 5]);
      const oldest = await get<ReviewPage>(
        `/clinics/reviews?clinicId=${ids.alpha.id}&sortOrder=asc&pageSize=1`,
      );
      expect(oldest.data.map((r) => r.content)).toEqual(['Phòng khám sạch sẽ']);
      expect(oldest.pagination).toEqual({ page: 1, pageSize: 1, totalPage: 2, totalItems: 2 });
      const fives = await get<ReviewPage>(`/clinics/reviews?clinicId=${ids.alpha.id}&rating=5`);
      expect(fives.data.map((r) => r.rate)).toEqual([5]);
      expect(fives.pagination.totalItems).toBe(1);
      // The statistics cover every visible review, whatever the filter.
      expect(fives.stats.totalReviews).toBe(2);

      const empty = await get<ReviewPage>(`/clinics/reviews?clinicId=${ids.beta.id}`);
      expect(empty).toMatchObject({
        data: [],
        pagination: { totalItems: 0, totalPage: 0 },
        stats: { averageRating: 0, totalReviews: 0 },
      });
    });

    it('explains a bad review query; an unknown or inactive clinic is 404', async () => {
      const bad = (q: string) => injectAs(t.app, null, { method: 'GET', url: `/clinics/reviews?${q}` });
      expectValidation(await bad(''), 'clinicId', 'Vui lòng nhập đầy đủ thông tin');
      expectValidation(await bad(`clinicId=${ids.alpha.id}&sortBy=name`), 'sortBy', 'Dữ liệu không hợp lệ');
      expectValidation(
        await bad(`clinicId=${ids.alpha.id}&rating=9`),
        'rating',
        'Vui lòng chọn mức độ hài lòng!',
      );
      expectFailure(await bad(`clinicId=${ids.closed.id}`), 'CLINIC_NOT_FOUND');
      expectFailure(await bad('clinicId=00000000-0000-4000-8000-000000000000'), 'CLINIC_NOT_FOUND');
    });
  });
});
