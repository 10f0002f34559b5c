import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { RouteContext } from '../../plugins/route-context';
import type { BrandsService } from './brands/service';
import type { CategoriesService } from './categories/service';
import type { ProductsService } from './products/service';
import type { SiteSearchService } from './search/service';
import type { UploadsService } from '../uploads/service';
import { brandRoutes } from './brands/routes';
import { createBrandsService } from './brands/service';
import { createCatalogCache } from './cache';
import { categoryRoutes } from './categories/routes';
import { createCategoriesService } from './categories/service';
import { adminProductRoutes } from './products/admin-routes';
import { publicProductRoutes } from './products/public-routes';
import { createProductsService } from './products/service';
import { siteSearchRoutes } from './search/routes';
import { createSiteSearchService, type DirectorySearch } from './search/service';

/** The catalogue's services (categories, brands, products, site search), sharing one in-memory cache. */
export function createCatalogServices(deps: {
  db: Db;
  clock: Clock;
  uploads: UploadsService;
  almostExpiredDays: number;
  /** Doctors and clinics of the site search, read through the clinic modules. */
  directory: DirectorySearch;
}) {
  const cache = createCatalogCache({ db: deps.db, clock: deps.clock });
  const products = createProductsService({ ...deps, cache });
  return {
    categories: createCategoriesService({ db: deps.db, cache }),
    brands: createBrandsService({ db: deps.db, uploads: deps.uploads, cache }),
    products,
    siteSearch: createSiteSearchService({ products, directory: deps.directory }),
  };
}

/** Every catalogue route (api-contract §3.3, §3.4, §4.11 GET /search). */
export async function catalogRoutes(
  app: FastifyInstance,
  ctx: RouteContext<{
    brands: BrandsService;
    categories: CategoriesService;
    products: ProductsService;
    siteSearch: SiteSearchService;
  }>,
) {
  await categoryRoutes(app, ctx);
  await brandRoutes(app, ctx);
  await adminProductRoutes(app, ctx);
  await publicProductRoutes(app, ctx);
  await siteSearchRoutes(app, ctx);
}
