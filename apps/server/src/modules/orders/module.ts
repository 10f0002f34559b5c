import type { ProductsService } from '../catalog/products/service';
import { defineModule } from '../kit';
import type { NotificationsService } from '../notifications/service';
import type { ShippingService } from '../shipping/service';
import type { UploadsService } from '../uploads/service';
import { orderRoutes } from './routes';
import { ordersRepository } from './repository';
import { createOrdersService } from './service';
import { createStockGate } from './stock-gate';

/** Orders: checkout, their lifecycle and timeline; each change's notification and mail are jobs (ADR 0043). */
export const ordersModule = defineModule({
  name: 'orders',
  needs: { shipping: true, products: true, notifications: true, uploads: true },
  provides: { orders: true },
  build: (
    { db, clock, jobs, mailer, config, realtime, log, redis, changes, metrics, payments },
    s: {
      shipping: ShippingService;
      products: ProductsService;
      notifications: NotificationsService;
      uploads: UploadsService;
    },
  ) => ({
    orders: createOrdersService({
      db,
      clock,
      shipping: s.shipping,
      catalog: s.products,
      shippingSource: () => s.shipping.source,
      jobs,
      notifications: s.notifications,
      mailer,
      publicUrl: config.publicUrl,
      realtime,
      log,
      onCreated: () => metrics.created('order'),
      uploads: s.uploads,
      gateways: { vnpay: payments.vnpay, stripe: payments.stripe },
      ...(redis
        ? {
            stockGate: createStockGate({
              redis,
              prefix: config.realtime.redisPrefix,
              changes,
              products: (ids, now) => ordersRepository(db).pricingProducts(ids, now),
              committed: (ids) => ordersRepository(db).existing(ids),
              holdMs: config.stockHoldMs,
              log,
            }),
          }
        : {}),
    }),
  }),
  routes: orderRoutes,
  // The units of orders whose process died while placing them go back on sale (ADR 0050).
  every: ({ orders }, { clock }) => [
    { name: 'orders.stock-holds', intervalMs: 10_000, run: () => orders.sweepStockHolds(clock.now()) },
  ],
});
