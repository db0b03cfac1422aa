/**
 * The back office's catalogue and users pages in the staff user's own language (issue 22 item 6):
 * an admin who chose Arabic (PUT /api/admin/me/preferences) opens Design Styles, Color Palettes,
 * Materials, Material Categories and Users, the style create dialog (refused without a name and an
 * image: the schema's message and the toast in Arabic), a palette's delete confirmation and a
 * second account under a taken username (the server's code worded in Arabic): each is
 * right to left with <html lang="ar" dir="rtl">, scrolls nothing sideways at 1280 px, and shows no
 * English text node or accessible name (locale-page.ts's walk; allow-list: staff data, i.e. the
 * catalogue's and the accounts' own names, descriptions, usernames and e-mail addresses, colour
 * values, image types, the brand, Google and the language menu's own names). The same pages in French show no English
 * back-office message. I18N_SCREENSHOTS=<dir> saves every page at 360 and 1280 px.
 */
import { BRAND, CATALOGUE_IMAGE_TYPES } from '@cabinetry/shared/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browser, system, useSystem } from './harness';
import { catalogue, pageFacts, pageTexts, snap } from './locale-page';
import { urlOf } from '@cabinetry/shared/contracts/api/client';

useSystem('admin-i18n-catalogue');

/** The back office's catalogue of `locale`, flattened (`styles.title` → text). */
const adminCatalogue = (locale: string) => catalogue(locale, 'frontend/src/admin/i18n/locales');

const ADMIN = { username: 'maya', email: 'maya@ateliercedar.local', firstName: 'Maya', lastName: 'Aoun', password: 'cedar-2026!', confirmPassword: 'cedar-2026!' };

const PAGES = [
  { path: '/admin/styles', title: 'styles.title', table: 'styles.tableLabel' },
  { path: '/admin/palettes', title: 'palettes.title', table: 'palettes.tableLabel' },
  { path: '/admin/materials', title: 'materials.title', table: 'materials.tableLabel' },
  { path: '/admin/material-categories', title: 'categories.title', table: 'categories.tableLabel' },
  { path: '/admin/users', title: 'users.title', table: 'users.tableLabel' },
] as const;

/** Signs the admin in on `page` with the back office in `locale`; resolves to the staff data the pages show (never translated). */
async function signInIn(page: Page, locale: 'ar' | 'fr'): Promise<string[]> {
  const login = (await (await page.request.post(`${system.url}${urlOf('login')}`, { data: { username: ADMIN.username, password: ADMIN.password } })).json()) as { token: string };
  const headers = { Authorization: `Bearer ${login.token}` };
  const me = await page.request.put(`${system.url}${urlOf('updateMyPreferences')}`, { headers, data: { locale } });
  expect(me.status()).toBe(200);
  const user = { ...login, ...(await me.json()) };
  await page.goto(`${system.url}/admin/login`);
  await page.evaluate(`localStorage.setItem('adminToken', ${JSON.stringify(login.token)}); localStorage.setItem('adminUser', ${JSON.stringify(JSON.stringify(user))})`);
  const data: string[] = [];
  const lists = [urlOf('listStyles'), urlOf('listPalettes'), urlOf('listMaterials', { query: { activeOnly: 'false' } }), urlOf('listCategories', { query: { activeOnly: 'false' } }), urlOf('listUsers')];
  for (const list of lists) {
    const rows = (await (await page.request.get(`${system.url}${list}`, { headers })).json()) as Record<string, unknown>[];
    for (const row of rows) for (const key of ['name', 'description', 'username', 'email', 'firstName', 'lastName']) if (typeof row[key] === 'string' && row[key]) data.push(row[key] as string);
  }
  // longest first, so a name inside a description goes with the description
  return data.sort((a, b) => b.length - a.length);
}

