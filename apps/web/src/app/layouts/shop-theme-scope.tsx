import type { ReactNode } from 'react';
import { ThemeScope } from '@/components/theme-scope/theme-scope';
import { shopTheme } from '@/config/theme';

/** The shop's antd scope (pink theme, vi_VN, toasts), loaded with the first page that uses antd. */
export default function ShopThemeScope({ children }: { children: ReactNode }) {
  return <ThemeScope theme={shopTheme}>{children}</ThemeScope>;
}
