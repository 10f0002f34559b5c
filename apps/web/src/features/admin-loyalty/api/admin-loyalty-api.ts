import type { LoyaltyProgram, UpdateLoyaltyProgramBody } from '@lumi/shared';
import { adminLoggedOut } from '@/lib/auth-slice';
import { api, pickData, type Envelope } from '@/lib/api';
import { isApiError } from '@/lib/errors';
import { notify } from '@/lib/notify';

export type LoyaltyProgramWriteResult = { data: LoyaltyProgram; message: string | undefined };

/**
 * A token the server no longer accepts (expired, revoked, account stopped) signs the admin out, and the layout then
 * opens the login. Writes are toasted by the API layer; for the read the reason is shown here.
 */
function signOutWhenRejected(
  kind: 'query' | 'mutation',
  error: unknown,
  dispatch: (action: unknown) => unknown,
) {
  if (isApiError(error) && (error.status === 401 || error.code === 'ACCOUNT_DISABLED')) {
    if (kind === 'query') notify.warning(error.message);
    dispatch(adminLoggedOut());
  }
}

const errorOf = (failure: unknown) => (failure as { error?: unknown }).error;

/** The points programme of the back office (issue 31, ADR 0063): ADMIN reads and edits it. */
export const adminLoyaltyApi = api.enhanceEndpoints({ addTagTypes: ['LoyaltyProgram'] }).injectEndpoints({
  endpoints: (build) => ({
    /** `GET /admin/loyalty/program`: the rates, the cap and the four tiers (the defaults until one is saved). */
    getAdminLoyaltyProgram: build.query<LoyaltyProgram, void>({
      query: () => '/admin/loyalty/program',
      transformResponse: pickData<LoyaltyProgram>,
      providesTags: ['LoyaltyProgram'],
      onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
        try {
          await queryFulfilled;
        } catch (failure) {
          signOutWhenRejected('query', errorOf(failure), dispatch);
        }
      },
    }),
    /**
     * `PUT /admin/loyalty/program`: the whole programme. The saved one (the server's answer) replaces the read one
     * at once, so the page compares the form with what is really saved.
     */
    updateAdminLoyaltyProgram: build.mutation<LoyaltyProgramWriteResult, UpdateLoyaltyProgramBody>({
      query: (body) => ({ url: '/admin/loyalty/program', method: 'PUT', body }),
      transformResponse: (response: Envelope<LoyaltyProgram>) => ({
        data: response.data,
        message: response.message,
      }),
      onQueryStarted: async (_body, { dispatch, queryFulfilled }): Promise<void> => {
        try {
          const { data } = await queryFulfilled;
          dispatch(adminLoyaltyApi.util.upsertQueryData('getAdminLoyaltyProgram', undefined, data.data));
        } catch (failure) {
          signOutWhenRejected('mutation', errorOf(failure), dispatch);
        }
      },
    }),
  }),
});

export const { useGetAdminLoyaltyProgramQuery, useUpdateAdminLoyaltyProgramMutation } = adminLoyaltyApi;
