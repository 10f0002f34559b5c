import { and, desc, eq, sql } from 'drizzle-orm';
import type { BookingStatus, Image, IngredientFlag, SkinQuizAnswers, SkinQuizResult } from '@lumi/shared';
import type { Db } from '../../db/client';
import { bookingView } from '../../db/read/bookings';
import { doctorView } from '../../db/read/doctors';
import { userView } from '../../db/read/auth';
import { skinDiaryEntries, skinNotes, skinProfiles, skinShares } from '../../db/schema';
import { productView } from '../../db/read/catalog';
import { orderLineView, orderView } from '../../db/read/orders';
import { routineItemView, routineView } from '../../db/read/routines';
import { isoOf, rowsOf } from '../../db/sql';
import { viewAs } from '../../db/views';

/** What the record needs of a booking: whose it is, whose doctor, where it stands. */
export type SkinBookingRow = {
  id: string;
  code: string;
  userId: string;
  userName: string;
  doctorId: string;
  status: BookingStatus;
};

export type SkinProfileRow = {
  answers: SkinQuizAnswers;
  quizVersion: number;
  skinType: SkinQuizResult['skinType'];
  concerns: SkinQuizResult['concerns'];
  avoid: IngredientFlag[];
  seeDoctor: string[];
  updatedAt: string;
};

export type SkinNoteRow = {
  id: string;
  text: string;
  avoid: IngredientFlag[];
  doctorId: string;
  doctorName: string;
  doctorAvatar: Image | null;
  bookingId: string;
  bookingCode: string;
  createdAt: string;
};

export type SkinShareRow = {
  bookingId: string;
  bookingCode: string;
  startAt: string;
  doctorId: string;
  doctorName: string;
  sharedAt: string;
};

export type DiaryProductRow = { _id: string; name: string; slug: string; mainImage: Image | null };
export type DiaryEntryRow = {
  id: string;
  userId: string;
  entryDate: string;
  note: string;
  photos: Image[];
  products: DiaryProductRow[];
  createdAt: Date;
};

/** A note with its doctor and its booking's code, as `SkinNoteRow`. */
const NOTES = sql`select n.id, n.text, n.avoid, n.doctor_id as "doctorId", d.name as "doctorName",
    d.avatar as "doctorAvatar", n.booking_id as "bookingId", b.code as "bookingCode",
    ${isoOf(sql`n.created_at`)} as "createdAt"
  from ${skinNotes} n
  join ${viewAs(doctorView, 'd')} on d.id = n.doctor_id
  join ${viewAs(bookingView, 'b')} on b.id = n.booking_id`;

