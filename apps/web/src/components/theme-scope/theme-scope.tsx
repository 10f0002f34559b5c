import { App as AntApp, ConfigProvider, type ThemeConfig } from 'antd';
import viVN from 'antd/es/locale/vi_VN';
import dayjs from 'dayjs';
import 'dayjs/locale/vi';
import { createContext, useContext, useLayoutEffect, type ReactNode } from 'react';
import { env } from '@/config/env';
import { bindNotifiers } from '@/lib/notify';

dayjs.locale('vi');

const ScopeDepth = createContext(0);

/**
 * Hands antd's themed message/notification/modal instances to code outside React (API toasts, a plain page's
 * confirmation), during the commit (a layout
 * effect, after the toast holders rendered before it), so that a toast raised as soon as the area is in the document
 * finds it.
 */
function NotifierBridge({ depth }: { depth: number }) {
  const { message, notification, modal } = AntApp.useApp();
  useLayoutEffect(
    () => bindNotifiers(message, notification, depth, modal),
    [message, notification, modal, depth],
  );
  return null;
}

const unitTestThemes = new WeakMap<ThemeConfig, ThemeConfig>();

/**
 * The theme a scope hands to antd. Under the unit tests (jsdom, which lays nothing out) antd writes no component
 * styles (`zeroRuntime`): generating and inserting them into jsdom's style sheets took most of an antd screen's test
 * time (ADR 0038). The browser always gets the runtime styles.
 */
function scopeTheme(theme: ThemeConfig): ThemeConfig {
  if (!env.isTest) return theme;
  let zeroRuntime = unitTestThemes.get(theme);
  if (!zeroRuntime) {
    zeroRuntime = { ...theme, zeroRuntime: true };
    unitTestThemes.set(theme, zeroRuntime);
  }
  return zeroRuntime;
}

/**
 * Antd theme + `vi_VN` locale + <App> (message, notification, modal) for one area of the site.
 * Layouts wrap themselves in it: shop (pink), booking (sky), admin.
 */
export function ThemeScope({ theme, children }: { theme: ThemeConfig; children: ReactNode }) {
  const depth = useContext(ScopeDepth) + 1;
  return (
    <ConfigProvider theme={scopeTheme(theme)} locale={viVN}>
      <AntApp component={false}>
        <ScopeDepth.Provider value={depth}>
          <NotifierBridge depth={depth} />
          {children}
        </ScopeDepth.Provider>
      </AntApp>
    </ConfigProvider>
  );
}
