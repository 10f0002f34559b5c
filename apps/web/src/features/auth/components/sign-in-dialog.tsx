import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { LoginBodySchema, REMEMBER_COOKIES } from '@lumi/shared';
import { CloseIcon, EyeIcon, EyeInvisibleIcon, LoadingIcon, LockIcon, MailIcon } from '@/components/icons';
import { getCookie } from '@/lib/cookies';
import { firstIssueMessage } from '@/lib/form-rules';
import { notify } from '@/lib/notify';
import { useSignIn, type SignInValues } from '../hooks/use-sign-in';
import type { AuthStep } from './auth-panel';
import styles from './auth.module.css';
import { GOOGLE_SIGN_IN_LABEL, GoogleMark, useGoogleSignIn } from './google-sign-in';
import plain from './sign-in-dialog.module.css';
import { LinkButton, LOGIN_STEP_TEXT, StepHeader } from './step-header';

/** What the full sign-in dialog starts from when another step is asked for. */
export type AuthHandover = { step: AuthStep; email?: string; resendAt?: number | null };

export type SignInDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Registering, a forgotten password, an account to verify: the full auth dialog (antd) takes over at that step. */
  onHandover: (handover: AuthHandover) => void;
};

type FieldErrors = Partial<Record<'email' | 'password', string>>;

function validate(values: SignInValues): FieldErrors {
  const errors: FieldErrors = {};
  const email = firstIssueMessage(LoginBodySchema.shape.email, values.email);
  const password = firstIssueMessage(LoginBodySchema.shape.password, values.password);
  if (email !== null) errors.email = email;
  if (password !== null) errors.password = password;
  return errors;
}

/**
 * The sign-in step of the auth dialog without a UI library (issue 26): what a signed-out visitor of a clinic page
 * meets on arrival (decision 10), so the page stays light; the other steps open the full dialog. A native modal
 * dialog (the page behind it inert, the focus inside, Escape or a tap outside closes it), named by its heading; the
 * fields checked with the shared schema's messages, the same words as the server and the full form.
 */
export function SignInDialog({ open, onClose, onHandover }: SignInDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const ids = useId();
  const [rememberedEmail] = useState(() => getCookie(REMEMBER_COOKIES.userEmail) ?? '');
  const [values, setValues] = useState<SignInValues>({
    email: rememberedEmail,
    password: '',
    remember: rememberedEmail !== '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [checked, setChecked] = useState(false);
  const [showsPassword, setShowsPassword] = useState(false);
  const { signIn, isSigningIn } = useSignIn(notify);
  const google = useGoogleSignIn(notify);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // jsdom has neither showModal nor close: there the dialog is merely open or not.
    if (!open) {
      if (typeof element.close === 'function') element.close();
      else element.removeAttribute('open');
      return;
    }
    if (typeof element.showModal !== 'function') element.setAttribute('open', '');
    else if (!element.open) element.showModal();
    // The page behind stays where it is: its scroll is locked, the scrollbar's width kept as padding (no shift).
    const { body, documentElement } = document;
    const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    const scrollbar = window.innerWidth - documentElement.clientWidth;
    body.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    return () => {
      body.style.overflow = previous.overflow;
      body.style.paddingRight = previous.paddingRight;
    };
  }, [open]);

  const change = (next: Partial<SignInValues>) => {
    const merged = { ...values, ...next };
    setValues(merged);
    // Once the form was sent, a field's message follows what is typed.
    if (checked) setErrors(validate(merged));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const found = validate(values);
    setErrors(found);
    if (found.email ?? found.password) return;
    const outcome = await signIn(values);
    if (outcome.kind === 'signedIn') onClose();
    else if (outcome.kind === 'unverified' && outcome.resendAt !== null)
      onHandover({ step: 'verify', email: outcome.email, resendAt: outcome.resendAt });
  };

  const field = (name: keyof FieldErrors) => ({
    id: `${ids}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${ids}-${name}-error` : undefined,
  });
  const message = (name: keyof FieldErrors) =>
    errors[name] ? (
      <div id={`${ids}-${name}-error`} className={plain.error} role="alert">
        {errors[name]}
      </div>
    ) : null;

  return (
    <dialog
      ref={dialog}
      className={plain.dialog}
      aria-labelledby={`${ids}-title`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A tap on the backdrop (the dialog element itself, around its content) closes it.
        if (event.target === dialog.current) onClose();
      }}
    >
      <div className={plain.content}>
        <button type="button" className={plain.close} aria-label="Đóng" onClick={onClose}>
          <CloseIcon />
        </button>
        <StepHeader {...LOGIN_STEP_TEXT} level={2} titleId={`${ids}-title`} />
        <form noValidate onSubmit={(event) => void submit(event)}>
          <div className={plain.field}>
            <label htmlFor={`${ids}-email`}>Email</label>
            <div className={`${plain.control} ${errors.email ? plain.invalid : ''}`}>
              <MailIcon className={plain.prefix} />
              <input
                {...field('email')}
                type="text"
                inputMode="email"
                autoComplete="email"
                placeholder="email@vidu.com"
                value={values.email}
                disabled={isSigningIn}
                onChange={(event) => change({ email: event.target.value })}
              />
            </div>
            {message('email')}
          </div>
          <div className={plain.field}>
            <label htmlFor={`${ids}-password`}>Mật khẩu</label>
            <div className={`${plain.control} ${errors.password ? plain.invalid : ''}`}>
              <LockIcon className={plain.prefix} />
              <input
                {...field('password')}
                type={showsPassword ? 'text' : 'password'}
                autoComplete="current-password"
                placeholder="Nhập mật khẩu"
                value={values.password}
                disabled={isSigningIn}
                onChange={(event) => change({ password: event.target.value })}
              />
              <button
                type="button"
                className={plain.reveal}
                aria-label={showsPassword ? 'Ẩn mật khẩu' : 'Hiện mật khẩu'}
                onClick={() => setShowsPassword((shown) => !shown)}
              >
                {showsPassword ? <EyeIcon /> : <EyeInvisibleIcon />}
              </button>
            </div>
            {message('password')}
          </div>
          <div className={styles.row}>
            <label className={plain.check}>
              <input
                type="checkbox"
                checked={values.remember}
                disabled={isSigningIn}
                onChange={(event) => change({ remember: event.target.checked })}
              />
              Ghi nhớ đăng nhập
            </label>
            <LinkButton onClick={() => onHandover({ step: 'sendOtp', email: values.email.trim() })}>
              Quên mật khẩu?
            </LinkButton>
          </div>
          <button type="submit" className={`${plain.submit} ${styles.submit}`} disabled={isSigningIn}>
            {isSigningIn ? <LoadingIcon /> : null}
            Đăng nhập
          </button>
        </form>
        <div className={styles.divider}>hoặc</div>
        <button
          type="button"
          className={plain.google}
          disabled={google.isLoading}
          onClick={() => google.signIn(values.remember)}
        >
          <GoogleMark />
          {GOOGLE_SIGN_IN_LABEL}
        </button>
        <div className={styles.switch}>
          Bạn chưa có tài khoản?{' '}
          <LinkButton onClick={() => onHandover({ step: 'register' })}>Đăng ký</LinkButton>
        </div>
      </div>
    </dialog>
  );
}
