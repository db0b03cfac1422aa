/**
 * Lead sources (issue 39 item 5) in Chromium: a visitor lands on step 1 from an Instagram ad; the
 * page notes the first touch at load (before any interaction), a later visit from Google does not
 * replace it, and step 1, answered with "How did you hear about us?", stores it on the customer.
 * Staff then find the lead by its source, read the Source card, add a phone lead with the short
 * form and send it the link to finish the wizard; the same pages in Arabic are right to left with
 * nothing scrolling sideways at 360 and 1280 px. Screenshots: I18N_SCREENSHOTS=<dir> (locale-page.ts snap).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browser, CONTINUE, system, useSystem, wizardHydrated } from './harness';
import { pageFacts, snap } from './locale-page';
import { urlOf } from '@cabinetry/shared/contracts/api/client';

useSystem('lead-sources');

const FIRST_TOUCH_KEY = 'atelier-cedar.onboarding.first-touch';
const ADMIN = { username: 'rima', email: 'rima@ateliercedar.local', firstName: 'Rima', lastName: 'Aoun', password: 'cedar-2026!', confirmPassword: 'cedar-2026!' };

/** Signs the admin in on `page` with the back office in `locale`. */
async function signIn(page: Page, locale: 'en' | 'ar') {
  const login = (await (await page.request.post(`${system.url}${urlOf('login')}`, { data: { username: ADMIN.username, password: ADMIN.password } })).json()) as { token: string };
  const me = await page.request.put(`${system.url}${urlOf('updateMyPreferences')}`, { headers: { Authorization: `Bearer ${login.token}` }, data: { locale } });
  expect(me.status()).toBe(200);
  await page.goto(`${system.url}/admin/login`);
  await page.evaluate(`localStorage.setItem('adminToken', ${JSON.stringify(login.token)}); localStorage.setItem('adminUser', ${JSON.stringify(JSON.stringify({ ...login, ...(await me.json()) }))})`);
}

/** Fails on a page not laid out in `dir`, or that still scrolls sideways once settled (the back office's sidebar slides shut on a phone), at 360 and 1280 px. */
async function laidOut(page: Page, dir: 'ltr' | 'rtl') {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    expect((await pageFacts(page)).dir || 'ltr').toBe(dir);
    await expect.poll(async () => (await pageFacts(page)).overflow, { message: `${page.url()} scrolls sideways at ${width} px`, timeout: 5_000 }).toBeLessThanOrEqual(0);
  }
}

