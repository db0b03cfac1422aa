/**
 * The back office's first admin in the browser tests: created on /admin/setup, then signed in (the
 * page is on the dashboard after). Answers the staff token the back office keeps in localStorage.
 */
import type { Page } from 'playwright-core';
import { system } from './harness';

const ADMIN = { username: 'rima', password: 'cedar-wood-2026' };

/** Creates the first admin on `page` and signs in; answers their token. */
export async function signInFirstAdmin(page: Page): Promise<string> {
  await page.goto(`${system.url}/admin/setup`);
  await page.getByLabel('First Name').fill('Rima');
  await page.getByLabel('Last Name').fill('Aoun');
  await page.getByLabel('Email').fill('rima@ateliercedar.local');
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.locator('#password').fill(ADMIN.password);
  await page.locator('#confirmPassword').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Create Admin Account' }).click();
  await page.waitForURL('**/admin/login', { timeout: 10_000 });
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.locator('#password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/admin/dashboard');
  return page.evaluate<string>('localStorage.getItem("adminToken")');
}
