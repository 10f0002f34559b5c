import type { ProductTag, PromotionStatus } from '@lumi/shared';

/** antd Tag colours of the product tags. */
export const PRODUCT_TAG_COLORS: Record<ProductTag, string> = {
  HOT: 'volcano',
  NEW: 'green',
  SALE: 'magenta',
  SELLING: 'gold',
  TREND: 'geekblue',
};

/** antd Tag colours of the promotion statuses. */
export const PROMOTION_STATUS_COLORS: Record<PromotionStatus, string> = {
  upcoming: 'processing',
  running: 'success',
  ended: 'default',
  inactive: 'warning',
};

export const PRICE_SORT_LABELS = { asc: 'Giá tăng dần', desc: 'Giá giảm dần' } as const;
