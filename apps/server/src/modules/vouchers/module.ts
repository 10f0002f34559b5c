import { defineModule } from '../kit';
import { voucherRoutes } from './routes';
import { createVouchersService } from './service';

/** Voucher codes (ADR 0062): the admin's list and forms; the orders take and give back their uses. */
export const vouchersModule = defineModule({
  name: 'vouchers',
  needs: {},
  provides: { vouchers: true },
  build: ({ db, clock }) => ({ vouchers: createVouchersService({ db, clock }) }),
  routes: voucherRoutes,
});
