import { createBrowserRouter, Outlet, ScrollRestoration, type RouteObject } from 'react-router';
import type { ComponentType } from 'react';
import { FullScreenLoader } from '@/components/full-screen-loader';
import { paths } from '@/config/paths';
import { adminRoutes } from '@/app/routes/admin';
import type { BookingRouteHandle } from './layouts/booking-layout';
import type { ShopRouteHandle } from './layouts/shop-layout';
import { RouteErrorPage } from './route-error-page';

/** Shop pages made of plain React and CSS: rendered without loading antd. */
const plainPage: ShopRouteHandle = { plain: true };

/** Booking pages: a signed-out visitor sees the auth modal on arrival and may close it to read (decision 10). */
const customerPage: BookingRouteHandle = { userAuthModal: true };

/** A lazily loaded route module: its default export is the page component. */
function lazyPage(load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const module = await load();
      return { Component: module.default };
    },
  };
}

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
        ...lazyPage(() => import('./layouts/shop-layout')),
        children: [
          { index: true, handle: plainPage, ...lazyPage(() => import('./routes/home')) },
          { path: paths.shop.auth.path, ...lazyPage(() => import('./routes/auth')) },
          { path: paths.shop.account.path, ...lazyPage(() => import('./routes/account')) },
          { path: paths.shop.category.path, ...lazyPage(() => import('./routes/category')) },
          { path: paths.shop.brand.path, ...lazyPage(() => import('./routes/brand')) },
          { path: paths.shop.promotions.path, ...lazyPage(() => import('./routes/promotions')) },
          { path: paths.shop.search.path, ...lazyPage(() => import('./routes/search')) },
          { path: paths.shop.productDetail.path, ...lazyPage(() => import('./routes/product-detail')) },
          { path: paths.shop.cart.path, ...lazyPage(() => import('./routes/cart')) },
          { path: paths.shop.checkout.path, ...lazyPage(() => import('./routes/checkout')) },
          { path: paths.shop.orderReturn.path, ...lazyPage(() => import('./routes/order-return')) },
          { path: paths.shop.orderDetail.path, ...lazyPage(() => import('./routes/order-detail')) },
          { path: '*', handle: plainPage, ...lazyPage(() => import('./routes/not-found')) },
        ],
      },
      {
        // Booking side (Lumi Clinic, sky theme).
        ...lazyPage(() => import('./layouts/booking-layout')),
        children: [
          { path: paths.booking.doctorOwner.path, ...lazyPage(() => import('./routes/doctor-owner')) },
          {
            path: paths.booking.home.path,
            handle: customerPage,
            ...lazyPage(() => import('./routes/home-booking')),
          },
          {
            path: paths.booking.clinics.path,
            handle: customerPage,
            ...lazyPage(() => import('./routes/clinics')),
          },
          {
            path: paths.booking.clinicDetail.path,
            handle: customerPage,
            ...lazyPage(() => import('./routes/clinic-detail')),
          },
          {
            path: paths.booking.doctors.path,
            handle: customerPage,
            ...lazyPage(() => import('./routes/doctors')),
          },
          {
            path: paths.booking.partnership.path,
            handle: customerPage,
            ...lazyPage(() => import('./routes/partnership')),
          },
          {
            path: paths.booking.about.path,
            handle: customerPage,
            ...lazyPage(() => import('./routes/about-clinic')),
          },
          {
            path: paths.booking.doctorDetail.path,
            handle: customerPage,
            ...lazyPage(() => import('./routes/doctor-detail')),
          },
          {
            path: paths.booking.history.path,
            handle: customerPage,
            ...lazyPage(() => import('./routes/booking-history')),
          },
          {
            path: paths.booking.bookingDetail.path,
            handle: customerPage,
            ...lazyPage(() => import('./routes/booking-detail')),
          },
          {
            path: paths.booking.onlineConsultation.path,
            handle: customerPage,
            ...lazyPage(() => import('./routes/online-consultation')),
          },
        ],
      },
      {
        // Admin area: one admin-themed scope around the login and the guarded pages.
        path: paths.admin.login.path,
        ...lazyPage(() => import('./layouts/admin-area')),
        children: adminRoutes,
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
