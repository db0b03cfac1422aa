/** The one antd theme of the product: warm walnut, brass and linen, system fonts. */
import type { ThemeConfig } from 'antd';

export const SANS = "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#5b3a24',
    colorInfo: '#5b3a24',
    colorSuccess: '#3f6b4f',
    colorWarning: '#b7791f',
    colorError: '#b3372d',
    colorLink: '#7a4e2d',
    colorTextBase: '#231b16',
    colorBgLayout: '#f6f1ea',
    colorBorder: '#ddd2c4',
    colorBorderSecondary: '#ebe3d8',
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
    Layout: { siderBg: '#231b16', headerBg: '#fffdf9' },
    Menu: { darkItemBg: '#231b16', darkSubMenuItemBg: '#231b16', darkItemSelectedBg: '#5b3a24' },
  },
};
