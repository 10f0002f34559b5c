import { defineModule } from '../kit';
import type { NotificationsService } from '../notifications/service';
import { stockAlertRoutes } from './routes';
import { createStockAlertsService, type StockAlertsService } from './service';

/** 'Báo khi có hàng' (issue 31 item 3, ADR 0064). */
export const stockAlertsModule = defineModule({
  name: 'stock-alerts',
  needs: { notifications: true },
  provides: { stockAlerts: true },
  build: (
    { db, clock, jobs, log, mailer, config },
    { notifications }: { notifications: NotificationsService },
  ) => ({
    stockAlerts: createStockAlertsService({
      db,
      clock,
      jobs,
      notifications,
      mailer,
      publicUrl: config.publicUrl,
      log,
    }),
  }),
  routes: stockAlertRoutes,
  // Every minute by default (STOCK_ALERT_SWEEP_SECONDS, at most 300: issue 31 asks for within 5 minutes).
  every: ({ stockAlerts }, { config }) => [
    { name: 'stock-alerts.sweep', intervalMs: config.stockAlerts.sweepMs, run: () => stockAlerts.sweep() },
  ],
  attach: (app, { stockAlerts }) => app.decorate('stockAlerts', stockAlerts),
});

declare module 'fastify' {
  interface FastifyInstance {
    /** The stock alerts (tests drive their sweep). */
    stockAlerts: StockAlertsService;
  }
}
