/**
 * Vite plugin: antd's styles as static CSS files, generated at build (and dev) time from the
 * product's theme with @ant-design/static-style-extract, so the browser runs no style engine
 * (the app's ConfigProvider sets `zeroRuntime`, see src/theme.ts).
 *
 * - `virtual:antd/customer.css`: the antd components the customer pages import (every file of src/
 *   outside src/admin, scanned for `import { … } from 'antd'`), plus the ones they render inside
 *   (CUSTOMER_INNER). Imported by src/stylesheets.ts (inlined in the pre-rendered pages).
 * - `virtual:antd/admin.css`: every antd component, imported by the admin chunk only.
 *
 * A customer file that starts using a new antd component gets its CSS on the next build
 * (build/antd-static-css.test.ts checks the scan).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractStyle } from '@ant-design/static-style-extract';
import { ConfigProvider } from 'antd';
import { createElement, type ReactElement } from 'react';
import type { Plugin } from 'vite';
import { staticTheme } from '../src/theme';

const PREFIX = 'virtual:antd/';
const RESOLVED = `\0${PREFIX}`;
/** Components antd renders inside the customer's ones (Modal's footer buttons; Tabs styles its own overflow menu). */
const CUSTOMER_INNER = ['Button'];
const ANTD_IMPORT = /import\s*(type\s*)?\{([^}]*)\}\s*from\s*'antd'/g;

/** The antd component names imported (as values) by the customer pages' source files under `srcDir`. */
export function customerAntdComponents(srcDir: string): string[] {
  const names = new Set(CUSTOMER_INNER);
  const files = readdirSync(srcDir, { recursive: true, encoding: 'utf8' }).filter(
    (f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.startsWith('admin') && !f.startsWith('testing'),
  );
  for (const file of files) {
    for (const [, typeOnly, list] of readFileSync(join(srcDir, file), 'utf8').matchAll(ANTD_IMPORT)) {
      if (typeOnly) continue;
      for (const item of list.split(',').map((s) => s.trim())) {
        if (item && !item.startsWith('type ') && item !== 'ConfigProvider') names.add(item.split(/\s+as\s+/)[0]);
      }
    }
  }
  return [...names].sort();
}

/** antd's CSS for `includes` (all components when undefined) under the product theme. */
export function antdCss(includes?: string[]): string {
  const customTheme = (node: ReactElement) => createElement(ConfigProvider, { theme: staticTheme }, node);
  return extractStyle({ customTheme, includes });
}

/** The plugin; `srcDir` is the SPA's src folder. */
export function antdStaticCss(srcDir: string): Plugin {
  return {
    name: 'antd-static-css',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const name = id.slice(RESOLVED.length);
      if (name === 'customer.css') return antdCss(customerAntdComponents(srcDir));
      if (name === 'admin.css') return antdCss();
      this.error(`unknown antd stylesheet ${id}`);
    },
  };
}
