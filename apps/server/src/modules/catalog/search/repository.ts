import { sql } from 'drizzle-orm';
import { avatarOf, type ClinicSummary, type DoctorSummary, type Image } from '@lumi/shared';
import type { Db } from '../../../db/client';
import { foldedMatch, foldedRank, rowsOf } from '../../../db/sql';

type Page = { limit: number; offset: number };

/**
 * The clinic side of the site search (api-contract §4.11): active doctors of active clinics, and active clinics,
 * matched like products (folded, typo-tolerant), best first. Their tables belong to the clinic modules; this reads
 * them only.
 */
export function siteSearchRepository(db: Db) {
  return {
    async doctors(search: string, page: Page): Promise<{ items: DoctorSummary[]; total: number }> {
      const text = sql`lumi_fold(d.name || ' ' || d.specialty)`;
      const rank = foldedRank(text, search);
      const rows = await rowsOf<Omit<DoctorSummary, 'avatar'> & { avatar: Image | null; total: number }>(
        db,
        sql`select d.id as "_id", d.name, d.slug, d.avatar, d.specialty, d.experience, d.fees, d.duration,
            d.average_rating::float8 as "averageRating", d.review_count as "reviewCount",
            json_build_object('_id', c.id, 'name', c.name, 'slug', c.slug, 'logo', c.logo, 'address', c.address)
              as clinic,
            count(*) over ()::int as total
          from doctors d join clinics c on c.id = d.clinic_id
          where d.is_active and c.is_active and ${foldedMatch(text, search)}
          order by ${rank.bucket} desc, ${rank.similarity} desc, d.average_rating desc, d.name, d.id
          limit ${page.limit} offset ${page.offset}`,
      );
      const total = rows[0]?.total ?? (page.offset > 0 ? await this.countDoctors(search) : 0);
      return {
        items: rows.map(({ total: _total, ...doctor }) => ({
          ...doctor,
          avatar: avatarOf(doctor.avatar, doctor.name),
        })),
        total,
      };
    },

    async countDoctors(search: string): Promise<number> {
      const [row] = await rowsOf<{ n: number }>(
        db,
        sql`select count(*)::int as n from doctors d join clinics c on c.id = d.clinic_id
          where d.is_active and c.is_active
            and ${foldedMatch(sql`lumi_fold(d.name || ' ' || d.specialty)`, search)}`,
      );
      return row?.n ?? 0;
    },

    async clinics(search: string, page: Page): Promise<{ items: ClinicSummary[]; total: number }> {
      const text = sql`lumi_fold(c.name || ' ' || array_to_string(c.specialties, ' '))`;
      const rank = foldedRank(text, search);
      const rows = await rowsOf<{
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
        total: number;
      }>(
        db,
        sql`select c.id as "_id", c.name, c.slug, c.logo, c.banners, c.address, c.specialties,
            c.review_count as "reviewCount", c.average_rating::float8 as "averageRating",
            coalesce(ds.n, 0)::int as "doctorCount", ds.fee_min as "feeMin", ds.fee_max as "feeMax",
            count(*) over ()::int as total
          from clinics c
          left join lateral (
            select count(*) as n, min(fees) as fee_min, max(fees) as fee_max
            from doctors where clinic_id = c.id and is_active
          ) ds on true
          where c.is_active and ${foldedMatch(text, search)}
          order by ${rank.bucket} desc, ${rank.similarity} desc, c.average_rating desc, c.name, c.id
          limit ${page.limit} offset ${page.offset}`,
      );
      const total = rows[0]?.total ?? (page.offset > 0 ? await this.countClinics(search) : 0);
      return {
        items: rows.map((r) => ({
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
        })),
        total,
      };
    },

    async countClinics(search: string): Promise<number> {
      const [row] = await rowsOf<{ n: number }>(
        db,
        sql`select count(*)::int as n from clinics c where c.is_active
          and ${foldedMatch(sql`lumi_fold(c.name || ' ' || array_to_string(c.specialties, ' '))`, search)}`,
      );
      return row?.n ?? 0;
    },
  };
}
