import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { antdCss, customerAntdComponents } from './antd-static-css';

const src = fileURLToPath(new URL('../src', import.meta.url));

describe('antd static CSS', () => {
  it('covers the antd components the customer pages import, and no admin-only one', () => {
    const names = customerAntdComponents(src);
    expect(names).toEqual(expect.arrayContaining(['Alert', 'Button', 'Input', 'Modal', 'Segmented', 'Skeleton', 'Spin', 'Tabs']));
    for (const adminOnly of ['Table', 'DatePicker', 'Layout', 'ColorPicker', 'ConfigProvider', 'ThemeConfig']) expect(names).not.toContain(adminOnly);
  });

  it("is generated from the product theme, with unhashed class names under the theme's variable key", () => {
    const css = antdCss(['Button']);
    expect(css).toContain('.ant-btn{');
    expect(css).toMatch(/\.cedar\{[^}]*--ant-color-primary:#5b3a24/);
    expect(css).not.toContain(':where(.css-');
  });
});
