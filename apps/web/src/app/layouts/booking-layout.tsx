import { lazy, Suspense, useState } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { ClinicAuthModal } from '@/app/clinic-auth-modal';
import { useAppSelector } from '@/lib/store';
import { isServerRenderedPage } from '@/app/ssr/page-handle';
import { FullScreenLoader } from '@/components/full-screen-loader';
import { ScrollToTop } from '@/components/scroll-to-top';
import { useUserSession } from '@/features/auth';
import { LazyCallHost } from '@/features/call';
import { LazyChatLauncher } from '@/features/chat';
import { LazyRoutineCard } from '@/features/routines';
import { ClinicFooter, ClinicHeader } from '@/features/clinic';
import { NotificationBell } from '@/features/notifications';
import { AccountMenu } from '@/features/shop';
import { ReconnectingNotice } from '@/realtime';
import { DOCTOR_CALL_SIDE } from './doctor-call-side';
import styles from './layouts.module.css';
import { useScopeOnDemand } from './use-scope-on-demand';

/**
 * Route `handle` of booking pages. `userAuthModal`: the page wants a signed-in customer (decision 10). `plain`: the
 * page renders no antd component until the visitor needs one (ADR 0034).
 */
export type BookingRouteHandle = { userAuthModal?: boolean; plain?: boolean };

const loadThemeScope = () => import('@/components/theme-scope/booking-theme-scope');
const BookingThemeScope = lazy(loadThemeScope);

/**
 * The booking area's layout (Lumi Clinic, sky blue). On pages marked `userAuthModal`, a signed-out
 * visitor sees the auth modal on arrival; closing it lets them read the page (decision 10). As in the shop (ADR 0025),
 * plain pages render beside the lazy antd scope, antd pages inside it, and the auth modal is downloaded when it opens.
 */
export default function BookingLayout() {
  const { isLoading } = useUserSession();
  const isAuthenticated = useAppSelector((state) => state.auth.isAuthenticated);
  const location = useLocation();
  const matches = useMatches();
  const isPlain = matches.some((match) => (match.handle as BookingRouteHandle | undefined)?.plain === true);
  const hasScope = useScopeOnDemand(isPlain, loadThemeScope);
  const [dismissedPath, setDismissedPath] = useState<string | null>(null);

  const wantsUser = matches.some(
    (match) => (match.handle as BookingRouteHandle | undefined)?.userAuthModal === true,
  );
  // A server-rendered page hydrates as a guest (isDeferred) before the stored session is looked at: the modal waits.
  const isDeferred = useAppSelector((state) => state.auth.isDeferred);
  const showAuthModal =
    wantsUser && !isLoading && !isDeferred && !isAuthenticated && dismissedPath !== location.pathname;
  // A public page stays on screen while a stored session's account loads (its header shows the guest meanwhile).
  const showLoader = isLoading && !isServerRenderedPage(matches);
  // Once opened, the modal stays mounted (its code is downloaded then, not with the page).
  const [hasOpenedModal, setOpenedModal] = useState(false);
  if (showAuthModal && !hasOpenedModal) setOpenedModal(true);

  return (
    <>
      {showLoader ? (
        <FullScreenLoader variant="clinic" />
      ) : (
        <div className={styles.clinicShell}>
          {/* The customer's bell and account on the customer pages; the doctor's own page shows the doctor. */}
          <ClinicHeader
            notifications={wantsUser ? <NotificationBell defaultType="BOOKING" /> : null}
            account={wantsUser ? <AccountMenu tone="clinic" onSignIn={() => setDismissedPath(null)} /> : null}
          />
          {/* The customer's socket on the customer pages, the doctor's on the doctor's own page. */}
          <ReconnectingNotice kind={wantsUser ? 'user' : 'doctor'} floating />
          <main className={styles.main}>
            {/* The scope keeps its place once rendered: a plain page stays where it is when it arrives (ADR 0025). */}
            {hasScope ? (
              <Suspense
                fallback={
                  isPlain ? null : (
                    <div className={styles.clinicPageFallback} role="status" aria-label="Đang tải..." />
                  )
                }
              >
                <BookingThemeScope>{isPlain ? null : <Outlet />}</BookingThemeScope>
              </Suspense>
            ) : null}
            {isPlain ? <Outlet /> : null}
          </main>
          <ClinicFooter />
          <ScrollToTop tone="clinic" />
          {/* The customer's chat on the customer pages (the doctor's own page has its 'Tin nhắn' tab). */}
          {wantsUser && (
            <LazyChatLauncher
              tone="clinic"
              onSignIn={() => setDismissedPath(null)}
              renderRoutine={(routineId) => <LazyRoutineCard routineId={routineId} viewer="user" compact />}
            />
          )}
          {/* Calls reach a customer anywhere on the site, and the doctor on their own page (with the patient's
              skin record beside a consultation). */}
          <LazyCallHost kind="user" />
          <LazyCallHost kind="doctor" side={DOCTOR_CALL_SIDE} />
          {wantsUser && hasOpenedModal && (
            <ClinicAuthModal open={showAuthModal} onClose={() => setDismissedPath(location.pathname)} />
          )}
        </div>
      )}
    </>
  );
}
