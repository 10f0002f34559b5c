import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BookingReview } from '@lumi/shared';
import {
  DEMO,
  buildTestApp,
  injectAs,
  loginDoctor,
  loginUser,
  type Principal,
  type TestApp,
} from '../../../test/helpers';
import { expectFailure, expectValidation } from '../../../test/assertions';
import { bookingReviews, bookings, doctors, users } from '../../db/schema';
import { directoryFixtures } from '../clinics/test-fixtures';

const NOW = new Date('2030-03-04T08:00:00+07:00');

describe('the doctor’s review moderation (api-contract §3.9, §4.2)', () => {
  let t: TestApp;
  let an: Principal;
  let binh: Principal;
  let anId: string;
  let binhId: string;
  let clinicId: string;
  let lanId: string;
  let otherId: string;
  /** Reviews of An: Lan's 5 stars (visible), another customer's 2 stars (hidden); Bình's 4 stars; a clinic review. */
  let lanReview: string;
  let hiddenReview: string;
  let binhReview: string;
  let clinicReview: string;

  async function review(o: {
    kind: 'doctor' | 'clinic';
    doctorId: string;
    userId: string;
    rate: number;
    content: string;
    isActive?: boolean;
    created: string;
  }): Promise<string> {
    const fx = directoryFixtures(t, `mod${o.rate}${o.kind}`);
    const bookingId = await fx.booking({ userId: o.userId, doctorId: o.doctorId, clinicId, daysAgo: 3 });
    const at = new Date(o.created);
    const [row] = await t.database.db
      .insert(bookingReviews)
      .values({
        kind: o.kind,
        bookingId,
        userId: o.userId,
        doctorId: o.doctorId,
        clinicId,
        rate: o.rate,
        content: o.content,
        isActive: o.isActive ?? true,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: bookingReviews.id });
    return row!.id;
  }

  beforeAll(async () => {
    t = await buildTestApp();
    t.clock.set(NOW);
    an = await loginDoctor(t.app);
    binh = await loginDoctor(t.app, DEMO.doctor2.email, DEMO.doctor2.password);
    const db = t.database.db;
    const [a] = await db.select().from(doctors).where(eq(doctors.email, DEMO.doctor.email));
    const [b] = await db.select().from(doctors).where(eq(doctors.email, DEMO.doctor2.email));
    anId = a!.id;
    binhId = b!.id;
    clinicId = a!.clinicId;
    const [lan] = await db.select().from(users).where(eq(users.email, DEMO.customer.email));
    lanId = lan!.id;
    otherId = await directoryFixtures(t, 'kiemduyet').otherUser();
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    const db = t.database.db;
    await db.delete(bookingReviews);
    await db.delete(bookings);
    lanReview = await review({
      kind: 'doctor',
      doctorId: anId,
      userId: lanId,
      rate: 5,
      content: 'Bác sĩ rất tận tâm',
      created: '2030-03-01T10:00:00+07:00',
    });
    hiddenReview = await review({
      kind: 'doctor',
      doctorId: anId,
      userId: otherId,
      rate: 2,
      content: 'Chờ lâu quá',
      isActive: false,
      created: '2030-03-02T10:00:00+07:00',
    });
    binhReview = await review({
      kind: 'doctor',
      doctorId: binhId,
      userId: lanId,
      rate: 4,
      content: 'Khám kỹ',
      created: '2030-03-02T11:00:00+07:00',
    });
    clinicReview = await review({
      kind: 'clinic',
      doctorId: anId,
      userId: lanId,
      rate: 3,
      content: 'Phòng khám sạch sẽ',
      created: '2030-03-02T12:00:00+07:00',
    });
    // The stored ratings as the review calls leave them: An 5.0 (1), Bình 4.0 (1).
    await db.update(doctors).set({ averageRating: 5, reviewCount: 1 }).where(eq(doctors.id, anId));
    await db.update(doctors).set({ averageRating: 4, reviewCount: 1 }).where(eq(doctors.id, binhId));
  });

  const list = (who: Principal | null, doctorId: string, query = '') =>
    injectAs(t.app, who, { method: 'GET', url: `/doctors/reviews/${doctorId}${query}` });
  const put = (who: Principal | null, id: string, payload: unknown) =>
    injectAs(t.app, who, { method: 'PUT', url: `/doctors/reviews/${id}`, payload: payload as object });
  const del = (who: Principal | null, id: string) =>
    injectAs(t.app, who, { method: 'DELETE', url: `/doctors/reviews/${id}` });
  const rating = async (doctorId: string) => {
    const [row] = await t.database.db
      .select({ averageRating: doctors.averageRating, reviewCount: doctors.reviewCount })
      .from(doctors)
      .where(eq(doctors.id, doctorId));
    return row;
  };

  describe('GET /doctors/reviews/{doctor}', () => {
    it('lists the doctor’s own reviews, hidden included, newest first, with the visible ones’ stats', async () => {
      const res = await list(an, anId);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<{ data: BookingReview[]; stats: unknown; pagination: unknown }>();
      expect(body.data.map((r) => [r._id, r.isActive])).toEqual([
        [hiddenReview, false],
        [lanReview, true],
      ]);
      expect(body.data[1]).toMatchObject({
        rate: 5,
        content: 'Bác sĩ rất tận tâm',
        user: { _id: lanId, name: DEMO.customer.name, email: DEMO.customer.email },
        doctor: { _id: anId },
      });
      expect(body.stats).toEqual({
        averageRating: 5,
        totalReviews: 1,
        ratingDistribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 1 },
      });
      expect(body.pagination).toEqual({ page: 1, pageSize: 10, totalPage: 1, totalItems: 2 });
    });

    it('filters by star value and by customer name, email or content, ignoring diacritics', async () => {
      const ids = async (query: string) =>
        (await list(an, anId, query)).json<{ data: BookingReview[] }>().data.map((r) => r._id);
      expect(await ids('?rate=2')).toEqual([hiddenReview]);
      expect(await ids('?rate=0')).toEqual([hiddenReview, lanReview]);
      expect(await ids('?search=ngoc lan')).toEqual([lanReview]);
      expect(await ids('?search=KHACHHANG@lumi')).toEqual([lanReview]);
      expect(await ids('?search=cho lau')).toEqual([hiddenReview]);
      expect(await ids('?search=khong co')).toEqual([]);
      const paged = await list(an, anId, '?page=2&pageSize=1');
      expect(paged.json()).toMatchObject({
        data: [{ _id: lanReview }],
        pagination: { page: 2, pageSize: 1, totalPage: 2, totalItems: 2 },
      });
    });

    it('refuses another doctor’s list (403) and a caller who is not a doctor (401)', async () => {
      expectFailure(await list(an, binhId), 'FORBIDDEN');
      expectFailure(await list(null, anId), 'AUTH_REQUIRED');
      expectFailure(await list(await loginUser(t.app), anId), 'AUTH_REQUIRED');
      expectValidation(await list(an, anId, '?rate=6'), 'rate', 'Vui lòng chọn mức độ hài lòng!', {
        first: false,
      });
    });

    it('leaves the public list and the doctor page where they were, without the reviewer’s e-mail', async () => {
      const pub = await injectAs(t.app, null, { method: 'GET', url: `/doctors/reviews/by-customer/${anId}` });
      expect(pub.json<{ data: BookingReview[] }>().data.map((r) => r._id)).toEqual([lanReview]);
      expect(pub.json<{ data: BookingReview[] }>().data[0]!.user).toEqual({
        _id: lanId,
        name: DEMO.customer.name,
        avatar: expect.any(Object),
      });
      expect(pub.body).not.toContain(DEMO.customer.email);
      const [row] = await t.database.db.select().from(doctors).where(eq(doctors.id, anId));
      const page = await injectAs(t.app, null, { method: 'GET', url: `/doctors/${row!.slug}` });
      expect(page.statusCode).toBe(200);
    });
  });

  describe('PUT /doctors/reviews/{id}', () => {
    it('shows a hidden review and recomputes the rating; hiding it again restores it', async () => {
      const shown = await put(an, hiddenReview, { isActive: true });
      expect(shown.statusCode, shown.body).toBe(200);
      expect(shown.json()).toMatchObject({
        success: true,
        message: 'Cập nhật đánh giá thành công',
        data: {
          _id: hiddenReview,
          isActive: true,
          rate: 2,
          user: { _id: otherId, email: expect.any(String) },
        },
      });
      expect(await rating(anId)).toEqual({ averageRating: 3.5, reviewCount: 2 });
      const pub = await injectAs(t.app, null, { method: 'GET', url: `/doctors/reviews/by-customer/${anId}` });
      expect(pub.json()).toMatchObject({ stats: { averageRating: 3.5, totalReviews: 2 } });
      expect((await put(an, hiddenReview, { isActive: false })).json().data.isActive).toBe(false);
      expect(await rating(anId)).toEqual({ averageRating: 5, reviewCount: 1 });
      // Hiding the last visible one leaves 0 reviews and a 0 average.
      await put(an, lanReview, { isActive: false });
      expect(await rating(anId)).toEqual({ averageRating: 0, reviewCount: 0 });
    });

    it('answers REVIEW_NOT_FOUND for another doctor’s review, a clinic review or an unknown id; nothing changes', async () => {
      expectFailure(await put(an, binhReview, { isActive: false }), 'REVIEW_NOT_FOUND');
      expectFailure(await put(an, clinicReview, { isActive: false }), 'REVIEW_NOT_FOUND');
      expectFailure(
        await put(an, '00000000-0000-4000-8000-000000000000', { isActive: false }),
        'REVIEW_NOT_FOUND',
      );
      const [row] = await t.database.db
        .select()
        .from(bookingReviews)
        .where(eq(bookingReviews.id, binhReview));
      expect(row!.isActive).toBe(true);
      expect(await rating(binhId)).toEqual({ averageRating: 4, reviewCount: 1 });
      expectFailure(await put(binh, lanReview, { isActive: false }), 'REVIEW_NOT_FOUND');
    });

    it('needs a boolean isActive and a doctor token', async () => {
      expect((await put(an, lanReview, { isActive: 'no' })).statusCode).toBe(400);
      expect((await put(an, lanReview, {})).statusCode).toBe(400);
      expectFailure(await put(null, lanReview, { isActive: false }), 'AUTH_REQUIRED');
    });
  });

  describe('DELETE /doctors/reviews/{id}', () => {
    it('deletes the doctor’s own review and recomputes the rating', async () => {
      const res = await del(an, lanReview);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ success: true, data: { _id: lanReview } });
      expect(await rating(anId)).toEqual({ averageRating: 0, reviewCount: 0 });
      expectFailure(await del(an, lanReview), 'REVIEW_NOT_FOUND');
      const left = await list(an, anId);
      expect(left.json<{ data: BookingReview[] }>().data.map((r) => r._id)).toEqual([hiddenReview]);
    });

    it('refuses another doctor’s review and a clinic review with REVIEW_NOT_FOUND, keeping them', async () => {
      expectFailure(await del(an, binhReview), 'REVIEW_NOT_FOUND');
      expectFailure(await del(an, clinicReview), 'REVIEW_NOT_FOUND');
      const rows = await t.database.db.select({ id: bookingReviews.id }).from(bookingReviews);
      expect(rows).toHaveLength(4);
      expectFailure(await del(null, lanReview), 'AUTH_REQUIRED');
    });
  });
});
