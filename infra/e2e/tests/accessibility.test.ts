/**
 * axe-core (full rule set) over the pages the wizard test does not reach: every admin page signed in
 * as an admin (with the demo catalogue, a lead and its detail page), the admin login and setup pages,
 * a style dialog, the appointment manage page and the 404 page. None may have a serious or critical
 * violation. The wizard's steps are scanned in wizard.test.ts.
 */
import type { Page } from 'playwright-core';

declare const document: { querySelector(selector: string): unknown };
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { browser, system, useSystem } from './harness';
import { urlOf } from '@cabinetry/shared/contracts/api/client';

useSystem('accessibility');

const ADMIN = { username: 'rima.admin', email: 'rima@ateliercedar.example', firstName: 'Rima', lastName: 'Aoun', password: 'cedar-a11y-2026', confirmPassword: 'cedar-a11y-2026' };
const ADMIN_PAGES = ['dashboard', 'styles', 'palettes', 'materials', 'material-categories', 'users', 'google-auth', 'availability', 'leads', 'appointments', 'audit'];

let page: Page;
let leadId: string;

beforeAll(async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  const customer = await browser.newContext();
  const step1 = await customer.request.post(`${system.url}${urlOf('saveStep1')}`, {
    data: {
      customerInfo: { firstName: 'Lina', lastName: 'Saad', email: 'lina.saad@example.com', phone: '+96171555444' },
      projectTypes: { kitchen: false, wardrobe: true },
    },
  });
  expect(step1.status()).toBe(201);
  leadId = ((await step1.json()) as { customerId: string }).customerId;
  await customer.close();
}, 120_000);

/** Opens `path`, waits for its content to settle, and returns its serious or critical violations. */
async function violationsOf(path: string, ready: () => Promise<unknown>): Promise<string[]> {
  await page.goto(`${system.url}${path}`);
  await ready();
  await page.waitForLoadState('networkidle');
  // not while a table is still blurred by its loading spinner
  await page.waitForFunction(() => !document.querySelector('.ant-spin-spinning'));
  return (await seriousViolations(page)).map((v) => `${path}: ${v}`);
}

describe('accessibility of the pages around the wizard', () => {
  it('admin setup and login, the manage page and the 404 page', async () => {
    const found = [
      ...(await violationsOf('/admin/setup', () => page.getByRole('button', { name: 'Create Admin Account' }).waitFor())),
      ...(await violationsOf('/admin/login', () => page.getByRole('button', { name: 'Sign In' }).waitFor())),
      ...(await violationsOf('/appointment/not-a-real-token', () => page.getByText('This link is not valid').waitFor())),
      ...(await violationsOf('/no/such/page', () => page.getByRole('heading', { name: '404 Page Not Found' }).waitFor())),
    ];
    expect(found).toEqual([]);
  }, 120_000);

  it('every admin page, a lead and the new-style dialog, signed in as an admin', async () => {
    expect((await page.request.post(`${system.url}${urlOf('setup')}`, { data: ADMIN })).status()).toBeLessThan(300);
    await page.goto(`${system.url}/admin/login`);
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/admin/dashboard');
    const found: string[] = [];
    for (const name of ADMIN_PAGES) found.push(...(await violationsOf(`/admin/${name}`, () => page.locator('.admin-content').waitFor())));
    found.push(...(await violationsOf(`/admin/leads/${leadId}`, () => page.getByText('Lina Saad').first().waitFor())));
    found.push(...(await violationsOf('/admin/styles', () => page.getByRole('button', { name: /Add/ }).first().waitFor())));
    await page.getByRole('button', { name: /Add/ }).first().click();
    await page.getByRole('dialog').waitFor();
    found.push(...(await seriousViolations(page)).map((v) => `style dialog: ${v}`));
    expect(found).toEqual([]);
  }, 300_000); // thirteen pages under axe: over 180 s on a busy 2-core machine
});
