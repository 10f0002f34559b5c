import type { ProductsService } from '../catalog/products/service';
import { defineModule } from '../kit';
import type { UploadsService } from '../uploads/service';
import { promotionRoutes } from './routes';
import { createPromotionsService } from './service';

/** Time-boxed promotions of products, with their banners. */
export const promotionsModule = defineModule({
  name: 'promotions',
  needs: { uploads: true, products: true },
  provides: { promotions: true },
  build: ({ db, clock }, s: { uploads: UploadsService; products: ProductsService }) => ({
    promotions: createPromotionsService({ db, clock, uploads: s.uploads, catalog: s.products }),
  }),
  routes: promotionRoutes,
});
