import { PREFETCH, type Prefetch } from '@/lib/prefetch';
import { clinicApi } from './api/clinic-api';
import { clinicListCodec, doctorListCodec, toClinicRequest, toDoctorRequest } from './utils/list-params';

/** Doctors per page of a clinic's page. */
export const CLINIC_DOCTORS_PAGE_SIZE = 5;

/** The queries of the public clinic pages, with their hooks' arguments (see lib/prefetch). */
const isMissing = (error: unknown) => (error as { status?: unknown } | undefined)?.status === 404;

export const prefetchClinicsPage: Prefetch = async ({ store, url }) => {
  await Promise.all([
    store.dispatch(clinicApi.endpoints.getClinicFilterOptions.initiate(undefined, PREFETCH)),
    store.dispatch(
      clinicApi.endpoints.listClinics.initiate(
        toClinicRequest(clinicListCodec.parse(url.searchParams)),
        PREFETCH,
      ),
    ),
  ]);
};

export const prefetchDoctorsPage: Prefetch = async ({ store, url }) => {
  await Promise.all([
    store.dispatch(clinicApi.endpoints.getDoctorFilterOptions.initiate(undefined, PREFETCH)),
    store.dispatch(
      clinicApi.endpoints.listDoctors.initiate(
        toDoctorRequest(doctorListCodec.parse(url.searchParams)),
        PREFETCH,
      ),
    ),
  ]);
};

export const prefetchClinicPage: Prefetch = async ({ store, params }) => {
  const clinic = await store.dispatch(clinicApi.endpoints.getClinic.initiate(params.slug ?? '', PREFETCH));
  if (isMissing(clinic.error)) return { notFound: true };
  if (clinic.data) {
    await store.dispatch(
      clinicApi.endpoints.listDoctors.initiate(
        { clinic: [clinic.data._id], page: 1, pageSize: CLINIC_DOCTORS_PAGE_SIZE },
        PREFETCH,
      ),
    );
  }
};
