import type { CreateReviewBody, ProductReviewsResponse, Review } from '@lumi/shared';
import { api, type Envelope } from '@/lib/api';
import type { ReviewFilterParams } from '../utils/review-filters';

export type ProductReviewsArgs = ReviewFilterParams & { productId: string; page: number; pageSize: number };

/** What the review form sends: `images` may be left out (the server defaults it to none). */
export type CreateReviewArgs = Omit<CreateReviewBody, 'images' | 'order'> & {
  order: string;
  images?: CreateReviewBody['images'];
};

/** A product's public reviews and the customer's own review of an order line (api-contract §3.6). */
export const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProductReviews: build.query<ProductReviewsResponse, ProductReviewsArgs>({
      query: ({ productId, ...params }) => ({
        url: `/reviews/${encodeURIComponent(productId)}`,
        params,
      }),
      providesTags: (_result, _error, { productId }) => [{ type: 'Review', id: `PRODUCT-${productId}` }],
    }),
    createReview: build.mutation<Envelope<Review>, CreateReviewArgs>({
      query: (body) => ({ url: '/reviews', method: 'POST', body }),
      // The order line becomes reviewed, and the product's average and count change.
      invalidatesTags: (_result, error, { order, product }) =>
        error
          ? []
          : [
              { type: 'Review', id: `PRODUCT-${product}` },
              { type: 'Review', id: 'LIST' },
              { type: 'Product', id: product },
              { type: 'Order', id: order },
              { type: 'Order', id: 'LIST' },
            ],
    }),
  }),
});

export const { useGetProductReviewsQuery, useCreateReviewMutation } = reviewsApi;
