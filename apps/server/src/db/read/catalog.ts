import { and, eq, getTableColumns, gte, sql, type SQL } from 'drizzle-orm';
import { brands, categories, products, productVariants } from '../schema';
import { views } from '../views';

/** What other modules read of a product (ADR 0044): all of its columns, never a write. */
export const productView = views.select(getTableColumns(products)).from(products).as('product_view');

/** A product of the view the shop shows on `today` (local date, 'YYYY-MM-DD'): enabled and not expired. */
export function productShownOn(today: string): SQL {
  return and(eq(productView.enable, true), gte(productView.expiry, today)) ?? sql`true`;
}

/** What other modules read of a product's colours (ADR 0044): all of their columns, never a write. */
export const variantView = views
  .select(getTableColumns(productVariants))
  .from(productVariants)
  .as('variant_view');

/** What other modules read of the category tree (ADR 0044). */
export const categoryView = views.select(getTableColumns(categories)).from(categories).as('category_view');

/** What other modules read of the brands (ADR 0044). */
export const brandView = views.select(getTableColumns(brands)).from(brands).as('brand_view');
