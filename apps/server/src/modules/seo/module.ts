import { defineModule } from '../kit';
import { seoRoutes } from './routes';
import { createSeoService } from './service';

/** Files for crawlers at the root: robots.txt and the sitemaps. */
export const seoModule = defineModule({
  name: 'seo',
  needs: {},
  provides: { seo: true },
  build: ({ db, clock, config }) => ({ seo: createSeoService({ db, clock, publicUrl: config.publicUrl }) }),
  rootRoutes: seoRoutes,
});
