import type { ThemeConfig } from 'antd';

const fontFamily =
  "'Inter', 'Segoe UI', system-ui, -apple-system, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

/** Colours reused by hand-written CSS (kept equal to the antd tokens below). */
export const palette = {
  shop: { primary: '#db2777', primaryDark: '#9d174d', soft: '#fdf2f8', accent: '#a21caf', ink: '#1f1230' },
  clinic: { primary: '#0369a1', primaryDark: '#075985', soft: '#f0f9ff', accent: '#0ea5e9', ink: '#0c1f33' },
  admin: { primary: '#4f46e5', primaryDark: '#3730a3', soft: '#eef2ff', accent: '#7c3aed', ink: '#111827' },
} as const;

/**
 * Shade 7 of antd's preset palettes (a preset tag's text) set to `colour`. The shade is a token twice, `green7` and
 * the older `green-7`; both name the same CSS variable, so both are set.
 */
function presetText(colours: Record<string, string>): ThemeConfig['token'] {
  return Object.fromEntries(
    Object.entries(colours).flatMap(([key, colour]) => [
      [`${key}7`, colour],
      [`${key}-7`, colour],
    ]),
  );
}

/**
 * Text and status colours dark enough for WCAG AA (4.5:1) on white and on the light tints of the three sides
 * (issue 25). antd's defaults are about 3:1: descriptions and placeholders at 45 % and 25 % of the ink, the error red
 * #ff4d4f, and the preset tags' text (shade 7 on shade 1) for green, cyan, gold, orange, volcano, yellow and lime.
 * Those presets take a darker shade of antd's own palette (shade 8; gold, whose 8 is still 4.3:1, shade 9).
 */
const base: ThemeConfig['token'] = {
  fontFamily,
  borderRadius: 10,
  fontSize: 14,
  colorLink: undefined,
  wireframe: false,
  colorTextTertiary: '#5b6270',
  colorTextDescription: '#5b6270',
  colorTextPlaceholder: '#6b7280',
  colorError: '#cf1322',
  ...presetText({
    green: '#237804',
    cyan: '#006d75',
    gold: '#874d00',
    orange: '#ad4e00',
    volcano: '#ad2102',
    yellow: '#876800',
    lime: '#3f6600',
  }),
};

/** Shop side: pink (spec §2, reference §10.2). */
export const shopTheme: ThemeConfig = {
  cssVar: { key: 'lumi-shop' },
  token: {
    ...base,
    colorPrimary: palette.shop.primary,
    colorInfo: palette.shop.primary,
    colorLink: palette.shop.primary,
    colorTextBase: palette.shop.ink,
    // antd's greys for captions, counts and placeholders (ink at 45 % and 25 %) read under 4.5:1 on white and on
    // the pink tints: ink at 62 % is 5.0:1 on white and 4.7:1 on the palest pinks (issue 25).
    colorTextTertiary: 'rgba(31, 18, 48, 0.62)',
    colorTextDescription: 'rgba(31, 18, 48, 0.62)',
    colorTextPlaceholder: 'rgba(31, 18, 48, 0.62)',
  },
  components: {
    Button: { fontWeight: 600, primaryShadow: '0 6px 16px rgba(219, 39, 119, 0.24)' },
    Input: { activeShadow: '0 0 0 3px rgba(219, 39, 119, 0.12)' },
    // The selected item's pink on its pink tint: the darker pink (primary on the tint is 4.2:1).
    Menu: { itemBorderRadius: 10, itemSelectedBg: palette.shop.soft, itemSelectedColor: '#be185d' },
  },
};

/** Clinic side (Lumi Clinic): sky blue, its primary sky-700 (5.9:1 on white, white on it alike). */
export const clinicTheme: ThemeConfig = {
  cssVar: { key: 'lumi-clinic' },
  token: {
    ...base,
    colorPrimary: palette.clinic.primary,
    colorInfo: palette.clinic.primary,
    colorLink: palette.clinic.primary,
    colorTextBase: palette.clinic.ink,
    // Placeholders of the filter fields read at 4.7:1 on white (antd's derived grey was 1.7:1).
    colorTextPlaceholder: '#64748b',
    // Danger buttons ('Hủy lịch khám') and form errors: red-600, 4.8:1 on white (antd's #ff4d4f was 3.3:1).
    colorError: '#dc2626',
  },
  components: {
    // A tag's text is its colour's shade 7 on shade 1; gold, green, cyan, orange and volcano are a shade or two
    // darker here so that every status tag reads at 4.5:1 or more.
    Tag: {
      gold7: '#874d00',
      green7: '#237804',
      cyan7: '#006d75',
      orange7: '#ad4e00',
      volcano7: '#ad2102',
    },
    Button: { fontWeight: 600, primaryShadow: '0 6px 16px rgba(3, 105, 161, 0.22)' },
    Input: { activeShadow: '0 0 0 3px rgba(3, 105, 161, 0.12)' },
    Menu: { itemBorderRadius: 10, itemSelectedBg: palette.clinic.soft },
  },
};

/** Admin area: indigo, with a dark sider. */
export const adminTheme: ThemeConfig = {
  cssVar: { key: 'lumi-admin' },
  token: {
    ...base,
    borderRadius: 8,
    colorPrimary: palette.admin.primary,
    colorInfo: palette.admin.primary,
    colorLink: palette.admin.primary,
    colorTextBase: palette.admin.ink,
  },
  components: {
    Layout: { siderBg: '#111827', headerBg: '#ffffff', bodyBg: '#f5f6fa' },
    Menu: { darkItemBg: '#111827', darkSubMenuItemBg: '#0b1220', darkItemSelectedBg: palette.admin.primary },
    Button: { fontWeight: 600 },
    // Status tags ('Đang chạy', 'Sắp hết hạn') write in the status colour: the darker shade of green and gold here,
    // so the text reads at 4.5:1 on the tag's tint; icons and alerts elsewhere keep antd's brighter seeds.
    Tag: { colorSuccess: '#237804', colorWarning: '#874d00' },
  },
};