/** Texts of the page with Latin words left once staff data, colour values, file types, the brand and the language names are set aside. */
async function latinLeft(page: Page, staffData: string[]): Promise<string[]> {
  const allowed = [...staffData, BRAND.name, 'Google', 'English', 'Français', ...CATALOGUE_IMAGE_TYPES.map((t) => t.label)];
  return (await pageTexts(page)).filter((text) => {
    const rest = allowed.reduce((left, word) => left.split(word).join(' '), text).replace(/#[0-9a-f]{3,8}\b/gi, ' ');
    return /[A-Za-z]{2,}/.test(rest);
  });
}

describe("the back office's catalogue and users pages in the staff user's language", () => {
  it('ar: every page, the create dialog, a delete confirmation and a refused username are right to left with no English left', async () => {
    const ar = adminCatalogue('ar');
    const say = (key: string) => ar.get(key) ?? key;
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    expect((await page.request.post(`${system.url}${urlOf('setup')}`, { data: ADMIN })).status()).toBeLessThan(300);
    const staffData = await signInIn(page, 'ar');
    const problems: string[] = [];
    const check = async (name: string) => {
      await page.waitForLoadState('networkidle');
      const facts = await pageFacts(page);
      if (facts.lang !== 'ar' || facts.dir !== 'rtl') problems.push(`${name}: lang ${facts.lang} dir ${facts.dir}`);
      if (facts.overflow > 0) problems.push(`${name}: scrolls ${facts.overflow} px sideways at 1280 px`);
      const direction = await page.evaluate<string>(`getComputedStyle(document.querySelector('.admin-page')).direction`);
      if (direction !== 'rtl') problems.push(`${name}: the page is laid out ${direction}`);
      problems.push(...(await latinLeft(page, staffData)).map((text) => `${name}: English "${text}"`));
    };

    for (const { path, title, table } of PAGES) {
      await page.goto(`${system.url}${path}`);
      await page.getByRole('heading', { name: say(title), exact: true }).waitFor({ timeout: 20_000 });
      await page.getByRole('table', { name: say(table) }).waitFor();
      await check(path);
      await snap(page, `admin-ar-${path.split('/').pop()}`);
    }

    // the style create dialog, sent empty: the schema's message under the name, the image toast, in Arabic
    await page.goto(`${system.url}/admin/styles`);
    await page.getByRole('button', { name: say('styles.add') }).click();
    const dialog = page.getByRole('dialog', { name: say('styles.addTitle') });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: say('styles.create') }).click();
    await dialog.getByText(say('forms.validation.nameRequired')).waitFor();
    await page.locator('#name').fill('Cedar Loft');
    await dialog.getByRole('button', { name: say('styles.create') }).click();
    await page.locator('.toast-region').getByText(say('styles.imageRequired')).waitFor();
    await check('style dialog');
    await snap(page, 'admin-ar-style-dialog');
    await dialog.getByRole('button', { name: say('common.cancel') }).click();
    await dialog.waitFor({ state: 'detached' });

    // a palette's delete confirmation, cancelled
    await page.goto(`${system.url}/admin/palettes`);
    const [palette] = (await (await page.request.get(`${system.url}${urlOf('listPublicPalettes')}`)).json()) as { name: string }[];
    await page.getByRole('button', { name: say('table.deleteRow').replace('{{name}}', palette.name), exact: true }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText(say('dialogs.cannotBeUndone')).waitFor();
    await check('delete confirmation');
    await snap(page, 'admin-ar-delete-confirmation');
    await confirm.getByRole('button', { name: say('common.cancel') }).click();

    // a refusal worded by its code (409 username_taken): a second account named like the first, in Arabic
    await page.goto(`${system.url}/admin/users`);
    await page.getByRole('button', { name: say('users.add') }).click();
    const userDialog = page.getByRole('dialog', { name: say('users.addTitle') });
    await userDialog.waitFor();
    await page.locator('#username').fill(ADMIN.username);
    await page.locator('#email').fill('another@ateliercedar.local');
    await page.locator('#password').fill('another-cedar-2026');
    await page.locator('#confirmPassword').fill('another-cedar-2026');
    await userDialog.getByRole('button', { name: say('users.create') }).click();
    await page.locator('.toast-region').getByText(say('errors.username_taken')).waitFor();
    await userDialog.getByRole('button', { name: say('common.cancel') }).click();
    await context.close();
    expect(problems).toEqual([]);
  }, 240_000);

  it('fr: the same pages show no English back-office message', async () => {
    const fr = adminCatalogue('fr');
    const ownWords = new Set(fr.values());
    const english = new Set([...adminCatalogue('en').values()].filter((text) => !ownWords.has(text)));
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signInIn(page, 'fr');
    const problems: string[] = [];
    for (const { path, title } of PAGES) {
      await page.goto(`${system.url}${path}`);
      await page.getByRole('heading', { name: fr.get(title)!, exact: true }).waitFor({ timeout: 20_000 });
      await page.waitForLoadState('networkidle');
      const facts = await pageFacts(page);
      if (facts.lang !== 'fr' || facts.dir !== 'ltr') problems.push(`${path}: lang ${facts.lang} dir ${facts.dir}`);
      if (facts.overflow > 0) problems.push(`${path}: scrolls ${facts.overflow} px sideways at 1280 px`);
      problems.push(...(await pageTexts(page)).filter((text) => english.has(text)).map((text) => `${path}: English "${text}"`));
      await snap(page, `admin-fr-${path.split('/').pop()}`);
    }
    await context.close();
    expect(problems).toEqual([]);
  }, 240_000);
});
