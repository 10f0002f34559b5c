import type { ProductsService } from '../catalog/products/service';
import { defineModule } from '../kit';
import type { NotificationsService } from '../notifications/service';
import type { ShippingService } from '../shipping/service';
import { orderRoutes } from './routes';
import { createOrdersService } from './service';

/** Orders: checkout, their lifecycle and timeline; each change's notification and mail are jobs (ADR 0043). */
export const ordersModule = defineModule({
  name: 'orders',
  needs: { shipping: true, products: true, notifications: true },
  provides: { orders: true },
  build: (
    { db, clock, jobs, mailer, config, realtime, log },
    s: { shipping: ShippingService; products: ProductsService; notifications: NotificationsService },
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
    }),
  }),
  routes: orderRoutes,
});
