import { sql } from 'drizzle-orm';
import type { PointEntry, PointEntryKind } from '@lumi/shared';
import type { Db } from '../../db/client';
import { isoOf, rowsOf } from '../../db/sql';

type EntryRow = {
  id: string;
  kind: PointEntryKind;
  points: number;
  balance_after: number;
  order_id: string | null;
  order_code: string | null;
  created_at: string;
  total: number;
};

/** A customer's points history, newest first. */
export function pointEntriesRepository(db: Db) {
  return {
    async page(
      userId: string,
      range: { limit: number; offset: number },
    ): Promise<{ items: PointEntry[]; total: number }> {
      const rows = await rowsOf<EntryRow>(
        db,
        sql`select id, kind, points, balance_after, order_id, order_code,
                   ${isoOf(sql`created_at`)} as created_at,
                   (count(*) over ())::int as total
              from point_entries where user_id = ${userId}
             order by seq desc limit ${range.limit} offset ${range.offset}`,
      );
      const total = rows[0]?.total ?? (range.offset > 0 ? await this.count(userId) : 0);
      return {
        total,
        items: rows.map((r) => ({
          _id: r.id,
          kind: r.kind,
          points: r.points,
          balanceAfter: r.balance_after,
          order: r.order_id && r.order_code ? { _id: r.order_id, code: r.order_code } : null,
          createdAt: r.created_at,
        })),
      };
    },

    async count(userId: string): Promise<number> {
      const [row] = await rowsOf<{ n: number }>(
        db,
        sql`select count(*)::int as n from point_entries where user_id = ${userId}`,
      );
      return row?.n ?? 0;
    },

    /** Σ of a customer's entries: what their balance must equal (ADR 0063). */
    async sum(userId: string): Promise<number> {
      const [row] = await rowsOf<{ n: number }>(
        db,
        sql`select coalesce(sum(points), 0)::int as n from point_entries where user_id = ${userId}`,
      );
      return row?.n ?? 0;
    },
  };
}
