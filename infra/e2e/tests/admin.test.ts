/**
 * The admin back office end to end, against the whole system as `npm start` runs it:
 * a person sets up the first admin, signs in, creates a category, a design style with an image and a
 * material compatible with it, and a customer then sees both in the wizard's steps 2 and 3. The audit
 * log's filters survive Back; the sidebar fills the window on every page. An editor created on the
 * Users page signs in, cannot open Users, and their dashboard makes no call the server refuses.
 */
import sharp from 'sharp';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browser, system, useSystem, CONTINUE } from './harness';
import { urlOf } from '@cabinetry/shared/contracts/api/client';

/** How long the services trust identity's answer about a staff account here (production: 10 s). */
const SESSION_CACHE_MS = 250;
useSystem('admin', { ADMIN_SESSION_CACHE_MS: String(SESSION_CACHE_MS) });

const STYLE = 'Cedar Grove Kitchen';
const CATEGORY = 'Cedar Base Fronts';
const MATERIAL = 'Smoked Cedar Veneer';
const ADMIN = { username: 'maya.admin', password: 'cedar-admin-2026' };
const EDITOR = { username: 'omar.editor', password: 'cedar-editor-2026' };

const png = (colour: string) => sharp({ create: { width: 320, height: 240, channels: 3, background: colour } }).png().toBuffer();

async function freshPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  return { context, page: await context.newPage() };
}

/** Opens the antd Select whose input has `id` and picks the option titled `option`. */
async function choose(page: Page, id: string, option: string) {
  await page.locator('.ant-select', { has: page.locator(`#${id}`) }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: option }).first().click();
}

/** The single toast shows `text`. */
const toast = (page: Page, text: string) => page.locator('.toast-region').getByText(text).waitFor();

async function signIn(page: Page, who: { username: string; password: string }) {
  await page.goto(`${system.url}/admin/login`);
  await page.getByLabel('Username').fill(who.username);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/admin/dashboard');
}

