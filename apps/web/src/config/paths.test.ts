import { describe, expect, it } from 'vitest';
import { CUSTOMER_WAITLIST_LINK, bookingActionLink, waitlistOfferLink } from '@lumi/shared';
import { paths } from './paths';

describe('paths', () => {
  it('builds links with parameters and queries', () => {
    expect(paths.shop.productDetail.getHref('kem-chong-nang')).toBe('/detail/kem-chong-nang');
    expect(paths.shop.auth.getHref({ page: 'register' })).toBe('/auth?page=register');
    expect(paths.shop.account.getHref({ tab: 'profile', empty: '' })).toBe('/account?tab=profile');
    expect(paths.admin.orderDetail.getHref('a b')).toBe('/admin/orders/a%20b');
    expect(paths.booking.bookingDetail.getHref('42')).toBe('/booking-detail/42');
    // The server's waitlist notifications link to these pages.
    expect(paths.booking.waitlist.getHref()).toBe(CUSTOMER_WAITLIST_LINK);
    expect(bookingActionLink('a.b')).toBe(paths.booking.bookingAction.getHref('a.b'));
    expect(waitlistOfferLink('bs-an', '2030-03-05', '09:00')).toBe(
      paths.booking.doctorDetail.getHref('bs-an', { date: '2030-03-05', time: '09:00' }),
    );
  });

  it('holds every route of spec §2', () => {
    const all = [paths.shop, paths.booking, paths.admin].flatMap((group) =>
      Object.values(group).map((route) => route.path),
    );
    expect(all).toEqual(
      expect.arrayContaining([
        '/',
        '/auth',
        '/cart',
        '/detail/:slug',
        '/order-return',
        '/account',
        '/categories/:slug',
        '/brands/:slug',
        '/promotions',
        '/order-detail/:id',
        '/home-booking',
        '/doctor-owner',
        '/doctor-detail/:slug',
        '/clinic-detail/:slug',
        '/booking-history',
        '/doctors',
        '/clinics',
        '/online-consultation',
        '/partnership',
        '/about-lumi-clinic',
        '/booking-detail/:id',
        '/admin',
        '/admin/dashboard',
        '/admin/products',
        '/admin/products/create',
        '/admin/categories',
        '/admin/brands',
        '/admin/orders',
        '/admin/orders/:id',
        '/admin/users',
        '/admin/contacts',
        '/admin/reviews',
        '/admin/settings',
        '/admin/promotions',
        '/admin/promotions/create',
        '/admin/promotions/:id',
        '/admin/vouchers',
        '/admin/accounts',
        '/admin/doctors',
        '/admin/doctors/create',
        '/admin/clinics',
        '/admin/clinics-info',
        '/admin/clinics/reviews',
        '/admin/bookings',
        '/admin/dashboard-clinic',
      ]),
    );
  });
});
