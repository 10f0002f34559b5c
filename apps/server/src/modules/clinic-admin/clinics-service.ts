import {
  CLINIC_ADMIN_VALIDATION,
  DEFAULT_RESCHEDULE_NOTICE_HOURS,
  VALIDATION,
  isUuid,
  toLocalDate,
  type AdminClinic,
  type AdminRole,
  type AdminUpdateClinicBody,
  type Clinic,
  type ClinicAdminDeleteResult,
  type CreateClinicBody,
  type Image,
  type ListAdminClinicsQuery,
  type Pagination,
} from '@lumi/shared';
import { AppError } from '../../lib/app-error';
import { sanitizeRichText } from '../../lib/html';
import { pageOf } from '../../lib/pagination';
import { adminsRepository } from '../admins/repository';
import { bookingsRepository } from '../bookings/repository';
import { baseSlug, pickSlug, SlugTakenError } from '../../lib/slug';
import { doctorsManagementRepository } from '../doctors/management-repository';
import type { ClinicAdminDeps } from './deps';
import { claimImages, releaseDropped } from './files';
import {
  clinicsManagementRepository,
  type ClinicRow,
  type NewClinic,
} from '../clinics/management-repository';

const SLUG_FALLBACK = 'phong-kham';

export type ClinicActor = { id: string; role: AdminRole };

const filesOf = (c: { logo: Image; banners: Image[]; images: Image[] }): Image[] => [
  c.logo,
  ...c.banners,
  ...c.images,
];

/**
 * The clinics' information (api-contract §4.3): a CLINIC account creates and edits its own; an ADMIN lists, edits,
 * deactivates and deletes any. Rich text is sanitised, images are claimed uploads, the slug follows the name.
 */
