import { and, count, eq, max, min, sql, type SQL } from 'drizzle-orm';
import {
  avatarOf,
  isUuid,
  type DoctorSummary,
  type ExperienceFilter,
  type Image,
  type ListDoctorsQuery,
} from '@lumi/shared';
import type { Db } from '../../db/client';
import { doctors } from '../../db/schema';
import { fieldsOf, viewAs } from '../../db/views';
import { clinicView } from '../../db/read/clinics';
import { foldedMatch, foldedRank, rowsOf, textArray, uuidArray } from '../../db/sql';
import type { DoctorWithClinic } from './repository';

type Page = { limit: number; offset: number };

/** Whole years of experience, [from, to) (api-contract §3.9 `experience`). */
const EXPERIENCE_BOUNDS: Record<ExperienceFilter, { from: number; to: number | null }> = {
  '0-2': { from: 0, to: 2 },
  '2-5': { from: 2, to: 5 },
  '5-10': { from: 5, to: 10 },
  '10+': { from: 10, to: null },
};

/** The folded text a doctor is searched by (here, in the header's suggestions and in the site search). */
const DOCTOR_TEXT = sql`lumi_fold(d.name || ' ' || d.specialty)`;

/** DoctorSummary columns over doctors d joined to clinics c. */
export const DOCTOR_SUMMARY_COLUMNS = sql`d.id as "_id", d.name, d.slug, d.avatar, d.specialty, d.experience,
  d.fees, d.duration, d.average_rating::float8 as "averageRating", d.review_count as "reviewCount",
  json_build_object('_id', c.id, 'name', c.name, 'slug', c.slug, 'logo', c.logo, 'address', c.address) as clinic`;

export type DoctorSummaryRow = Omit<DoctorSummary, 'avatar'> & { avatar: Image | null };

export function toDoctorSummary(row: DoctorSummaryRow): DoctorSummary {
  return {
    _id: row._id,
    name: row.name,
    slug: row.slug,
    avatar: avatarOf(row.avatar, row.name),
    specialty: row.specialty,
    experience: row.experience,
    fees: row.fees,
    duration: row.duration,
    averageRating: row.averageRating,
    reviewCount: row.reviewCount,
    clinic: row.clinic,
  };
}

/** Every filter of GET /doctors/by-customer, ANDed, over active doctors of active clinics. */
function listConditions(q: Omit<ListDoctorsQuery, 'page' | 'pageSize'>): SQL {
  const where: SQL[] = [sql`d.is_active and c.is_active`];
  if (q.search) where.push(foldedMatch(DOCTOR_TEXT, q.search));
  if (q.specialty) where.push(sql`d.specialty = any(${textArray(q.specialty)})`);
  if (q.clinic) where.push(sql`d.clinic_id = any(${uuidArray(q.clinic)})`);
  if (q.experience) {
    const { from, to } = EXPERIENCE_BOUNDS[q.experience];
    where.push(sql`d.experience >= ${from}`);
    if (to !== null) where.push(sql`d.experience < ${to}`);
  }
  if (q.priceRange) {
    if (q.priceRange.min !== null) where.push(sql`d.fees >= ${q.priceRange.min}`);
    if (q.priceRange.max !== null) where.push(sql`d.fees <= ${q.priceRange.max}`);
  }
  if (q.rating !== undefined) where.push(sql`d.average_rating >= ${q.rating}`);
  return sql.join(where, sql` and `);
}

