import {
  CLINIC_ADMIN_VALIDATION,
  type ClinicAdminDeleteResult,
  type CreateClinicDoctorBody,
  type Doctor,
  type DoctorScheduleDay,
  type ListAdminDoctorsQuery,
  type Pagination,
  type UpdateClinicDoctorBody,
  type WorkingDay,
} from '@lumi/shared';
import { AppError } from '../../lib/app-error';
import { sanitizeRichText } from '../../lib/html';
import { pageOf } from '../../lib/pagination';
import { hashPassword } from '../../lib/password';
import { baseSlug, pickSlug, SlugTakenError } from '../../lib/slug';
import { toDoctorDto } from '../doctors/dto';
import { bookingsRepository } from '../bookings/repository';
import { doctorsManagementRepository } from '../doctors/management-repository';
import { doctorsRepository, type DoctorWithClinic } from '../doctors/repository';
import { checkSchedule } from '../doctors/service';
import type { ClinicAdminDeps, ManagedScope } from './deps';
import { clinicsManagementRepository } from '../clinics/management-repository';

const SLUG_FALLBACK = 'bac-si';

/**
 * A clinic's doctors (api-contract §4.4): a CLINIC account manages its own clinic's, an ADMIN any clinic's. Doctors
 * are separate accounts (decision 8): the password is hashed here, and a reset revokes the doctor's older tokens.
 */
