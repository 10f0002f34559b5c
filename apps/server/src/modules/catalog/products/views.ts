import { and, eq, gte, sql, type SQL } from 'drizzle-orm';
import { products } from '../../../db/schema';
import { views } from '../../../db/views';

/** What other modules read of a product (ADR 0044): the promotions' forms, conflicts and shop lists. */
export const productView = views
  .select({
    id: products.id,
    name: products.name,
    slug: products.slug,
    mainImage: products.mainImage,
    price: products.price,
    enable: products.enable,
    expiry: products.expiry,
  })
  .from(products)
  .as('product_view');

/** A product of the view the shop shows on `today` (local date, 'YYYY-MM-DD'): enabled and not expired. */
export function productShownOn(today: string): SQL {
  return and(eq(productView.enable, true), gte(productView.expiry, today)) ?? sql`true`;
}
