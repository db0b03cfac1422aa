/**
 * What the browser tests check of a customer page in French or Arabic (issue 22): the catalogues,
 * the texts a page shows or names, which of them are still English (allow-list: the language menu's
 * own names, the brand, its e-mail address and phone number, e-mail addresses,
 * staff-entered catalogue cards), <html lang dir> and sideways scroll, and screenshots at 360 and
 * 1280 px into I18N_SCREENSHOTS=<dir> when set.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BRAND } from '@cabinetry/shared/contracts';
import type { Page } from 'playwright-core';

type Catalogue = { [key: string]: string | Catalogue };
/** The catalogue of `locale` under `dir` (the customer pages' by default; the back office's is frontend/src/admin/i18n/locales), flattened: `step1.title` → text. */
export const catalogue = (locale: string, dir = 'frontend/src/i18n/locales'): Map<string, string> => {
  const tree = JSON.parse(readFileSync(join(import.meta.dirname, `../../../${dir}/${locale}.json`), 'utf8')) as Catalogue;
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

/** Text the page shows or names (text nodes, and the aria-label/placeholder/title of elements), staff-entered catalogue cards aside. */
export const pageTexts = (page: Page) =>
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

/** What may stay as it is in any language: each language's own name (the language menu), the brand, its contact details (the showroom's address is translated), e-mail addresses, file names and types (.pdf), a time zone's offset (GMT+3). */
function withoutAllowed(text: string): string {
  if (['English', 'Français', 'العربية'].includes(text)) return '';
  return [BRAND.name, BRAND.email, BRAND.phone, 'Google Meet', 'WhatsApp', 'CAD']
    .reduce((rest, allowed) => rest.split(allowed).join(' '), text)
    .replace(/[\w.+-]+@[\w-]+\.[\w.]+/g, ' ')
    .replace(/[\w-]*\.(pdf|dwg|jpe?g|png)\b/gi, ' ') // file names and types
    .replace(/\b(GMT|UTC)([+-]\d{1,2}(:\d\d)?)?\b/g, ' '); // a time zone's offset, as the browser names it
}

/** Texts of `page` (in `locale`) that are English: an English catalogue message the locale words otherwise, or (Arabic) any Latin word, (French) an English function word. */
export async function englishLeft(page: Page, locale: 'fr' | 'ar'): Promise<string[]> {
  const own = new Set(catalogue(locale).values());
  const english = new Set([...ENGLISH.values()].filter((m) => !own.has(m)));
  return (await pageTexts(page)).filter((text) => {
    if (english.has(text)) return true;
    const rest = withoutAllowed(text);
    return locale === 'ar' ? /[A-Za-z]{2,}/.test(rest) : /\b(the|and|your|please|with|select|choose|of|to|is|are)\b/i.test(rest);
  });
}

/** The page's layout facts: <html lang dir> and how far it scrolls sideways (px). */
export const pageFacts = (page: Page) =>
  page.evaluate<{ lang: string; dir: string; overflow: number }>(`({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    overflow: document.scrollingElement.scrollWidth - window.innerWidth,
  })`);

export async function snap(page: Page, name: string) {
  const dir = process.env.I18N_SCREENSHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}-360.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: join(dir, `${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
}
