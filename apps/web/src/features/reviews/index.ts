export { LaterProductReviews, prefetchProductReviews } from './components/later-product-reviews';
export { ReviewModal } from './components/review-modal';
