import { App } from 'antd';
import { useState } from 'react';
import { REMEMBER_COOKIES, SUCCESS, UI_TEXT, type OtpPurpose } from '@lumi/shared';
import { getCookie } from '@/lib/cookies';
import { isApiError, isClientSideError } from '@/lib/errors';
import { useRegisterMutation, useResetPasswordMutation, useVerifyOtpMutation } from '../api/auth-api';
import { resendDeadline, useSignIn } from '../hooks/use-sign-in';
import styles from './auth.module.css';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm, type LoginValues } from './login-form';
import { RegisterForm, type RegisterValues } from './register-form';
import { ResetPasswordForm, type ResetPasswordValues } from './reset-password-form';
import { VerifyOtpForm } from './verify-otp-form';

export type AuthStep = 'login' | 'register' | 'sendOtp' | 'verify' | 'resetPassword';

export type AuthPanelProps = {
  initialStep?: AuthStep;
  /** The e-mail carried into the verify step (e.g. after registering from the modal). */
  initialEmail?: string;
  initialResendAt?: number | null;
  /** After a successful login: the page goes to /, the modal closes (spec §4). */
  onLoggedIn: () => void;
  /**
   * After a successful registration. The modal hands over to /auth (spec §4: "go to /auth, show
   * the verify step"); without it the panel moves to the verify step itself.
   */
  onRegistered?: (email: string, resendAt: number) => void;
  /** Tells the host which step is showing (the /auth page keeps `page=register` in step). */
  onStepChange?: (step: AuthStep) => void;
};

/**
 * The auth screen's five steps (spec §2, §4): login, register, send OTP (forgot password),
 * verify OTP and reset password. Used by the /auth page and the 600-wide AuthModal.
 */
export function AuthPanel({
  initialStep = 'login',
  initialEmail = '',
  initialResendAt = null,
  onLoggedIn,
  onRegistered,
  onStepChange,
}: AuthPanelProps) {
  const { message } = App.useApp();
  const [step, setStepState] = useState<AuthStep>(initialStep);
  const [email, setEmail] = useState(initialEmail);
  const [purpose, setPurpose] = useState<OtpPurpose>('verify');
  const [resendAt, setResendAt] = useState<number | null>(initialResendAt);
  /** Proof of the reset OTP (decision 3): kept in memory only. */
  const [resetToken, setResetToken] = useState<string | null>(null);
  const [rememberedEmail] = useState(() => getCookie(REMEMBER_COOKIES.userEmail) ?? '');

  const { signIn, requestOtp: sendCode, isSigningIn, isSendingOtp } = useSignIn(message);
  const [register, registerState] = useRegisterMutation();
  const [verifyOtp, verifyState] = useVerifyOtpMutation();
  const [resetPassword, resetState] = useResetPasswordMutation();

  const goTo = (next: AuthStep) => {
    setStepState(next);
    onStepChange?.(next);
  };

  /** Sends a code; false when it could not be sent (the message is shown). */
  const requestOtp = async (target: string, otpPurpose: OtpPurpose): Promise<boolean> => {
    const deadline = await sendCode(target, otpPurpose);
    if (deadline !== null) setResendAt(deadline);
    return deadline !== null;
  };

  const handleLogin = async (values: LoginValues) => {
    const outcome = await signIn(values);
    if (outcome.kind === 'signedIn') onLoggedIn();
    if (outcome.kind !== 'unverified') return;
    setEmail(outcome.email);
    setPurpose('verify');
    if (outcome.resendAt !== null) {
      setResendAt(outcome.resendAt);
      goTo('verify');
    }
  };

  const handleRegister = async (values: RegisterValues) => {
    try {
      const result = await register({
        name: values.name.trim(),
        email: values.email.trim().toLowerCase(),
        password: values.password,
        rePassword: values.rePassword,
      }).unwrap();
      void message.success(result.message ?? SUCCESS.register);
      const deadline = resendDeadline();
      if (onRegistered) {
        onRegistered(result.data.email, deadline);
        return;
      }
      setEmail(result.data.email);
      setPurpose('verify');
      setResendAt(deadline);
      goTo('verify');
    } catch {
      // shown by the API middleware
    }
  };

  const handleForgotPassword = async (target: string) => {
    const normalised = target.toLowerCase();
    if (await requestOtp(normalised, 'reset')) {
      setEmail(normalised);
      setPurpose('reset');
      goTo('verify');
    }
  };

  const handleVerify = async (code: string) => {
    try {
      const result = await verifyOtp({ email, otp: Number(code) }).unwrap();
      void message.success(result.message ?? SUCCESS.otpVerified);
      if (purpose === 'reset' && result.data.resetToken) {
        setResetToken(result.data.resetToken);
        goTo('resetPassword');
      } else if (purpose === 'reset') {
        // The code typed was the sign-up code still in force (a reset code is refused for 60 s after it):
        // the e-mail is now verified, and a reset code can be asked for again.
        void message.info(UI_TEXT.resetNeedsNewCode);
        goTo('sendOtp');
      } else {
        goTo('login');
      }
    } catch {
      // 'Mã OTP không hợp lệ' … shown by the API middleware
    }
  };

  const handleReset = async (values: ResetPasswordValues) => {
    if (!resetToken) {
      goTo('sendOtp');
      return;
    }
    try {
      const result = await resetPassword({
        email,
        password: values.password,
        rePassword: values.rePassword,
        resetToken,
      }).unwrap();
      void message.success(result.message ?? SUCCESS.passwordReset);
      // Spec §4: clear the stored e-mail and return to login.
      setEmail('');
      setResetToken(null);
      goTo('login');
    } catch (error) {
      void message.error(
        isApiError(error) && !isClientSideError(error) ? error.message : UI_TEXT.resetFailed,
      );
      if (isApiError(error) && error.code === 'RESET_TOKEN_INVALID') {
        setResetToken(null);
        goTo('sendOtp');
      }
    }
  };

  const backToLogin = () => goTo('login');

  return (
    <div className={styles.panel}>
      {step === 'login' && (
        <LoginForm
          key={`login-${email}`}
          defaultEmail={email || rememberedEmail}
          defaultRemember={rememberedEmail !== ''}
          loading={isSigningIn}
          onSubmit={(values) => void handleLogin(values)}
          onForgotPassword={() => goTo('sendOtp')}
          onRegister={() => goTo('register')}
        />
      )}
      {step === 'register' && (
        <RegisterForm
          loading={registerState.isLoading}
          onSubmit={(values) => void handleRegister(values)}
          onLogin={backToLogin}
        />
      )}
      {step === 'sendOtp' && (
        <ForgotPasswordForm
          defaultEmail={email || rememberedEmail}
          loading={isSendingOtp}
          onSubmit={(target) => void handleForgotPassword(target)}
          onBack={backToLogin}
        />
      )}
      {step === 'verify' && (
        <VerifyOtpForm
          email={email}
          purpose={purpose}
          resendAt={resendAt}
          loading={verifyState.isLoading}
          resending={isSendingOtp}
          onSubmit={(code) => void handleVerify(code)}
          onResend={() => void requestOtp(email, purpose)}
          onBack={backToLogin}
        />
      )}
      {step === 'resetPassword' && (
        <ResetPasswordForm
          email={email}
          loading={resetState.isLoading}
          onSubmit={(values) => void handleReset(values)}
          onBack={backToLogin}
        />
      )}
    </div>
  );
}
