import type { ReactNode } from 'react';
import { ThemeScope } from './theme-scope';
import { clinicTheme } from '@/config/theme';

/** The booking area's antd scope (sky theme, vi_VN, toasts), loaded with the first page or widget that uses antd. */
export default function BookingThemeScope({ children }: { children: ReactNode }) {
  return <ThemeScope theme={clinicTheme}>{children}</ThemeScope>;
}
