import { lazy, Suspense, type ReactNode } from 'react';

const BookingThemeScope = lazy(() => import('./booking-theme-scope'));

/**
 * An antd widget inside a plain booking page (a page rendered without antd, ADR 0034): the booking area's theme,
 * locale and toasts around it, downloaded with it. Render it only once the widget is wanted (a tap, an open dialog),
 * and make the widget itself a `lazy` module, so that a page that is only looked at never downloads antd.
 */
export function ClinicAntd({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <BookingThemeScope>{children}</BookingThemeScope>
    </Suspense>
  );
}
