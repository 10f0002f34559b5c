import type { ClinicsPublicService } from '../clinics/public-service';
import type { DoctorsPublicService } from '../doctors/public-service';
import { defineModule } from '../kit';
import type { UploadsService } from '../uploads/service';
import { catalogRoutes, createCatalogServices } from './index';

/** The catalogue: categories, brands, products and the site search (which also finds doctors and clinics). */
export const catalogModule = defineModule({
  name: 'catalog',
  needs: { uploads: true, doctorsPublic: true, clinicsPublic: true },
  provides: { categories: true, brands: true, products: true, siteSearch: true },
  build: (
    { db, clock, config },
    s: { uploads: UploadsService; doctorsPublic: DoctorsPublicService; clinicsPublic: ClinicsPublicService },
  ) =>
    createCatalogServices({
      db,
      clock,
      uploads: s.uploads,
      almostExpiredDays: config.almostExpiredDays,
      directory: { doctors: s.doctorsPublic.match, clinics: s.clinicsPublic.match },
    }),
  routes: catalogRoutes,
});
