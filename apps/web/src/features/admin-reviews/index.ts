export { ReviewsManager } from './components/reviews-manager';
