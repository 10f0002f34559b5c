import type { UpdateAccountBody, User } from '@lumi/shared';
import { api, type Envelope } from '@/lib/api';

/** `PUT /auth/account` (api-contract §3.1): the token's own account; a password change returns a fresh token. */
export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateAccount: build.mutation<Envelope<User>, UpdateAccountBody>({
      query: (body) => ({ url: '/auth/account', method: 'PUT', body }),
    }),
  }),
});

export const { useUpdateAccountMutation } = accountApi;
