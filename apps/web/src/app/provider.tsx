import type { ThemeConfig } from 'antd';
import type { ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { ThemeScope } from '@/components/theme-scope/theme-scope';
import { shopTheme } from '@/config/theme';
import { store as appStore, type AppStore } from '@/lib/store';

type AppProviderProps = { children: ReactNode; store?: AppStore; theme?: ThemeConfig };

/**
 * Store + one themed antd scope (shop theme by default), for tests and stand-alone screens. The
 * app's entry renders only the store (`RootProvider`): each layout brings its own ThemeScope.
 */
export function AppProvider({ children, store = appStore, theme = shopTheme }: AppProviderProps) {
  return (
    <ReduxProvider store={store}>
      <ThemeScope theme={theme}>{children}</ThemeScope>
    </ReduxProvider>
  );
}
