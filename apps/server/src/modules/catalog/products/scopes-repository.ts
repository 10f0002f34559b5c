import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/sql';

/** Where a product sits, as other modules read it (ADR 0044): its category and that category's ancestors, its brand. */
export type ProductScope = { productId: string; categoryPath: string[]; brandId: string | null };

/** The scopes of products (vouchers that name categories or brands, ADR 0062); unknown ids are left out. */
export async function productScopes(
  db: Db,
  productIds: readonly string[],
): Promise<Map<string, ProductScope>> {
  if (productIds.length === 0) return new Map();
  const rows = await rowsOf<{ product_id: string; brand_id: string | null; path: string[] }>(
    db,
    sql`with recursive up as (
          select p.id as product_id, p.brand_id, c.id as category_id, c.parent_id, 0 as depth
            from products p join categories c on c.id = p.category_id
           where p.id in (${sql.join(
             productIds.map((id) => sql`${id}::uuid`),
             sql`, `,
           )})
          union all
          select up.product_id, up.brand_id, c.id, c.parent_id, up.depth + 1
            from up join categories c on c.id = up.parent_id
           where up.depth < 10
        )
        select product_id, brand_id, array_agg(category_id::text order by depth) as path
          from up group by product_id, brand_id`,
  );
  return new Map(
    rows.map((r) => [r.product_id, { productId: r.product_id, categoryPath: r.path, brandId: r.brand_id }]),
  );
}
