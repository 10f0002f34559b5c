import type { ClientConfig } from '@lumi/shared';
import { api, pickData } from '@/lib/api';

/** `GET /config` (api-contract §4.11): what this server has configured (Google sign-in, payments…). */
export const clientConfigApi = api.injectEndpoints({
  endpoints: (build) => ({
    getClientConfig: build.query<ClientConfig, void>({
      query: () => '/config',
      transformResponse: pickData<ClientConfig>,
      providesTags: ['Config'],
      keepUnusedDataFor: 600,
    }),
  }),
});

export const { useGetClientConfigQuery } = clientConfigApi;
