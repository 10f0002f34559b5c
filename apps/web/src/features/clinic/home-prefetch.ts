import { PREFETCH, type Prefetch } from '@/lib/prefetch';
import { clinicApi } from './api/clinic-api';

/*
 * The booking home's queries, apart from the list pages' (prefetch.ts), as recommend-prefetch.ts: /home-booking loads
 * this file alone, without the list filters and their schemas (zod, ~28 KB gzip).
 */

/** `/home-booking`: its featured doctors and clinics and its specialties (the hooks ask without arguments). */
export const prefetchHomeBookingPage: Prefetch = async ({ store }) => {
  await Promise.all([
    store.dispatch(clinicApi.endpoints.listDoctors.initiate(undefined, PREFETCH)),
    store.dispatch(clinicApi.endpoints.listClinics.initiate(undefined, PREFETCH)),
    store.dispatch(clinicApi.endpoints.getClinicFilterOptions.initiate(undefined, PREFETCH)),
  ]);
};
