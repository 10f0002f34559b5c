import type { ProductsService } from '../catalog/products/service';
import { defineModule } from '../kit';
import type { UploadsService } from '../uploads/service';
import { reviewRoutes } from './routes';
import { createReviewsService } from './service';

/** Product reviews by the customers who received them. */
export const reviewsModule = defineModule({
  name: 'reviews',
  needs: { uploads: true, products: true },
  provides: { reviews: true },
  build: ({ db, clock }, s: { uploads: UploadsService; products: ProductsService }) => ({
    reviews: createReviewsService({ db, clock, uploads: s.uploads, catalog: s.products }),
  }),
  routes: reviewRoutes,
});
