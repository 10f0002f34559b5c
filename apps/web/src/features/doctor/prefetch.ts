import { PREFETCH, type Prefetch } from '@/lib/prefetch';
import { doctorApi } from './api/doctor-api';
import { DOCTOR_TABS, doctorTabOf } from './components/doctor-sidebar';
import { doctorStatisticsArgs, doctorStatisticsPeriod } from './utils/statistics-query';

/**
 * `/doctor-owner`'s first queries (ADR 0040): the doctor's account, which the page waits for, unless it is loaded;
 * on the statistics tab (the default), its figures for the period of the address.
 */
export const prefetchDoctorOwner: Prefetch = async ({ store, url }) => {
  const { auth } = store.getState();
  const jobs: Promise<unknown>[] = [];
  if (!auth.isAuthenticatedDoctor || auth.doctorInfo === null)
    jobs.push(store.dispatch(doctorApi.endpoints.getDoctorAccount.initiate(undefined, PREFETCH)));
  if (doctorTabOf(url.searchParams.get('tab')) === DOCTOR_TABS.statistics)
    jobs.push(
      store.dispatch(
        doctorApi.endpoints.getDoctorStatistics.initiate(
          doctorStatisticsArgs(doctorStatisticsPeriod(url.searchParams)),
          PREFETCH,
        ),
      ),
    );
  await Promise.all(jobs);
};
