import { VALIDATION, toLocalDate, type DoctorScheduleDay, type Image, type WorkingDay } from '@lumi/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { sanitizeRichText } from '../../lib/html';
import { checkCredentials, hashPassword, verifyPassword } from '../../lib/password';
import type { TokenService } from '../../lib/tokens';
import type { RealtimeHub } from '../../realtime/port';
import type { UploadsService } from '../uploads/service';
import { toDoctorDto } from './dto';
import { doctorsRepository, type DoctorWithClinic } from './repository';

export type DoctorsService = ReturnType<typeof createDoctorsService>;

const minutes = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** Each day's ranges must be well-formed, apart, on 15-minute steps and inside the clinic's opening hours. */
export function checkSchedule(
  schedule: DoctorScheduleDay[],
  hours: WorkingDay[],
): 'ok' | 'invalid' | 'outside' {
  const seen = new Set<number>();
  for (const day of schedule) {
    if (seen.has(day.dayOfWeek)) return 'invalid';
    seen.add(day.dayOfWeek);
    const ranges = [...day.ranges].sort((a, b) => minutes(a.start) - minutes(b.start));
    for (let i = 0; i < ranges.length; i += 1) {
      const range = ranges[i]!;
      const start = minutes(range.start);
      const end = minutes(range.end);
      if (start >= end || start % 15 !== 0 || end % 15 !== 0) return 'invalid';
      const next = ranges[i + 1];
      if (next && minutes(next.start) < end) return 'invalid';
    }
    if (!day.isActive || ranges.length === 0) continue;
    const open = hours.find((h) => h.dayOfWeek === day.dayOfWeek);
    if (!open || !open.isOpen) return 'outside';
    for (const range of ranges) {
      if (minutes(range.start) < minutes(open.startTime) || minutes(range.end) > minutes(open.endTime))
        return 'outside';
    }
  }
  return 'ok';
}

