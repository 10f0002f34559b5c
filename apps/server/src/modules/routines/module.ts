import type { ProductsService } from '../catalog/products/service';
import type { ChatService } from '../chat/service';
import { defineModule } from '../kit';
import type { NotificationsService } from '../notifications/service';
import { routineRoutes } from './routes';
import { createRoutinesService, type RoutinesService } from './service';

/** The care routines doctors write for their patients, each posted as a card in the doctor chat. */
export const routinesModule = defineModule({
  name: 'routines',
  needs: { products: true, notifications: true, chat: true },
  provides: { routines: true },
  build: (
    { db, clock, log, jobs },
    s: { products: ProductsService; notifications: NotificationsService; chat: ChatService },
  ) => ({
    routines: createRoutinesService({
      db,
      clock,
      catalog: s.products,
      notifications: s.notifications,
      chat: () => s.chat,
      jobs,
      log,
    }),
  }),
  routes: routineRoutes,
  // Refill and follow-up reminders (issue 32 item 4): due by the day, so an hourly sweep is on time.
  every: ({ routines }) => [
    { name: 'routines.reminders', intervalMs: 60 * 60_000, run: () => routines.sweepReminders() },
  ],
  attach: (app, { routines }) => app.decorate('routines', routines),
});

declare module 'fastify' {
  interface FastifyInstance {
    /** The routines (tests drive their reminder sweep). */
    routines: RoutinesService;
  }
}
