/** The chips above a product's reviews (spec: Tất cả, 5 sao … 1 sao, Có bình luận, Có hình ảnh). */
export const REVIEW_FILTERS = ['all', '5', '4', '3', '2', '1', 'comment', 'image'] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];

export const REVIEW_FILTER_LABELS: Record<ReviewFilter, string> = {
  all: 'Tất cả',
  '5': '5 sao',
  '4': '4 sao',
  '3': '3 sao',
  '2': '2 sao',
  '1': '1 sao',
  comment: 'Có bình luận',
  image: 'Có hình ảnh',
};

export type ReviewFilterParams = { rate?: number; hasComment?: boolean; hasImage?: boolean };

/** The query of `GET /reviews/{productId}` for a chip; 'Tất cả' sends no filter. */
export function reviewFilterParams(filter: ReviewFilter): ReviewFilterParams {
  switch (filter) {
    case 'all':
      return {};
    case 'comment':
      return { hasComment: true };
    case 'image':
      return { hasImage: true };
    default:
      return { rate: Number(filter) };
  }
}

/** Width of a distribution bar: that star's share of all reviews, 0 when there are none. */
export function sharePercent(count: number, total: number): number {
  if (total <= 0 || count <= 0) return 0;
  return Math.round((count / total) * 1000) / 10;
}
