import { sql, type SQL } from 'drizzle-orm';
import {
  isUuid,
  type Clinic,
  type ClinicHoursFilter,
  type ClinicSummary,
  type DoctorCountFilter,
  type Image,
  type ListClinicsQuery,
  type WorkingDay,
} from '@lumi/shared';
import type { Db } from '../../db/client';
import { foldedMatch, foldedRank, isoOf, rowsOf, textArray } from '../../db/sql';
import { doctorView } from '../../db/read/doctors';
import { viewAs } from '../../db/views';

type Page = { limit: number; offset: number };

/** A clinic's open window on some day (api-contract §3.8 `workingHours`), in local times of day. */
const HOURS_WINDOWS: Record<Exclude<ClinicHoursFilter, 'allday'>, { from: string; to: string }> = {
  morning: { from: '06:00', to: '12:00' },
  afternoon: { from: '12:00', to: '18:00' },
  evening: { from: '18:00', to: '22:00' },
};
/** 'allday': open 08:00–17:00 on some day without closing in between. */
const ALL_DAY = { from: '08:00', to: '17:00' };

const DOCTOR_COUNT_BOUNDS: Record<DoctorCountFilter, { min: number; max: number | null }> = {
  '1-5': { min: 1, max: 5 },
  '6-10': { min: 6, max: 10 },
  '11-20': { min: 11, max: 20 },
  '20+': { min: 21, max: null },
};

/** The folded text a clinic is searched by (here, in the header's suggestions and in the site search). */
const CLINIC_TEXT = sql`lumi_fold(c.name || ' ' || array_to_string(c.specialties, ' '))`;

/** Active doctors' count and fee range per clinic. */
const DOCTOR_STATS = sql`left join lateral (
    select count(*)::int as n, min(fees) as fee_min, max(fees) as fee_max
    from ${viewAs(doctorView, 'doctors')} where clinic_id = c.id and is_active
  ) ds on true`;

type SummaryRow = {
  _id: string;
  name: string;
  slug: string;
  logo: Image;
  banners: Image[];
  address: string;
  specialties: string[];
  reviewCount: number;
  averageRating: number;
  doctorCount: number;
  feeMin: number | null;
  feeMax: number | null;
};

const SUMMARY_COLUMNS = sql`c.id as "_id", c.name, c.slug, c.logo, c.banners, c.address, c.specialties,
  c.review_count as "reviewCount", c.average_rating::float8 as "averageRating",
  coalesce(ds.n, 0)::int as "doctorCount", ds.fee_min as "feeMin", ds.fee_max as "feeMax"`;

function toSummary(r: SummaryRow): ClinicSummary {
  return {
    _id: r._id,
    name: r.name,
    slug: r.slug,
    logo: r.logo,
    banners: r.banners,
    address: r.address,
    specialties: r.specialties,
    doctorCount: r.doctorCount,
    reviewCount: r.reviewCount,
    averageRating: r.averageRating,
    feeRange: r.feeMin !== null && r.feeMax !== null ? { min: r.feeMin, max: r.feeMax } : null,
  };
}

function openWithin(window: { from: string; to: string }): SQL {
  return sql`exists (select 1 from jsonb_array_elements(c.working_hours) w
    where (w->>'isOpen')::boolean and w->>'startTime' < ${window.to} and w->>'endTime' > ${window.from})`;
}

function hoursCondition(filter: ClinicHoursFilter): SQL {
  if (filter !== 'allday') return openWithin(HOURS_WINDOWS[filter]);
  return sql`exists (select 1 from jsonb_array_elements(c.working_hours) w
    where (w->>'isOpen')::boolean and w->>'startTime' <= ${ALL_DAY.from} and w->>'endTime' >= ${ALL_DAY.to}
      and (jsonb_typeof(w->'breakTime') <> 'object'
        or w->'breakTime'->>'end' <= ${ALL_DAY.from} or w->'breakTime'->>'start' >= ${ALL_DAY.to}))`;
}

/** Every filter of GET /clinics/by-customer, ANDed, over active clinics (alias c, doctor stats ds). */
function listConditions(q: Omit<ListClinicsQuery, 'page' | 'pageSize'>): SQL {
  const where: SQL[] = [sql`c.is_active`];
  if (q.search) where.push(foldedMatch(CLINIC_TEXT, q.search));
  if (q.specialties) where.push(sql`c.specialties && ${textArray(q.specialties)}`);
  if (q.priceRange) {
    const { min, max } = q.priceRange;
    where.push(sql`exists (select 1 from ${viewAs(doctorView, 'fd')} where fd.clinic_id = c.id and fd.is_active
      and (${min}::int is null or fd.fees >= ${min}) and (${max}::int is null or fd.fees <= ${max}))`);
  }
  if (q.doctorCount) {
    const { min, max } = DOCTOR_COUNT_BOUNDS[q.doctorCount];
    where.push(sql`coalesce(ds.n, 0) >= ${min}`);
    if (max !== null) where.push(sql`coalesce(ds.n, 0) <= ${max}`);
  }
  if (q.rating !== undefined) where.push(sql`c.average_rating >= ${q.rating}`);
  if (q.workingHours) where.push(hoursCondition(q.workingHours));
  return sql.join(where, sql` and `);
}

