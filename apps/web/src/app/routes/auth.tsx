import { CalendarOutlined, CarOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { App } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { UI_TEXT } from '@lumi/shared';
import { GuestOnly, returnPathOf } from '@/app/guards';
import { Logo } from '@/components/logo';
import { PageTitle } from '@/components/page-title';
import { AUTH_QUERY, paths } from '@/config/paths';
import { type AuthLocationState, AuthPanel, type AuthStep } from '@/features/auth';
import styles from './auth.module.css';

/** Errors the Google callback can return to /auth (api-contract §3.1). */
const GOOGLE_ERRORS: Record<string, string> = {
  [AUTH_QUERY.alreadyRegistered]: UI_TEXT.alreadyRegistered,
  google_not_configured: UI_TEXT.googleNotConfigured,
  google_auth_failed: UI_TEXT.googleFailed,
  server_error: UI_TEXT.googleFailed,
};

/** The `page` value of each step shown on /auth (spec §2: page=register); the login step has none. */
const STEP_PAGES: Record<AuthStep, string | null> = {
  login: null,
  register: AUTH_QUERY.register,
  sendOtp: AUTH_QUERY.forgotPassword,
  verify: AUTH_QUERY.verify,
  resetPassword: AUTH_QUERY.resetPassword,
};

/**
 * The step an address opens. Verify and reset need what the earlier step kept in memory (the e-mail, the
 * reset proof): without it, `page=verify` opens the login and `page=reset-password` the forgot-password step.
 */
function stepOf(page: string | null, state: AuthLocationState | null): AuthStep {
  if (state?.step) return state.step;
  if (page === AUTH_QUERY.register) return 'register';
  if (page === AUTH_QUERY.forgotPassword || page === AUTH_QUERY.resetPassword) return 'sendOtp';
  return 'login';
}

/** Location state of the address updates that only follow the panel's step (the panel stays as it is). */
type StepSyncState = AuthLocationState & { stepSync?: boolean };

function AuthScreen() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const error = params.get(AUTH_QUERY.error);
  const shownError = useRef<string | null>(null);
  const state = (location.state ?? null) as StepSyncState | null;
  // The page that sent the visitor here, kept while they move between the steps (ADR 0066).
  const [from] = useState(() => state?.from);

  // error=already_registered: show the message and return to /auth (spec §2).
  useEffect(() => {
    if (!error) return;
    if (shownError.current !== location.key) {
      shownError.current = location.key;
      void message.error(GOOGLE_ERRORS[error] ?? UI_TEXT.googleFailed);
    }
    void navigate(paths.shop.auth.getHref(), { replace: true });
  }, [error, location.key, message, navigate]);

  const page = params.get(AUTH_QUERY.page);
  const initialStep = stepOf(page, state);

  // A new visit to /auth starts a new panel; an address update that follows the panel's step does not.
  const [panel, setPanel] = useState({ locationKey: location.key, key: location.key });
  if (panel.locationKey !== location.key) {
    setPanel({ locationKey: location.key, key: state?.stepSync ? panel.key : location.key });
  }

  /** Keeps `page` in step with the step shown (replacing the address, so Back leaves /auth). */
  const followStep = useCallback(
    (step: AuthStep, keep?: AuthLocationState | null) => {
      const wanted = STEP_PAGES[step];
      if (page === wanted) return;
      const next: StepSyncState = { ...keep, ...(from ? { from } : {}), stepSync: true };
      void navigate(paths.shop.auth.getHref(wanted ? { [AUTH_QUERY.page]: wanted } : undefined), {
        replace: true,
        state: next,
      });
    },
    [from, navigate, page],
  );

  // On arrival the address shows the step opened (e.g. the verify step handed over by the modal).
  const arrivalStep = useRef<string | null>(null);
  useEffect(() => {
    if (error || arrivalStep.current === panel.key) return;
    arrivalStep.current = panel.key;
    followStep(initialStep, state);
  }, [error, followStep, initialStep, panel.key, state]);

  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <aside className={styles.aside}>
          <div>
            <Logo light size={40} />
            <h2 className={styles.asideTitle}>Chăm sóc làn da của bạn cùng Lumi</h2>
          </div>
          <p className={styles.asideText}>
            Một tài khoản cho cả cửa hàng mỹ phẩm và Lumi Clinic: mua sắm, theo dõi đơn hàng và đặt lịch khám
            da liễu.
          </p>
          <ul className={styles.benefits}>
            <li className={styles.benefit}>
              <span className={styles.benefitIcon}>
                <SafetyCertificateOutlined />
              </span>
              <div>
                <strong>Sản phẩm chính hãng</strong>
                <span>Thông tin thương hiệu, dung tích, hạn dùng rõ ràng.</span>
              </div>
            </li>
            <li className={styles.benefit}>
              <span className={styles.benefitIcon}>
                <CalendarOutlined />
              </span>
              <div>
                <strong>Đặt lịch với bác sĩ da liễu</strong>
                <span>Chọn bác sĩ và khung giờ còn trống chỉ trong vài bước.</span>
              </div>
            </li>
            <li className={styles.benefit}>
              <span className={styles.benefitIcon}>
                <CarOutlined />
              </span>
              <div>
                <strong>Theo dõi đơn hàng dễ dàng</strong>
                <span>Trạng thái đơn và lịch sử mua sắm luôn trong tài khoản của bạn.</span>
              </div>
            </li>
          </ul>
          <div className={styles.asideFoot}>
            Thông tin của bạn được bảo mật và chỉ dùng để phục vụ bạn tốt hơn.
          </div>
        </aside>
        <section className={styles.main}>
          <AuthPanel
            key={panel.key}
            initialStep={initialStep}
            initialEmail={state?.email}
            initialResendAt={state?.resendAt ?? null}
            onLoggedIn={() => void navigate(returnPathOf({ from }), { replace: true })}
            onStepChange={(step) => followStep(step)}
          />
        </section>
      </div>
    </div>
  );
}

/** `/auth` — login, register, send OTP, verify OTP, reset password (signed-out visitors only). */
export default function AuthRoute() {
  return (
    <>
      <PageTitle title="Đăng nhập - Đăng ký" />
      <GuestOnly>
        <AuthScreen />
      </GuestOnly>
    </>
  );
}
