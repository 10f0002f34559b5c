export {
  ProductCard,
  ProductCardSkeleton,
  PRODUCT_GRID_IMAGE_SIZES,
  PRODUCT_GRID_WITH_FILTERS_IMAGE_SIZES,
  type ProductCardProps,
} from './product-card';
export { formatSold } from './format-sold';
export { ProductGrid, type ProductGridProps } from './product-grid';
export { PriceTag, type PriceTagProps } from './price-tag';
export { RatingStars, formatRating, type RatingStarsProps } from './rating-stars';
export { Pagination, paginationItems, type PaginationProps } from './pagination';
