/**
 * Vite plugin: antd's styles as static CSS files, generated at build (and dev) time from the
 * product's theme with @ant-design/static-style-extract, so the browser runs no style engine.
 *
 * - `virtual:antd/customer.css`: the CSS of the antd components whose markup the customer pages'
 *   light components wear (src/ui: CUSTOMER_COMPONENTS), pruned with PurgeCSS to the rules whose
 *   classes appear in the customer pages' source (every file of src/ outside src/admin), so the
 *   pre-rendered pages inline only what they can use. Imported by src/stylesheets.ts.
 * - `virtual:antd/modal.css`: antd's Modal, whole, for the one antd component a customer page loads
 *   when used (src/manage/CancelDialog.tsx).
 * - `virtual:antd/admin.css`: every antd component, imported by the admin chunk only.
 *
 * build/antd-static-css.test.ts checks that every antd class the customer source names is styled.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractStyle } from '@ant-design/static-style-extract';
import { PurgeCSS } from 'purgecss';
import { ConfigProvider } from 'antd';
import { createElement, type ReactElement } from 'react';
import type { Plugin } from 'vite';
import { staticTheme } from '../src/theme';

const PREFIX = 'virtual:antd/';
const RESOLVED = `\0${PREFIX}`;

/** The antd components whose markup and classes src/ui's light components reproduce. */
export const CUSTOMER_COMPONENTS = ['Alert', 'Button', 'Input', 'Segmented', 'Skeleton', 'Spin', 'Tabs'];

/** The customer pages' source files under `srcDir` (not the admin area, tests or test helpers), as absolute paths. */
export function customerSources(srcDir: string): string[] {
  return readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.startsWith('admin') && !f.startsWith('testing'))
    .map((f) => join(srcDir, f));
}

/** antd's CSS for `includes` (all components when undefined) under the product theme. */
export function antdCss(includes?: string[]): string {
  const customTheme = (node: ReactElement) => createElement(ConfigProvider, { theme: staticTheme }, node);
  return extractStyle({ customTheme, includes });
}

/**
 * `css` without the rules none of whose classes occur in `sources` (words of the files' text, so a
 * class must be written out whole there), and without the keyframes and CSS variables left unused.
 */
export async function pruneCss(css: string, sources: string[]): Promise<string> {
  const [result] = await new PurgeCSS().purge({
    content: sources.map((file) => ({ raw: readFileSync(file, 'utf8'), extension: 'tsx' })),
    css: [{ raw: css }],
    keyframes: true,
    variables: true,
    // the theme's variable scope and the root element selectors antd's reset uses
    safelist: { standard: ['cedar', 'html', 'body'] },
  });
  return result.css;
}

/** The plugin; `srcDir` is the SPA's src folder. */
export function antdStaticCss(srcDir: string): Plugin {
  return {
    name: 'antd-static-css',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : undefined),
    async load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const name = id.slice(RESOLVED.length);
      if (name === 'customer.css') return pruneCss(antdCss(CUSTOMER_COMPONENTS), customerSources(srcDir));
      if (name === 'modal.css') return antdCss(['Modal']);
      if (name === 'admin.css') return antdCss();
      this.error(`unknown antd stylesheet ${id}`);
    },
  };
}
