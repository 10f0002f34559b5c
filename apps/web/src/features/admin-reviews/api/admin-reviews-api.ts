import type { Review, UpdateReviewBody } from '@lumi/shared';
import { api, type Envelope, type ListEnvelope } from '@/lib/api';
import type { AdminReviewsRequest } from '../utils/reviews-query';

type ReviewRef = Pick<Review, '_id'> & { product: Pick<Review['product'], '_id'> };

/** What a change to a review makes stale: the list, and the product page's reviews and rating. */
const touched = (review: ReviewRef) => [
  { type: 'Review' as const, id: 'LIST' },
  { type: 'Review' as const, id: `PRODUCT-${review.product._id}` },
  { type: 'Product' as const, id: review.product._id },
];

/** Moderation of product reviews (api-contract §3.6 `/admin/reviews`). */
export const adminReviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAdminReviews: build.query<ListEnvelope<Review>, AdminReviewsRequest>({
      query: (params) => ({ url: '/admin/reviews', params }),
      providesTags: [{ type: 'Review', id: 'LIST' }],
    }),
    updateAdminReview: build.mutation<Envelope<Review>, { review: ReviewRef; body: UpdateReviewBody }>({
      query: ({ review, body }) => ({
        url: `/admin/reviews/${encodeURIComponent(review._id)}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: (_result, error, { review }) => (error ? [] : touched(review)),
    }),
    deleteAdminReview: build.mutation<Envelope<{ _id: string }>, ReviewRef>({
      query: (review) => ({ url: `/admin/reviews/${encodeURIComponent(review._id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, review) => (error ? [] : touched(review)),
    }),
  }),
});

export const { useListAdminReviewsQuery, useUpdateAdminReviewMutation, useDeleteAdminReviewMutation } =
  adminReviewsApi;
