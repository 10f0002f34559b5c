import { API_PREFIX } from '@lumi/shared';
import type { RouteContext } from '../../plugins/route-context';
import type { IdempotencyService } from '../idempotency/service';
import { defineModule } from '../kit';
import type { OrdersService } from '../orders/service';
import { EXPIRY_SWEEP_INTERVAL_MS } from './expiry';
import { paymentGatewayRoutes, paymentOrderRoutes } from './routes';
import { createPaymentsService, type PaymentsService } from './service';

/** Online payments of orders (VNPay, Stripe): the customer's calls, the gateways' callbacks, the expiry of unpaid. */
export const paymentsModule = defineModule({
  name: 'payments',
  needs: { orders: true },
  provides: { payments: true },
  build: ({ db, clock, config, payments, log }, { orders }: { orders: OrdersService }) => ({
    payments: createPaymentsService({
      db,
      clock,
      publicUrl: config.publicUrl,
      orders,
      vnpay: payments.vnpay,
      stripe: payments.stripe,
      log,
    }),
  }),
  routes: (api, ctx: RouteContext<{ idempotency: IdempotencyService; payments: PaymentsService }>) =>
    paymentOrderRoutes(api, ctx, ctx.services.payments),
  // Gateway calls: outside the per-IP limit, with their own raw-body parser.
  rootRoutes: async (
    root,
    ctx: RouteContext<{ idempotency: IdempotencyService; payments: PaymentsService }>,
  ) => {
    await root.register(async (gateway) => paymentGatewayRoutes(gateway, ctx.services.payments), {
      prefix: API_PREFIX,
    });
  },
  every: ({ payments }) => [
    { name: 'payment-expiry', intervalMs: EXPIRY_SWEEP_INTERVAL_MS, run: () => payments.sweepExpired() },
  ],
  attach: (app, { payments }) => app.decorate('sweepExpiredPayments', () => payments.sweepExpired()),
});
