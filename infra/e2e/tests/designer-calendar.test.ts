/**
 * Issue 23, a designer connects their own Google calendar, end to end in the browser, with Google
 * configured against the scheduling tests' fake Google: a `designer` staff account linked to a
 * designer opens My calendar, connects (the consent page is the fake Google's: it answers at once
 * with a code, sent back to the Google Integration page's address as Google would), is forwarded to
 * My calendar, sees it connected with the address, then disconnects it.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_AVAILABILITY_RULES } from '@cabinetry/shared/contracts';
import { type FakeGoogle, startFakeGoogle } from '../../../services/scheduling/src/testing/fake-google';
import { browser, system, useSystem } from './harness';

const CLIENT = { clientId: 'e2e-designer-client', clientSecret: 'e2e-designer-secret' };
const RIMA_GOOGLE = 'rima.khoury@gmail.example';
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

describe('a designer’s own Google calendar', () => {
  it('connects it from My calendar through Google’s consent, then disconnects it', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const post = async (path: string, data: unknown, token?: string) => {
      const res = await page.request.post(`${system.url}${path}`, { data, headers: token ? { Authorization: `Bearer ${token}` } : {} });
      expect(res.status(), path).toBeLessThan(300);
      return res.json() as Promise<Record<string, unknown>>;
    };
    const password = 'cedar-2026!';
    await post('/api/admin/setup', { username: 'maya', email: 'maya@ateliercedar.local', firstName: 'Maya', lastName: 'Aoun', password, confirmPassword: password });
    const admin = (await post('/api/admin/login', { username: 'maya', password })).token as string;
    const user = await post('/api/admin/users', { username: 'rima', email: 'rima@ateliercedar.local', role: 'designer', isActive: true, password, confirmPassword: password }, admin);
    const designer = { displayName: 'Rima', email: 'rima@ateliercedar.local', languages: ['en'], weeklyHours: DEFAULT_AVAILABILITY_RULES.weeklyHours, daysOff: [], isActive: true, staffUserId: user.id };
    await post('/api/admin/designers', designer, admin);

    const login = await post('/api/admin/login', { username: 'rima', password });
    await page.goto(`${system.url}/admin/login`);
    await page.evaluate(`localStorage.setItem('adminToken', ${JSON.stringify(login.token)}); localStorage.setItem('adminUser', ${JSON.stringify(JSON.stringify(login))})`);
    await page.goto(`${system.url}/admin/leads`);
    await page.getByRole('menuitem', { name: 'My calendar' }).click();
    await page.waitForURL('**/admin/my-calendar');
    await page.getByRole('heading', { name: 'My calendar' }).waitFor();
    await page.getByText('The Google calendar that holds the consultations of Rima.').waitFor();
    await page.getByText('Not connected').waitFor();

    // Google's consent page: the account chosen, it sends the browser back with the code and state
    await page.route(`${google.url}/**`, (route) => {
      const { code, state } = google.authorize(route.request().url(), RIMA_GOOGLE);
      return route.fulfill({ status: 302, headers: { location: `${system.url}/admin/google-auth?state=${state}&code=${code}&scope=calendar` } });
    });
    await page.getByRole('button', { name: /Connect Google calendar/ }).click();
    expect(await toastWith(page, 'Your Google calendar is now connected.')).toContain('Authorized');
    await page.getByText(`Your consultations and their meeting links go on the Google calendar of ${RIMA_GOOGLE}.`).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/my-calendar');
    expect(new URL(page.url()).search).toBe('');
    const designers = (await (await page.request.get(`${system.url}/api/admin/designers`, { headers: { Authorization: `Bearer ${admin}` } })).json()) as { googleAccount: unknown }[];
    expect(designers[0].googleAccount).toEqual({ email: RIMA_GOOGLE });

    await page.getByRole('button', { name: /Disconnect/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Disconnect your Google calendar?' });
    await dialog.getByRole('button', { name: /Disconnect/ }).click();
    await toastWith(page, 'Google calendar disconnected');
    await page.getByText('Not connected').waitFor();
    await context.close();
  });
});
