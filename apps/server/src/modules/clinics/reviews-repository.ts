import { sql, type SQL } from 'drizzle-orm';
import {
  BUSINESS_TIME_ZONE,
  avatarOf,
  isUuid,
  type BookingReview,
  type BookingStatus,
  type Image,
  type RatingStats,
} from '@lumi/shared';
import type { Db } from '../../db/client';
import { isPgError, UNIQUE_VIOLATION } from '../../db/pg-errors';
import { bookingReviews } from '../../db/schema';
import type { BookingReviewKind } from '../../db/schema';
import { escapeLike, isoOf, rowsOf } from '../../db/sql';
import { AppError } from '../../lib/app-error';
import { userView } from '../../db/read/auth';
import { bookingView } from '../../db/read/bookings';
import { doctorView } from '../../db/read/doctors';
import { viewAs } from '../../db/views';

export type ReviewedBooking = {
  id: string;
  userId: string;
  doctorId: string;
  clinicId: string;
  status: BookingStatus;
};

export type ReviewListOptions = {
  rate?: number;
  sortBy: 'createdAt' | 'rate';
  sortOrder: 'asc' | 'desc';
  limit: number;
  offset: number;
};

/** Who reads a review: the public lists never carry the reviewer's e-mail; moderation answers do (§4.5). */
type ReviewAudience = 'public' | 'moderation';

type ReviewRow = {
  _id: string;
  rate: number;
  content: string;
  isActive: boolean;
  createdAt: string;
  userId: string;
  userName: string;
  userAvatar: Image | null;
  userEmail: string;
  bookingId: string;
  bookingCode: string;
  bookingDate: string;
  bookingTime: string;
  targetId: string;
  targetName: string;
  targetSlug: string;
};

/** The reviewed doctor's or clinic's column of booking_reviews, and its table. */
function target(kind: BookingReviewKind): { column: SQL; table: SQL } {
  return kind === 'doctor'
    ? { column: sql`r.doctor_id`, table: sql`doctors` }
    : { column: sql`r.clinic_id`, table: sql`clinics` };
}

function toReview(kind: BookingReviewKind, row: ReviewRow, audience: ReviewAudience): BookingReview {
  const ref = { _id: row.targetId, name: row.targetName, slug: row.targetSlug };
  return {
    _id: row._id,
    user: {
      _id: row.userId,
      name: row.userName,
      avatar: avatarOf(row.userAvatar, row.userName),
      ...(audience === 'moderation' ? { email: row.userEmail } : {}),
    },
    booking: {
      _id: row.bookingId,
      code: row.bookingCode,
      date: row.bookingDate,
      startTime: row.bookingTime,
    },
    ...(kind === 'doctor' ? { doctor: ref } : { clinic: ref }),
    rate: row.rate,
    content: row.content,
    isActive: row.isActive,
    createdAt: row.createdAt,
  };
}

/**
 * Customers' reviews of doctors and clinics (api-contract §2 BookingReview, §3.8, §3.9, §4.5). The rating columns of
 * doctors and clinics are kept here: every write of a review recomputes them in its transaction.
 */
