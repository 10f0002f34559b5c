import { OTP_RESEND_SECONDS, REMEMBER_COOKIES, SUCCESS, UI_TEXT, type OtpPurpose } from '@lumi/shared';
import { useAppDispatch } from '@/lib/store';
import { setUserToken, userLoaded } from '@/lib/auth-slice';
import { rememberEmail } from '@/lib/cookies';
import { isApiError, isClientSideError } from '@/lib/errors';
import { useLoginMutation, useSendOtpMutation } from '../api/auth-api';

/** Where the sign-in shows its toasts: antd's themed `message` inside an antd area, `notify` on a plain page. */
export type AuthToasts = Record<'success' | 'info' | 'warning' | 'error', (text: string) => unknown>;

export type SignInValues = { email: string; password: string; remember: boolean };

/** How a sign-in ended: signed in; an account still to verify (its code sent, `resendAt` set, or not sent); failed. */
export type SignInOutcome =
  { kind: 'signedIn' } | { kind: 'unverified'; email: string; resendAt: number | null } | { kind: 'failed' };

/** When a new code may be asked for, counted from now. */
export function resendDeadline(): number {
  return Date.now() + OTP_RESEND_SECONDS * 1000;
}

/**
 * The customer's sign-in with an e-mail and a password (spec §4), for the auth panel and the plain sign-in dialog:
 * the token and the account go to the store, the e-mail is remembered when asked, and an account not yet verified
 * is sent a code for the verify step.
 */
export function useSignIn(toasts: AuthToasts) {
  const dispatch = useAppDispatch();
  const [login, loginState] = useLoginMutation();
  const [sendOtp, sendOtpState] = useSendOtpMutation();

  /** Sends a code; the time a new one may be asked for, or null when none could be sent (the message is shown). */
  const requestOtp = async (target: string, purpose: OtpPurpose): Promise<number | null> => {
    try {
      const result = await sendOtp({ email: target, purpose }).unwrap();
      toasts.success(result.message ?? SUCCESS.otpSent);
      return resendDeadline();
    } catch (error) {
      if (isApiError(error) && error.code === 'OTP_RESEND_TOO_SOON') {
        // The earlier code is still valid: let the user type it.
        toasts.warning(error.message);
        return resendDeadline();
      }
      toasts.error(isApiError(error) && !isClientSideError(error) ? error.message : UI_TEXT.otpSendFailed);
      return null;
    }
  };

  const signIn = async (values: SignInValues): Promise<SignInOutcome> => {
    const target = values.email.trim().toLowerCase();
    let result;
    try {
      result = await login({ email: target, password: values.password, remember: values.remember }).unwrap();
    } catch {
      return { kind: 'failed' }; // the server's message is already shown
    }
    if (!result.data.verify || !result.accessToken || !result.user) {
      // Unverified account (spec §4): keep the e-mail, send a code, then the verify step.
      toasts.info(result.message);
      return {
        kind: 'unverified',
        email: result.data.email,
        resendAt: await requestOtp(result.data.email, 'verify'),
      };
    }
    rememberEmail(REMEMBER_COOKIES.userEmail, target, values.remember);
    dispatch(setUserToken(result.accessToken));
    dispatch(userLoaded(result.user));
    toasts.success(SUCCESS.login);
    return { kind: 'signedIn' };
  };

  return {
    signIn,
    requestOtp,
    isSigningIn: loginState.isLoading || sendOtpState.isLoading,
    isSendingOtp: sendOtpState.isLoading,
  };
}
