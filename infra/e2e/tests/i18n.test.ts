/**
 * The customer wizard in French and Arabic (issue 22): a first visit lands in the browser's language,
 * steps 1 and 2 in /fr and /ar carry <html lang dir> (right-to-left in Arabic), never scroll sideways
 * at 360 px and leave no English text on the page (allowed: the language menu's own names, the brand, its e-mail
 * address, phone number and street address, and staff-entered catalogue text); step 1 walks to step 2 in each
 * language; switching language keeps the answers. I18N_SCREENSHOTS=<dir> saves the Arabic pages at
 * 360 and 1280 px.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BRAND } from '@cabinetry/shared/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { browser, system, useSystem, wizardHydrated } from './harness';

useSystem('i18n');

type Catalogue = { [key: string]: string | Catalogue };
const catalogue = (locale: string): Map<string, string> => {
  const tree = JSON.parse(readFileSync(join(import.meta.dirname, `../../../frontend/src/i18n/locales/${locale}.json`), 'utf8')) as Catalogue;
  const out = new Map<string, string>();
  const walk = (node: Catalogue, prefix: string) => {
    for (const [k, v] of Object.entries(node)) {
      if (typeof v === 'string') out.set(`${prefix}${k}`, v);
      else walk(v, `${prefix}${k}.`);
    }
  };
  walk(tree, '');
  return out;
};
const ENGLISH = catalogue('en');

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

/** Text the page shows or names (text nodes, and the aria-label/placeholder/title of elements), staff-entered catalogue cards aside. */
const pageTexts = (page: Page) =>
  page.evaluate<string[]>(`(() => {
    const texts = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, .select-card, [hidden]')) continue;
      if (node.textContent?.trim()) texts.push(node.textContent.trim());
    }
    // antd's icon markup names each icon (aria-label="home"): decorative or inside a named control, never read out
    for (const el of document.body.querySelectorAll('[aria-label], [placeholder], [title]')) {
      if (el.closest('.select-card') || el.classList.contains('anticon')) continue;
      for (const name of ['aria-label', 'placeholder', 'title']) {
        const value = el.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    return texts;
  })()`);

/** What may stay as it is in any language: each language's own name (the language menu), the brand, its contact details and street address, e-mail addresses. */
function withoutAllowed(text: string): string {
  if (['English', 'Français', 'العربية'].includes(text)) return '';
  const address = BRAND.showroomAddress.replace(`${BRAND.name} Showroom, `, '');
  return [BRAND.name, BRAND.email, BRAND.phone, address, 'Lebanon', 'Google Meet', 'WhatsApp', 'CAD']
    .reduce((rest, allowed) => rest.split(allowed).join(' '), text)
    .replace(/[\w.+-]+@[\w-]+\.[\w.]+/g, ' ');
}

/** Texts of `page` (in `locale`) that are English: an English catalogue message the locale words otherwise, or (Arabic) any Latin word, (French) an English function word. */
async function englishLeft(page: Page, locale: 'fr' | 'ar'): Promise<string[]> {
  const own = new Set(catalogue(locale).values());
  const english = new Set([...ENGLISH.values()].filter((m) => !own.has(m)));
  return (await pageTexts(page)).filter((text) => {
    if (english.has(text)) return true;
    const rest = withoutAllowed(text);
    return locale === 'ar' ? /[A-Za-z]{2,}/.test(rest) : /\b(the|and|your|please|with|select|choose|of|to|is|are)\b/i.test(rest);
  });
}

/** The page's layout facts: <html lang dir> and how far it scrolls sideways (px). */
const pageFacts = (page: Page) =>
  page.evaluate<{ lang: string; dir: string; overflow: number }>(`({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    overflow: document.scrollingElement.scrollWidth - window.innerWidth,
  })`);

async function snap(page: Page, name: string) {
  const dir = process.env.I18N_SCREENSHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}-360.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: join(dir, `${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
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
