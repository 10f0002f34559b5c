import type { Consultation } from '@lumi/shared';
import { api, pickData } from '@/lib/api';

/** `GET /consultations/{bookingId}?as=user|doctor`: a booking's call window and the conversation of its call. */
export const consultationApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConsultation: build.query<Consultation, { bookingId: string; as: 'user' | 'doctor' }>({
      query: ({ bookingId, as }) => ({ url: `/consultations/${bookingId}`, params: { as } }),
      transformResponse: pickData<Consultation>,
      // The window depends on the time of asking: never served from an old answer.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useLazyGetConsultationQuery } = consultationApi;
