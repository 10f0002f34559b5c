import type { RouteObject } from 'react-router';
import { lazyPage } from '@/app/routes/lazy-page';
import type { PageHandle } from '@/app/ssr/page-handle';
import { paths } from '@/config/paths';
import { greetingHeading, type AdminRouteHandle } from '@/features/admin';

/** `paths.admin.x.path` relative to `/admin`, where the app router mounts these routes. */
function relative(path: string): string {
  return path.slice(paths.admin.login.path.length + 1);
}

const signedInArea: PageHandle = { ssrAs: 'admin' };

const handle = (adminHeading: AdminRouteHandle['adminHeading']): AdminRouteHandle => ({ adminHeading });

/**
 * Admin area routes (spec §2), mounted under /admin by the app router: the login at /admin, and the
 * pages of the admin layout, which requires an admin sign-in. Later issues add their pages here.
 */
export const adminRoutes: RouteObject[] = [
  { index: true, ...lazyPage('routes/admin/login', () => import('./login')) },
  {
    // Rendered by the server for the signed-in admin whose mirror cookie the request carries (ADR 0041).
    handle: signedInArea,
    ...lazyPage('layouts/admin-layout', () => import('@/app/layouts/admin-layout')),
    children: [
      {
        path: relative(paths.admin.dashboard.path),
        handle: handle(greetingHeading),
        ...lazyPage('routes/admin/dashboard', () => import('./dashboard')),
      },
      {
        path: relative(paths.admin.dashboardClinic.path),
        handle: handle(greetingHeading),
        ...lazyPage('routes/admin/dashboard-clinic', () => import('./dashboard-clinic')),
      },
      {
        path: relative(paths.admin.settings.path),
        handle: handle(() => 'Thông tin cài đặt tài khoản'),
        ...lazyPage('routes/admin/settings', () => import('./settings')),
      },
      {
        path: relative(paths.admin.accounts.path),
        handle: handle(() => 'Danh sách tài khoản quản trị'),
        ...lazyPage('routes/admin/accounts', () => import('./accounts')),
      },
      // The catalogue (issue 3), ADMIN only.
      {
        path: relative(paths.admin.products.path),
        handle: handle(() => 'Danh sách sản phẩm'),
        ...lazyPage('routes/admin/products', () => import('./products')),
      },
      {
        path: relative(paths.admin.productCreate.path),
        handle: handle(() => 'Thêm sản phẩm mới'),
        ...lazyPage('routes/admin/product-create', () => import('./product-create')),
      },
      {
        path: relative(paths.admin.categories.path),
        handle: handle(() => 'Danh mục sản phẩm'),
        ...lazyPage('routes/admin/categories', () => import('./categories')),
      },
      {
        path: relative(paths.admin.brands.path),
        handle: handle(() => 'Thương hiệu'),
        ...lazyPage('routes/admin/brands', () => import('./brands')),
      },
      {
        path: relative(paths.admin.promotions.path),
        handle: handle(() => 'Chương trình khuyến mãi'),
        ...lazyPage('routes/admin/promotions', () => import('./promotions')),
      },
      {
        path: relative(paths.admin.promotionCreate.path),
        handle: handle(() => 'Tạo chương trình khuyến mãi'),
        ...lazyPage('routes/admin/promotion-create', () => import('./promotion-create')),
      },
      {
        path: relative(paths.admin.promotionDetail.path),
        handle: handle(() => 'Chi tiết chương trình khuyến mãi'),
        ...lazyPage('routes/admin/promotion-detail', () => import('./promotion-detail')),
      },
      // Voucher codes (issue 31), ADMIN only.
      {
        path: relative(paths.admin.vouchers.path),
        handle: handle(() => 'Mã giảm giá'),
        ...lazyPage('routes/admin/vouchers', () => import('./vouchers')),
      },
      // The points programme and its tiers (issue 31, ADR 0063), ADMIN only.
      {
        path: relative(paths.admin.loyalty.path),
        handle: handle(() => 'Điểm thưởng'),
        ...lazyPage('routes/admin/loyalty', () => import('./loyalty')),
      },
      // Who waits for which sold-out product (issue 31, ADR 0064), ADMIN only.
      {
        path: relative(paths.admin.stockAlerts.path),
        handle: handle(() => 'Khách chờ hàng'),
        ...lazyPage('routes/admin/stock-alerts', () => import('./stock-alerts')),
      },
      // Orders (issue 4), ADMIN and SUPPORT.
      {
        path: relative(paths.admin.orders.path),
        handle: handle(() => 'Quản lý đơn hàng'),
        ...lazyPage('routes/admin/orders', () => import('./orders')),
      },
      {
        path: relative(paths.admin.orderDetail.path),
        handle: handle(() => 'Chi tiết đơn hàng'),
        ...lazyPage('routes/admin/order-detail', () => import('./order-detail')),
      },
      // Returns and refunds (issue 31 item 4, ADR 0065), ADMIN and SUPPORT; only ADMIN decides.
      {
        path: relative(paths.admin.returns.path),
        handle: handle(() => 'Trả hàng'),
        ...lazyPage('routes/admin/returns', () => import('./returns')),
      },
      // The customers (issue 13), ADMIN and SUPPORT; only ADMIN deletes.
      {
        path: relative(paths.admin.users.path),
        handle: handle(() => 'Danh sách khách hàng'),
        ...lazyPage('routes/admin/users', () => import('./users')),
      },
      // The partnership requests of the public form (issue 24), ADMIN.
      {
        path: relative(paths.admin.contacts.path),
        handle: handle(() => 'Liên hệ hợp tác'),
        ...lazyPage('routes/admin/contacts', () => import('./contacts')),
      },
      // Product reviews (issue 4), ADMIN and SUPPORT.
      {
        path: relative(paths.admin.reviews.path),
        handle: handle(() => 'Quản lý đánh giá'),
        ...lazyPage('routes/admin/reviews', () => import('./reviews')),
      },
      // The clinic side (issue 11): CLINIC for its own clinic, ADMIN for every clinic.
      {
        path: relative(paths.admin.clinicsInfo.path),
        handle: handle(() => 'Thông tin phòng khám'),
        ...lazyPage('routes/admin/clinics-info', () => import('./clinics-info')),
      },
      {
        path: relative(paths.admin.clinics.path),
        handle: handle(() => 'Quản lý phòng khám'),
        ...lazyPage('routes/admin/clinics', () => import('./clinics')),
      },
      {
        path: relative(paths.admin.clinicReviews.path),
        handle: handle(() => 'Đánh giá phòng khám'),
        ...lazyPage('routes/admin/clinic-reviews', () => import('./clinic-reviews')),
      },
      {
        path: relative(paths.admin.doctors.path),
        handle: handle(() => 'Quản lý bác sĩ'),
        ...lazyPage('routes/admin/doctors', () => import('./doctors')),
      },
      {
        path: relative(paths.admin.doctorCreate.path),
        handle: handle(() => 'Tạo thông tin bác sĩ'),
        ...lazyPage('routes/admin/doctor-create', () => import('./doctor-create')),
      },
      {
        path: relative(paths.admin.bookings.path),
        handle: handle(() => 'Quản lý lịch khám'),
        ...lazyPage('routes/admin/bookings', () => import('./bookings')),
      },
      // Doctor-recommended routines and their conversions (issue 12), ADMIN only.
      {
        path: relative(paths.admin.routines.path),
        handle: handle(() => 'Liệu trình gợi ý'),
        ...lazyPage('routes/admin/routines', () => import('./routines')),
      },
      // The support inbox (issue 12), ADMIN and SUPPORT.
      {
        path: relative(paths.admin.messages.path),
        handle: handle(() => 'Tin nhắn'),
        ...lazyPage('routes/admin/messages', () => import('./messages')),
      },
      // Any other /admin/* path: the admin's 404, inside the admin frame (signed-out visitors go to the login).
      {
        path: '*',
        handle: handle(() => 'Không tìm thấy trang'),
        ...lazyPage('routes/admin/not-found', () => import('./not-found')),
      },
    ],
  },
];
