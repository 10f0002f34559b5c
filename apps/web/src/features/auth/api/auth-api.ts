import type {
  LoginBody,
  LoginResponse,
  OtpPurpose,
  RegisterBody,
  ResetPasswordBody,
  SendOtpBody,
  User,
} from '@lumi/shared';
import { api, pickData, type Envelope } from '@/lib/api';
import { isApiError } from '@/lib/errors';
import { userLoadFailed, userLoaded, userLoggedOut } from '@/lib/auth-slice';

export type SendOtpResult = { email: string; purpose: OtpPurpose; expiresIn: number; resendAfter: number };
export type VerifyOtpResult = {
  email: string;
  verified: true;
  purpose: OtpPurpose;
  resetToken?: string;
  resetTokenExpiresIn?: number;
};

/** Auth calls of api-contract §3.1. Failed writes toast the server message (lib/api middleware). */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginBody>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
    }),
    register: build.mutation<Envelope<{ email: string }>, RegisterBody>({
      query: (body) => ({ url: '/auth/register', method: 'POST', body }),
    }),
    /** The screen words its own failure ('Gửi OTP thất bại…' when the server could not be reached). */
    sendOtp: build.mutation<Envelope<SendOtpResult>, SendOtpBody>({
      query: (body) => ({ url: '/auth/send-otp', method: 'POST', body }),
      extraOptions: { toast: false },
    }),
    /** The code goes as a number (spec §5). */
    verifyOtp: build.mutation<Envelope<VerifyOtpResult>, { email: string; otp: number }>({
      query: (body) => ({ url: '/auth/verify-otp', method: 'POST', body }),
    }),
    resetPassword: build.mutation<Envelope<null>, ResetPasswordBody>({
      query: (body) => ({ url: '/auth/reset-password', method: 'POST', body }),
      extraOptions: { toast: false },
    }),
    /**
     * The signed-in customer. A rejected token (401/403) clears the user token and the cart
     * (spec §4, decision 6); any other failure only ends the loading state.
     */
    getAccount: build.query<User, void>({
      query: () => '/auth/account',
      transformResponse: pickData<User>,
      providesTags: ['Account'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(userLoaded(data));
        } catch (failure) {
          const error = (failure as { error?: unknown }).error;
          if (isApiError(error) && (error.status === 401 || error.status === 403)) dispatch(userLoggedOut());
          else dispatch(userLoadFailed());
        }
      },
    }),
  }),
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useSendOtpMutation,
  useVerifyOtpMutation,
  useResetPasswordMutation,
  useGetAccountQuery,
} = authApi;
