import { Outlet } from 'react-router';
import { ThemeScope } from '@/components/theme-scope/theme-scope';
import { adminTheme } from '@/config/theme';

/**
 * One themed antd scope for the whole admin area, the login included: the 'Đăng nhập thành công' toast
 * raised on the login page stays on screen while the admin is taken to the dashboard (a scope per page
 * unmounted it with the login page).
 */
export default function AdminArea() {
  return (
    <ThemeScope theme={adminTheme}>
      <Outlet />
    </ThemeScope>
  );
}