export function createClinicsAdminService(deps: ClinicAdminDeps) {
  const repo = (db = deps.db) => clinicsManagementRepository(db);
  const owner = (actor: ClinicActor) => ({ kind: 'admin' as const, id: actor.id });

  async function mustFind(id: string): Promise<Clinic> {
    const clinic = await repo().findClinic(id);
    if (!clinic) throw new AppError('CLINIC_NOT_FOUND');
    return clinic;
  }

  async function mustFindWithOwner(id: string): Promise<AdminClinic> {
    const clinic = await repo().findAdminClinic(id);
    if (!clinic) throw new AppError('CLINIC_NOT_FOUND');
    return clinic;
  }

  async function mustFindRow(id: string): Promise<ClinicRow> {
    const row = await repo().findClinicRow(id);
    if (!row) throw new AppError('CLINIC_NOT_FOUND');
    return row;
  }

  async function freeSlug(name: string, ownSlug?: string): Promise<string> {
    const taken = await repo().clinicSlugsLike(baseSlug(name, SLUG_FALLBACK));
    if (ownSlug) taken.delete(ownSlug);
    return pickSlug(name, taken, SLUG_FALLBACK);
  }

  /** New days off must be today or later (days already stored may stay); answers the sorted, unique list. */
  function checkHolidays(holidays: string[], stored: string[]): string[] {
    const today = toLocalDate(deps.clock.now());
    const known = new Set(stored);
    const days = [...new Set(holidays)].sort();
    if (days.some((d) => !known.has(d) && (d < today || Number.isNaN(Date.parse(`${d}T00:00:00Z`))))) {
      throw new AppError('VALIDATION_ERROR', {
        errors: [{ path: 'holidays', message: VALIDATION.holidayInPast }],
      });
    }
    return days;
  }

  /** Runs a write; a lost race on the slug picks another one, any failure gives the claimed files back. */
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

  /** The owning CLINIC account of a new clinic: the caller itself, or the account an ADMIN names. */
  async function ownerAccount(actor: ClinicActor, named: string | undefined): Promise<string> {
    if (actor.role !== 'ADMIN') {
      if (await repo().clinicIdOfAdmin(actor.id)) throw new AppError('CLINIC_EXISTS');
      return actor.id;
    }
    if (!named) {
      throw new AppError('VALIDATION_ERROR', {
        errors: [{ path: 'admin', message: CLINIC_ADMIN_VALIDATION.adminRequired }],
      });
    }
    const account = isUuid(named) ? await adminsRepository(deps.db).findById(named) : undefined;
    if (!account) throw new AppError('ADMIN_NOT_FOUND');
    if (account.role !== 'CLINIC') {
      throw new AppError('VALIDATION_ERROR', {
        errors: [{ path: 'admin', message: CLINIC_ADMIN_VALIDATION.adminNotClinic }],
      });
    }
    if (account.clinic) throw new AppError('CLINIC_EXISTS');
    return named;
  }

  /**
   * A clinic deactivated or deleted: its doctors' sockets are checked again (a doctor of an inactive clinic is
   * ACCOUNT_DISABLED, a deleted one's token invalid), and so are its CLINIC account's (whose rooms follow its clinic).
   * Never throws: the change has committed.
   */
  function closeSessionsOf(adminId: string | null, doctorIds: readonly string[]): void {
    for (const doctorId of doctorIds) deps.realtime?.revalidate('doctor', doctorId);
    if (adminId) deps.realtime?.revalidate('admin', adminId);
  }

  async function update(
    actor: ClinicActor,
    id: string,
    body: Omit<AdminUpdateClinicBody, 'isActive'> & { isActive?: boolean | undefined },
  ): Promise<void> {
    const current = await mustFindRow(id);
    // Read before the write, so that nothing after the commit can fail the request.
    const deactivates =
      body.isActive === false && current.isActive && deps.realtime
        ? await doctorsManagementRepository(deps.db).doctorIds(id)
        : null;
    const holidays = body.holidays !== undefined ? checkHolidays(body.holidays, current.holidays) : undefined;
    const next = {
      logo: body.logo ?? current.logo,
      banners: body.banners ?? current.banners,
      images: body.images ?? current.images,
    };
    const { pick, claimed } = await claimImages(deps.uploads, owner(actor), filesOf(next), filesOf(current));
    const renames = body.name !== undefined && body.name !== current.name;
    await writeWithSlugRetry(claimed, async () => {
      const slug = renames && body.name ? await freeSlug(body.name, current.slug) : undefined;
      await deps.db.transaction(async (tx) => {
        const r = repo(tx);
        if (holidays) {
          // Locked: a booking placed on a new day off while this runs would otherwise slip between check and write.
          await r.lockClinic(id);
          const added = holidays.filter((d) => !current.holidays.includes(d));
          if ((await r.daysWithLiveBookings(id, added)).length > 0)
            throw new AppError('HOLIDAY_HAS_BOOKINGS');
        }
        const values: Partial<NewClinic> = {
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(slug ? { slug } : {}),
          ...(body.phone !== undefined ? { phone: body.phone } : {}),
          ...(body.email !== undefined ? { email: body.email } : {}),
          ...(body.address !== undefined ? { address: sanitizeRichText(body.address) } : {}),
          ...(body.description !== undefined ? { description: sanitizeRichText(body.description) } : {}),
          ...(body.specialties !== undefined ? { specialties: body.specialties } : {}),
          ...(body.logo !== undefined ? { logo: pick(body.logo) } : {}),
          ...(body.banners !== undefined ? { banners: body.banners.map(pick) } : {}),
          ...(body.images !== undefined ? { images: body.images.map(pick) } : {}),
          // Narrowing the hours keeps the bookings already made (api-contract §4.3); new slots follow the new hours.
          ...(body.workingHours !== undefined
            ? { workingHours: [...body.workingHours].sort((a, b) => a.dayOfWeek - b.dayOfWeek) }
            : {}),
          ...(holidays !== undefined ? { holidays } : {}),
          ...(body.rescheduleNoticeHours !== undefined
            ? { rescheduleNoticeHours: body.rescheduleNoticeHours }
            : {}),
          ...(body.isActive !== undefined ? { isActive: body.isActive } : {}),
        };
        await r.updateClinic(id, values);
      });
    });
    if (deactivates) closeSessionsOf(current.adminId, deactivates);
    await releaseDropped(
      deps.uploads,
      filesOf(current),
      filesOf({
        logo: next.logo,
        banners: next.banners,
        images: next.images,
      }),
    );
  }

  return {
    /** GET /admin/clinics/detail: the CLINIC account's clinic, or null before it has created one. */
    async ownDetail(adminId: string): Promise<Clinic | null> {
      const id = await repo().clinicIdOfAdmin(adminId);
      return id ? mustFind(id) : null;
    },

    /** POST /admin/clinics. */
    async create(actor: ClinicActor, body: CreateClinicBody): Promise<Clinic> {
      const adminId = await ownerAccount(actor, body.admin);
      const holidays = checkHolidays(body.holidays ?? [], []);
      const { pick, claimed } = await claimImages(deps.uploads, owner(actor), filesOf(body), []);
      let id = '';
      await writeWithSlugRetry(claimed, async () => {
        id = await repo().insertClinic({
          adminId,
          name: body.name,
          slug: await freeSlug(body.name),
          logo: pick(body.logo),
          banners: body.banners.map(pick),
          images: body.images.map(pick),
          address: sanitizeRichText(body.address),
          phone: body.phone,
          email: body.email,
          description: sanitizeRichText(body.description),
          specialties: body.specialties,
          workingHours: [...body.workingHours].sort((a, b) => a.dayOfWeek - b.dayOfWeek),
          holidays,
          rescheduleNoticeHours: body.rescheduleNoticeHours ?? DEFAULT_RESCHEDULE_NOTICE_HOURS,
          isActive: true,
        });
      });
      // The owner's open sockets join the new clinic's room (booking:status of its bookings).
      deps.realtime?.revalidate('admin', adminId);
      return mustFind(id);
    },

    /** PUT|POST /admin/clinics/owner: the CLINIC account's own clinic, any subset of its fields. */
    async updateOwn(
      actor: ClinicActor,
      clinicId: string,
      body: Omit<AdminUpdateClinicBody, 'isActive'>,
    ): Promise<Clinic> {
      await update(actor, clinicId, body);
      return mustFind(clinicId);
    },

    /** PUT /admin/clinics/{id} (ADMIN): any field and `isActive`; the answer names the owning account. */
    async adminUpdate(actor: ClinicActor, id: string, body: AdminUpdateClinicBody): Promise<AdminClinic> {
      await update(actor, id, body);
      return mustFindWithOwner(id);
    },

    /** GET /admin/clinics (ADMIN): every clinic, inactive ones included, with its owning account. */
    list(query: ListAdminClinicsQuery): Promise<{ items: AdminClinic[]; pagination: Pagination }> {
      return pageOf(query.page, query.pageSize, (range) => repo().listClinics(query.search, range));
    },

    /** GET /admin/clinics/{id} (ADMIN), with its owning account. */
    detail: (id: string) => mustFindWithOwner(id),

    /**
     * DELETE /admin/clinics/{id} (ADMIN): a clinic with bookings is deactivated (its bookings keep their clinic);
     * otherwise it is deleted with its doctors and their files.
     */
    async remove(id: string): Promise<ClinicAdminDeleteResult> {
      const current = await mustFindRow(id);
      const avatars = await doctorsManagementRepository(deps.db).doctorAvatars(id);
      const doctorIds = await doctorsManagementRepository(deps.db).doctorIds(id);
      if ((await bookingsRepository(deps.db).anyFor({ clinicId: id })) || !(await repo().deleteClinic(id))) {
        await repo().updateClinic(id, { isActive: false });
        closeSessionsOf(current.adminId, doctorIds);
        return { _id: id, deleted: false };
      }
      closeSessionsOf(current.adminId, doctorIds);
      await releaseDropped(deps.uploads, [...filesOf(current), ...avatars], []);
      return { _id: id, deleted: true };
    },
  };
}
