import { describe, expect, it } from 'vitest';
import { ADMIN_ROLES } from '@lumi/shared';
import { findSelectedNavKey, getAdminHomePath, getAdminNavItems } from './admin-navigation';

const menuOf = (role: (typeof ADMIN_ROLES)[number]) =>
  getAdminNavItems(role).map(({ label, path }) => ({ label, path }));

describe('getAdminNavItems', () => {
  it('gives ADMIN the statistics, the catalogue, the clinics, the admin accounts and the settings', () => {
    expect(menuOf('ADMIN')).toEqual([
      { label: 'Thống kê', path: '/admin/dashboard' },
      { label: 'Sản phẩm', path: '/admin/products' },
      { label: 'Danh mục', path: '/admin/categories' },
      { label: 'Thương hiệu', path: '/admin/brands' },
      { label: 'Khuyến mãi', path: '/admin/promotions' },
      { label: 'Mã giảm giá', path: '/admin/vouchers' },
      { label: 'Điểm thưởng', path: '/admin/loyalty' },
      { label: 'Khách chờ hàng', path: '/admin/stock-alerts' },
      { label: 'Đơn hàng', path: '/admin/orders' },
      { label: 'Trả hàng', path: '/admin/returns' },
      { label: 'Khách hàng', path: '/admin/users' },
      { label: 'Đánh giá', path: '/admin/reviews' },
      { label: 'Tin nhắn', path: '/admin/messages' },
      { label: 'Liên hệ hợp tác', path: '/admin/contacts' },
      { label: 'Phòng khám', path: '/admin/clinics' },
      { label: 'Bác sĩ', path: '/admin/doctors' },
      { label: 'Lịch khám', path: '/admin/bookings' },
      { label: 'Liệu trình gợi ý', path: '/admin/routines' },
      { label: 'Quản trị', path: '/admin/accounts' },
      { label: 'Cài đặt', path: '/admin/settings' },
    ]);
  });

  it('gives SUPPORT its read-only statistics, the customers, the messages and the settings, never the accounts', () => {
    expect(menuOf('SUPPORT')).toEqual([
      { label: 'Thống kê', path: '/admin/dashboard-clinic' },
      { label: 'Đơn hàng', path: '/admin/orders' },
      { label: 'Trả hàng', path: '/admin/returns' },
      { label: 'Khách hàng', path: '/admin/users' },
      { label: 'Đánh giá', path: '/admin/reviews' },
      { label: 'Tin nhắn', path: '/admin/messages' },
      { label: 'Cài đặt', path: '/admin/settings' },
    ]);
  });

  it("keeps the support inbox ('Tin nhắn') out of CLINIC's menu", () => {
    expect(menuOf('CLINIC').map((item) => item.label)).not.toContain('Tin nhắn');
  });

  it("gives CLINIC its clinic's statistics, information, doctors, bookings, reviews and the settings", () => {
    expect(menuOf('CLINIC')).toEqual([
      { label: 'Thống kê', path: '/admin/dashboard-clinic' },
      { label: 'Phòng khám', path: '/admin/clinics-info' },
      { label: 'Bác sĩ', path: '/admin/doctors' },
      { label: 'Lịch khám', path: '/admin/bookings' },
      { label: 'Đánh giá', path: '/admin/clinics/reviews' },
      { label: 'Cài đặt', path: '/admin/settings' },
    ]);
  });

  it.each(ADMIN_ROLES)('starts the %s menu with that role’s home page', (role) => {
    expect(getAdminNavItems(role)[0]?.path).toBe(getAdminHomePath(role));
  });
});

describe('getAdminHomePath', () => {
  it('sends ADMIN to /admin/dashboard and every other role to /admin/dashboard-clinic (spec §2)', () => {
    expect(getAdminHomePath('ADMIN')).toBe('/admin/dashboard');
    expect(getAdminHomePath('SUPPORT')).toBe('/admin/dashboard-clinic');
    expect(getAdminHomePath('CLINIC')).toBe('/admin/dashboard-clinic');
  });
});

describe('findSelectedNavKey', () => {
  const items = getAdminNavItems('ADMIN');

  it.each([
    ['/admin/dashboard', 'dashboard'],
    ['/admin/accounts', 'accounts'],
    ['/admin/accounts/', 'accounts'],
    ['/admin/settings', 'settings'],
    ['/admin/products/create', 'products'],
    ['/admin/orders/3f1c2a4e-0000-4000-8000-000000000002', 'orders'],
    ['/admin/promotions/3f1c2a4e-0000-4000-8000-000000000001', 'promotions'],
    ['/admin/vouchers', 'vouchers'],
    ['/admin/loyalty', 'loyalty'],
    ['/admin/stock-alerts', 'stockAlerts'],
    ['/admin/returns', 'returns'],
    ['/admin/doctors/create', 'doctors'],
    ['/admin/clinics', 'clinics'],
    ['/admin/users', 'users'],
  ])('selects the entry of %s', (pathname, key) => {
    expect(findSelectedNavKey(items, pathname)).toBe(key);
  });

  it('does not confuse /admin/dashboard-clinic with /admin/dashboard', () => {
    expect(findSelectedNavKey(items, '/admin/dashboard-clinic')).toBeUndefined();
    expect(findSelectedNavKey(getAdminNavItems('CLINIC'), '/admin/dashboard-clinic')).toBe('dashboard');
  });

  it("selects a clinic's reviews, not its information, on /admin/clinics/reviews", () => {
    expect(findSelectedNavKey(getAdminNavItems('CLINIC'), '/admin/clinics/reviews')).toBe('clinicReviews');
    expect(findSelectedNavKey(getAdminNavItems('CLINIC'), '/admin/clinics-info')).toBe('clinicInfo');
  });
});
