import type { RouteContext } from '../../plugins/route-context';
import type { AdminsService } from '../admins/service';
import type { DoctorsService } from '../doctors/service';
import { defineModule } from '../kit';
import { devMailboxRoutes, systemRoutes } from './routes';
import { createSystemService, type SystemService } from './service';

/** Health, the client's configuration, the dashboard's counts, the development mailbox. */
export const systemModule = defineModule({
  name: 'system',
  needs: {},
  provides: { system: true },
  build: ({ db, config, startedAt, clock }) => ({
    system: createSystemService({ db, config, startedAt, now: () => clock.now() }),
  }),
  routes: (
    api,
    ctx: RouteContext<{ system: SystemService; admins: AdminsService; doctors: DoctorsService }>,
    { redis },
  ) => systemRoutes(api, { ...ctx, redisPing: redis ? async () => void (await redis.ping()) : null }),
  rootRoutes: async (root, ctx, { config }) => {
    if (!config.isProduction) await devMailboxRoutes(root, ctx);
  },
});
