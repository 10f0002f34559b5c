import { eq, like, or, sql, type SQL } from 'drizzle-orm';
import { BUSINESS_TIME_ZONE, isUuid, type AdminClinic, type Clinic, type WorkingDay } from '@lumi/shared';
import type { Db } from '../../db/client';
import { FOREIGN_KEY_VIOLATION, isPgError, UNIQUE_VIOLATION } from '../../db/pg-errors';
import { clinics } from '../../db/schema';
import { escapeLike, foldedMatch, isoOf, rowsOf, textArray } from '../../db/sql';
import { AppError } from '../../lib/app-error';
import { SlugTakenError } from '../../lib/slug';
import type { ClinicRow } from '../../db/read/clinics';
import { doctorView } from '../../db/read/doctors';
import { adminView } from '../../db/read/admins';
import { bookingView } from '../../db/read/bookings';
import { viewAs } from '../../db/views';

export type { ClinicRow };
export type NewClinic = typeof clinics.$inferInsert;

type Page = { limit: number; offset: number };

/** Active doctors' count and fee range per clinic (alias c). */
const DOCTOR_STATS = sql`left join lateral (
    select count(*)::int as n, min(fees) as fee_min, max(fees) as fee_max
    from ${viewAs(doctorView, 'doctors')} where clinic_id = c.id and is_active
  ) ds on true`;

const CLINIC_COLUMNS = sql`c.id as "_id", c.name, c.slug, c.logo, c.banners, c.images, c.address, c.phone, c.email,
  c.description, c.specialties, c.working_hours as "workingHours", c.holidays,
  c.reschedule_notice_hours as "rescheduleNoticeHours",
  c.review_count as "reviewCount", c.average_rating::float8 as "averageRating", c.is_active as "isActive",
  c.admin_id as "admin", coalesce(ds.n, 0)::int as "doctorCount", ds.fee_min as "feeMin", ds.fee_max as "feeMax",
  ${isoOf(sql`c.created_at`)} as "createdAt", ${isoOf(sql`c.updated_at`)} as "updatedAt"`;

type ClinicDtoRow = Omit<Clinic, 'feeRange'> & {
  admin: string;
  feeMin: number | null;
  feeMax: number | null;
};

/** The admin answer of a clinic (api-contract §2 Clinic, with `admin`), whatever its state. */
function toClinic(row: ClinicDtoRow): Clinic {
  const { feeMin, feeMax, ...rest } = row;
  return {
    ...rest,
    workingHours: [...row.workingHours].sort((a: WorkingDay, b: WorkingDay) => a.dayOfWeek - b.dayOfWeek),
    holidays: [...row.holidays].sort(),
    feeRange: feeMin !== null && feeMax !== null ? { min: feeMin, max: feeMax } : null,
  };
}

/** The owning CLINIC account (alias o, joined on the clinic's admin_id). */
const OWNER_COLUMNS = sql`o.id as "ownerId", o.username as "ownerUsername", o.name as "ownerName"`;

type AdminClinicDtoRow = ClinicDtoRow & {
  ownerId: string | null;
  ownerUsername: string | null;
  ownerName: string | null;
};

/** ADMIN's answer of a clinic: the clinic and its owning account. */
function toAdminClinic(row: AdminClinicDtoRow): AdminClinic {
  const { ownerId, ownerUsername, ownerName, ...clinic } = row;
  return {
    ...toClinic(clinic),
    owner:
      ownerId !== null && ownerUsername !== null && ownerName !== null
        ? { _id: ownerId, username: ownerUsername, name: ownerName }
        : null,
  };
}

