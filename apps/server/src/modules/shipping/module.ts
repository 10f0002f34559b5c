import { defineModule } from '../kit';
import { shippingRoutes } from './routes';
import { createShippingService } from './service';

/** Addresses, fees and parcels: GHN when configured, the fee table otherwise. */
export const shippingModule = defineModule({
  name: 'shipping',
  needs: {},
  provides: { shipping: true },
  build: ({ db, clock, config, log }) => ({
    shipping: createShippingService({ db, clock, config: config.shipping, log }),
  }),
  routes: shippingRoutes,
});
