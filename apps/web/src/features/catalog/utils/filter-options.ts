import {
  formatVnd,
  PRODUCT_TAG_LABELS,
  SKIN_CONCERN_LABELS,
  SKIN_TYPE_LABELS,
  type PriceRange,
  type ProductTag,
  type SkinConcern,
  type SkinType,
} from '@lumi/shared';
import { formatRating } from '@/components/product/rating-stars';
import type { ListingParams } from './listing-params';

type Named = { _id: string; name: string };

/** What a listing can be filtered by, from its answer's `filters`; a missing list hides its section. */
export type ListingFilterOptions = {
  priceRanges: PriceRange[];
  brands?: Named[];
  categories?: Named[];
  /** Heading of the categories section ('Danh mục con' on a category page). */
  categoriesTitle?: string;
  tags: ProductTag[];
  /** The skin types and concerns present in the listing (issue 32): 'Loại da', 'Vấn đề da'. */
  skinTypes?: SkinType[];
  concerns?: SkinConcern[];
  /** false where the list cannot be filtered by rating (the search page's products). */
  hasRatingFilter?: boolean;
};

/** The chip and the switch of 'Phù hợp với da tôi'. */
export const SKIN_MATCH_LABEL = 'Phù hợp với da tôi';

/** 'Từ 4 sao trở lên' … */
export const RATING_OPTIONS = [4, 3, 2, 1] as const;

export function ratingLabel(rating: number): string {
  return `Từ ${formatRating(rating)} sao trở lên`;
}

/** A price band's label, or one made from the raw 'min-max' when the band is not offered. */
export function priceRangeLabel(value: string, ranges: readonly PriceRange[]): string {
  const band = ranges.find((range) => range.value === value);
  if (band) return band.label;
  const [min = '', max = ''] = value.split('-');
  if (min !== '' && max !== '') return `${formatVnd(Number(min))} - ${formatVnd(Number(max))}`;
  if (min !== '') return `Trên ${formatVnd(Number(min))}`;
  return `Dưới ${formatVnd(Number(max))}`;
}

export type ActiveFilterChip = {
  key: string;
  label: string;
  /** The change that removes this one value. */
  remove: Partial<ListingParams>;
};

/** One chip per chosen value, labelled from the options (names for ids). */
export function activeFilterChips(
  params: ListingParams,
  options: ListingFilterOptions | undefined,
): ActiveFilterChip[] {
  const chips: ActiveFilterChip[] = [];
  const nameOf = (list: Named[] | undefined, id: string, fallback: string) =>
    list?.find((item) => item._id === id)?.name ?? fallback;

  if (params.priceRange) {
    chips.push({
      key: `price:${params.priceRange}`,
      label: `Giá: ${priceRangeLabel(params.priceRange, options?.priceRanges ?? [])}`,
      remove: { priceRange: undefined },
    });
  }
  for (const id of params.categories) {
    chips.push({
      key: `category:${id}`,
      label: nameOf(options?.categories, id, 'Danh mục đã chọn'),
      remove: { categories: params.categories.filter((x) => x !== id) },
    });
  }
  for (const id of params.brands) {
    chips.push({
      key: `brand:${id}`,
      label: nameOf(options?.brands, id, 'Thương hiệu đã chọn'),
      remove: { brands: params.brands.filter((x) => x !== id) },
    });
  }
  if (params.rating !== undefined) {
    chips.push({ key: 'rating', label: ratingLabel(params.rating), remove: { rating: undefined } });
  }
  for (const tag of params.tags) {
    chips.push({
      key: `tag:${tag}`,
      label: PRODUCT_TAG_LABELS[tag],
      remove: { tags: params.tags.filter((x) => x !== tag) },
    });
  }
  if (params.forMySkin) {
    chips.push({ key: 'forMySkin', label: SKIN_MATCH_LABEL, remove: { forMySkin: false } });
  }
  for (const type of params.skinTypes) {
    chips.push({
      key: `skinType:${type}`,
      label: SKIN_TYPE_LABELS[type],
      remove: { skinTypes: params.skinTypes.filter((x) => x !== type) },
    });
  }
  for (const concern of params.concerns) {
    chips.push({
      key: `concern:${concern}`,
      label: SKIN_CONCERN_LABELS[concern],
      remove: { concerns: params.concerns.filter((x) => x !== concern) },
    });
  }
  return chips;
}
