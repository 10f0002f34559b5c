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

/** Booking pages a signed-out visitor sees under the auth modal on arrival (decision 10). */
const signInOnArrival: BookingRouteHandle = { userAuthModal: true };

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

/** Shown while the first route modules download. */
function InitialFallback() {
  const isClinic = window.location.pathname.startsWith(paths.booking.doctorOwner.path);
  const isAdmin = window.location.pathname.startsWith(paths.admin.login.path);
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
          // booking (customer)
          {
            path: paths.booking.doctorDetail.path,
            handle: signInOnArrival,
            ...lazyPage(() => import('./routes/doctor-detail')),
          },
          {
            path: paths.booking.history.path,
            handle: signInOnArrival,
            ...lazyPage(() => import('./routes/booking-history')),
          },
          {
            path: paths.booking.bookingDetail.path,
            handle: signInOnArrival,
            ...lazyPage(() => import('./routes/booking-detail')),
          },
          {
            path: paths.booking.onlineConsultation.path,
            handle: signInOnArrival,
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
