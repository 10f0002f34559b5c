import type { ProductsService } from '../catalog/products/service';
import type { ChatService } from '../chat/service';
import { defineModule } from '../kit';
import type { NotificationsService } from '../notifications/service';
import { routineRoutes } from './routes';
import { createRoutinesService } from './service';

/** The care routines doctors write for their patients, each posted as a card in the doctor chat. */
export const routinesModule = defineModule({
  name: 'routines',
  needs: { products: true, notifications: true, chat: true },
  provides: { routines: true },
  build: (
    { db, clock, log },
    s: { products: ProductsService; notifications: NotificationsService; chat: ChatService },
  ) => ({
    routines: createRoutinesService({
      db,
      clock,
      catalog: s.products,
      notifications: s.notifications,
      chat: () => s.chat,
      log,
    }),
  }),
  routes: routineRoutes,
});
