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

/** A clinic and a doctor of the demo data, for the benches that load the booking pages. */
export async function demoBookingPages(url: string): Promise<{ clinic: string; doctor: string }> {
  const api = `${url}/api/v1`;
  const clinics = await call<{ slug: string }[]>(`${api}/clinics/by-customer?page=1&pageSize=1`);
  const clinic = clinics.data[0]?.slug;
  if (!clinic) throw new Error('no clinic in the demo data');
  const doctors = await call<{ slug: string }[]>(`${api}/doctors/by-customer?page=1&pageSize=1`);
  const doctor = doctors.data[0]?.slug;
  if (!doctor) throw new Error('no doctor in the demo data');
  return { clinic, doctor };
}
