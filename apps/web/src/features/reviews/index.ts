export { LaterProductReviews } from './components/later-product-reviews';
export { ReviewModal } from './components/review-modal';
export { prefetchProductReviews } from './prefetch';
