import { lazy, Suspense } from 'react';
import { Outlet, useMatches, useNavigate } from 'react-router';
import { FullScreenLoader } from '@/components/full-screen-loader';
import { ScrollToTop } from '@/components/scroll-to-top';
import { isServerRenderedPage } from '@/app/ssr/page-handle';
import { useUserSession } from '@/features/auth';
import { LazyCallHost } from '@/features/call';
import { LazyChatLauncher } from '@/features/chat';
import { LazyRoutineCard } from '@/features/routines';
import { paths } from '@/config/paths';
import { NotificationBell } from '@/features/notifications';
import { prefetchShopFrame, SiteFooter, SiteHeader } from '@/features/shop';
import { prefetchLoader } from '@/lib/prefetch';
import { ReconnectingNotice } from '@/realtime';
import styles from './layouts.module.css';
import { useScopeOnDemand } from './use-scope-on-demand';

/** Route `handle` of shop pages. `plain`: the page uses no antd component (home, not-found). */
export type ShopRouteHandle = { plain?: boolean };

const loadThemeScope = () => import('./shop-theme-scope');
const ShopThemeScope = lazy(loadThemeScope);

/**
 * The shop's layout (pink): header, page, footer, scroll-to-top; the full-screen loader while the
 * account loads. The header, footer, home and not-found pages are plain React and CSS, so `/`
 * renders without downloading antd; pages built with antd get it (theme, vi_VN, toasts) through
 * ShopThemeScope, which a plain page fetches for its first toast or at the visitor's first input. The scope sits
 * at one place in the tree once rendered: antd pages render inside it, plain pages beside it (so
 * its arrival never mounts a plain page again, and a toast raised just before navigating, e.g.
 * 'Đăng nhập thành công' on the way to /, stays on screen).
 */
export default function ShopLayout() {
  const { isLoading } = useUserSession();
  const matches = useMatches();
  const isPlain = matches.some((match) => (match.handle as ShopRouteHandle | undefined)?.plain === true);
  const hasScope = useScopeOnDemand(isPlain, loadThemeScope);
  const navigate = useNavigate();

  // A public page stays on screen while a stored session's account loads (server-rendered, ADR 0025).
  if (isLoading && !isServerRenderedPage(matches)) return <FullScreenLoader variant="shop" />;

  return (
    <div className={styles.shell}>
      <SiteHeader notifications={<NotificationBell />} />
      <ReconnectingNotice kind="user" floating />
      <main className={styles.main} id="noi-dung">
        {/* The scope keeps its place (its toasts survive navigation); a plain page stays where it is when the
            scope arrives, so it is not mounted again under it (ADR 0025). */}
        {hasScope ? (
          <Suspense
            fallback={
              isPlain ? null : <div className={styles.pageFallback} role="status" aria-label="Đang tải..." />
            }
          >
            <ShopThemeScope>{isPlain ? null : <Outlet />}</ShopThemeScope>
          </Suspense>
        ) : null}
        {isPlain ? <Outlet /> : null}
      </main>
      <SiteFooter />
      <ScrollToTop />
      <LazyChatLauncher
        tone="shop"
        onSignIn={() => void navigate(paths.shop.auth.getHref())}
        renderRoutine={(routineId) => <LazyRoutineCard routineId={routineId} viewer="user" compact />}
      />
      <LazyCallHost kind="user" />
    </div>
  );
}

/** The header's category menu, rendered by the server with the page (ADR 0025). */
export const loader = prefetchLoader(prefetchShopFrame);
