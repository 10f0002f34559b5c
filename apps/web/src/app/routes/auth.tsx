import { CalendarOutlined, CarOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { UI_TEXT } from '@lumi/shared';
import { GuestOnly } from '@/app/guards';
import { Logo } from '@/components/logo';
import { PageTitle } from '@/components/page-title';
import { AUTH_QUERY, paths } from '@/config/paths';
import type { AuthLocationState } from '@/features/auth/components/auth-modal';
import { AuthPanel } from '@/features/auth/components/auth-panel';
import styles from '@/features/auth/components/auth-page.module.css';

/** Errors the Google callback can return to /auth (api-contract §3.1). */
const GOOGLE_ERRORS: Record<string, string> = {
  [AUTH_QUERY.alreadyRegistered]: UI_TEXT.alreadyRegistered,
  google_not_configured: UI_TEXT.googleNotConfigured,
  google_auth_failed: UI_TEXT.googleFailed,
  server_error: UI_TEXT.googleFailed,
};

function AuthScreen() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const error = params.get(AUTH_QUERY.error);
  const shownError = useRef<string | null>(null);
  const state = (location.state ?? null) as AuthLocationState | null;

  // error=already_registered: show the message and return to /auth (spec §2).
  useEffect(() => {
    if (!error) return;
    if (shownError.current !== location.key) {
      shownError.current = location.key;
      void message.error(GOOGLE_ERRORS[error] ?? UI_TEXT.googleFailed);
    }
    void navigate(paths.shop.auth.getHref(), { replace: true });
  }, [error, location.key, message, navigate]);

  const initialStep =
    state?.step ?? (params.get(AUTH_QUERY.page) === AUTH_QUERY.register ? 'register' : 'login');

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
            key={location.key}
            initialStep={initialStep}
            initialEmail={state?.email}
            initialResendAt={state?.resendAt ?? null}
            onLoggedIn={() => void navigate(paths.shop.home.getHref(), { replace: true })}
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