export function skinRepository(db: Db) {
  return {
    async booking(id: string): Promise<SkinBookingRow | null> {
      const [row] = await rowsOf<SkinBookingRow>(
        db,
        sql`select b.id, b.code, b.user_id as "userId", u.name as "userName", b.doctor_id as "doctorId", b.status
          from ${viewAs(bookingView, 'b')} join ${viewAs(userView, 'u')} on u.id = b.user_id
          where b.id = ${id}::uuid`,
      );
      return row ?? null;
    },

    async profile(userId: string): Promise<SkinProfileRow | null> {
      const [row] = await rowsOf<SkinProfileRow>(
        db,
        sql`select answers, quiz_version as "quizVersion", skin_type as "skinType", concerns, avoid,
            see_doctor as "seeDoctor", ${isoOf(sql`updated_at`)} as "updatedAt"
          from ${skinProfiles} where user_id = ${userId}::uuid`,
      );
      return row ?? null;
    },

    /** Writes the customer's answers and what they say (one row per customer, replaced on each save). */
    async saveProfile(
      userId: string,
      answers: SkinQuizAnswers,
      quizVersion: number,
      result: SkinQuizResult,
      at: Date,
    ): Promise<void> {
      const values = {
        answers,
        quizVersion,
        skinType: result.skinType,
        concerns: result.concerns,
        avoid: result.avoid,
        seeDoctor: result.seeDoctor,
        updatedAt: at,
      };
      await db
        .insert(skinProfiles)
        .values({ userId, ...values, createdAt: at })
        .onConflictDoUpdate({ target: skinProfiles.userId, set: values });
    },

    async removeProfile(userId: string): Promise<void> {
      await db.delete(skinProfiles).where(eq(skinProfiles.userId, userId));
    },

    /** The customer's notes, newest first; only those of `doctorId` when given. */
    async notes(userId: string, doctorId?: string): Promise<SkinNoteRow[]> {
      return rowsOf<SkinNoteRow>(
        db,
        sql`${NOTES} where n.user_id = ${userId}::uuid
            ${doctorId ? sql`and n.doctor_id = ${doctorId}::uuid` : sql``}
          order by n.created_at desc, n.id`,
      );
    },

    async note(id: string): Promise<SkinNoteRow | null> {
      const [row] = await rowsOf<SkinNoteRow>(db, sql`${NOTES} where n.id = ${id}::uuid`);
      return row ?? null;
    },

    async insertNote(values: typeof skinNotes.$inferInsert): Promise<string> {
      const [row] = await db.insert(skinNotes).values(values).returning({ id: skinNotes.id });
      return row!.id;
    },

    /** Deletes the doctor's own note; false when there is none of theirs by that id. */
    async removeNote(id: string, doctorId: string): Promise<boolean> {
      const rows = await db
        .delete(skinNotes)
        .where(and(eq(skinNotes.id, id), eq(skinNotes.doctorId, doctorId)))
        .returning({ id: skinNotes.id });
      return rows.length > 0;
    },

    async shares(userId: string): Promise<SkinShareRow[]> {
      return rowsOf<SkinShareRow>(
        db,
        sql`select s.booking_id as "bookingId", b.code as "bookingCode", ${isoOf(sql`b.start_at`)} as "startAt",
            b.doctor_id as "doctorId", d.name as "doctorName", ${isoOf(sql`s.created_at`)} as "sharedAt"
          from ${skinShares} s
          join ${viewAs(bookingView, 'b')} on b.id = s.booking_id
          join ${viewAs(doctorView, 'd')} on d.id = b.doctor_id
          where s.user_id = ${userId}::uuid
          order by b.start_at desc`,
      );
    },

    async isShared(bookingId: string): Promise<boolean> {
      const rows = await db
        .select({ id: skinShares.bookingId })
        .from(skinShares)
        .where(eq(skinShares.bookingId, bookingId))
        .limit(1);
      return rows.length > 0;
    },

    /** Shares with the booking (kept as it was when already shared). */
    async share(bookingId: string, userId: string, at: Date): Promise<void> {
      await db.insert(skinShares).values({ bookingId, userId, createdAt: at }).onConflictDoNothing();
    },

    // ── the diary ─────────────────────────────────────────────────────────────

    /** The customer's diary, newest day first (at most `limit` entries). */
    async diary(userId: string, limit: number): Promise<DiaryEntryRow[]> {
      return db
        .select()
        .from(skinDiaryEntries)
        .where(eq(skinDiaryEntries.userId, userId))
        .orderBy(desc(skinDiaryEntries.entryDate), desc(skinDiaryEntries.createdAt))
        .limit(limit);
    },

    async diaryEntry(id: string): Promise<DiaryEntryRow | null> {
      const [row] = await db.select().from(skinDiaryEntries).where(eq(skinDiaryEntries.id, id)).limit(1);
      return row ?? null;
    },

    async insertDiary(values: typeof skinDiaryEntries.$inferInsert): Promise<string> {
      const [row] = await db.insert(skinDiaryEntries).values(values).returning({ id: skinDiaryEntries.id });
      return row!.id;
    },

    /** Deletes the customer's own entry; its photos, or null when there is none of theirs by that id. */
    async removeDiary(id: string, userId: string): Promise<Image[] | null> {
      const [row] = await db
        .delete(skinDiaryEntries)
        .where(and(eq(skinDiaryEntries.id, id), eq(skinDiaryEntries.userId, userId)))
        .returning({ photos: skinDiaryEntries.photos });
      return row?.photos ?? null;
    },

    /** Whose diary holds the photo (by its publicId), or null when no entry does. */
    async photoOwner(publicId: string): Promise<string | null> {
      const [row] = await rowsOf<{ userId: string }>(
        db,
        sql`select user_id as "userId" from ${skinDiaryEntries}
          where photos @> ${JSON.stringify([{ publicId }])}::jsonb limit 1`,
      );
      return row?.userId ?? null;
    },

    /** The named products as a diary keeps them (any of them, sold now or not). */
    async products(ids: readonly string[]): Promise<DiaryProductRow[]> {
      if (ids.length === 0) return [];
      return rowsOf<DiaryProductRow>(
        db,
        sql`select p.id as "_id", p.name, p.slug, p.main_image as "mainImage"
          from ${viewAs(productView, 'p')} where p.id = any(${`{${ids.join(',')}}`}::uuid[])`,
      );
    },

    /**
     * The products the customer uses: those of their orders delivered in the last `days` days and of the routines their
     * doctors wrote in that time, latest first, each once (an order's before a routine's when both name it).
     */
    async productsInUse(userId: string, since: Date, limit: number) {
      return rowsOf<DiaryProductRow & { source: 'order' | 'routine' }>(
        db,
        sql`select p.id as "_id", p.name, p.slug, p.main_image as "mainImage", u.source
          from (
            select distinct on (product_id) product_id, source, at from (
              select ol.product_id, 'order' as source, o.delivered_at as at, 0 as rank
                from ${viewAs(orderView, 'o')} join ${viewAs(orderLineView, 'ol')} on ol.order_id = o.id
                where o.user_id = ${userId}::uuid and o.status = 'delivered'
                  and o.delivered_at >= ${since.toISOString()}::timestamptz
              union all
              select ri.product_id, 'routine', r.created_at, 1
                from ${viewAs(routineView, 'r')} join ${viewAs(routineItemView, 'ri')} on ri.routine_id = r.id
                where r.user_id = ${userId}::uuid and r.created_at >= ${since.toISOString()}::timestamptz
            ) x order by product_id, rank, at desc
          ) u
          join ${viewAs(productView, 'p')} on p.id = u.product_id
          order by u.at desc, p.name
          limit ${limit}`,
      );
    },

    async unshare(bookingId: string, userId: string): Promise<void> {
      await db
        .delete(skinShares)
        .where(and(eq(skinShares.bookingId, bookingId), eq(skinShares.userId, userId)));
    },
  };
}

export type SkinRepository = ReturnType<typeof skinRepository>;
