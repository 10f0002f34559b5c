import { PREFETCH, type Prefetch } from '@/lib/prefetch';
import { bookingApi } from './api/booking-api';

/** The doctor page's doctor (its schedule is fetched by the browser: it changes by the minute). */
export const prefetchDoctorPage: Prefetch = async ({ store, params }) => {
  const doctor = await store.dispatch(bookingApi.endpoints.getDoctor.initiate(params.slug ?? '', PREFETCH));
  return { notFound: (doctor.error as { status?: unknown } | undefined)?.status === 404 };
};
