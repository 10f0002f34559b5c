import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addLocalDays,
  BOOKING_ACTOR_MODELS,
  localDayOfWeek,
  planDay,
  toLocalDate,
  workingWeek,
  type BookingStatus,
} from '@lumi/shared';
import { buildTestApp, createTestDatabase, loginAdmin, loginDoctor, type TestApp } from '../../test/helpers';
import type { Database } from '../db/client';
import {
  admins,
  bookingEvents,
  bookingReviews,
  bookings,
  clinics,
  doctors,
  notifications,
  users,
} from '../db/schema';
import { rowsOf } from '../db/sql';
import { BOOKINGS_PER_REVIEWER, seedBookings } from './bookings';
import { DEMO_CITIES, DEMO_CLINICS, DERMATOLOGY_SPECIALTIES } from './clinic-data';
import { DEMO } from './index';
import { DEMO_REVIEWERS } from './reviews';

const DAY = 86_400_000;
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const localMinutes = (at: Date) => {
  const local = new Date(at.getTime() + 7 * 3_600_000);
  return local.getUTCHours() * 60 + local.getUTCMinutes();
};

describe('demo clinics, doctors and bookings', () => {
  let database: Database;
  let clinicRows: (typeof clinics.$inferSelect)[];
  let doctorRows: (typeof doctors.$inferSelect)[];
  let bookingRows: (typeof bookings.$inferSelect)[];
  const now = new Date();

  beforeAll(async () => {
    database = await createTestDatabase();
    const db = database.db;
    clinicRows = await db.select().from(clinics).orderBy(asc(clinics.slug));
    doctorRows = await db.select().from(doctors).orderBy(asc(doctors.email));
    bookingRows = await db.select().from(bookings).orderBy(asc(bookings.startAt));
  });
  afterAll(async () => {
    await database.close();
  });

  const clinicOf = (id: string) => clinicRows.find((c) => c.id === id)!;
  const doctorOf = (id: string) => doctorRows.find((d) => d.id === id)!;
  const sourceOf = (doctorId: string) => {
    const d = doctorOf(doctorId);
    const c = clinicOf(d.clinicId);
    return {
      doctor: {
        schedule: workingWeek(d.schedule, c.workingHours),
        duration: d.duration,
        holidays: d.holidays,
      },
      clinic: { workingHours: c.workingHours, holidays: c.holidays },
      bookings: [],
    };
  };

  it('holds at least 8 clinics in at least 5 cities, each with its own CLINIC account and real-looking content', async () => {
    expect(clinicRows.length).toBe(DEMO_CLINICS.length + 1);
    expect(clinicRows.length).toBeGreaterThanOrEqual(8);
    const cities = new Set(
      clinicRows.map((c) => DEMO_CITIES.find((city) => c.address.replace(/<\/?p>/g, '').endsWith(city))),
    );
    expect(cities.has(undefined)).toBe(false);
    expect(cities.size).toBeGreaterThanOrEqual(5);
    const owners = await database.db
      .select({ id: admins.id, role: admins.role, username: admins.username })
      .from(admins)
      .where(eq(admins.role, 'CLINIC'));
    expect(new Set(clinicRows.map((c) => c.adminId)).size).toBe(clinicRows.length);
    for (const c of clinicRows)
      expect(
        owners.some((o) => o.id === c.adminId),
        c.name,
      ).toBe(true);
    // The README's demo clinic is the one it was.
    const hanoi = clinicRows.find((c) => c.slug === 'phong-kham-da-lieu-lumi-ha-noi');
    const [owner] = await database.db.select().from(admins).where(eq(admins.id, hanoi!.adminId));
    expect(owner?.username).toBe(DEMO.clinicAdmin.username);
    // It has its banners and photos like the others.
    expect(hanoi!.banners).toHaveLength(3);
    expect(hanoi!.images).toHaveLength(4);

    const today = toLocalDate(now);
    for (const demo of DEMO_CLINICS) {
      const c = clinicRows.find((r) => r.slug === demo.slug);
      expect(c, demo.slug).toBeDefined();
      expect(c!.name).toBe(demo.name);
      expect(c!.specialties.length).toBeGreaterThanOrEqual(3);
      expect(c!.specialties.length).toBeLessThanOrEqual(6);
      expect(c!.phone).toMatch(/^0[35789]\d{8}$/);
      expect(c!.description).toMatch(/^<p>.+<\/p>$/);
      expect(c!.logo.url).toMatch(/^\/uploads\/seed\/clinics\/.+\.webp$/);
      expect(c!.banners.length).toBeGreaterThanOrEqual(1);
      expect(c!.banners.length).toBeLessThanOrEqual(4);
      expect(c!.images).toHaveLength(4);
      const pictures = [c!.logo, ...c!.banners, ...c!.images].map((i) => i.publicId);
      expect(new Set(pictures).size).toBe(pictures.length);
      expect(c!.workingHours.map((d) => d.dayOfWeek)).toEqual([1, 2, 3, 4, 5, 6, 7]);
      expect(c!.holidays.length).toBeGreaterThanOrEqual(1);
      for (const h of c!.holidays) expect(h >= today).toBe(true);
    }
    for (const c of clinicRows) {
      for (const s of c.specialties) expect(DERMATOLOGY_SPECIALTIES as readonly string[]).toContain(s);
    }
    // Some clinics close on Sunday, some stay open in the evening.
    expect(clinicRows.some((c) => !c.workingHours.find((d) => d.dayOfWeek === 7)!.isOpen)).toBe(true);
    expect(
      clinicRows.some((c) => c.workingHours.some((d) => d.isOpen && minutes(d.endTime) >= 20 * 60)),
    ).toBe(true);
  });

  it('holds at least 30 doctors with unique slugs and emails, fees, durations and specialties of their clinic', () => {
    expect(doctorRows.length).toBeGreaterThanOrEqual(30);
    expect(new Set(doctorRows.map((d) => d.slug)).size).toBe(doctorRows.length);
    expect(new Set(doctorRows.map((d) => d.email.toLowerCase())).size).toBe(doctorRows.length);
    const perClinic = new Map<string, number>();
    for (const d of doctorRows) {
      perClinic.set(d.clinicId, (perClinic.get(d.clinicId) ?? 0) + 1);
      expect(d.email).toMatch(/^[a-z.]+@lumi\.vn$/);
      expect(d.name).toMatch(/^(ThS\. )?BS\. /);
      expect(clinicOf(d.clinicId).specialties, d.email).toContain(d.specialty);
      expect(d.fees % 1000).toBe(0);
      expect(d.fees).toBeGreaterThanOrEqual(150_000);
      expect(d.fees).toBeLessThanOrEqual(800_000);
      expect([15, 30, 45, 60]).toContain(d.duration);
      expect(d.avatar?.url).toMatch(/\.webp$/);
      expect(d.about).toMatch(/^<p>/);
    }
    expect(perClinic.size).toBe(clinicRows.length);
    expect(doctorRows.some((d) => d.schedule.length === 0)).toBe(true);
    expect(doctorRows.some((d) => d.schedule.length === 7)).toBe(true);
    expect(doctorRows.some((d) => d.holidays.length > 0)).toBe(true);
  });

  it('keeps every doctor’s weekly schedule inside the clinic’s hours, with bookable slots in the next two weeks', () => {
    const today = toLocalDate(now);
    for (const d of doctorRows) {
      const c = clinicOf(d.clinicId);
      for (const day of d.schedule) {
        const open = c.workingHours.find((w) => w.dayOfWeek === day.dayOfWeek)!;
        if (!day.isActive) continue;
        expect(open.isOpen, `${d.email} works on a closed day ${day.dayOfWeek}`).toBe(true);
        for (const r of day.ranges) {
          expect(minutes(r.start)).toBeGreaterThanOrEqual(minutes(open.startTime));
          expect(minutes(r.end)).toBeLessThanOrEqual(minutes(open.endTime));
          expect(minutes(r.end)).toBeGreaterThan(minutes(r.start));
        }
      }
      // The shared slot arithmetic: every working day gives slots, all inside the clinic's hours and out of its break.
      let slots = 0;
      for (let i = 0; i < 14; i++) {
        const date = addLocalDays(today, i);
        const plan = planDay(sourceOf(d.id), date, now);
        const open = c.workingHours.find((w) => w.dayOfWeek === localDayOfWeek(date))!;
        if (plan.closedReason === null) expect(plan.slots.length, `${d.email} on ${date}`).toBeGreaterThan(0);
        for (const s of plan.slots) {
          expect(minutes(s.startTime)).toBeGreaterThanOrEqual(minutes(open.startTime));
          expect(minutes(s.endTime)).toBeLessThanOrEqual(minutes(open.endTime));
          if (open.breakTime) {
            const inBreak =
              minutes(s.startTime) < minutes(open.breakTime.end) &&
              minutes(open.breakTime.start) < minutes(s.endTime);
            expect(inBreak).toBe(false);
          }
          expect(s.duration).toBe(d.duration);
        }
        slots += plan.slots.length;
      }
      expect(slots, d.email).toBeGreaterThan(0);
    }
  });

  it('gives the demo customer past and future bookings in every status', async () => {
    const [customer] = await database.db.select().from(users).where(eq(users.email, DEMO.customer.email));
    const theirs = bookingRows.filter((b) => b.userId === customer!.id);
    const count = (status: BookingStatus, future: boolean) =>
      theirs.filter((b) => b.status === status && b.startAt.getTime() > now.getTime() === future).length;
    expect([count('completed', false), count('cancelled', false), count('confirmed', false)]).toEqual([
      4, 2, 1,
    ]);
    expect([count('pending', true), count('confirmed', true), count('cancelled', true)]).toEqual([2, 2, 2]);
    // The demo doctors have bookings of the demo customer, one still waiting for them.
    const an = doctorRows.find((d) => d.email === DEMO.doctor.email)!;
    expect(theirs.some((b) => b.doctorId === an.id && b.status === 'pending')).toBe(true);
    // …and one visit of the last days that Dr An still has to mark completed.
    expect(
      theirs.some(
        (b) => b.doctorId === an.id && b.status === 'confirmed' && b.endAt.getTime() < now.getTime(),
      ),
    ).toBe(true);
    // A completed booking is left unreviewed, so that writing a review can be tried.
    const reviewed = new Set((await database.db.select().from(bookingReviews)).map((r) => r.bookingId));
    expect(theirs.some((b) => b.status === 'completed' && !reviewed.has(b.id))).toBe(true);
    // Someone else is the patient now and then (decision 24).
    expect(new Set(theirs.map((b) => b.patientName)).size).toBeGreaterThan(1);
    expect(bookingRows).toHaveLength(13 + DEMO_REVIEWERS.length * BOOKINGS_PER_REVIEWER);
  });

  it('puts every booking on a real slot of its doctor, at the doctor’s fee, within 90 days back and 30 ahead', () => {
    for (const b of bookingRows) {
      const d = doctorOf(b.doctorId);
      expect(b.clinicId).toBe(d.clinicId);
      expect(b.price).toBe(d.fees);
      expect(b.code).toMatch(/^BK\d{10}$/);
      expect(b.patientPhone).toMatch(/^0[35789]\d{8}$/);
      const date = toLocalDate(b.startAt);
      const plan = planDay(sourceOf(b.doctorId), date, now);
      expect(plan.closedReason, `${b.code} on ${date}`).toBeNull();
      expect(
        plan.slots.some(
          (s) => s.startAt.getTime() === b.startAt.getTime() && s.endAt.getTime() === b.endAt.getTime(),
        ),
        `${b.code} ${date} ${localMinutes(b.startAt)}`,
      ).toBe(true);
      const future = b.startAt.getTime() > now.getTime();
      if (future) {
        expect(['pending', 'confirmed', 'cancelled']).toContain(b.status);
        expect(b.startAt.getTime()).toBeLessThan(now.getTime() + 31 * DAY);
      } else {
        expect(['completed', 'cancelled', 'confirmed']).toContain(b.status);
        if (b.status === 'confirmed') expect(b.startAt.getTime()).toBeGreaterThan(now.getTime() - 4 * DAY);
        expect(b.startAt.getTime()).toBeGreaterThan(now.getTime() - 91 * DAY);
      }
      expect(b.createdAt.getTime()).toBeLessThan(b.startAt.getTime());
      expect(b.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
    }
    expect(new Set(bookingRows.map((b) => b.code)).size).toBe(bookingRows.length);
  });

  it('has no two overlapping bookings of one doctor', async () => {
    const [overlaps] = await rowsOf<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from bookings a join bookings b
        on a.doctor_id = b.doctor_id and a.id < b.id and a.start_at < b.end_at and b.start_at < a.end_at`,
    );
    expect(overlaps?.n).toBe(0);
  });

  it('records each booking’s timeline: created by its customer, moved by staff, cancelled with who and why', async () => {
    const events = await database.db.select().from(bookingEvents).orderBy(asc(bookingEvents.seq));
    const usersById = new Map((await database.db.select().from(users)).map((u) => [u.id, u]));
    for (const b of bookingRows) {
      const mine = events.filter((e) => e.bookingId === b.id);
      expect(mine[0]).toMatchObject({
        prevStatus: null,
        status: 'pending',
        updatedByModel: 'User',
        updatedById: b.userId,
      });
      expect(mine[0]!.updatedByName).toBe(usersById.get(b.userId)?.name);
      for (let i = 1; i < mine.length; i++) {
        expect(mine[i]!.prevStatus).toBe(mine[i - 1]!.status);
        expect(mine[i]!.createdAt.getTime()).toBeGreaterThanOrEqual(mine[i - 1]!.createdAt.getTime());
      }
      const last = mine[mine.length - 1]!;
      expect(last.status).toBe(b.status);
      expect(last.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(b.updatedAt.getTime()).toBe(last.createdAt.getTime());
      expect(mine.map((e) => e.status)).toEqual(
        {
          pending: [['pending']],
          confirmed: [['pending', 'confirmed']],
          completed: [['pending', 'confirmed', 'completed']],
          no_show: [['pending', 'confirmed', 'no_show']],
          cancelled: [
            ['pending', 'cancelled'],
            ['pending', 'confirmed', 'cancelled'],
          ],
        }[b.status].find((path) => path.length === mine.length),
      );
      for (const e of mine.slice(1)) {
        if (e.status === 'cancelled') continue;
        expect(['Doctor', 'Clinic']).toContain(e.updatedByModel);
        expect(e.updatedById).toBe(e.updatedByModel === 'Doctor' ? b.doctorId : clinicOf(b.clinicId).adminId);
      }
      if (b.status === 'completed') {
        expect(last.createdAt.getTime()).toBeGreaterThanOrEqual(b.endAt.getTime());
      }
      if (b.status === 'cancelled') {
        expect(BOOKING_ACTOR_MODELS).toContain(b.cancelledBy);
        expect(b.cancelledBy).toBe(last.updatedByModel);
        expect(b.cancelReason).toBeTruthy();
        expect(last.note).toBe(b.cancelReason);
        expect(last.createdAt.getTime()).toBeLessThan(b.startAt.getTime());
        if (b.cancelledBy === 'User') expect(last.prevStatus).toBe('pending');
      } else {
        expect([b.cancelledBy, b.cancelReason]).toEqual([null, null]);
      }
    }
    const cancelledBy = new Set(bookingRows.map((b) => b.cancelledBy).filter(Boolean));
    expect([...cancelledBy].sort()).toEqual(['Clinic', 'Doctor', 'User']);
  });

  it('tells the customer and the doctor of each step as the server does, read once two days old', async () => {
    const events = await database.db.select().from(bookingEvents);
    const notices = await database.db.select().from(notifications).where(eq(notifications.type, 'BOOKING'));
    // One notice a step: created and a customer's cancellation go to the doctor, the staff's moves to the customer.
    expect(notices).toHaveLength(events.length);
    for (const b of bookingRows) {
      const mine = notices.filter((n) => n.bookingId === b.id);
      const steps = events.filter((e) => e.bookingId === b.id);
      expect(mine).toHaveLength(steps.length);
      for (const n of mine) {
        const step = steps.find((e) => e.createdAt.getTime() === n.createdAt.getTime());
        expect(step, b.code).toBeDefined();
        const toDoctor = step!.prevStatus === null || step!.updatedByModel === 'User';
        expect(n.model).toBe(toDoctor ? 'Doctor' : 'User');
        expect(n.recipientId).toBe(toDoctor ? b.doctorId : b.userId);
        expect(n.link).toBe(toDoctor ? `/doctor-owner?tab=bookings&id=${b.id}` : `/booking-detail/${b.id}`);
        expect(n.content).toContain(b.code);
        // Seeded a little before this test started: a notice near the two-day line may fall either side.
        const age = now.getTime() - n.createdAt.getTime();
        if (Math.abs(age - 2 * 86_400_000) > 3_600_000) expect(n.isRead).toBe(age > 2 * 86_400_000);
      }
    }
    // The demo customer's bell has something to show under 'Lịch khám'.
    const [customer] = await database.db.select().from(users).where(eq(users.email, DEMO.customer.email));
    expect(notices.filter((n) => n.recipientId === customer!.id).length).toBeGreaterThanOrEqual(4);
  });

  it('reviews only completed bookings, at most one of each kind, by the booking’s customer', async () => {
    const reviews = await database.db.select().from(bookingReviews);
    expect(reviews.filter((r) => r.kind === 'doctor').length).toBeGreaterThanOrEqual(30);
    expect(reviews.filter((r) => r.kind === 'clinic').length).toBeGreaterThanOrEqual(15);
    expect(new Set(reviews.map((r) => r.rate)).size).toBeGreaterThanOrEqual(3);
    const seen = new Set<string>();
    for (const r of reviews) {
      const b = bookingRows.find((x) => x.id === r.bookingId)!;
      expect(b.status).toBe('completed');
      expect([r.userId, r.doctorId, r.clinicId]).toEqual([b.userId, b.doctorId, b.clinicId]);
      expect(r.createdAt.getTime()).toBeGreaterThan(b.endAt.getTime());
      expect(r.content.length).toBeGreaterThan(10);
      expect(seen.has(`${r.bookingId}:${r.kind}`)).toBe(false);
      seen.add(`${r.bookingId}:${r.kind}`);
    }
  });

  it('stores the doctors’ and clinics’ ratings as the visible reviews give them', async () => {
    const reviews = await database.db.select().from(bookingReviews);
    const expected = (kind: 'doctor' | 'clinic', id: string) => {
      const rates = reviews
        .filter((r) => r.kind === kind && r.isActive && (kind === 'doctor' ? r.doctorId : r.clinicId) === id)
        .map((r) => r.rate);
      const average = rates.length
        ? Math.round((rates.reduce((a, b) => a + b, 0) * 10) / rates.length) / 10
        : 0;
      return { averageRating: average, reviewCount: rates.length };
    };
    for (const d of doctorRows) {
      expect({ averageRating: d.averageRating, reviewCount: d.reviewCount }, d.email).toEqual(
        expected('doctor', d.id),
      );
    }
    for (const c of clinicRows) {
      expect({ averageRating: c.averageRating, reviewCount: c.reviewCount }, c.slug).toEqual(
        expected('clinic', c.id),
      );
    }
    expect(doctorRows.filter((d) => d.reviewCount > 0).length).toBeGreaterThanOrEqual(15);
    expect(clinicRows.filter((c) => c.reviewCount > 0).length).toBeGreaterThanOrEqual(5);
  });

  it('is deterministic: the same day gives the same bookings and reviews', async () => {
    // This file's own database, last of its checks: the bookings are loaded again from scratch, twice.
    const at = new Date(now.getTime() + 3_600_000);
    const run = async () => {
      await database.db.delete(bookingReviews);
      await database.db.delete(notifications);
      await database.db.delete(bookings);
      await seedBookings(database.db, {
        customerEmail: DEMO.customer.email,
        reviewerEmails: DEMO_REVIEWERS.map((r) => r.email),
        now: at,
      });
      const rows = await database.db
        .select({
          code: bookings.code,
          doctorId: bookings.doctorId,
          startAt: bookings.startAt,
          status: bookings.status,
        })
        .from(bookings)
        .orderBy(asc(bookings.code));
      const reviews = await rowsOf<{ code: string; kind: string; rate: number; content: string }>(
        database.db,
        sql`select b.code, r.kind, r.rate, r.content from booking_reviews r join bookings b on b.id = r.booking_id
            order by b.code, r.kind`,
      );
      return { rows, reviews };
    };
    const first = await run();
    expect(first.rows).toHaveLength(bookingRows.length);
    expect(await run()).toEqual(first);
  }, 120_000);

  describe('sign-in with the demo passwords', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp();
    });
    afterAll(async () => {
      await t.close();
    });

    it('lets the README doctor, a doctor and the account of another clinic sign in', async () => {
      await expect(loginDoctor(t.app)).resolves.toMatchObject({ kind: 'doctor' });
      const other = DEMO_CLINICS[2]!;
      await expect(loginDoctor(t.app, other.doctors[0]!.email, DEMO.doctor.password)).resolves.toMatchObject({
        kind: 'doctor',
      });
      const owner = await loginAdmin(t.app, other.admin.username, DEMO.clinicAdmin.password);
      expect(owner.kind).toBe('admin');
    }, 60_000);
  });
});