/** Reads of the public doctor directory (api-contract §3.9): active doctors of active clinics only. */
export function doctorsPublicRepository(db: Db) {
  return {
    /** A page of listed doctors matching every filter: best match first when searching, else best rated. */
    async list(
      q: Omit<ListDoctorsQuery, 'page' | 'pageSize'>,
      page: Page,
    ): Promise<{ items: DoctorSummary[]; total: number }> {
      const rank = q.search ? foldedRank(DOCTOR_TEXT, q.search) : null;
      const order = rank
        ? sql`${rank.bucket} desc, ${rank.similarity} desc, d.average_rating desc, d.review_count desc, d.name, d.id`
        : sql`d.average_rating desc, d.review_count desc, d.experience desc, d.name, d.id`;
      const where = listConditions(q);
      const [rows, counted] = await Promise.all([
        rowsOf<DoctorSummaryRow>(
          db,
          sql`select ${DOCTOR_SUMMARY_COLUMNS} from doctors d join ${viewAs(clinicView, 'c')} on c.id = d.clinic_id
            where ${where} order by ${order} limit ${page.limit} offset ${page.offset}`,
        ),
        rowsOf<{ n: number }>(
          db,
          sql`select count(*)::int as n from doctors d join ${viewAs(clinicView, 'c')} on c.id = d.clinic_id where ${where}`,
        ),
      ]);
      return { items: rows.map(toDoctorSummary), total: counted[0]?.n ?? 0 };
    },

    /** A listed doctor by slug (or id, when the parameter has the UUID form: api-contract §1.6). */
    async findListed(slugOrId: string): Promise<DoctorWithClinic | undefined> {
      const key = isUuid(slugOrId) ? eq(doctors.id, slugOrId) : eq(doctors.slug, slugOrId);
      const [row] = await db
        .select({ doctor: doctors, clinic: fieldsOf(clinicView) })
        .from(doctors)
        .innerJoin(clinicView, eq(clinicView.id, doctors.clinicId))
        .where(and(key, eq(doctors.isActive, true), eq(clinicView.isActive, true)))
        .limit(1);
      if (!row) return undefined;
      const [stats] = await db
        .select({ doctorCount: count(), feeMin: min(doctors.fees), feeMax: max(doctors.fees) })
        .from(doctors)
        .where(and(eq(doctors.clinicId, row.clinic.id), eq(doctors.isActive, true)));
      return {
        ...row.doctor,
        clinic: row.clinic,
        clinicStats: {
          doctorCount: stats?.doctorCount ?? 0,
          feeMin: stats?.feeMin ?? null,
          feeMax: stats?.feeMax ?? null,
        },
      };
    },

    /** The figures of the doctor filter panel. */
    async filterFigures(): Promise<{
      total: number;
      listed: number;
      specialties: string[];
      fees: number[];
      averageExperience: number;
      reviews: number;
      clinics: { id: string; name: string; address: string }[];
    }> {
      const [counts, specialties, fees, clinicRows] = await Promise.all([
        rowsOf<{ total: number; listed: number; experience: number | null; reviews: number }>(
          db,
          sql`select count(*)::int as total,
              (count(*) filter (where d.is_active and c.is_active))::int as listed,
              (avg(d.experience) filter (where d.is_active and c.is_active))::float8 as experience,
              (coalesce(sum(d.review_count) filter (where d.is_active and c.is_active), 0))::int as reviews
            from doctors d join ${viewAs(clinicView, 'c')} on c.id = d.clinic_id`,
        ),
        rowsOf<{ label: string }>(
          db,
          sql`select distinct d.specialty as label from doctors d join ${viewAs(clinicView, 'c')} on c.id = d.clinic_id
            where d.is_active and c.is_active order by d.specialty`,
        ),
        rowsOf<{ fees: number }>(
          db,
          sql`select d.fees from doctors d join ${viewAs(clinicView, 'c')} on c.id = d.clinic_id
            where d.is_active and c.is_active order by d.fees`,
        ),
        rowsOf<{ id: string; name: string; address: string }>(
          db,
          sql`select c.id, c.name, c.address from ${viewAs(clinicView, 'c')}
            where c.is_active and exists (select 1 from doctors d where d.clinic_id = c.id and d.is_active)
            order by c.name`,
        ),
      ]);
      const c = counts[0];
      return {
        total: c?.total ?? 0,
        listed: c?.listed ?? 0,
        averageExperience: c?.experience ?? 0,
        reviews: c?.reviews ?? 0,
        specialties: specialties.map((r) => r.label),
        fees: fees.map((r) => r.fees),
        clinics: clinicRows,
      };
    },
  };
}
