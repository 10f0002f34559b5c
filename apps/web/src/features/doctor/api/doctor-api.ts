import type { Doctor, DoctorLoginBody, DoctorPasswordBody, UpdateOwnDoctorBody } from '@lumi/shared';
import { api, pickData, type Envelope } from '@/lib/api';
import { isApiError } from '@/lib/errors';
import { doctorLoaded, doctorLoggedOut } from '@/lib/auth-slice';

/** Doctor sign-in and self-service (api-contract §3.1, §4.2). */
export const doctorApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The token comes under `data`, unlike the user login. */
    loginDoctor: build.mutation<Envelope<Doctor & { accessToken: string }>, DoctorLoginBody>({
      query: (body) => ({ url: '/auth/login-doctor', method: 'POST', body }),
    }),
    /** The signed-in doctor; a rejected token clears the doctor token (spec §4). */
    getDoctorAccount: build.query<Doctor, void>({
      query: () => '/auth/account-doctor',
      transformResponse: pickData<Doctor>,
      providesTags: ['DoctorAccount'],
      keepUnusedDataFor: 0,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(doctorLoaded(data));
        } catch (failure) {
          const error = (failure as { error?: unknown }).error;
          if (isApiError(error) && (error.status === 401 || error.status === 403))
            dispatch(doctorLoggedOut());
        }
      },
    }),
    updateDoctor: build.mutation<Envelope<Doctor>, { id: string; body: UpdateOwnDoctorBody }>({
      query: ({ id, body }) => ({ url: `/doctors/${encodeURIComponent(id)}`, method: 'PUT', body }),
    }),
    changeDoctorPassword: build.mutation<Envelope<null>, DoctorPasswordBody>({
      query: (body) => ({ url: '/doctors/password', method: 'PUT', body }),
    }),
  }),
});

export const {
  useLoginDoctorMutation,
  useGetDoctorAccountQuery,
  useUpdateDoctorMutation,
  useChangeDoctorPasswordMutation,
} = doctorApi;
