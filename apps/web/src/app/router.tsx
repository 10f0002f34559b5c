import {
  createBrowserRouter,
  Outlet,
  ScrollRestoration,
  type HydrationState,
  type RouteObject,
} from 'react-router';
import { FullScreenLoader } from '@/components/full-screen-loader';
import { paths } from '@/config/paths';
import { adminRoutes } from '@/app/routes/admin';
import { lazyPage } from '@/app/routes/lazy-page';
import type { BookingRouteHandle } from './layouts/booking-layout';
import type { ShopRouteHandle } from './layouts/shop-layout';
import { RouteErrorPage } from './route-error-page';
import type { PageHandle } from './ssr/page-handle';

/** Public shop pages, made of plain React and CSS (rendered without loading antd) and server-rendered. */
const plainPage: ShopRouteHandle & PageHandle = { plain: true, ssr: true };

/** Booking pages: a signed-out visitor sees the auth modal on arrival and may close it to read (decision 10). */
const customerPage: BookingRouteHandle = { userAuthModal: true };
/**
 * Public booking pages: plain React and CSS (no antd until the visitor needs it, ADR 0034), server-rendered; the auth
 * modal opens once the page is live.
 */
const plainClinicPage: BookingRouteHandle & PageHandle = { userAuthModal: true, plain: true, ssr: true };

function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

/** Addresses of the booking area, whose loader is sky blue. */
const CLINIC_PATH_PREFIXES = [
  paths.booking.doctorOwner.path,
  paths.booking.home.path,
  paths.booking.clinics.path,
  paths.booking.doctors.path,
  paths.booking.partnership.path,
  paths.booking.about.path,
  '/clinic-detail',
];

/** Shown while the first route modules download. */
function InitialFallback() {
  const { pathname } = window.location;
  const isClinic = CLINIC_PATH_PREFIXES.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
  const isAdmin = pathname.startsWith(paths.admin.login.path);
  return <FullScreenLoader variant={isClinic ? 'clinic' : isAdmin ? 'admin' : 'shop'} />;
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <InitialFallback />,
    children: [
      {
        // Shop side (spec §2 "Shop routes"): the catalogue and cart here; orders join with the checkout.
        ...lazyPage('layouts/shop-layout', () => import('./layouts/shop-layout')),
        children: [
          { index: true, handle: plainPage, ...lazyPage('routes/home', () => import('./routes/home')) },
          { path: paths.shop.auth.path, ...lazyPage('routes/auth', () => import('./routes/auth')) },
          { path: paths.shop.account.path, ...lazyPage('routes/account', () => import('./routes/account')) },
          {
            path: paths.shop.category.path,
            handle: plainPage,
            ...lazyPage('routes/category', () => import('./routes/category')),
          },
          {
            path: paths.shop.brand.path,
            handle: plainPage,
            ...lazyPage('routes/brand', () => import('./routes/brand')),
          },
          {
            path: paths.shop.promotions.path,
            handle: plainPage,
            ...lazyPage('routes/promotions', () => import('./routes/promotions')),
          },
          {
            path: paths.shop.search.path,
            handle: plainPage,
            ...lazyPage('routes/search', () => import('./routes/search')),
          },
          {
            path: paths.shop.productDetail.path,
            handle: plainPage,
            ...lazyPage('routes/product-detail', () => import('./routes/product-detail')),
          },
          { path: paths.shop.cart.path, ...lazyPage('routes/cart', () => import('./routes/cart')) },
          {
            path: paths.shop.checkout.path,
            ...lazyPage('routes/checkout', () => import('./routes/checkout')),
          },
          {
            path: paths.shop.orderReturn.path,
            ...lazyPage('routes/order-return', () => import('./routes/order-return')),
          },
          {
            path: paths.shop.orderDetail.path,
            ...lazyPage('routes/order-detail', () => import('./routes/order-detail')),
          },
          {
            path: '*',
            handle: plainPage,
            ...lazyPage('routes/not-found', () => import('./routes/not-found')),
          },
        ],
      },
      {
        // Booking side (Lumi Clinic, sky theme).
        ...lazyPage('layouts/booking-layout', () => import('./layouts/booking-layout')),
        children: [
          {
            path: paths.booking.doctorOwner.path,
            // Rendered by the server for the signed-in doctor whose mirror cookie the request carries (ADR 0041).
            handle: { ssrAs: 'doctor' } satisfies PageHandle,
            ...lazyPage('routes/doctor-owner', () => import('./routes/doctor-owner')),
          },
          {
            path: paths.booking.home.path,
            handle: plainClinicPage,
            ...lazyPage('routes/home-booking', () => import('./routes/home-booking')),
          },
          {
            path: paths.booking.clinics.path,
            handle: plainClinicPage,
            ...lazyPage('routes/clinics', () => import('./routes/clinics')),
          },
          {
            path: paths.booking.clinicDetail.path,
            handle: plainClinicPage,
            ...lazyPage('routes/clinic-detail', () => import('./routes/clinic-detail')),
          },
          {
            path: paths.booking.doctors.path,
            handle: plainClinicPage,
            ...lazyPage('routes/doctors', () => import('./routes/doctors')),
          },
          {
            path: paths.booking.partnership.path,
            handle: customerPage,
            ...lazyPage('routes/partnership', () => import('./routes/partnership')),
          },
          {
            path: paths.booking.about.path,
            handle: customerPage,
            ...lazyPage('routes/about-clinic', () => import('./routes/about-clinic')),
          },
          {
            path: paths.booking.doctorDetail.path,
            handle: plainClinicPage,
            ...lazyPage('routes/doctor-detail', () => import('./routes/doctor-detail')),
          },
          {
            path: paths.booking.history.path,
            handle: customerPage,
            ...lazyPage('routes/booking-history', () => import('./routes/booking-history')),
          },
          {
            path: paths.booking.waitlist.path,
            handle: customerPage,
            ...lazyPage('routes/booking-waitlist', () => import('./routes/booking-waitlist')),
          },
          {
            // Opened from a reminder's link by someone perhaps not signed in: no sign-in modal.
            path: paths.booking.bookingAction.path,
            ...lazyPage('routes/booking-action', () => import('./routes/booking-action')),
          },
          {
            path: paths.booking.depositReturn.path,
            handle: customerPage,
            ...lazyPage('routes/booking-deposit-return', () => import('./routes/booking-deposit-return')),
          },
          {
            path: paths.booking.bookingDetail.path,
            handle: customerPage,
            ...lazyPage('routes/booking-detail', () => import('./routes/booking-detail')),
          },
          {
            path: paths.booking.onlineConsultation.path,
            handle: customerPage,
            ...lazyPage('routes/online-consultation', () => import('./routes/online-consultation')),
          },
        ],
      },
      {
        // Admin area: one admin-themed scope around the login and the guarded pages.
        path: paths.admin.login.path,
        ...lazyPage('layouts/admin-area', () => import('./layouts/admin-area')),
        children: adminRoutes,
      },
    ],
  },
];

/** The browser's router; a server-rendered page passes the state it was rendered with (main.tsx). */
export function createAppRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
}
