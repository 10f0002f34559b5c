import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useMatches, useNavigate } from 'react-router';
import { FullScreenLoader } from '@/components/full-screen-loader';
import { ScrollToTop } from '@/components/scroll-to-top';
import { useUserSession } from '@/features/auth';
import { CallHost } from '@/features/call';
import { ChatLauncher } from '@/features/chat';
import { LazyRoutineCard } from '@/features/routines';
import { paths } from '@/config/paths';
import { NotificationBell } from '@/features/notifications';
import { SiteFooter, SiteHeader } from '@/features/shop';
import { ReconnectingNotice } from '@/realtime';
import styles from './layouts.module.css';

/** Route `handle` of shop pages. `plain`: the page uses no antd component (home, not-found). */
export type ShopRouteHandle = { plain?: boolean };

const loadThemeScope = () => import('./shop-theme-scope');
const ShopThemeScope = lazy(loadThemeScope);

/**
 * The shop's layout (pink): header, page, footer, scroll-to-top; the full-screen loader while the
 * account loads. The header, footer, home and not-found pages are plain React and CSS, so `/`
 * renders without downloading antd; pages built with antd get it (theme, vi_VN, toasts) through
 * ShopThemeScope, which is fetched in the background once the first page is shown. Once loaded,
 * the scope wraps every page, so a toast raised just before navigating (e.g. 'Đăng nhập thành
 * công' on the way to /) stays on screen.
 */
export default function ShopLayout() {
  const { isLoading } = useUserSession();
  const isPlain = useMatches().some((match) => (match.handle as ShopRouteHandle | undefined)?.plain === true);
  const [isScopeLoaded, setScopeLoaded] = useState(false);
  const navigate = useNavigate();

  useEffect(() => {
    let isActive = true;
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1500));
    idle(() => {
      void loadThemeScope().then(() => {
        if (isActive) setScopeLoaded(true);
      });
    });
    return () => {
      isActive = false;
    };
  }, []);

  if (isLoading) return <FullScreenLoader variant="shop" />;

  return (
    <div className={styles.shell}>
      <SiteHeader notifications={<NotificationBell />} />
      <ReconnectingNotice kind="user" floating />
      <main className={styles.main} id="noi-dung">
        {isPlain && !isScopeLoaded ? (
          <Outlet />
        ) : (
          <Suspense fallback={<div className={styles.pageFallback} role="status" aria-label="Đang tải..." />}>
            <ShopThemeScope>
              <Outlet />
            </ShopThemeScope>
          </Suspense>
        )}
      </main>
      <SiteFooter />
      <ScrollToTop />
      <ChatLauncher
        tone="shop"
        onSignIn={() => void navigate(paths.shop.auth.getHref())}
        renderRoutine={(routineId) => <LazyRoutineCard routineId={routineId} viewer="user" compact />}
      />
      <CallHost kind="user" />
    </div>
  );
}
