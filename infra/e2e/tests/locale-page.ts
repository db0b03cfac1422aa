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

/** Saves `page` as `<name>-<width>.png` (full page) into I18N_SCREENSHOTS=<dir> when set, at each width of I18N_SCREENSHOT_WIDTHS (default '360,1280'), back at 360 px after. */
export async function snap(page: Page, name: string) {
  const dir = process.env.I18N_SCREENSHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  for (const width of (process.env.I18N_SCREENSHOT_WIDTHS ?? '360,1280').split(',').map(Number)) {
    await page.setViewportSize({ width, height: width > 360 ? 900 : 800 });
    await page.screenshot({ path: join(dir, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 360, height: 800 });
}

/** Text of an e-mail or a calendar file (in `locale`) left in English: its lines, links and e-mail addresses aside, judged as englishLeft judges a page's texts. */
export function englishInText(text: string, locale: 'fr' | 'ar'): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/https?:\/\/\S+/g, ' ').trim())
    .filter((line) => {
      const rest = withoutAllowed(line);
      return locale === 'ar' ? /[A-Za-z]{2,}/.test(rest) : /\b(the|and|your|please|with|select|choose|of|to|is|are|showroom design|street|special requests)\b/i.test(rest);
    });
}

/** The words of a calendar file: its SUMMARY, DESCRIPTION and LOCATION values, unfolded and unescaped, one per line. */
export const calendarWords = (ics: string): string =>
  [...ics.replace(/\r\n[ \t]/g, '').matchAll(/^(?:SUMMARY|DESCRIPTION|LOCATION)[^:]*:(.*)$/gm)].map((m) => m[1].replace(/\\n/g, '\n').replace(/\\([,;\\])/g, '$1')).join('\n');

/** Texts on `page` written in Arabic whose letters are spaced apart (a computed letter-spacing other than 0): Arabic letters join, so none may be. */
export const spacedArabic = (page: Page) =>
  page.evaluate<string[]>(`(() => {
    const out = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !/[\\u0600-\\u06ff]/.test(node.textContent ?? '')) continue;
      const spacing = getComputedStyle(parent).letterSpacing;
      if (spacing !== 'normal' && parseFloat(spacing) !== 0) out.push(node.textContent.trim() + ' (' + spacing + ')');
    }
    return out;
  })()`);

/** The calendar's weekday headers whose text is wider than their column (they would run into each other). */
export const crampedWeekdays = (page: Page) =>
  page.evaluate<string[]>(`[...document.querySelectorAll('.calendar__weekday')].filter((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return range.getBoundingClientRect().width > el.getBoundingClientRect().width + 0.5;
  }).map((el) => el.textContent)`);
