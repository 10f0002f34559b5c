import {
  ApartmentOutlined,
  BarChartOutlined,
  BellOutlined,
  CalendarOutlined,
  ContactsOutlined,
  CrownOutlined,
  GiftOutlined,
  MailOutlined,
  MessageOutlined,
  MedicineBoxOutlined,
  PercentageOutlined,
  ProfileOutlined,
  RollbackOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingOutlined,
  StarOutlined,
  TagsOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { AdminRole } from '@lumi/shared';
import { paths } from '@/config/paths';

export type AdminNavItem = { key: string; label: string; path: string; icon: ReactNode };

/**
 * Where each role lands after signing in and when it opens a dashboard that is not its own
 * (spec §2: ADMIN → /admin/dashboard, every other role → /admin/dashboard-clinic).
 */
export function getAdminHomePath(role: AdminRole): string {
  return role === 'ADMIN' ? paths.admin.dashboard.getHref() : paths.admin.dashboardClinic.getHref();
}

const ordersItem: AdminNavItem = {
  key: 'orders',
  label: 'Đơn hàng',
  path: paths.admin.orders.getHref(),
  icon: <ProfileOutlined />,
};

/** Returns and refunds (issue 31 item 4, ADR 0065): ADMIN decides, SUPPORT reads. */
const returnsItem: AdminNavItem = {
  key: 'returns',
  label: 'Trả hàng',
  path: paths.admin.returns.getHref(),
  icon: <RollbackOutlined />,
};

/** The customers (issue 13): ADMIN and SUPPORT list and block them; ADMIN deletes. */
const usersItem: AdminNavItem = {
  key: 'users',
  label: 'Khách hàng',
  path: paths.admin.users.getHref(),
  icon: <ContactsOutlined />,
};

const reviewsItem: AdminNavItem = {
  key: 'reviews',
  label: 'Đánh giá',
  path: paths.admin.reviews.getHref(),
  icon: <StarOutlined />,
};

const doctorsItem: AdminNavItem = {
  key: 'doctors',
  label: 'Bác sĩ',
  path: paths.admin.doctors.getHref(),
  icon: <UserOutlined />,
};

const bookingsItem: AdminNavItem = {
  key: 'bookings',
  label: 'Lịch khám',
  path: paths.admin.bookings.getHref(),
  icon: <CalendarOutlined />,
};

/** The support inbox (issue 12): customers' conversations with the shop's staff. */
const messagesItem: AdminNavItem = {
  key: 'messages',
  label: 'Tin nhắn',
  path: paths.admin.messages.getHref(),
  icon: <MessageOutlined />,
};

const settingsItem: AdminNavItem = {
  key: 'settings',
  label: 'Cài đặt',
  path: paths.admin.settings.getHref(),
  icon: <SettingOutlined />,
};

/**
 * The sider menu of each role (decision 8):
 * - ADMIN: site statistics, the catalogue (products, categories, brands, promotions, vouchers), the points programme,
 *   the customers waiting for sold-out products, orders, returns, customers, reviews, the messages, the partnership
 *   requests, the clinics, their doctors and bookings, admin accounts, settings;
 * - SUPPORT: the site statistics (read only) on its dashboard, orders, returns (read only), customers, reviews, the
 *   messages, settings;
 * - CLINIC: its clinic's statistics, information, doctors, bookings and reviews, settings.
 */
export function getAdminNavItems(role: AdminRole): AdminNavItem[] {
  switch (role) {
    case 'ADMIN':
      return [
        {
          key: 'dashboard',
          label: 'Thống kê',
          path: paths.admin.dashboard.getHref(),
          icon: <BarChartOutlined />,
        },
        {
          key: 'products',
          label: 'Sản phẩm',
          path: paths.admin.products.getHref(),
          icon: <ShoppingOutlined />,
        },
        {
          key: 'categories',
          label: 'Danh mục',
          path: paths.admin.categories.getHref(),
          icon: <ApartmentOutlined />,
        },
        { key: 'brands', label: 'Thương hiệu', path: paths.admin.brands.getHref(), icon: <TagsOutlined /> },
        {
          key: 'promotions',
          label: 'Khuyến mãi',
          path: paths.admin.promotions.getHref(),
          icon: <GiftOutlined />,
        },
        {
          key: 'vouchers',
          label: 'Mã giảm giá',
          path: paths.admin.vouchers.getHref(),
          icon: <PercentageOutlined />,
        },
        {
          key: 'loyalty',
          label: 'Điểm thưởng',
          path: paths.admin.loyalty.getHref(),
          icon: <CrownOutlined />,
        },
        {
          key: 'stockAlerts',
          label: 'Khách chờ hàng',
          path: paths.admin.stockAlerts.getHref(),
          icon: <BellOutlined />,
        },
        ordersItem,
        returnsItem,
        usersItem,
        reviewsItem,
        messagesItem,
        // The partnership requests of the public form (issue 24).
        {
          key: 'contacts',
          label: 'Liên hệ hợp tác',
          path: paths.admin.contacts.getHref(),
          icon: <MailOutlined />,
        },
        { key: 'clinics', label: 'Phòng khám', path: paths.admin.clinics.getHref(), icon: <ShopOutlined /> },
        doctorsItem,
        bookingsItem,
        {
          key: 'routines',
          label: 'Liệu trình gợi ý',
          path: paths.admin.routines.getHref(),
          icon: <MedicineBoxOutlined />,
        },
        { key: 'accounts', label: 'Quản trị', path: paths.admin.accounts.getHref(), icon: <TeamOutlined /> },
        settingsItem,
      ];
    case 'SUPPORT':
      return [
        {
          key: 'dashboard',
          label: 'Thống kê',
          path: paths.admin.dashboardClinic.getHref(),
          icon: <BarChartOutlined />,
        },
        ordersItem,
        returnsItem,
        usersItem,
        reviewsItem,
        messagesItem,
        settingsItem,
      ];
    case 'CLINIC':
      return [
        {
          key: 'dashboard',
          label: 'Thống kê',
          path: paths.admin.dashboardClinic.getHref(),
          icon: <BarChartOutlined />,
        },
        {
          key: 'clinicInfo',
          label: 'Phòng khám',
          path: paths.admin.clinicsInfo.getHref(),
          icon: <MedicineBoxOutlined />,
        },
        doctorsItem,
        bookingsItem,
        {
          key: 'clinicReviews',
          label: 'Đánh giá',
          path: paths.admin.clinicReviews.getHref(),
          icon: <StarOutlined />,
        },
        settingsItem,
      ];
  }
}

/** The menu entry for the current address: the item whose path is the longest prefix of it. */
export function findSelectedNavKey(items: readonly AdminNavItem[], pathname: string): string | undefined {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  let best: AdminNavItem | undefined;
  for (const item of items) {
    const matches = normalized === item.path || normalized.startsWith(`${item.path}/`);
    if (matches && (!best || item.path.length > best.path.length)) best = item;
  }
  return best?.key;
}