export function bookingReviewsRepository(db: Db) {
  async function select(
    kind: BookingReviewKind,
    where: SQL,
    tail: SQL,
    audience: ReviewAudience,
  ): Promise<BookingReview[]> {
    const t = target(kind);
    const rows = await rowsOf<ReviewRow>(
      db,
      sql`select r.id as "_id", r.rate, r.content, r.is_active as "isActive",
          ${isoOf(sql`r.created_at`)} as "createdAt",
          u.id as "userId", u.name as "userName", u.avatar as "userAvatar", u.email as "userEmail",
          b.id as "bookingId", b.code as "bookingCode",
          to_char(b.start_at at time zone ${BUSINESS_TIME_ZONE}, 'YYYY-MM-DD') as "bookingDate",
          to_char(b.start_at at time zone ${BUSINESS_TIME_ZONE}, 'HH24:MI') as "bookingTime",
          x.id as "targetId", x.name as "targetName", x.slug as "targetSlug"
        from booking_reviews r
        join ${viewAs(userView, 'u')} on u.id = r.user_id
        join ${viewAs(bookingView, 'b')} on b.id = r.booking_id
        join ${t.table} x on x.id = ${t.column}
        where r.kind = ${kind} and ${where}
        ${tail}`,
    );
    return rows.map((row) => toReview(kind, row, audience));
  }

  return {
    /** A page of the visible reviews of one doctor or clinic, optionally of one star value. */
    async listVisible(
      kind: BookingReviewKind,
      ownerId: string,
      options: ReviewListOptions,
    ): Promise<{ items: BookingReview[]; total: number }> {
      const t = target(kind);
      const where = sql`${t.column} = ${ownerId}::uuid and r.is_active
        ${options.rate !== undefined ? sql`and r.rate = ${options.rate}` : sql``}`;
      const direction = options.sortOrder === 'asc' ? sql`asc` : sql`desc`;
      const order =
        options.sortBy === 'rate'
          ? sql`r.rate ${direction}, r.created_at desc, r.id`
          : sql`r.created_at ${direction}, r.id ${direction}`;
      const [items, counted] = await Promise.all([
        select(kind, where, sql`order by ${order} limit ${options.limit} offset ${options.offset}`, 'public'),
        rowsOf<{ n: number }>(
          db,
          sql`select count(*)::int as n from booking_reviews r where r.kind = ${kind} and ${where}`,
        ),
      ]);
      return { items, total: counted[0]?.n ?? 0 };
    },

    /**
     * A page of one doctor's or clinic's reviews for its moderation, hidden ones included (api-contract §3.8, §3.9):
     * `search` matches the customer's name or email or the content, ignoring case and diacritics.
     */
    async listForModeration(
      kind: BookingReviewKind,
      ownerId: string | null,
      options: ReviewListOptions & { search?: string | undefined },
    ): Promise<{ items: BookingReview[]; total: number }> {
      const t = target(kind);
      const like = options.search ? `%${escapeLike(options.search.trim())}%` : undefined;
      // A null owner: every doctor's or clinic's (a site ADMIN's list without a clinic filter).
      const where = sql`${ownerId !== null ? sql`${t.column} = ${ownerId}::uuid` : sql`true`}
        ${options.rate !== undefined ? sql`and r.rate = ${options.rate}` : sql``}
        ${
          like
            ? sql`and exists (select 1 from ${viewAs(userView, 's')} where s.id = r.user_id and (lumi_fold(s.name) like lumi_fold(${like})
                or lower(s.email) like lower(${like}) or lumi_fold(r.content) like lumi_fold(${like})))`
            : sql``
        }`;
      const direction = options.sortOrder === 'asc' ? sql`asc` : sql`desc`;
      const order =
        options.sortBy === 'rate'
          ? sql`r.rate ${direction}, r.created_at desc, r.id`
          : sql`r.created_at ${direction}, r.id ${direction}`;
      const [items, counted] = await Promise.all([
        select(
          kind,
          where,
          sql`order by ${order} limit ${options.limit} offset ${options.offset}`,
          'moderation',
        ),
        rowsOf<{ n: number }>(
          db,
          sql`select count(*)::int as n from booking_reviews r where r.kind = ${kind} and ${where}`,
        ),
      ]);
      return { items, total: counted[0]?.n ?? 0 };
    },

    /**
     * Shows or hides a review (moderation). `ownerId` limits it to one doctor's or clinic's reviews (null: any, for
     * a site ADMIN); another's reads as absent. Returns the reviewed doctor or clinic, whose rating the caller
     * recomputes in the same transaction.
     */
    async setActive(
      kind: BookingReviewKind,
      id: string,
      ownerId: string | null,
      isActive: boolean,
      at: Date,
    ): Promise<{ ownerId: string } | undefined> {
      if (!isUuid(id)) return undefined;
      const t = target(kind);
      const [row] = await rowsOf<{ ownerId: string }>(
        db,
        sql`update booking_reviews r set is_active = ${isActive}, updated_at = ${at.toISOString()}::timestamptz
          where r.id = ${id}::uuid and r.kind = ${kind}
            ${ownerId !== null ? sql`and ${t.column} = ${ownerId}::uuid` : sql``}
          returning ${t.column} as "ownerId"`,
      );
      return row;
    },

    /** Deletes a review (moderation), with the same scope and answer as `setActive`. */
    async remove(
      kind: BookingReviewKind,
      id: string,
      ownerId: string | null,
    ): Promise<{ ownerId: string } | undefined> {
      if (!isUuid(id)) return undefined;
      const t = target(kind);
      const [row] = await rowsOf<{ ownerId: string }>(
        db,
        sql`delete from booking_reviews r
          where r.id = ${id}::uuid and r.kind = ${kind}
            ${ownerId !== null ? sql`and ${t.column} = ${ownerId}::uuid` : sql``}
          returning ${t.column} as "ownerId"`,
      );
      return row;
    },

    /** RatingStats over the visible reviews of one doctor or clinic. */
    async stats(kind: BookingReviewKind, ownerId: string | null): Promise<RatingStats> {
      const t = target(kind);
      const owner = ownerId !== null ? sql`${t.column} = ${ownerId}::uuid` : sql`true`;
      const rows = await rowsOf<{ rate: number; n: number }>(
        db,
        sql`select r.rate, count(*)::int as n from booking_reviews r
          where r.kind = ${kind} and ${owner} and r.is_active group by r.rate`,
      );
      const ratingDistribution = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
      let total = 0;
      let sum = 0;
      for (const { rate, n } of rows) {
        ratingDistribution[String(rate) as keyof typeof ratingDistribution] = n;
        total += n;
        sum += rate * n;
      }
      return {
        averageRating: total === 0 ? 0 : Math.round((sum / total) * 10) / 10,
        totalReviews: total,
        ratingDistribution,
      };
    },

    /**
     * The caller's booking, locked until the transaction ends (run it in one): concurrent reviews of one booking
     * take turns. Another customer's booking reads as absent.
     */
    async lockOwnBooking(bookingId: string, userId: string): Promise<ReviewedBooking | undefined> {
      if (!isUuid(bookingId)) return undefined;
      const [row] = await rowsOf<ReviewedBooking>(
        db,
        sql`select id, user_id as "userId", doctor_id as "doctorId", clinic_id as "clinicId", status
          from ${viewAs(bookingView, 'bookings')} where id = ${bookingId}::uuid and user_id = ${userId}::uuid for update`,
      );
      return row;
    },

    /** Stores a review; a second one of the same kind for the booking is BOOKING_REVIEW_EXISTS (decision 25). */
    async insert(values: {
      kind: BookingReviewKind;
      booking: ReviewedBooking;
      rate: number;
      content: string;
      at: Date;
    }): Promise<string> {
      try {
        const [row] = await db
          .insert(bookingReviews)
          .values({
            kind: values.kind,
            bookingId: values.booking.id,
            userId: values.booking.userId,
            doctorId: values.booking.doctorId,
            clinicId: values.booking.clinicId,
            rate: values.rate,
            content: values.content,
            createdAt: values.at,
            updatedAt: values.at,
          })
          .returning({ id: bookingReviews.id });
        if (!row) throw new Error('booking review insert returned nothing');
        return row.id;
      } catch (error) {
        if (isPgError(error, UNIQUE_VIOLATION, 'booking_reviews_booking_kind_unique'))
          throw new AppError('BOOKING_REVIEW_EXISTS');
        throw error;
      }
    },

    /**
     * Recomputes a doctor's or clinic's average (one decimal) and count over its visible reviews. The row is locked
     * first, so two reviews committed at once cannot both write a count that misses the other.
     */
    async recomputeRating(kind: BookingReviewKind, ownerId: string): Promise<void> {
      const t = target(kind);
      await db.execute(sql`select id from ${t.table} where id = ${ownerId}::uuid for update`);
      await db.execute(
        sql`update ${t.table} x set
            average_rating = coalesce(s.avg, 0), review_count = s.n
          from (
            select round(avg(r.rate)::numeric, 1) as avg, count(*)::int as n
            from booking_reviews r where r.kind = ${kind} and ${t.column} = ${ownerId}::uuid and r.is_active
          ) s
          where x.id = ${ownerId}::uuid`,
      );
    },

    /** Whether the reviewed doctor (of an active clinic) or clinic is listed publicly. */
    async ownerIsPublic(kind: BookingReviewKind, ownerId: string): Promise<boolean> {
      if (!isUuid(ownerId)) return false;
      const [row] = await rowsOf<{ ok: boolean }>(
        db,
        kind === 'doctor'
          ? sql`select true as ok from ${viewAs(doctorView, 'd')} join clinics c on c.id = d.clinic_id
              where d.id = ${ownerId}::uuid and d.is_active and c.is_active`
          : sql`select true as ok from clinics where id = ${ownerId}::uuid and is_active`,
      );
      return row !== undefined;
    },

    /** One review; a moderation answer names the reviewer's e-mail, the customer's own answer does not. */
    async findById(
      kind: BookingReviewKind,
      id: string,
      audience: ReviewAudience = 'public',
    ): Promise<BookingReview | undefined> {
      const [review] = await select(kind, sql`r.id = ${id}::uuid`, sql``, audience);
      return review;
    },
  };
}

export type BookingReviewsRepository = ReturnType<typeof bookingReviewsRepository>;
