import type { ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { notificationCacheUpdates } from '@/features/notifications';
import { RealtimeProvider } from '@/realtime';
import { store } from '@/lib/store';

/**
 * What the entry renders around the router: the Redux store and the realtime sockets (one per signed-in kind). Each area's layout brings antd
 * (theme, `vi_VN` locale, <App> for toasts) through `ThemeScope` of `@/components/theme-scope/theme-scope`, so antd is
 * not part of the first download and each area has its own theme.
 */
export function RootProvider({ children }: { children: ReactNode }) {
  return (
    <ReduxProvider store={store}>
      <RealtimeProvider cacheUpdates={notificationCacheUpdates}>{children}</RealtimeProvider>
    </ReduxProvider>
  );
}