describe('lead sources', () => {
  it('keep the first touch from the landing page to the lead, and staff add a phone lead', async () => {
    const visitor = await browser.newContext({ viewport: { width: 360, height: 800 } });
    const page = await visitor.newPage();
    await page.goto(`${system.url}/onboarding/step1?utm_source=instagram&utm_medium=paid-social&utm_campaign=winter-kitchens&fbclid=IwAR0abc`, { referer: 'https://l.instagram.com/' });
    // noted by boot.ts at load, before the visitor does anything; the wizard is not taken for a saved one
    await expect.poll(() => page.evaluate<string | null>(`localStorage.getItem(${JSON.stringify(FIRST_TOUCH_KEY)})`)).toContain('winter-kitchens');
    expect(await page.evaluate(`localStorage.getItem('atelier-cedar.onboarding')`)).toBeNull();
    // a later visit from a search does not replace it
    await page.goto(`${system.url}/onboarding/step1?gclid=later-click`, { referer: 'https://www.google.com/' });
    await wizardHydrated(page);
    await page.getByRole('checkbox', { name: 'Kitchen' }).click();
    await page.getByLabel('First Name').fill('Layal');
    await page.getByLabel('Last Name').fill('Sfeir');
    await page.getByLabel('Email').fill('layal.sfeir@example.com');
    await page.getByLabel('Phone Number').fill('71555666');
    await page.getByLabel('How did you hear about us?').selectOption({ label: 'An architect or designer' });
    await snap(page, 'lead-sources-step1-en');
    await page.getByRole('button', { name: CONTINUE }).click();
    await page.waitForURL('**/onboarding/step2', { timeout: 20_000 });

    // the same question in Arabic, right to left
    const arabic = await visitor.newPage();
    await arabic.goto(`${system.url}/ar/onboarding/step1`);
    await arabic.getByText('كيف سمعت عنّا؟').waitFor();
    await laidOut(arabic, 'rtl');
    await snap(arabic, 'lead-sources-step1-ar');
    await visitor.close();

    expect((await (await fetch(`${system.url}${urlOf('setup')}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) })).status)).toBe(201);
    const staff = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const admin = await staff.newPage();
    await signIn(admin, 'en');

    // the list filtered by source, then the lead's Source card
    await admin.goto(`${system.url}/admin/leads?source=instagram`);
    const row = admin.getByRole('row', { name: /Layal Sfeir/ });
    await row.waitFor();
    expect(await row.textContent()).toContain('Instagram');
    await laidOut(admin, 'ltr');
    await snap(admin, 'lead-sources-list-en');
    await row.getByRole('link', { name: 'Layal Sfeir' }).click();
    await admin.getByRole('heading', { name: 'Layal Sfeir' }).waitFor();
    for (const text of ['Instagram', 'An architect or designer', 'winter-kitchens', 'paid-social', 'https://l.instagram.com', '/onboarding/step1', 'IwAR0abc']) {
      await admin.getByText(text, { exact: true }).first().waitFor({ timeout: 10_000 });
    }
    expect(await admin.getByText('later-click').count()).toBe(0);
    await laidOut(admin, 'ltr');
    await snap(admin, 'lead-sources-lead-en');

    // a phone call taken down with the short form
    await admin.goto(`${system.url}/admin/leads`);
    await admin.getByRole('button', { name: 'Add lead' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Add lead' }).click();
    await dialog.getByText('First name is required').waitFor();
    await dialog.locator('#firstName').fill('Georges');
    await dialog.locator('#lastName').fill('Haddad');
    await dialog.locator('#phoneNumber').fill('3987654');
    await dialog.locator('#email').fill('georges.haddad@example.com');
    await dialog.getByRole('checkbox', { name: 'Wardrobe' }).check();
    await dialog.getByRole('radio', { name: 'Phone call' }).check();
    await snap(admin, 'lead-sources-new-lead-en');
    await dialog.getByRole('button', { name: 'Add lead' }).click();
    await admin.waitForURL(/\/admin\/leads\/[0-9a-f]{24}$/);
    await admin.getByRole('heading', { name: 'Georges Haddad' }).waitFor();
    await admin.getByText('Phone call', { exact: true }).first().waitFor();
    await admin.getByRole('button', { name: 'Send link to finish the wizard' }).click();
    await admin.getByText('Link sent to georges.haddad@example.com').waitFor();
    await snap(admin, 'lead-sources-phone-lead-en');

    // a twin is refused with the lead that has the number
    await admin.goto(`${system.url}/admin/leads`);
    await admin.getByRole('button', { name: 'Add lead' }).click();
    await dialog.locator('#firstName').fill('G.');
    await dialog.locator('#lastName').fill('Haddad');
    await dialog.locator('#phoneNumber').fill('3987654');
    await dialog.getByRole('checkbox', { name: 'Kitchen' }).check();
    await dialog.getByRole('button', { name: 'Add lead' }).click();
    await dialog.getByRole('link', { name: 'Open that lead' }).waitFor();

    // the same pages in Arabic
    await signIn(admin, 'ar');
    await admin.goto(`${system.url}/admin/leads?source=instagram`);
    await admin.getByRole('row', { name: /Layal Sfeir/ }).waitFor();
    await laidOut(admin, 'rtl');
    await snap(admin, 'lead-sources-list-ar');
    await admin.getByRole('link', { name: 'Layal Sfeir' }).click();
    await admin.getByText('إنستغرام').first().waitFor();
    await laidOut(admin, 'rtl');
    await snap(admin, 'lead-sources-lead-ar');
    await admin.goto(`${system.url}/admin/leads`);
    await admin.getByRole('button', { name: 'إضافة عميل محتمل' }).click();
    await admin.getByRole('dialog').waitFor();
    await snap(admin, 'lead-sources-new-lead-ar');
    await staff.close();
  }, 240_000);
});
