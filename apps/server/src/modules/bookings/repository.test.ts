import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, DEMO } from '../../../test/helpers';
import type { Database } from '../../db/client';
import { CHECK_VIOLATION, isPgError } from '../../db/pg-errors';
import { bookingEvents, bookingReviews, bookings, clinics, doctors, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { bookingsRepository, type BookingActor, type BookingInsert } from './repository';

// A Monday in Asia/Ho_Chi_Minh (UTC+7): 09:00 local is 02:00Z.
const at = (localTime: string) => new Date(`2030-03-04T${localTime}:00+07:00`);

describe('bookings repository (decision 22: no double booking)', () => {
  let database: Database;
  let repo: ReturnType<typeof bookingsRepository>;
  let customerId: string;
  let doctor: { id: string; clinicId: string; fees: number };
  let otherDoctor: { id: string; clinicId: string; fees: number };
  let codeSeq = 0;
  const customer: BookingActor = { id: null, name: DEMO.customer.name, model: 'User' };

  function booking(start: string, end: string, of = doctor): BookingInsert {
    return {
      code: `BK${String(++codeSeq).padStart(10, '0')}`,
      userId: customerId,
      doctorId: of.id,
      clinicId: of.clinicId,
      startAt: at(start),
      endAt: at(end),
      price: of.fees,
      patientName: DEMO.customer.name,
      patientPhone: '0912345678',
      patientEmail: DEMO.customer.email,
      patientGender: 'female',
      patientDateOfBirth: '1995-06-15',
      patientAddress: '12 Lý Thường Kiệt, Hoàn Kiếm, Hà Nội',
      patientNote: null,
    };
  }

  const slotTaken = (promise: Promise<unknown>) =>
    expect(promise).rejects.toSatisfy((e) => e instanceof AppError && e.code === 'BOOKING_SLOT_TAKEN');
  const checkViolated = (promise: Promise<unknown>, constraint: string) =>
    expect(promise).rejects.toSatisfy((e) => isPgError(e, CHECK_VIOLATION, constraint));

  beforeAll(async () => {
    // Twenty connections on PostgreSQL: concurrent inserts really race for the slot there.
    database = await createTestDatabase({ poolSize: 20 });
    repo = bookingsRepository(database.db);
    const [user] = await database.db.select().from(users).where(eq(users.email, DEMO.customer.email));
    customerId = user!.id;
    customer.id = user!.id;
    const pick = async (email: string) => {
      const [row] = await database.db
        .select({ id: doctors.id, clinicId: doctors.clinicId, fees: doctors.fees })
        .from(doctors)
        .where(eq(doctors.email, email));
      return row!;
    };
    doctor = await pick(DEMO.doctor.email);
    otherDoctor = await pick(DEMO.doctor2.email);
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(async () => {
    // The demo bookings' reviews hold on to their bookings (foreign key), so they go first.
    await database.db.delete(bookingReviews);
    await database.db.delete(bookings);
  });

  it('reads the day off and the activity again under the doctor lock: what was saved since the check wins', async () => {
    const refusedWith = (code: string) => (e: unknown) => e instanceof AppError && e.code === code;
    await database.db
      .update(doctors)
      .set({ holidays: ['2030-03-04'] })
      .where(eq(doctors.id, doctor.id));
    try {
      await expect(repo.insert(booking('09:00', '09:30'))).rejects.toSatisfy(
        refusedWith('BOOKING_SLOT_UNAVAILABLE'),
      );
      // Another day of the same doctor is still open.
      await expect(
        repo.insert({
          ...booking('09:00', '09:30'),
          startAt: new Date('2030-03-05T02:00:00Z'),
          endAt: new Date('2030-03-05T02:30:00Z'),
        }),
      ).resolves.toBeTruthy();
    } finally {
      await database.db.update(doctors).set({ holidays: [] }).where(eq(doctors.id, doctor.id));
    }
    await database.db
      .update(clinics)
      .set({ holidays: ['2030-03-04'] })
      .where(eq(clinics.id, doctor.clinicId));
    try {
      await expect(repo.insert(booking('10:00', '10:30'))).rejects.toSatisfy(
        refusedWith('BOOKING_SLOT_UNAVAILABLE'),
      );
    } finally {
      await database.db.update(clinics).set({ holidays: [] }).where(eq(clinics.id, doctor.clinicId));
    }
    await database.db.update(clinics).set({ isActive: false }).where(eq(clinics.id, doctor.clinicId));
    try {
      await expect(repo.insert(booking('10:00', '10:30'))).rejects.toSatisfy(refusedWith('CLINIC_INACTIVE'));
    } finally {
      await database.db.update(clinics).set({ isActive: true }).where(eq(clinics.id, doctor.clinicId));
    }
    expect(await database.db.select().from(bookings).where(eq(bookings.doctorId, doctor.id))).toHaveLength(1);
  });

  it('keeps exactly one of 200 concurrent bookings of one slot; the 199 others are BOOKING_SLOT_TAKEN', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, () => repo.insert(booking('09:00', '09:30'))),
    );
    const kept = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter(
      (r) =>
        r.status === 'rejected' && r.reason instanceof AppError && r.reason.code === 'BOOKING_SLOT_TAKEN',
    );
    expect(kept).toHaveLength(1);
    expect(refused).toHaveLength(199);
    expect(await database.db.select().from(bookings).where(eq(bookings.doctorId, doctor.id))).toHaveLength(1);
  });

  it.each([
    ['a 45-minute booking starting inside a 30-minute one', ['09:00', '09:30'], ['09:15', '10:00']],
    ['a 30-minute booking inside a 45-minute one', ['09:00', '09:45'], ['09:30', '10:00']],
    ['a 45-minute booking covering a 30-minute one', ['09:30', '10:00'], ['09:15', '10:00']],
  ])('refuses %s', async (_, first, second) => {
    await repo.insert(booking(first[0]!, first[1]!));
    await slotTaken(repo.insert(booking(second[0]!, second[1]!)));
  });

  it('accepts back-to-back slots: [09:00, 09:30) and [09:30, 10:00) do not overlap', async () => {
    await repo.insert(booking('09:00', '09:30'));
    await repo.insert(booking('09:30', '10:00'));
    await repo.insert(booking('08:30', '09:00'));
    expect(await database.db.select().from(bookings)).toHaveLength(3);
  });

  it('accepts another doctor at the same time', async () => {
    await repo.insert(booking('09:00', '09:30'));
    await repo.insert(booking('09:00', '09:30', otherDoctor));
    expect(await database.db.select().from(bookings)).toHaveLength(2);
  });

  it('frees the slot of a cancelled booking, and a confirmed one still holds it', async () => {
    const first = await repo.insert(booking('09:00', '09:30'));
    const confirmed = await repo.updateStatus({
      id: first.id,
      from: 'pending',
      to: 'confirmed',
      actor: { id: doctor.id, name: DEMO.doctor.name, model: 'Doctor' },
      note: null,
      at: new Date(),
    });
    expect(confirmed?.status).toBe('confirmed');
    await slotTaken(repo.insert(booking('09:00', '09:30')));

    await repo.updateStatus({
      id: first.id,
      from: 'confirmed',
      to: 'cancelled',
      actor: customer,
      note: 'Bận việc đột xuất',
      cancelReason: 'Bận việc đột xuất',
      at: new Date(),
    });
    const again = await repo.insert(booking('09:00', '09:30'));
    expect(again.status).toBe('pending');
  });

  it('refuses a booking whose end is not after its start', async () => {
    await checkViolated(repo.insert(booking('09:30', '09:30')), 'bookings_time_order');
    await checkViolated(repo.insert(booking('10:00', '09:30')), 'bookings_time_order');
  });

  it('lists the live bookings overlapping a window, by start', async () => {
    const early = await repo.insert(booking('08:00', '08:30'));
    const late = await repo.insert(booking('10:00', '10:45'));
    const dropped = await repo.insert(booking('09:00', '09:30'));
    await repo.insert(booking('09:00', '09:30', otherDoctor));
    await repo.updateStatus({
      id: dropped.id,
      from: 'pending',
      to: 'cancelled',
      actor: customer,
      note: null,
      cancelReason: 'Đổi lịch',
      at: new Date(),
    });
    const live = await repo.liveBetween(doctor.id, at('08:30'), at('10:15'));
    // [08:00, 08:30) ends where the window starts: outside; the cancelled one no longer counts.
    expect(live.map((b) => b.id)).toEqual([late.id]);
    const day = await repo.liveBetween(doctor.id, at('00:00'), at('23:59'));
    expect(day.map((b) => [b.id, b.startAt.toISOString(), b.endAt.toISOString()])).toEqual([
      [early.id, '2030-03-04T01:00:00.000Z', '2030-03-04T01:30:00.000Z'],
      [late.id, '2030-03-04T03:00:00.000Z', '2030-03-04T03:45:00.000Z'],
    ]);
  });

  it('changes a status once, recording who and why, and never from a status the booking has left', async () => {
    const row = await repo.insert(booking('14:00', '14:30'));
    await repo.appendEvent({
      bookingId: row.id,
      prevStatus: null,
      status: 'pending',
      actor: customer,
      note: null,
      at: row.createdAt,
    });
    const change = {
      id: row.id,
      from: 'pending' as const,
      to: 'cancelled' as const,
      actor: { id: doctor.id, name: DEMO.doctor.name, model: 'Doctor' as const },
      note: 'Bác sĩ có lịch hội chẩn',
      cancelReason: 'Bác sĩ có lịch hội chẩn',
      at: new Date(),
    };
    const cancelled = await database.db.transaction((tx) => bookingsRepository(tx).updateStatus(change));
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'Doctor',
      cancelReason: 'Bác sĩ có lịch hội chẩn',
    });
    expect(await repo.updateStatus(change)).toBeUndefined();
    expect(await repo.findById(row.id)).toMatchObject({ status: 'cancelled', cancelledBy: 'Doctor' });
    const events = await database.db
      .select()
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, row.id))
      .orderBy(bookingEvents.seq);
    expect(events.map((e) => [e.prevStatus, e.status, e.updatedByModel, e.note])).toEqual([
      [null, 'pending', 'User', null],
      ['pending', 'cancelled', 'Doctor', 'Bác sĩ có lịch hội chẩn'],
    ]);
  });

  it('refuses a cancellation without its reason', async () => {
    const row = await repo.insert(booking('15:00', '15:30'));
    await checkViolated(
      repo.updateStatus({
        id: row.id,
        from: 'pending',
        to: 'cancelled',
        actor: customer,
        note: null,
        at: new Date(),
      }),
      'bookings_cancellation_complete',
    );
    expect(await repo.findById(row.id)).toMatchObject({ status: 'pending' });
  });

  it('finds nothing for an id that is not a uuid or not stored', async () => {
    expect(await repo.findById('not-a-uuid')).toBeUndefined();
    expect(await repo.findById('00000000-0000-4000-8000-000000000000')).toBeUndefined();
  });
});
