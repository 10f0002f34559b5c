import type {
  BookingReview,
  CreateClinicReviewBody,
  CreateDoctorReviewBody,
  Pagination,
  RatingStats,
} from '@lumi/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { offsetOf, paginate } from '../../lib/pagination';
import { bookingReviewsRepository, type ReviewListOptions } from './reviews-repository';

export type BookingReviewsService = ReturnType<typeof createBookingReviewsService>;

type Kind = 'doctor' | 'clinic';
type ReviewPage = { items: BookingReview[]; pagination: Pagination; stats: RatingStats };

/**
 * Customers' doctor and clinic reviews (api-contract §3.8, §3.9, §4.5, decision 25): the public lists and the
 * creation, only for the caller's completed booking, one of each kind per booking.
 */
export function createBookingReviewsService(deps: {
  db: Db;
  clock: Clock;
  /** Called after a review changed a rating (public answers cached elsewhere drop their copies). */
  onRatingChanged?: () => void;
}) {
  const repo = () => bookingReviewsRepository(deps.db);

  async function page(
    kind: Kind,
    ownerId: string,
    query: { page: number; pageSize: number } & Omit<ReviewListOptions, 'limit' | 'offset'>,
  ): Promise<ReviewPage> {
    const { page: n, pageSize, ...options } = query;
    if (!(await repo().ownerIsPublic(kind, ownerId)))
      throw new AppError(kind === 'doctor' ? 'DOCTOR_NOT_FOUND' : 'CLINIC_NOT_FOUND');
    const [{ items, total }, stats] = await Promise.all([
      repo().listVisible(kind, ownerId, { ...options, limit: pageSize, offset: offsetOf(n, pageSize) }),
      repo().stats(kind, ownerId),
    ]);
    return { items, pagination: paginate(n, pageSize, total), stats };
  }

  async function create(
    kind: Kind,
    userId: string,
    body: { booking: string; rate: number; content: string },
    expectedTarget: string | undefined,
  ): Promise<BookingReview> {
    const id = await deps.db.transaction(async (tx) => {
      const r = bookingReviewsRepository(tx);
      const booking = await r.lockOwnBooking(body.booking, userId);
      if (!booking) throw new AppError('BOOKING_NOT_FOUND');
      if (booking.status !== 'completed') throw new AppError('BOOKING_REVIEW_NOT_ALLOWED');
      const reviewed = kind === 'doctor' ? booking.doctorId : booking.clinicId;
      // The reference client names the doctor (or clinic) as well: it must be the booking's.
      if (expectedTarget !== undefined && expectedTarget !== reviewed)
        throw new AppError('BOOKING_REVIEW_NOT_ALLOWED');
      const reviewId = await r.insert({
        kind,
        booking,
        rate: body.rate,
        content: body.content,
        at: deps.clock.now(),
      });
      await r.recomputeRating(kind, reviewed);
      return reviewId;
    });
    deps.onRatingChanged?.();
    const review = await repo().findById(kind, id);
    if (!review) throw new Error('booking review vanished after insert');
    return review;
  }

  /** Shows or hides, or deletes, a review in one transaction with the recomputed rating of its doctor or clinic. */
  async function moderate<T>(
    kind: Kind,
    change: (r: ReturnType<typeof bookingReviewsRepository>) => Promise<{ ownerId: string } | undefined>,
    answer: () => Promise<T>,
  ): Promise<T> {
    await deps.db.transaction(async (tx) => {
      const r = bookingReviewsRepository(tx);
      const changed = await change(r);
      if (!changed) throw new AppError('REVIEW_NOT_FOUND');
      await r.recomputeRating(kind, changed.ownerId);
    });
    deps.onRatingChanged?.();
    return answer();
  }

  return {
    /**
     * The moderation list of one doctor's or clinic's reviews (GET /doctors/reviews/{doctor}, GET
     * /admin/clinics/reviews): hidden ones included; `stats` are those of the visible ones, as the public sees them.
     */
    async moderationPage(
      kind: Kind,
      ownerId: string | null,
      query: {
        page: number;
        pageSize: number;
        rate?: number | undefined;
        search?: string | undefined;
        sortBy?: ReviewListOptions['sortBy'];
        sortOrder?: ReviewListOptions['sortOrder'];
      },
    ): Promise<ReviewPage> {
      const [{ items, total }, stats] = await Promise.all([
        repo().listForModeration(kind, ownerId, {
          ...(query.rate !== undefined ? { rate: query.rate } : {}),
          search: query.search,
          sortBy: query.sortBy ?? 'createdAt',
          sortOrder: query.sortOrder ?? 'desc',
          limit: query.pageSize,
          offset: offsetOf(query.page, query.pageSize),
        }),
        repo().stats(kind, ownerId),
      ]);
      return { items, pagination: paginate(query.page, query.pageSize, total), stats };
    },

    /**
     * Shows or hides a review; `ownerId` limits it to one doctor's or clinic's reviews (null: any, a site ADMIN).
     * Another's review is REVIEW_NOT_FOUND. The rating is recomputed.
     */
    setVisibility: (kind: Kind, id: string, ownerId: string | null, isActive: boolean) =>
      moderate(
        kind,
        (r) => r.setActive(kind, id, ownerId, isActive, deps.clock.now()),
        async () => {
          const review = await repo().findById(kind, id, 'moderation');
          if (!review) throw new AppError('REVIEW_NOT_FOUND');
          return review;
        },
      ),

    /** Deletes a review, with the same scope as `setVisibility`; the rating is recomputed. */
    deleteReview: (kind: Kind, id: string, ownerId: string | null) =>
      moderate(
        kind,
        (r) => r.remove(kind, id, ownerId),
        async () => ({ _id: id }),
      ),

    /** GET /doctors/reviews/by-customer/{doctor}: visible reviews, newest first. */
    doctorPage: (doctorId: string, query: { page: number; pageSize: number; rate?: number | undefined }) =>
      page('doctor', doctorId, {
        page: query.page,
        pageSize: query.pageSize,
        ...(query.rate !== undefined ? { rate: query.rate } : {}),
        sortBy: 'createdAt',
        sortOrder: 'desc',
      }),

    /** GET /clinics/reviews. */
    clinicPage: (
      clinicId: string,
      query: { page: number; pageSize: number; rating?: number | undefined } & Pick<
        ReviewListOptions,
        'sortBy' | 'sortOrder'
      >,
    ) =>
      page('clinic', clinicId, {
        page: query.page,
        pageSize: query.pageSize,
        ...(query.rating !== undefined ? { rate: query.rating } : {}),
        sortBy: query.sortBy,
        sortOrder: query.sortOrder,
      }),

    /** POST /doctors/reviews. */
    createDoctorReview: (userId: string, body: CreateDoctorReviewBody) =>
      create('doctor', userId, body, body.doctor),

    /** POST /clinics/reviews. */
    createClinicReview: (userId: string, body: CreateClinicReviewBody) =>
      create('clinic', userId, body, body.clinic),
  };
}
