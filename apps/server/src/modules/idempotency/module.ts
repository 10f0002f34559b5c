import { defineModule } from '../kit';
import { createIdempotencyService } from './service';
import { HOUR_MS } from '../../lib/clock';

/** Idempotency keys of the writes that take one (orders, payments, bookings), swept when expired. */
export const idempotencyModule = defineModule({
  name: 'idempotency',
  needs: {},
  provides: { idempotency: true },
  build: ({ db, clock }) => ({ idempotency: createIdempotencyService({ db, clock }) }),
  every: ({ idempotency }) => [
    { name: 'idempotency-sweep', intervalMs: HOUR_MS, run: () => idempotency.sweepExpired() },
  ],
});
