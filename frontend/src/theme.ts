/**
 * The one antd theme of the product: warm walnut, brass and linen, system fonts. antd's styles are
 * static CSS generated at build time from `staticTheme` (build/antd-static-css.ts); the app runs
 * `theme` (the same plus `zeroRuntime`), so no style is computed in the browser. Unhashed class names
 * and a fixed CSS-variable key make the generated CSS match what the components render.
 */
import type { ThemeConfig } from 'antd';

export const SANS = "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** The theme the static CSS is generated from. */
export const staticTheme: ThemeConfig = {
  hashed: false,
  cssVar: { key: 'cedar' },
  token: {
    colorPrimary: '#5b3a24',
    colorInfo: '#5b3a24',
    colorSuccess: '#3f6b4f',
    // light tints for success tags and alerts (the generated ones are too grey for the text on them)
    colorSuccessBg: '#e7f0ea',
    colorSuccessBorder: '#b9d0c1',
    colorWarning: '#b7791f',
    colorError: '#b3372d',
    colorLink: '#7a4e2d',
    colorTextBase: '#231b16',
    colorBgLayout: '#f6f1ea',
    colorBorder: '#ddd2c4',
    colorBorderSecondary: '#ebe3d8',
    // placeholders readable at 4.5:1 on white
    colorTextPlaceholder: '#6f6660',
    borderRadius: 10,
    borderRadiusLG: 14,
    fontFamily: SANS,
    fontSize: 15,
    controlHeight: 42,
    controlHeightLG: 48,
  },
  components: {
    Button: { fontWeight: 600, primaryShadow: 'none', defaultShadow: 'none' },
    Tabs: { titleFontSize: 15 },
    Descriptions: { labelColor: '#6f6660' },
    Layout: { siderBg: '#231b16', headerBg: '#fffdf9' },
    Menu: { darkItemBg: '#231b16', darkSubMenuItemBg: '#231b16', darkItemSelectedBg: '#5b3a24' },
  },
};

/** The app's runtime theme: `staticTheme` with its styles coming from the static CSS. */
export const theme: ThemeConfig = { ...staticTheme, zeroRuntime: true };
