/**
 * A first visit without a flash, and the language the e-mails use (issue 35 items 4, 5 and 8) in
 * Chromium against the whole system (`npm start`'s path: the gateway serves the SPA): a browser
 * preferring Arabic (Accept-Language), or holding the language cookie for French, that opens '/' or
 * an unprefixed page is sent to /ar/... (/fr/...) by a server redirect (302) before any page is
 * sent: every document the browser receives is in that language, none in English. The language
 * chosen there is the one of the e-mail the page asks for ("Continue on another device", captured
 * by the system's SMTP sink), and the language menu then sets the cookie the server follows.
 */
import type { BrowserContext, Response } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCALE_COOKIE } from '@cabinetry/shared/contracts';
import { browser, createCustomer, system, useSystem, wizardHydrated } from './harness';
import { catalogue } from './locale-page';

useSystem('first-visit');

let contexts: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(contexts.map((c) => c.close()));
  contexts = [];
});

/** A page in a new context (browser language `locale`) and every document answer it receives, in order. */
async function visitor(locale: string, cookieLocale?: string) {
  const context = await browser.newContext({ locale, viewport: { width: 360, height: 800 } });
  contexts.push(context);
  if (cookieLocale) await context.addCookies([{ name: LOCALE_COOKIE, value: cookieLocale, url: system.url }]);
  const page = await context.newPage();
  const documents: Response[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'document') documents.push(res);
  });
  return { page, documents };
}

/** Status, Location and the <html lang> of each document answer (null: no document in the body). */
const described = (documents: Response[]) =>
  Promise.all(
    documents.map(async (res) => ({
      status: res.status(),
      location: res.headers().location ?? null,
      lang: res.status() === 200 ? (/<html lang="([a-z]+)"/.exec(await res.text())?.[1] ?? null) : null,
    })),
  );

describe('a first visit', () => {
  it("of '/' with Accept-Language ar lands on the Arabic step 1 by a server redirect: no English document is ever received", async () => {
    const { page, documents } = await visitor('ar-LB');
    await page.goto(`${system.url}/`);
    await page.waitForURL('**/ar/onboarding/step1');
    await page.getByRole('heading', { name: catalogue('ar').get('step1.title')! }).waitFor();
    expect(await described(documents)).toEqual([
      { status: 302, location: '/ar/onboarding/step1', lang: null },
      { status: 200, location: null, lang: 'ar' },
    ]);
    expect(await page.title()).not.toMatch(/Bespoke|Kitchens/);
  }, 60_000);

  it('of an unprefixed page with the French cookie (and an Arabic browser) lands on the French page the same way, the query kept', async () => {
    const { page, documents } = await visitor('ar', 'fr');
    await page.goto(`${system.url}/onboarding/step3?from=mail`);
    await page.waitForURL('**/fr/onboarding/step3?from=mail');
    expect(await described(documents)).toEqual([
      { status: 302, location: '/fr/onboarding/step3?from=mail', lang: null },
      { status: 200, location: null, lang: 'fr' },
    ]);
  }, 60_000);

  it('of a resume link with an Arabic browser keeps the #token across the redirect', async () => {
    const { page, documents } = await visitor('ar');
    await page.goto(`${system.url}/resume#AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`);
    await page.waitForURL('**/ar/resume#AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect((await described(documents))[0]).toEqual({ status: 302, location: '/ar/resume', lang: null });
  }, 60_000);

  it("of an English browser gets the English page, and the language menu's choice is then what the server follows", async () => {
    const { page, documents } = await visitor('en-US');
    await page.goto(`${system.url}/onboarding/step1`);
    expect(await described(documents)).toEqual([{ status: 200, location: null, lang: 'en' }]);
    await page.getByRole('navigation').getByRole('link', { name: 'العربية' }).click();
    await page.waitForURL('**/ar/onboarding/step1');
    expect((await page.context().cookies(system.url)).find((c) => c.name === LOCALE_COOKIE)?.value).toBe('ar');
    documents.length = 0;
    await page.goto(`${system.url}/onboarding/step1`);
    await page.waitForURL('**/ar/onboarding/step1');
    expect((await described(documents))[0]).toEqual({ status: 302, location: '/ar/onboarding/step1', lang: null });
  }, 60_000);
});

describe("the language chosen is the e-mails'", () => {
  it('a customer who started in English and asks for the resume link on the Arabic page gets it in Arabic, to the Arabic page', async () => {
    const email = 'rana.first-visit@example.com';
    const { page } = await visitor('ar');
    await createCustomer(page, { firstName: 'Rana', lastName: 'Haddad', email });
    const ar = catalogue('ar');
    await page.goto(`${system.url}/`);
    await page.waitForURL('**/ar/onboarding/step1');
    await wizardHydrated(page);
    await page.getByRole('button', { name: ar.get('resume.continueElsewhere')! }).first().click();
    await page.locator('#resume-email').fill(email);
    await page.getByRole('button', { name: ar.get('resume.sendLink')! }).click();
    await page.getByRole('status').waitFor();
    const mail = await system.mail.waitFor((m) => m.to.includes(email), 30_000);
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.text).toMatch(/\/ar\/resume#[A-Za-z0-9_-]{43}/);
  }, 90_000);
});