export function createClinicDoctorsService(deps: ClinicAdminDeps) {
  const repo = () => doctorsManagementRepository(deps.db);

  /** The doctor, if the caller's scope covers it: another clinic's doctor reads as absent. */
  async function mustFind(scope: ManagedScope, id: string): Promise<DoctorWithClinic> {
    const clinicId = await repo().doctorClinicId(id);
    if (!clinicId || (scope.clinicId !== null && scope.clinicId !== clinicId))
      throw new AppError('DOCTOR_NOT_FOUND');
    const doctor = await doctorsRepository(deps.db).findById(id);
    if (!doctor) throw new AppError('DOCTOR_NOT_FOUND');
    return doctor;
  }

  async function freeSlug(name: string, ownSlug?: string): Promise<string> {
    const taken = await repo().doctorSlugsLike(baseSlug(name, SLUG_FALLBACK));
    if (ownSlug) taken.delete(ownSlug);
    return pickSlug(name, taken, SLUG_FALLBACK);
  }

  /** The rules a doctor's clinic sets: a specialty of its list, a schedule inside its hours. */
  function checkAgainstClinic(
    clinic: { specialties: string[]; workingHours: WorkingDay[] },
    input: { specialty?: string | undefined; schedule?: DoctorScheduleDay[] | undefined },
  ): void {
    if (input.specialty !== undefined && !clinic.specialties.includes(input.specialty))
      throw new AppError('DOCTOR_SPECIALTY_INVALID');
    if (input.schedule === undefined) return;
    const verdict = checkSchedule(input.schedule, clinic.workingHours);
    if (verdict === 'outside') throw new AppError('SCHEDULE_OUTSIDE_CLINIC_HOURS');
    if (verdict === 'invalid') {
      throw new AppError('VALIDATION_ERROR', {
        errors: [{ path: 'schedule', message: CLINIC_ADMIN_VALIDATION.scheduleInvalid }],
      });
    }
  }

  const sortedSchedule = (schedule: DoctorScheduleDay[]) =>
    [...schedule].sort((a, b) => a.dayOfWeek - b.dayOfWeek);

  /** Runs a write; a lost race on the slug picks another one, a failure gives a claimed avatar back. */
  async function writeWithSlugRetry(claimed: string[], write: () => Promise<void>): Promise<void> {
    try {
      for (let attempt = 1; ; attempt += 1) {
        try {
          await write();
          return;
        } catch (error) {
          if (!(error instanceof SlugTakenError) || attempt >= 3) throw error;
        }
      }
    } catch (error) {
      await deps.uploads.unclaim(claimed);
      throw error;
    }
  }

  return {
    /** GET /admin/doctors: the scope's doctors (an ADMIN may narrow to one clinic), inactive ones included. */
    list(
      scope: ManagedScope,
      query: ListAdminDoctorsQuery,
    ): Promise<{ items: Doctor[]; pagination: Pagination }> {
      const clinicId = scope.clinicId ?? query.clinic;
      return pageOf(query.page, query.pageSize, async (range) => {
        const { items, total } = await repo().listDoctors({ clinicId, name: query.name }, range);
        return { items: items.map(toDoctorDto), total };
      });
    },

    /** GET /admin/doctors/{id}. */
    detail: async (scope: ManagedScope, id: string): Promise<Doctor> =>
      toDoctorDto(await mustFind(scope, id)),

    /** POST /admin/doctors: a CLINIC account's clinic, or the clinic an ADMIN names. */
    async create(scope: ManagedScope, actor: { id: string }, body: CreateClinicDoctorBody): Promise<Doctor> {
      const clinicId = scope.clinicId ?? body.clinic;
      if (!clinicId) {
        throw new AppError('VALIDATION_ERROR', {
          errors: [{ path: 'clinic', message: CLINIC_ADMIN_VALIDATION.clinicRequired }],
        });
      }
      const clinic = await clinicsManagementRepository(deps.db).findClinicRow(clinicId);
      if (!clinic) throw new AppError('CLINIC_NOT_FOUND');
      checkAgainstClinic(clinic, body);
      const passwordHash = await hashPassword(body.password);
      const avatar = await deps.uploads.claim(body.avatar, { kind: 'admin', id: actor.id }, null);
      let id = '';
      await writeWithSlugRetry([avatar.publicId], async () => {
        id = await repo().insertDoctor({
          clinicId,
          name: body.name,
          slug: await freeSlug(body.name),
          email: body.email,
          passwordHash,
          phone: body.phone,
          avatar,
          about: sanitizeRichText(body.about),
          specialty: body.specialty,
          experience: body.experience,
          fees: body.fees,
          duration: body.duration,
          schedule: sortedSchedule(body.schedule ?? []),
        });
      });
      return toDoctorDto(await mustFind(scope, id));
    },

    /**
     * PUT /admin/doctors/{id}: any field and `isActive`. A `password` replaces the doctor's without the current one
     * and revokes every token issued before (the token version moves on, as after PUT /doctors/password).
     */
    async update(
      scope: ManagedScope,
      actor: { id: string },
      id: string,
      body: UpdateClinicDoctorBody,
    ): Promise<Doctor> {
      const current = await mustFind(scope, id);
      checkAgainstClinic(current.clinic, body);
      const passwordHash = body.password ? await hashPassword(body.password) : undefined;
      const avatar =
        body.avatar !== undefined
          ? await deps.uploads.claim(body.avatar, { kind: 'admin', id: actor.id }, current.avatar)
          : undefined;
      const avatarChanged = avatar !== undefined && avatar.publicId !== current.avatar?.publicId;
      const renames = body.name !== undefined && body.name !== current.name;
      await writeWithSlugRetry(avatarChanged ? [avatar.publicId] : [], async () => {
        await repo().updateDoctor(
          id,
          {
            ...(body.name !== undefined ? { name: body.name } : {}),
            ...(renames && body.name ? { slug: await freeSlug(body.name, current.slug) } : {}),
            ...(body.phone !== undefined ? { phone: body.phone } : {}),
            ...(body.email !== undefined ? { email: body.email } : {}),
            ...(passwordHash !== undefined ? { passwordHash } : {}),
            ...(body.specialty !== undefined ? { specialty: body.specialty } : {}),
            ...(body.experience !== undefined ? { experience: body.experience } : {}),
            ...(body.fees !== undefined ? { fees: body.fees } : {}),
            ...(body.duration !== undefined ? { duration: body.duration } : {}),
            ...(body.about !== undefined ? { about: sanitizeRichText(body.about) } : {}),
            ...(avatar !== undefined ? { avatar } : {}),
            ...(body.schedule !== undefined ? { schedule: sortedSchedule(body.schedule) } : {}),
            ...(body.isActive !== undefined ? { isActive: body.isActive } : {}),
          },
          { bumpTokenVersion: passwordHash !== undefined },
        );
      });
      // A new password or a deactivation ends the doctor's sessions: its sockets get auth:expired.
      if (passwordHash !== undefined || body.isActive === false) deps.realtime?.revalidate('doctor', id);
      if (avatarChanged) await deps.uploads.release(current.avatar);
      return toDoctorDto(await mustFind(scope, id));
    },

    /** DELETE /admin/doctors/{id}: a doctor with bookings is deactivated instead (`deleted: false`). */
    async remove(scope: ManagedScope, id: string): Promise<ClinicAdminDeleteResult> {
      const current = await mustFind(scope, id);
      if ((await bookingsRepository(deps.db).anyFor({ doctorId: id })) || !(await repo().deleteDoctor(id))) {
        await repo().updateDoctor(id, { isActive: false });
        deps.realtime?.revalidate('doctor', id);
        return { _id: id, deleted: false };
      }
      deps.realtime?.revalidate('doctor', id);
      await deps.uploads.release(current.avatar);
      return { _id: id, deleted: true };
    },
  };
}
