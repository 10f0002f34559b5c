import { and, eq, gt, inArray, lt, not, sql } from 'drizzle-orm';
import type { BookingStatus, WorkingDay } from '@lumi/shared';
import type { TestApp } from '../../../test/helpers';
import { admins, bookings, clinics, doctors, users } from '../../db/schema';

export const FIXTURE_LOGO = { url: '/uploads/seed/logo.webp', publicId: 'seed/logo' };

/** Seven working days with the same hours (breakTime null unless given). */
export function week(
  startTime: string,
  endTime: string,
  breakTime: WorkingDay['breakTime'] = null,
  closed: number[] = [],
): WorkingDay[] {
  return [1, 2, 3, 4, 5, 6, 7].map((d) => ({
    dayOfWeek: d as WorkingDay['dayOfWeek'],
    isOpen: !closed.includes(d),
    startTime,
    endTime,
    breakTime,
  }));
}

/**
 * Clinics, doctors, customers and bookings written straight to the database (their admin API belongs to other
 * modules), for the directory's tests. Names carry the caller's marker so that they never collide.
 */
export function directoryFixtures(t: TestApp, marker: string) {
  const db = t.database.db;
  let seq = 0;
  const slugOf = (name: string) =>
    `${name}-${marker}`
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/đ/gi, 'd')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');

  return {
    /** Hides every clinic not made by these fixtures (the demo clinic), so lists hold only the test's rows. */
    async hideOthers(keep: string[]): Promise<void> {
      await db
        .update(clinics)
        .set({ isActive: false })
        .where(keep.length ? not(inArray(clinics.id, keep)) : sql`true`);
    },

    async clinic(o: {
      name: string;
      specialties?: string[];
      workingHours?: WorkingDay[];
      isActive?: boolean;
      averageRating?: number;
      reviewCount?: number;
    }): Promise<{ id: string; slug: string }> {
      const slug = slugOf(o.name);
      seq += 1;
      const [admin] = await db
        .insert(admins)
        .values({
          username: `pk.${marker}.${seq}`.toLowerCase(),
          name: o.name,
          role: 'CLINIC',
          passwordHash: 'x',
        })
        .returning({ id: admins.id });
      const [row] = await db
        .insert(clinics)
        .values({
          adminId: admin!.id,
          name: o.name,
          slug,
          logo: FIXTURE_LOGO,
          address: `<p>${seq} Tràng Tiền, Hà Nội</p>`,
          phone: '0912345678',
          email: `${slug}@lumi.vn`,
          specialties: o.specialties ?? ['Da liễu tổng quát'],
          workingHours: o.workingHours ?? week('08:00', '17:00'),
          isActive: o.isActive ?? true,
          averageRating: o.averageRating ?? 0,
          reviewCount: o.reviewCount ?? 0,
        })
        .returning({ id: clinics.id });
      return { id: row!.id, slug };
    },

    async doctor(
      clinicId: string,
      o: {
        name: string;
        specialty?: string;
        experience?: number;
        fees?: number;
        isActive?: boolean;
        averageRating?: number;
        reviewCount?: number;
        about?: string;
      },
    ): Promise<{ id: string; slug: string }> {
      const slug = slugOf(o.name);
      const [row] = await db
        .insert(doctors)
        .values({
          clinicId,
          name: o.name,
          slug,
          email: `${slug}@lumi.vn`,
          passwordHash: 'x',
          phone: '0987654321',
          specialty: o.specialty ?? 'Da liễu tổng quát',
          experience: o.experience ?? 5,
          fees: o.fees ?? 300_000,
          isActive: o.isActive ?? true,
          averageRating: o.averageRating ?? 0,
          reviewCount: o.reviewCount ?? 0,
          about: o.about ?? '',
        })
        .returning({ id: doctors.id });
      return { id: row!.id, slug };
    },

    /** A customer account that no test signs in as (another person's bookings). */
    async otherUser(): Promise<string> {
      seq += 1;
      const [row] = await db
        .insert(users)
        .values({
          name: `Khách ${marker} ${seq}`,
          email: `khach.${marker}.${seq}@lumi.vn`.toLowerCase(),
          passwordHash: 'x',
        })
        .returning({ id: users.id });
      return row!.id;
    },

    /** A booking of the doctor, `daysAgo` days before the fake clock's now, in the given status. */
    async booking(o: {
      userId: string;
      doctorId: string;
      clinicId: string;
      status?: BookingStatus;
      daysAgo?: number;
    }): Promise<string> {
      seq += 1;
      let start = new Date(t.clock.now().getTime() - (o.daysAgo ?? 1) * 86_400_000 - seq * 3_600_000);
      const status = o.status ?? 'completed';
      // The demo doctors carry the seed's bookings: a pending or confirmed one steps back an hour at a time past any
      // of theirs it would overlap (bookings_no_overlap holds for those two statuses only).
      while (status === 'pending' || status === 'confirmed') {
        const end = new Date(start.getTime() + 30 * 60_000);
        const [clash] = await db
          .select({ id: bookings.id })
          .from(bookings)
          .where(
            and(
              eq(bookings.doctorId, o.doctorId),
              lt(bookings.startAt, end),
              gt(bookings.endAt, start),
              inArray(bookings.status, ['pending', 'confirmed']),
            ),
          )
          .limit(1);
        if (!clash) break;
        start = new Date(start.getTime() - 3_600_000);
      }
      const [row] = await db
        .insert(bookings)
        .values({
          code: `BK${String(seq).padStart(4, '0')}${marker
            .toUpperCase()
            .replace(/[^A-Z0-9]/g, '')
            .padEnd(6, 'X')
            .slice(0, 6)}`,
          userId: o.userId,
          doctorId: o.doctorId,
          clinicId: o.clinicId,
          startAt: start,
          endAt: new Date(start.getTime() + 30 * 60_000),
          status,
          price: 300_000,
          patientName: 'Nguyễn Văn Khách',
          patientPhone: '0912345678',
          patientEmail: 'khach@lumi.vn',
          patientGender: 'male',
          patientDateOfBirth: '1990-01-01',
          patientAddress: 'Hà Nội',
          ...(status === 'cancelled' ? { cancelReason: 'Bận việc', cancelledBy: 'User' as const } : {}),
        })
        .returning({ id: bookings.id });
      return row!.id;
    },
  };
}
