import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { antdCss, CUSTOMER_COMPONENTS, customerSources, pruneCss } from './antd-static-css';

const src = fileURLToPath(new URL('../src', import.meta.url));

/** The antd class names (`ant-…`, `anticon…`) written in `text`. */
const antdClasses = (text: string) => new Set(text.match(/\b(?:ant-[\w-]+|anticon(?:-[\w-]+)?)\b/g) ?? []);

/** The selectors of `css`'s style rules (not at-rule preludes), one by one. */
const selectors = (css: string) =>
  [...css.matchAll(/([^{}]+)\{[^{}]*\}/g)].flatMap((m) => m[1].split(',').map((s) => s.trim())).filter((s) => s && !s.startsWith('@') && !/^(from|to|\d+%)$/.test(s));

/** The class names a selector names. */
const classesOf = (selector: string) => [...selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]);

describe('antd static CSS', () => {
  it('reads the customer pages, not the admin area or the tests', () => {
    const files = customerSources(src).map((f) => f.slice(src.length + 1));
    expect(files).toEqual(expect.arrayContaining(['ui/Button.tsx', 'onboarding/steps/step1/Step1.tsx', 'manage/ManageAppointmentPage.tsx']));
    expect(files.filter((f) => f.startsWith('admin') || f.includes('.test.') || f.startsWith('testing'))).toEqual([]);
  });

  it('keeps, when pruned to the customer pages, every rule of an antd class they write and no admin-only component', async () => {
    const full = antdCss(CUSTOMER_COMPONENTS);
    const sources = customerSources(src);
    const pruned = await pruneCss(full, sources);
    const written = new Set([...sources.flatMap((file) => [...antdClasses(readFileSync(file, 'utf8'))]), 'cedar']);
    expect(written).toContain('ant-btn-color-dangerous');
    // a selector all of whose classes (and attribute names) the pages write can match them: it must survive
    const text = sources.map((file) => readFileSync(file, 'utf8')).join('\n');
    const attributesWritten = (selector: string) => [...selector.matchAll(/\[([\w-]+)/g)].every((m) => text.includes(m[1]));
    const kept = new Set(selectors(pruned));
    const lost = selectors(full).filter((s) => classesOf(s).length > 0 && classesOf(s).every((c) => written.has(c)) && attributesWritten(s) && !kept.has(s));
    expect(lost).toEqual([]);
    expect(pruned.length).toBeLessThan(full.length / 2);
    const styled = new Set([...kept].flatMap(classesOf));
    for (const adminOnly of ['ant-table', 'ant-select', 'ant-picker', 'ant-menu', 'ant-modal']) expect(styled.has(adminOnly)).toBe(false);
  });

  it("is generated from the product theme, with unhashed class names under the theme's variable key", () => {
    const css = antdCss(['Button']);
    expect(css).toContain('.ant-btn{');
    expect(css).toMatch(/\.cedar\{[^}]*--ant-color-primary:#5b3a24/);
    expect(css).not.toContain(':where(.css-');
  });
});
