import { defineModule } from '../kit';
import { siteStatsRoutes } from './routes';
import { createSiteStatsService } from './service';

/** The site's statistics dashboard (the shop and the clinics together). */
export const siteStatsModule = defineModule({
  name: 'site-stats',
  needs: {},
  provides: { siteStats: true },
  build: ({ db, clock, config }) => ({
    siteStats: createSiteStatsService({ db, clock, almostExpiredDays: config.almostExpiredDays }),
  }),
  routes: siteStatsRoutes,
});
