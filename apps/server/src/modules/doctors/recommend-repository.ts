import { sql } from 'drizzle-orm';
import type { RecommendedDoctor } from '@lumi/shared';
import type { Db } from '../../db/client';
import { doctorCategoryScores } from '../../db/schema';
import { rowsOf, uuidArray } from '../../db/sql';
import { DOCTOR_SUMMARY_COLUMNS, toDoctorSummary, type DoctorSummaryRow } from './public-repository';
import { categoryView } from '../../db/read/catalog';
import { clinicView } from '../../db/read/clinics';
import { viewAs } from '../../db/views';

export type ScoreRow = { doctorId: string; categoryId: string; score: number };

const INSERT_CHUNK = 1000;

/** The stored doctor ↔ category scores of the recommendation (table doctor_category_scores, migration 0011). */
export function recommendRepository(db: Db) {
  return {
    /** Every category (to rebuild the paths) and every listed doctor, as the scoring reads them. */
    async inputs(): Promise<{
      categories: { id: string; name: string; parentId: string | null }[];
      doctors: { id: string; specialty: string; about: string; averageRating: number; experience: number }[];
    }> {
      const [categories, doctors] = await Promise.all([
        rowsOf<{ id: string; name: string; parentId: string | null }>(
          db,
          sql`select id, name, parent_id as "parentId" from ${viewAs(categoryView, 'categories')}`,
        ),
        rowsOf<{ id: string; specialty: string; about: string; averageRating: number; experience: number }>(
          db,
          sql`select d.id, d.specialty, d.about, d.average_rating::float8 as "averageRating", d.experience
            from doctors d join ${viewAs(clinicView, 'c')} on c.id = d.clinic_id where d.is_active and c.is_active`,
        ),
      ]);
      return { categories, doctors };
    },

    /** Replaces every score at once: readers see the old set or the new one, never a mix. */
    async replaceAll(scores: readonly ScoreRow[], at: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(doctorCategoryScores);
        for (let i = 0; i < scores.length; i += INSERT_CHUNK) {
          await tx
            .insert(doctorCategoryScores)
            .values(scores.slice(i, i + INSERT_CHUNK).map((s) => ({ ...s, computedAt: at })));
        }
      });
    },

    /** When the stored scores were computed (null: never). */
    async computedAt(): Promise<Date | null> {
      const [row] = await rowsOf<{ at: string | null }>(
        db,
        sql`select max(computed_at)::text as at from doctor_category_scores`,
      );
      return row?.at ? new Date(row.at) : null;
    },

    /**
     * Listed doctors ranked by their mean score over the given categories (unknown ids simply match nothing), then
     * by rating and name.
     */
    async page(
      categoryIds: readonly string[],
      page: { limit: number; offset: number },
    ): Promise<{ items: RecommendedDoctor[]; total: number }> {
      const rows = await rowsOf<DoctorSummaryRow & { score: number; total: number }>(
        db,
        sql`select ${DOCTOR_SUMMARY_COLUMNS}, s.score, count(*) over ()::int as total
          from (
            select doctor_id, round(avg(score)::numeric, 1)::float8 as score
            from doctor_category_scores where category_id = any(${uuidArray(categoryIds)})
            group by doctor_id
          ) s
          join doctors d on d.id = s.doctor_id
          join ${viewAs(clinicView, 'c')} on c.id = d.clinic_id
          where d.is_active and c.is_active
          order by s.score desc, d.average_rating desc, d.name, d.id
          limit ${page.limit} offset ${page.offset}`,
      );
      let total = rows[0]?.total;
      if (total === undefined) {
        const [counted] = await rowsOf<{ n: number }>(
          db,
          sql`select count(distinct s.doctor_id)::int as n from doctor_category_scores s
            join doctors d on d.id = s.doctor_id join ${viewAs(clinicView, 'c')} on c.id = d.clinic_id
            where s.category_id = any(${uuidArray(categoryIds)}) and d.is_active and c.is_active`,
        );
        total = counted?.n ?? 0;
      }
      return {
        items: rows.map(({ score, total: _total, ...row }) => ({ ...toDoctorSummary(row), score })),
        total,
      };
    },
  };
}
