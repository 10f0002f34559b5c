import { defineModule } from '../kit';
import { loyaltyRoutes } from './routes';
import { createLoyaltyService } from './service';

/** Points and membership tiers (ADR 0063): the programme, the customers' ledgers; the orders earn and spend. */
export const loyaltyModule = defineModule({
  name: 'loyalty',
  needs: {},
  provides: { loyalty: true },
  build: ({ db, clock }) => ({ loyalty: createLoyaltyService({ db, clock }) }),
  routes: loyaltyRoutes,
});
