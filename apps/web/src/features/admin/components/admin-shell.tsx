import {
  DownOutlined,
  LogoutOutlined,
  MenuFoldOutlined,
  MenuOutlined,
  MenuUnfoldOutlined,
  SettingOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Avatar, Button, Drawer, Dropdown, Layout, Menu, type MenuProps } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { Link, Outlet, useLocation, useMatches, useNavigate, useNavigation } from 'react-router';
import { ADMIN_ROLE_LABELS, type AdminAccount } from '@lumi/shared';
import { paths } from '@/config/paths';
import { useIsPhone } from '@/hooks/use-is-phone';
import { useAdminLogout } from '../hooks/use-admin-logout';
import { findSelectedNavKey, getAdminNavItems } from '../utils/admin-navigation';
import { findAdminHeading } from '../utils/admin-route-handle';
import { AdminBrand } from './admin-brand';
import { RoleTag } from './role-tag';
import styles from './admin-shell.module.css';

const { Sider, Header, Content, Footer } = Layout;

/**
 * The admin area's frame: a collapsible dark sider with the role's menu, a header with the page
 * heading and the account menu, the page, and the footer. On a phone the menu is a drawer opened from the
 * header, so the page has the whole width (issue 24: a 72-px sider left product names nine characters).
 */
export function AdminShell({
  admin,
  navBadges,
}: {
  admin: AdminAccount;
  /** Something shown after a menu item's label, by the item's key (the unread count of 'Tin nhắn'). */
  navBadges?: Partial<Record<string, ReactNode>>;
}) {
  const [collapsed, setCollapsed] = useState(false);
  const location = useLocation();
  const isPhone = useIsPhone();
  // The phone's drawer is open for one location: following one of its links closes it.
  const [drawerAt, setDrawerAt] = useState<string | null>(null);
  const isDrawerOpen = isPhone && drawerAt === location.key;
  const navigate = useNavigate();
  const navigation = useNavigation();
  const matches = useMatches();
  const logout = useAdminLogout();

  const navItems = useMemo(() => getAdminNavItems(admin.role), [admin.role]);
  const selectedKey = findSelectedNavKey(navItems, location.pathname);
  const heading = findAdminHeading(matches, admin);

  const menuItems: MenuProps['items'] = navItems.map((item) => ({
    key: item.key,
    icon: item.icon,
    label: (
      <Link to={item.path}>
        {item.label}
        {navBadges?.[item.key]}
      </Link>
    ),
  }));

  const accountItems: MenuProps['items'] = [
    { key: 'settings', icon: <SettingOutlined />, label: 'Cài đặt' },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: 'Đăng xuất', danger: true },
  ];

  const onAccountMenu: MenuProps['onClick'] = ({ key }) => {
    if (key === 'settings') void navigate(paths.admin.settings.getHref());
    if (key === 'logout') logout();
  };

  const brandAndMenu = (compact: boolean) => (
    <>
      <Link
        to={navItems[0]?.path ?? paths.admin.login.getHref()}
        className={styles.brand}
        aria-label="Lumi Admin - trang tổng quan"
      >
        <AdminBrand compact={compact} size={34} />
      </Link>
      <Menu
        theme="dark"
        mode="inline"
        items={menuItems}
        selectedKeys={selectedKey ? [selectedKey] : []}
        className={styles.menu}
      />
    </>
  );

  return (
    <Layout hasSider={!isPhone} className={styles.root}>
      {isPhone ? (
        <Drawer
          title="Menu quản trị"
          placement="left"
          open={isDrawerOpen}
          onClose={() => setDrawerAt(null)}
          size={272}
          className={styles.drawer}
        >
          {brandAndMenu(false)}
        </Drawer>
      ) : (
        <Sider
          collapsible
          collapsed={collapsed}
          onCollapse={setCollapsed}
          trigger={null}
          width={256}
          collapsedWidth={72}
          breakpoint="xl"
          onBreakpoint={(broken) => setCollapsed(broken)}
          className={styles.sider}
          aria-label="Menu quản trị"
        >
          <div className={styles.siderInner}>{brandAndMenu(collapsed)}</div>
        </Sider>
      )}
      <Layout className={styles.main}>
        <Header className={styles.header}>
          <div className={styles.headerStart}>
            {isPhone ? (
              <Button
                type="text"
                className={styles.toggle}
                icon={<MenuOutlined />}
                onClick={() => setDrawerAt(location.key)}
                aria-label="Mở menu"
                aria-haspopup="dialog"
                aria-expanded={isDrawerOpen}
              />
            ) : (
              <Button
                type="text"
                className={styles.toggle}
                icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
                onClick={() => setCollapsed((value) => !value)}
                aria-label={collapsed ? 'Mở rộng menu' : 'Thu gọn menu'}
                aria-expanded={!collapsed}
              />
            )}
            {heading && <h1 className={styles.heading}>{heading}</h1>}
          </div>
          <Dropdown
            menu={{ items: accountItems, onClick: onAccountMenu }}
            trigger={['click']}
            placement="bottomRight"
          >
            <button
              type="button"
              className={styles.account}
              aria-label={`Tài khoản ${admin.name} ${ADMIN_ROLE_LABELS[admin.role]}`}
            >
              <Avatar
                size={36}
                src={admin.avatar?.url}
                alt=""
                icon={admin.avatar ? undefined : <UserOutlined />}
                className={styles.avatar}
              />
              <span className={styles.accountText}>
                <span className={styles.accountName}>{admin.name}</span> <RoleTag role={admin.role} />
              </span>
              <DownOutlined className={styles.caret} />
            </button>
          </Dropdown>
          {navigation.state === 'loading' && (
            <span className={styles.progress} role="progressbar" aria-label="Đang tải trang" />
          )}
        </Header>
        <Content className={styles.content}>
          <Outlet />
        </Content>
        <Footer className={styles.footer}>Lumi Admin ©{new Date().getFullYear()}</Footer>
      </Layout>
    </Layout>
  );
}
