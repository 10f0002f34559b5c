import {
  ArrowLeftOutlined,
  BarChartOutlined,
  SafetyCertificateOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Navigate, Link } from 'react-router';
import { FullScreenLoader } from '@/components/full-screen-loader';
import { PageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import {
  AdminBrand,
  AdminLoginForm,
  AdminSessionError,
  useAdminSession,
  getAdminHomePath,
} from '@/features/admin';
import styles from './login.module.css';

const HIGHLIGHTS = [
  { icon: <BarChartOutlined />, text: 'Theo dõi số liệu cửa hàng và phòng khám' },
  { icon: <TeamOutlined />, text: 'Quản lý tài khoản quản trị, hỗ trợ và phòng khám' },
  { icon: <SafetyCertificateOutlined />, text: 'Phân quyền rõ ràng theo từng vai trò' },
];

/**
 * `/admin`: the admin login. A signed-in admin is sent on at once: ADMIN to /admin/dashboard, every
 * other role to /admin/dashboard-clinic (spec §2).
 */
function AdminLoginScreen() {
  const session = useAdminSession();

  if (session.status === 'loading') return <FullScreenLoader variant="admin" />;
  if (session.status === 'authenticated')
    return <Navigate to={getAdminHomePath(session.admin.role)} replace />;
  if (session.status === 'unavailable')
    return <AdminSessionError message={session.message} onRetry={session.retry} />;

  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <section className={styles.brandPanel} aria-label="Lumi Admin">
          <AdminBrand size={44} />
          <div className={styles.brandText}>
            <p className={styles.brandTitle}>Hệ thống quản trị Lumi</p>
            <p className={styles.brandLead}>
              Nơi đội ngũ Lumi và các phòng khám đối tác quản lý cửa hàng mỹ phẩm và dịch vụ đặt lịch khám da
              liễu.
            </p>
          </div>
          <ul className={styles.highlights}>
            {HIGHLIGHTS.map((item) => (
              <li key={item.text}>
                <span className={styles.highlightIcon} aria-hidden="true">
                  {item.icon}
                </span>
                {item.text}
              </li>
            ))}
          </ul>
          <span className={styles.glow} aria-hidden="true" />
        </section>
        <section className={styles.formPanel}>
          <div className={styles.formHeader}>
            <h1 className={styles.formTitle}>Đăng nhập quản trị</h1>
            <p className={styles.formSubtitle}>Sử dụng tài khoản được cấp để truy cập trang quản trị.</p>
          </div>
          <AdminLoginForm />
          <Link to={paths.shop.home.getHref()} className={styles.backLink}>
            <ArrowLeftOutlined /> Về trang cửa hàng Lumi
          </Link>
        </section>
      </div>
    </main>
  );
}

export default function AdminLoginPage() {
  return (
    <>
      <PageTitle title="Đăng nhập" admin />
      <AdminLoginScreen />
    </>
  );
}
