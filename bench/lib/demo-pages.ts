import { call } from './http';

/** A category of the demo catalogue and a product listed in it, for the benches that load pages. */
export async function demoCatalogPages(url: string): Promise<{ category: string; product: string }> {
  const api = `${url}/api/v1`;
  const tree = await call<{ slug: string }[]>(`${api}/categories`);
  const category = tree.data[0]?.slug;
  if (!category) throw new Error('no category in the demo catalogue');
  const listing = await call<{ slug: string }[]>(`${api}/products/categories/${category}`);
  const product = listing.data[0]?.slug;
  if (!product) throw new Error(`no product listed in '${category}'`);
  return { category, product };
}