/** The domain error a clinic write's unique index stands for; a taken slug is retried by the service. */
function clinicConflict(error: unknown): Error {
  if (isPgError(error, UNIQUE_VIOLATION, 'clinics_admin_unique')) return new AppError('CLINIC_EXISTS');
  if (isPgError(error, UNIQUE_VIOLATION, 'clinics_name_unique')) return new AppError('CLINIC_NAME_TAKEN');
  if (isPgError(error, UNIQUE_VIOLATION, 'clinics_email_unique')) return new AppError('CLINIC_EMAIL_TAKEN');
  if (isPgError(error, UNIQUE_VIOLATION, 'clinics_slug_unique')) return new SlugTakenError();
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * The clinics as they are managed (api-contract §4.3): read whatever their state, created, edited and deleted. The
 * clinic-admin module's services call it; this module owns the table (ADR 0044).
 */
export function clinicsManagementRepository(db: Db) {
  async function clinicsWhere(where: SQL, tail: SQL = sql``): Promise<Clinic[]> {
    const rows = await rowsOf<ClinicDtoRow>(
      db,
      sql`select ${CLINIC_COLUMNS} from clinics c ${DOCTOR_STATS} where ${where} ${tail}`,
    );
    return rows.map(toClinic);
  }

  async function adminClinicsWhere(where: SQL, tail: SQL = sql``): Promise<AdminClinic[]> {
    const rows = await rowsOf<AdminClinicDtoRow>(
      db,
      sql`select ${CLINIC_COLUMNS}, ${OWNER_COLUMNS} from clinics c ${DOCTOR_STATS}
        left join ${viewAs(adminView, 'o')} on o.id = c.admin_id where ${where} ${tail}`,
    );
    return rows.map(toAdminClinic);
  }

  return {
    // ── clinics ──────────────────────────────────────────────────────────────

    async findClinic(id: string): Promise<Clinic | undefined> {
      if (!isUuid(id)) return undefined;
      const [clinic] = await clinicsWhere(sql`c.id = ${id}::uuid`);
      return clinic;
    },

    /** A clinic with its owning account, for ADMIN's answers. */
    async findAdminClinic(id: string): Promise<AdminClinic | undefined> {
      if (!isUuid(id)) return undefined;
      const [clinic] = await adminClinicsWhere(sql`c.id = ${id}::uuid`);
      return clinic;
    },

    async findClinicRow(id: string): Promise<ClinicRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select().from(clinics).where(eq(clinics.id, id)).limit(1);
      return row;
    },

    /** The clinic of an admin account, if it has created one. */
    async clinicIdOfAdmin(adminId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: clinics.id })
        .from(clinics)
        .where(eq(clinics.adminId, adminId))
        .limit(1);
      return row?.id;
    },

    /** Locks a clinic's row: its holidays and the bookings of its days are checked and written in one turn. */
    async lockClinic(id: string): Promise<void> {
      await db.execute(sql`select id from clinics where id = ${id}::uuid for update`);
    },

    /**
     * A page of every clinic with its owning account, newest first; `search` in the name, email or phone
     * (diacritics ignored).
     */
    async listClinics(
      search: string | undefined,
      page: Page,
    ): Promise<{ items: AdminClinic[]; total: number }> {
      const where = search
        ? sql`(${foldedMatch(sql`lumi_fold(c.name)`, search)} or lower(c.email) like ${`%${escapeLike(search.toLowerCase())}%`}
            or c.phone like ${`%${escapeLike(search)}%`})`
        : sql`true`;
      const [items, counted] = await Promise.all([
        adminClinicsWhere(
          where,
          sql`order by c.created_at desc, c.name, c.id limit ${page.limit} offset ${page.offset}`,
        ),
        rowsOf<{ n: number }>(db, sql`select count(*)::int as n from clinics c where ${where}`),
      ]);
      return { items, total: counted[0]?.n ?? 0 };
    },

    async clinicSlugsLike(base: string): Promise<Set<string>> {
      const rows = await db
        .select({ slug: clinics.slug })
        .from(clinics)
        .where(or(eq(clinics.slug, base), like(clinics.slug, `${escapeLike(base)}-%`)));
      return new Set(rows.map((r) => r.slug));
    },

    async insertClinic(values: NewClinic): Promise<string> {
      try {
        const [row] = await db.insert(clinics).values(values).returning({ id: clinics.id });
        if (!row) throw new Error('clinic insert returned nothing');
        return row.id;
      } catch (error) {
        throw clinicConflict(error);
      }
    },

    async updateClinic(id: string, values: Partial<NewClinic>): Promise<void> {
      try {
        await db
          .update(clinics)
          .set({ ...values, updatedAt: sql`now()` })
          .where(eq(clinics.id, id));
      } catch (error) {
        throw clinicConflict(error);
      }
    },

    /**
     * Deletes a clinic; its doctors go with it (foreign key cascade). False when a booking refers to it (one placed
     * since the caller looked): the bookings' foreign keys refuse the delete.
     */
    async deleteClinic(id: string): Promise<boolean> {
      try {
        await db.delete(clinics).where(eq(clinics.id, id));
        return true;
      } catch (error) {
        if (isPgError(error, FOREIGN_KEY_VIOLATION)) return false;
        throw error;
      }
    },

    /** Which of the given days (LocalDate) hold a live (pending or confirmed) booking of the clinic's doctors. */
    async daysWithLiveBookings(clinicId: string, days: string[]): Promise<string[]> {
      if (days.length === 0) return [];
      const rows = await rowsOf<{ day: string }>(
        db,
        sql`select distinct to_char(b.start_at at time zone ${BUSINESS_TIME_ZONE}, 'YYYY-MM-DD') as day
          from ${viewAs(bookingView, 'b')}
          where b.clinic_id = ${clinicId}::uuid and b.status in ('pending', 'confirmed')
            and to_char(b.start_at at time zone ${BUSINESS_TIME_ZONE}, 'YYYY-MM-DD') = any(${textArray(days)})
          order by day`,
      );
      return rows.map((r) => r.day);
    },
  };
}

export type ClinicsManagementRepository = ReturnType<typeof clinicsManagementRepository>;
