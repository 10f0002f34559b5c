import { PREFETCH } from '@/lib/prefetch';
import { DOCTOR_RECOMMEND_PAGE_SIZE, type Product } from '@lumi/shared';
import type { AppStore } from '@/lib/store';
import { clinicApi } from './api/clinic-api';

/*
 * The product page's doctors, apart from the clinic pages' queries (prefetch.ts): the product page loads this file
 * alone, without the list filters and their schemas.
 */

/** The product page's 'Bác sĩ tư vấn cho sản phẩm này': doctors matching the product's categories (none: null). */
export function recommendedDoctorsArgs(product: Product) {
  const categories = product.categories.map((category) => category._id);
  return categories.length > 0 ? { categories, pageSize: DOCTOR_RECOMMEND_PAGE_SIZE } : null;
}

export async function prefetchRecommendedDoctors(store: AppStore, product: Product): Promise<void> {
  const args = recommendedDoctorsArgs(product);
  if (args) await store.dispatch(clinicApi.endpoints.listRecommendedDoctors.initiate(args, PREFETCH));
}
