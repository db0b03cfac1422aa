/**
 * Issue 23, a designer connects their own Google calendar, end to end in the browser, with Google
 * configured against the scheduling tests' fake Google: a `designer` staff account linked to a
 * designer opens My calendar, connects (the consent page is the fake Google's: it answers at once
 * with a code, sent back to the Google Integration page's address as Google would), is forwarded to
 * My calendar, sees it connected with the address, then disconnects it (the page passes axe). An admin's link of the
 * showroom's account still completes on the Google Integration page itself.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_AVAILABILITY_RULES } from '@cabinetry/shared/contracts';
import { type FakeGoogle, startFakeGoogle } from '@cabinetry/local/providers';
import { seriousViolations } from './axe';
import { browser, system, useSystem } from './harness';
import { urlOf } from '@cabinetry/shared/contracts/api/client';

const CLIENT = { clientId: 'e2e-designer-client', clientSecret: 'e2e-designer-secret' };
const RIMA_GOOGLE = 'rima.khoury@gmail.example';
const PASSWORD = 'cedar-2026!';
const env: Record<string, string> = {};
let google: FakeGoogle;

// before the system starts (hooks run in order): its Google settings name the fake Google
beforeAll(async () => {
  // no e-mail goes through a designer's account, so the fake Gmail's relay is never used
  google = await startFakeGoogle({ ...CLIENT, relaySmtpUrl: 'smtp://127.0.0.1:9' });
  Object.assign(env, {
    GOOGLE_CLIENT_ID: CLIENT.clientId,
    GOOGLE_CLIENT_SECRET: CLIENT.clientSecret,
    GOOGLE_REDIRECT_URI: 'http://localhost/admin/google-auth',
    GOOGLE_API_BASE_URL: google.url,
    GOOGLE_OAUTH_BASE_URL: google.url,
  });
});
afterAll(() => google?.stop());
useSystem('designer-calendar', env);

/** The toast's text once it contains `text`. */
async function toastWith(page: Page, text: string): Promise<string> {
  const toast = page.locator('.toast', { hasText: text });
  await toast.waitFor({ timeout: 10_000 });
  return (await toast.innerText()).replace(/\s+/g, ' ');
}

/** POSTs `data` as JSON with `page`'s request context (and a bearer `token`), expecting success: the JSON answer. */
async function post(page: Page, path: string, data: unknown, token?: string): Promise<Record<string, unknown>> {
  const res = await page.request.post(`${system.url}${path}`, { data, headers: token ? { Authorization: `Bearer ${token}` } : {} });
  expect(res.status(), path).toBeLessThan(300);
  return (await res.json()) as Record<string, unknown>;
}

/** Signs staff account `username` in on `page` (the way the login page stores the session). */
async function signIn(page: Page, username: string): Promise<void> {
  const login = await post(page, urlOf('login'), { username, password: PASSWORD });
  await page.goto(`${system.url}/admin/login`);
  await page.evaluate(`localStorage.setItem('adminToken', ${JSON.stringify(login.token)}); localStorage.setItem('adminUser', ${JSON.stringify(JSON.stringify(login))})`);
}

/** Answers the browser's visit to Google's consent page as Google does once `email` is chosen: back to the return address with a code and the state. */
const consentAs = (page: Page, email: string) =>
  page.route(`${google.url}/**`, (route) => {
    const { code, state } = google.authorize(route.request().url(), email);
    return route.fulfill({ status: 302, headers: { location: `${system.url}/admin/google-auth?state=${state}&code=${code}&scope=calendar` } });
  });

describe('Google accounts linked through the browser', () => {
  let adminToken: string;
  beforeAll(async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await post(page, urlOf('setup'), { username: 'maya', email: 'maya@ateliercedar.local', firstName: 'Maya', lastName: 'Aoun', password: PASSWORD, confirmPassword: PASSWORD });
    adminToken = (await post(page, urlOf('login'), { username: 'maya', password: PASSWORD })).token as string;
    const user = await post(page, urlOf('createUser'), { username: 'rima', email: 'rima@ateliercedar.local', role: 'designer', isActive: true, password: PASSWORD, confirmPassword: PASSWORD }, adminToken);
    const designer = { displayName: 'Rima', email: 'rima@ateliercedar.local', languages: ['en'], weeklyHours: DEFAULT_AVAILABILITY_RULES.weeklyHours, daysOff: [], isActive: true, staffUserId: user.id };
    await post(page, urlOf('createDesigner'), designer, adminToken);
    await context.close();
  });

  it('a designer connects their own from My calendar through Google’s consent, then disconnects it', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page, 'rima');
    await page.goto(`${system.url}/admin/leads`);
    await page.getByRole('menuitem', { name: 'My calendar' }).click();
    await page.waitForURL('**/admin/my-calendar');
    await page.getByRole('heading', { name: 'My calendar' }).waitFor();
    await page.getByText('The Google calendar that holds the consultations of Rima.').waitFor();
    await page.getByText('Not connected').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await consentAs(page, RIMA_GOOGLE);
    await page.getByRole('button', { name: /Connect Google calendar/ }).click();
    expect(await toastWith(page, 'Your Google calendar is now connected.')).toContain('Authorized');
    await page.getByText(`Your consultations and their meeting links go on the Google calendar of ${RIMA_GOOGLE}.`).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/my-calendar');
    expect(new URL(page.url()).search).toBe('');
    const designers = (await (await page.request.get(`${system.url}${urlOf('listDesigners')}`, { headers: { Authorization: `Bearer ${adminToken}` } })).json()) as { googleAccount: unknown }[];
    expect(designers[0].googleAccount).toEqual({ email: RIMA_GOOGLE });

    await page.getByRole('button', { name: /Disconnect/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Disconnect your Google calendar?' });
    await dialog.getByRole('button', { name: /Disconnect/ }).click();
    await toastWith(page, 'Google calendar disconnected');
    await page.getByText('Not connected').waitFor();
    await context.close();
  });

  it('an admin still links the showroom’s account on the Google Integration page', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page, 'maya');
    await page.goto(`${system.url}/admin/google-auth`);
    await page.getByText('Not Authorized').waitFor();
    await consentAs(page, 'owner@ateliercedar.example');
    await page.getByRole('button', { name: /Authorize with Google/ }).click();
    expect(await toastWith(page, 'The Google account is now connected.')).toContain('Authorized');
    await page.getByText('Appointments, meeting links and e-mails use owner@ateliercedar.example.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/google-auth');
    expect(new URL(page.url()).search).toBe('');
    await context.close();
  });
});
