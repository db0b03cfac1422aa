/**
 * The customer wizard in French and Arabic (issue 22): a first visit lands in the browser's language,
 * steps 1 and 2 in /fr and /ar carry <html lang dir> (right-to-left in Arabic), never scroll sideways
 * at 360 px and leave no English text on the page (allowed: the language menu's own names, the brand, its e-mail
 * address, phone number and street address, and staff-entered catalogue text); step 1 walks to step 2 in each
 * language; switching language keeps the answers. I18N_SCREENSHOTS=<dir> saves the Arabic pages at
 * 360 and 1280 px.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { browser, system, useSystem, wizardHydrated } from './harness';
import { catalogue, englishLeft, pageFacts, snap } from './locale-page';

useSystem('i18n');

let contexts: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(contexts.map((c) => c.close()));
  contexts = [];
});

async function newPage(locale = 'en-US', width = 360): Promise<Page> {
  const context = await browser.newContext({ locale, viewport: { width, height: 800 } });
  contexts.push(context);
  return context.newPage();
}

describe('the wizard in French and Arabic', () => {
  it("sends a first visit to the browser's language, and keeps the language the visitor picks", async () => {
    const page = await newPage('fr-FR');
    await page.goto(`${system.url}/onboarding/step1`);
    await page.waitForURL('**/fr/onboarding/step1');
    await page.getByRole('heading', { name: 'Imaginez votre espace idéal' }).waitFor();
    // the menu names each language in itself; English chosen, unprefixed pages stay English
    const menu = page.getByRole('navigation', { name: 'Langue' });
    expect(await menu.getByRole('link').allTextContents()).toEqual(['English', 'Français', 'العربية']);
    await menu.getByRole('link', { name: 'English' }).click();
    await page.waitForURL('**/onboarding/step1');
    await page.goto(`${system.url}/onboarding/step1`);
    await page.getByRole('heading', { name: 'Design Your Perfect Space' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/onboarding/step1');
    // a browser preferring a language we do not have gets English
    const german = await newPage('de-DE');
    await german.goto(`${system.url}/onboarding/step1`);
    await german.getByRole('heading', { name: 'Design Your Perfect Space' }).waitFor();
    expect(new URL(german.url()).pathname).toBe('/onboarding/step1');
  }, 60_000);

  for (const locale of ['ar', 'fr'] as const) {
    const words = catalogue(locale);
    const say = (key: string) => words.get(key)!;
    it(`walks step 1 to step 2 in ${locale}: lang and dir, no sideways scroll at 360 px, no English left`, async () => {
      const page = await newPage();
      await page.goto(`${system.url}/${locale}/onboarding/step1`);
      // the pre-rendered page is already in the language, before the app runs
      expect(await pageFacts(page)).toMatchObject({ lang: locale, dir: locale === 'ar' ? 'rtl' : 'ltr' });
      await page.getByRole('heading', { name: say('step1.title') }).waitFor();
      await wizardHydrated(page);
      const step1 = await pageFacts(page);
      expect(step1).toEqual({ lang: locale, dir: locale === 'ar' ? 'rtl' : 'ltr', overflow: 0 });
      expect(await englishLeft(page, locale)).toEqual([]);

      // a field left empty says so in the language (the shared schema's message, by its key)
      await page.locator('#firstName').focus();
      await page.locator('#lastName').focus();
      await page.getByText(say('validation.firstNameRequired')).first().waitFor();
      if (locale === 'ar') await snap(page, 'ar-step1');

      await page.locator('#firstName').fill('Rana');
      await page.locator('#lastName').fill('Haddad');
      await page.locator('#email').fill(`rana.${locale}@example.com`);
      await page.locator('#phoneNumber').fill('71123456');
      await page.getByRole('checkbox', { name: say('step1.kitchen') }).click();
      await page.locator('.step-footer').getByRole('button', { name: say('wizard.continue') }).click(); // not 'Continue on another device'
      await page.waitForURL(`**/${locale}/onboarding/step2`);
      await page.getByRole('heading', { name: say('step2.title') }).waitFor();
      await page.getByText(say('toast.saved')).waitFor();
      await page.locator('.select-card').first().waitFor();
      expect(await pageFacts(page)).toEqual({ lang: locale, dir: locale === 'ar' ? 'rtl' : 'ltr', overflow: 0 });
      expect(await englishLeft(page, locale)).toEqual([]);
      if (locale === 'ar') await snap(page, 'ar-step2');
    }, 90_000);
  }

  it('switches language mid-wizard without losing an answer', async () => {
    const page = await newPage();
    await page.goto(`${system.url}/fr/onboarding/step1`);
    await wizardHydrated(page);
    await page.locator('#firstName').fill('Layla');
    await page.locator('#email').fill('layla@example.com');
    await page.getByRole('navigation', { name: 'Langue' }).getByRole('link', { name: 'العربية' }).click();
    await page.waitForURL('**/ar/onboarding/step1');
    await page.getByRole('heading', { name: catalogue('ar').get('step1.title')! }).waitFor();
    expect(await pageFacts(page)).toMatchObject({ lang: 'ar', dir: 'rtl' });
    expect([await page.locator('#firstName').inputValue(), await page.locator('#email').inputValue()]).toEqual(['Layla', 'layla@example.com']);
  }, 60_000);
});