describe('admin back office', () => {
  it('sets up, signs in, and adds a style and a material that the wizard then offers', async () => {
    const { context, page } = await freshPage();

    // Setup, then the redirect to the login page after 3 s
    await page.goto(`${system.url}/admin/setup`);
    await page.getByLabel('First Name').fill('Maya');
    await page.getByLabel('Last Name').fill('Haddad');
    await page.getByLabel('Email').fill('maya@ateliercedar.example');
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel(/^Password/).fill(ADMIN.password);
    await page.getByLabel('Confirm Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Create Admin Account' }).click();
    await page.getByText('Admin account created successfully! Redirecting to login page...').waitFor();
    await page.waitForURL('**/admin/login', { timeout: 10_000 });

    await signIn(page, ADMIN);
    await page.getByRole('heading', { name: 'Welcome back, Maya' }).waitFor();
    await page.getByText('Customer funnel').waitFor(); // the charts are an admin's

    // A design style: the image is required, then created with one
    await page.getByRole('menuitem', { name: 'Design Styles' }).click();
    await page.waitForURL('**/admin/styles');
    await page.getByRole('button', { name: 'Add Style' }).click();
    await page.locator('#name').fill(STYLE);
    await page.locator('#description').fill('Warm cedar kitchen with brass handles and linen tones.');
    await page.getByRole('button', { name: 'Create Style' }).click();
    await toast(page, 'Please select an image for the design style.');
    await page.locator('#style-image').setInputFiles({ name: 'cedar.png', mimeType: 'image/png', buffer: await png('#8b5a3c') });
    await page.getByRole('button', { name: 'Create Style' }).click();
    await toast(page, 'Style created');
    const styleRow = page.getByRole('row').filter({ hasText: STYLE });
    await styleRow.getByText('Active').waitFor();
    await expect(styleRow.locator('img').getAttribute('src')).resolves.toMatch(/^\/api\/media\/.+[?&]w=150/);

    // A kitchen-lower category (admin only page), reached from Materials
    await page.getByRole('menuitem', { name: /\bMaterials$/ }).click();
    await page.getByRole('link', { name: 'Manage Categories' }).click();
    await page.waitForURL('**/admin/material-categories');
    await page.getByRole('button', { name: 'Add Category' }).click();
    await page.locator('#name').fill(CATEGORY);
    await choose(page, 'type', 'Kitchen Lower Cabinets');
    await page.getByRole('button', { name: 'Create Category' }).click();
    await toast(page, 'Category created');
    await page.getByRole('row').filter({ hasText: CATEGORY }).getByText('Kitchen Lower Cabinets').waitFor();

    // A material compatible with the new style
    await page.getByRole('link', { name: 'Back to Materials' }).click();
    await page.waitForURL('**/admin/materials');
    await page.getByRole('button', { name: 'Add Material' }).click();
    await page.locator('#name').fill(MATERIAL);
    await page.locator('#description').fill('Brushed cedar veneer with a smoked finish.');
    await choose(page, 'categoryId', CATEGORY);
    await page.getByLabel('Price').fill('€€€');
    await choose(page, 'styleIds', STYLE);
    await page.keyboard.press('Escape');
    await page.locator('#material-image').setInputFiles({ name: 'veneer.png', mimeType: 'image/png', buffer: await png('#5b3a24') });
    await page.getByRole('button', { name: 'Create Material' }).click();
    await toast(page, 'Material created');
    // the dialog (and its category dropdown) is gone before the filter is used: an option click must
    // reach the filter, whose choice then shows in it
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await choose(page, 'category-filter', CATEGORY);
    await page.locator('.ant-select', { has: page.locator('#category-filter') }).getByText(CATEGORY).waitFor();
    await page.getByRole('row').filter({ hasText: MATERIAL }).getByText(CATEGORY).waitFor();
    await expect.poll(() => page.getByRole('row').count()).toBe(2); // header + the one material of that category
    // the filter lives in the URL: a reload keeps it
    expect(new URL(page.url()).searchParams.get('categoryId')).toMatch(/^\d+$/);
    await page.reload();
    await page.locator('.ant-select', { has: page.locator('#category-filter') }).getByText(CATEGORY).waitFor();
    await expect.poll(() => page.getByRole('row').count()).toBe(2);

    // An editor, created on the Users page; the admin's own row cannot be edited or deleted
    await page.getByRole('menuitem', { name: 'Users' }).click();
    await page.waitForURL('**/admin/users');
    expect(await page.getByRole('button', { name: `Edit ${ADMIN.username}` }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: `Delete ${ADMIN.username}` }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Add User' }).click();
    await page.getByLabel('First Name').fill('Omar');
    await page.getByLabel('Username').fill(EDITOR.username);
    await page.getByLabel('Email').fill('omar@ateliercedar.example');
    await page.getByLabel(/^Password/).fill(EDITOR.password);
    await page.getByLabel('Confirm Password').fill('something-else');
    await page.getByRole('button', { name: 'Create User' }).click();
    await page.getByText('Passwords do not match').waitFor();
    await page.getByLabel('Confirm Password').fill(EDITOR.password);
    await page.getByRole('button', { name: 'Create User' }).click();
    await toast(page, 'User created');
    await page.getByRole('row').filter({ hasText: EDITOR.username }).getByText('Editor', { exact: true }).waitFor();

    // The audit log names who did it
    await page.getByRole('menuitem', { name: 'Audit Log' }).click();
    await page.waitForURL('**/admin/audit');
    await page.getByRole('row').filter({ hasText: 'Created a user' }).filter({ hasText: EDITOR.username }).filter({ hasText: ADMIN.username }).waitFor();
    await page.getByRole('row').filter({ hasText: 'Created catalogue item' }).filter({ hasText: urlOf('createStyle') }).first().waitFor();
    // its filters live in the address: they survive a visit elsewhere and Back
    await page.getByRole('combobox', { name: 'Action' }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'Created a user' }).first().click();
    await page.waitForURL(/\/admin\/audit\?action=user\.create$/);
    await expect.poll(() => page.getByRole('row').count()).toBe(2); // header + the one user created
    await page.getByRole('menuitem', { name: 'Users' }).click();
    await page.waitForURL('**/admin/users');
    await page.goBack();
    await page.waitForURL(/\/admin\/audit\?action=user\.create$/);
    await page.getByRole('row').filter({ hasText: 'Created a user' }).waitFor();
    await expect.poll(() => page.getByRole('row').count()).toBe(2);

    // The sidebar fills the window's height on every page, and stays in view on a page taller than the window
    /** The sidebar's top and height, in whole pixels (a scrolled page may leave a fraction). */
    const sider = async () => {
      const box = await page.locator('.admin-sider').boundingBox();
      return box && { top: Math.round(box.y) || 0, height: Math.round(box.height) }; // || 0: no -0
    };
    await page.setViewportSize({ width: 1440, height: 1300 });
    for (const path of ['/admin/dashboard', '/admin/styles', '/admin/users', '/admin/audit']) {
      await page.goto(`${system.url}${path}`);
      await page.getByRole('button', { name: 'Logout' }).waitFor();
      expect(await sider(), path).toEqual({ top: 0, height: 1300 });
    }
    await page.setViewportSize({ width: 1440, height: 600 });
    await page.goto(`${system.url}/admin/availability`);
    await page.getByRole('button', { name: 'Save' }).waitFor();
    expect(await page.evaluate('document.documentElement.scrollHeight > 900')).toBe(true);
    await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
    await expect.poll(sider).toEqual({ top: 0, height: 600 });
    expect(await page.getByRole('button', { name: 'Logout' }).isVisible()).toBe(true);
    await context.close();

    // The customer, in a fresh browser: step 2 offers the style, step 3 the material
    const customer = await freshPage();
    const wizard = customer.page;
    await wizard.goto(`${system.url}/onboarding/step1`);
    await wizard.getByRole('checkbox', { name: 'Kitchen' }).click();
    await wizard.getByLabel('First Name').fill('Rania');
    await wizard.getByLabel('Last Name').fill('Saab');
    await wizard.getByLabel('Email').fill('rania.saab@example.com');
    await wizard.getByLabel('Phone Number').fill('71 123 456');
    await wizard.getByRole('button', { name: CONTINUE }).click();
    await wizard.waitForURL('**/onboarding/step2');
    await wizard.getByRole('button', { name: STYLE, exact: true }).click();
    await wizard.getByRole('button', { name: 'Nordic Neutrals', exact: true }).click();
    await wizard.getByRole('button', { name: CONTINUE }).click();
    await wizard.waitForURL('**/onboarding/step3');
    await wizard.getByRole('region', { name: 'Lower Cabinet Materials' }).getByText(MATERIAL).waitFor();
    await customer.context.close();
  }, 180_000);

  it('keeps an editor out of Users, Leads and Appointments; Logout revokes the token', async () => {
    const { context, page } = await freshPage();
    const refused: string[] = [];
    page.on('response', (res) => {
      if (res.status() === 403) refused.push(res.url());
    });
    await signIn(page, EDITOR);
    await page.getByRole('heading', { name: 'Welcome back, Omar' }).waitFor();
    // the dashboard asks for nothing an editor may not read: no charts, no permission panels
    await page.waitForLoadState('networkidle');
    expect(refused).toEqual([]);
    expect(await page.getByText('Customer funnel').count()).toBe(0);
    expect(await page.getByText('You do not have permission for this action').count()).toBe(0);
    expect(await page.getByRole('menuitem').allInnerTexts()).toEqual(['Dashboard', 'Design Styles', 'Color Palettes', 'Materials']);
    expect(await page.getByRole('link', { name: /Users|Leads|Appointments/ }).count()).toBe(0);
    for (const path of ['/admin/users', '/admin/leads', '/admin/leads/64b7f0c2a1b2c3d4e5f60718', '/admin/appointments']) {
      await page.goto(`${system.url}${path}`);
      await page.waitForURL('**/admin/dashboard');
    }
    const token = await page.evaluate(`localStorage.getItem('adminToken')`);
    expect((await page.request.get(`${system.url}${urlOf('listLeads')}`, { headers: { authorization: `Bearer ${token}` } })).status()).toBe(403);
    // editors still manage the catalogue
    await page.goto(`${system.url}/admin/materials`);
    await choose(page, 'category-filter', CATEGORY);
    await page.getByRole('row').filter({ hasText: MATERIAL }).waitFor();
    expect(await page.getByRole('link', { name: 'Manage Categories' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/admin/login');
    expect((await page.request.get(`${system.url}${urlOf('me')}`, { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);
    // other services trust identity's answer about an account for up to ADMIN_SESSION_CACHE_MS
    const catalogueStatus = async () => (await page.request.get(`${system.url}${urlOf('listStyles')}`, { headers: { authorization: `Bearer ${token}` } })).status();
    await expect.poll(catalogueStatus, { timeout: SESSION_CACHE_MS + 2_000, interval: 100 }).toBe(401);
    await context.close();
  }, 60_000);

  it('drops a stored token without user data on the login page', async () => {
    const { context, page } = await freshPage();
    await page.goto(`${system.url}/admin/login`);
    await page.evaluate(`localStorage.setItem('adminToken', 'left-over-token')`);
    await page.reload();
    await page.getByText('Debug: auth token not present in localStorage["adminToken"]').waitFor();
    expect(await page.evaluate(`localStorage.getItem('adminToken')`)).toBeNull();
    await context.close();
  }, 60_000);
});