export function createDoctorsService(deps: {
  db: Db;
  tokens: TokenService;
  uploads: UploadsService;
  clock: Clock;
  /** Closes the sockets holding a revoked token (api-contract §5.1). */
  realtime?: Pick<RealtimeHub, 'revalidate'>;
}) {
  const repo = () => doctorsRepository(deps.db);

  async function mustFind(id: string): Promise<DoctorWithClinic> {
    const row = await repo().findById(id);
    if (!row) throw new AppError('DOCTOR_NOT_FOUND');
    return row;
  }

  async function changePassword(
    doctor: DoctorWithClinic,
    currentPassword: string,
    newPassword: string,
  ): Promise<string> {
    if (!(await verifyPassword(doctor.passwordHash, currentPassword)))
      throw new AppError('CURRENT_PASSWORD_WRONG');
    await repo().update(
      doctor.id,
      { passwordHash: await hashPassword(newPassword) },
      { bumpTokenVersion: true },
    );
    deps.realtime?.revalidate('doctor', doctor.id);
    const updated = await mustFind(doctor.id);
    return deps.tokens.sign('doctor', updated.id, updated.tokenVersion);
  }

  return {
    async login(input: { email: string; password: string; remember?: boolean | undefined }) {
      const doctor = await repo().findByEmail(input.email);
      if (!doctor || !(await checkCredentials(doctor.passwordHash, input.password)))
        throw new AppError('AUTH_INVALID_CREDENTIALS');
      if (!doctor.isActive || !doctor.clinic.isActive) throw new AppError('ACCOUNT_DISABLED');
      const accessToken = await deps.tokens.sign('doctor', doctor.id, doctor.tokenVersion, {
        remember: input.remember ?? false,
      });
      return { ...toDoctorDto(doctor), accessToken };
    },

    account: async (id: string) => toDoctorDto(await mustFind(id)),

    async updateOwn(
      actorId: string,
      id: string,
      input: {
        name?: string | undefined;
        phone?: string | undefined;
        avatar?: Image | null | undefined;
        about?: string | undefined;
        specialty?: string | undefined;
        experience?: number | undefined;
        fees?: number | undefined;
        duration?: 15 | 30 | 45 | 60 | undefined;
        schedule?: DoctorScheduleDay[] | undefined;
        holidays?: string[] | undefined;
        password?: string | undefined;
        newPassword?: string | undefined;
      },
    ) {
      if (actorId !== id) throw new AppError('FORBIDDEN');
      const doctor = await mustFind(id);
      if (input.specialty !== undefined && !doctor.clinic.specialties.includes(input.specialty)) {
        throw new AppError('DOCTOR_SPECIALTY_INVALID');
      }
      if (input.schedule !== undefined) {
        const verdict = checkSchedule(input.schedule, doctor.clinic.workingHours);
        if (verdict === 'outside') throw new AppError('SCHEDULE_OUTSIDE_CLINIC_HOURS');
        if (verdict === 'invalid')
          throw new AppError('VALIDATION_ERROR', {
            errors: [{ path: 'schedule', message: 'Dữ liệu không hợp lệ' }],
          });
      }
      let holidays: string[] | undefined;
      if (input.holidays !== undefined) {
        const today = toLocalDate(deps.clock.now());
        holidays = [...new Set(input.holidays)].sort();
        if (holidays.some((d) => d < today || Number.isNaN(Date.parse(`${d}T00:00:00Z`)))) {
          throw new AppError('VALIDATION_ERROR', {
            errors: [{ path: 'holidays', message: VALIDATION.holidayInPast }],
          });
        }
      }
      // A new day off must not strand live bookings (api-contract §4.2); days already off are left as they are.
      const addedHolidays = holidays?.filter((d) => !doctor.holidays.includes(d)) ?? [];
      const refuseBookedHolidays = async (r: ReturnType<typeof doctorsRepository>) => {
        if ((await r.daysWithLiveBookings(id, addedHolidays)).length > 0)
          throw new AppError('HOLIDAY_HAS_BOOKINGS');
      };
      // Checked before anything changes (the password below), and again under the booking lock when writing.
      await refuseBookedHolidays(repo());
      // The reference form sends the current password as `password` and the new one as `newPassword`.
      let accessToken: string | undefined;
      if (input.newPassword) {
        if (!input.password) throw new AppError('CURRENT_PASSWORD_REQUIRED');
        accessToken = await changePassword(doctor, input.password, input.newPassword);
      }
      let avatar = doctor.avatar ?? null;
      if (input.avatar !== undefined) {
        avatar =
          input.avatar === null
            ? null
            : await deps.uploads.claim(input.avatar, { kind: 'doctor', id }, doctor.avatar);
      }
      const values = {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.phone !== undefined ? { phone: input.phone } : {}),
        ...(input.avatar !== undefined ? { avatar } : {}),
        ...(input.about !== undefined ? { about: sanitizeRichText(input.about) } : {}),
        ...(input.specialty !== undefined ? { specialty: input.specialty } : {}),
        ...(input.experience !== undefined ? { experience: input.experience } : {}),
        ...(input.fees !== undefined ? { fees: input.fees } : {}),
        ...(input.duration !== undefined ? { duration: input.duration } : {}),
        ...(input.schedule !== undefined
          ? { schedule: [...input.schedule].sort((a, b) => a.dayOfWeek - b.dayOfWeek) }
          : {}),
        ...(holidays !== undefined ? { holidays } : {}),
      };
      if (addedHolidays.length > 0) {
        await deps.db.transaction(async (tx) => {
          const r = doctorsRepository(tx);
          await r.lockBookings(id);
          await refuseBookedHolidays(r);
          await r.update(id, values);
        });
      } else {
        await repo().update(id, values);
      }
      if (input.avatar !== undefined && doctor.avatar && doctor.avatar.publicId !== avatar?.publicId) {
        await deps.uploads.release(doctor.avatar);
      }
      return { doctor: toDoctorDto(await mustFind(id)), accessToken };
    },

    async changePassword(id: string, input: { currentPassword: string; newPassword: string }) {
      return changePassword(await mustFind(id), input.currentPassword, input.newPassword);
    },

    counts: (clinicId?: string) => repo().counts(clinicId),
  };
}