/** Reads of the public clinic directory (api-contract §3.8): active clinics only. */
export function clinicsPublicRepository(db: Db) {
  return {
    /** A page of active clinics matching every filter: best match first when searching, else best rated. */
    async list(
      q: Omit<ListClinicsQuery, 'page' | 'pageSize'>,
      page: Page,
    ): Promise<{ items: ClinicSummary[]; total: number }> {
      const rank = q.search ? foldedRank(CLINIC_TEXT, q.search) : null;
      const order = rank
        ? sql`${rank.bucket} desc, ${rank.similarity} desc, c.average_rating desc, c.review_count desc, c.name, c.id`
        : sql`c.average_rating desc, c.review_count desc, c.name, c.id`;
      const where = listConditions(q);
      const [rows, counted] = await Promise.all([
        rowsOf<SummaryRow>(
          db,
          sql`select ${SUMMARY_COLUMNS} from clinics c ${DOCTOR_STATS}
            where ${where} order by ${order} limit ${page.limit} offset ${page.offset}`,
        ),
        rowsOf<{ n: number }>(
          db,
          sql`select count(*)::int as n from clinics c ${DOCTOR_STATS} where ${where}`,
        ),
      ]);
      return { items: rows.map(toSummary), total: counted[0]?.n ?? 0 };
    },

    /** An active clinic by slug (or id, when the parameter has the UUID form: api-contract §1.6). */
    async findActive(slugOrId: string): Promise<Clinic | undefined> {
      const key = isUuid(slugOrId) ? sql`c.id = ${slugOrId}::uuid` : sql`c.slug = ${slugOrId}`;
      const [row] = await rowsOf<
        SummaryRow & {
          images: Image[];
          phone: string;
          email: string;
          description: string;
          workingHours: WorkingDay[];
          holidays: string[];
          isActive: boolean;
          rescheduleNoticeHours: number;
          createdAt: string;
          updatedAt: string;
        }
      >(
        db,
        sql`select ${SUMMARY_COLUMNS}, c.images, c.phone, c.email, c.description,
            c.working_hours as "workingHours", c.holidays, c.is_active as "isActive",
            c.reschedule_notice_hours as "rescheduleNoticeHours",
            ${isoOf(sql`c.created_at`)} as "createdAt", ${isoOf(sql`c.updated_at`)} as "updatedAt"
          from clinics c ${DOCTOR_STATS}
          where ${key} and c.is_active`,
      );
      if (!row) return undefined;
      const summary = toSummary(row);
      return {
        ...summary,
        images: row.images,
        phone: row.phone,
        email: row.email,
        description: row.description,
        workingHours: [...row.workingHours].sort((a, b) => a.dayOfWeek - b.dayOfWeek),
        holidays: [...row.holidays].sort(),
        rescheduleNoticeHours: row.rescheduleNoticeHours,
        isActive: row.isActive,
        createdAt: row.createdAt,
        updatedAt: row.updatedAt,
      };
    },

    /** Whether an active clinic has this id. */
    async isActive(id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const [row] = await rowsOf<{ ok: boolean }>(
        db,
        sql`select true as ok from clinics where id = ${id}::uuid and is_active`,
      );
      return row !== undefined;
    },

    /** The figures of the clinic filter panel: counts, specialties offered, active doctors' fees. */
    async filterFigures(): Promise<{
      total: number;
      active: number;
      specialties: string[];
      fees: number[];
      /** The fewest and most active doctors a listed clinic has (the filter's `doctorCounts.stats`). */
      doctorCounts: { min: number; max: number };
    }> {
      const [counts, specialties, fees, doctorCounts] = await Promise.all([
        rowsOf<{ total: number; active: number }>(
          db,
          sql`select count(*)::int as total, (count(*) filter (where is_active))::int as active from clinics`,
        ),
        rowsOf<{ label: string }>(
          db,
          sql`select distinct s as label from clinics c, unnest(c.specialties) s where c.is_active order by s`,
        ),
        rowsOf<{ fees: number }>(
          db,
          sql`select d.fees from ${viewAs(doctorView, 'd')} join clinics c on c.id = d.clinic_id
            where d.is_active and c.is_active order by d.fees`,
        ),
        rowsOf<{ min: number; max: number }>(
          db,
          sql`select coalesce(min(coalesce(ds.n, 0)), 0)::int as min, coalesce(max(coalesce(ds.n, 0)), 0)::int as max
            from clinics c ${DOCTOR_STATS} where c.is_active`,
        ),
      ]);
      return {
        total: counts[0]?.total ?? 0,
        active: counts[0]?.active ?? 0,
        specialties: specialties.map((r) => r.label),
        fees: fees.map((r) => r.fees),
        doctorCounts: { min: doctorCounts[0]?.min ?? 0, max: doctorCounts[0]?.max ?? 0 },
      };
    },
  };
}
