/**
 * The renderer of the pre-rendered pages (src/prerender.tsx) on the thank-you page and the not-found
 * page: each in the language of its path, its text from that language's catalogue.
 */
import { describe, expect, it } from 'vitest';
import ar from './i18n/locales/ar.json';
import en from './i18n/locales/en.json';
import fr from './i18n/locales/fr.json';
import { NOT_FOUND_PATH, PRERENDERED_PAGES, localePath, render } from './prerender';

const CATALOGUES = { en, fr, ar };
/** `text` as React writes it in HTML. */
const inHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

describe('pre-rendered pages beyond the steps', () => {
  it('include the thank-you page', () => {
    expect(PRERENDERED_PAGES['/onboarding/complete']).toMatchObject({ start: 'intent' });
  });

  for (const locale of ['en', 'fr', 'ar'] as const) {
    const messages = CATALOGUES[locale];
    it(`render the thank-you page in ${locale}`, async () => {
      const { html, language } = await render(localePath(locale, '/onboarding/complete'));
      expect(language).toMatchObject({ locale, dir: locale === 'ar' ? 'rtl' : 'ltr', title: messages.shell.documentTitle });
      expect(html).toContain(inHtml(messages.complete.title));
      expect(html).toContain(inHtml(messages.complete.thanks));
    }, 60_000);

    it(`render the not-found page in ${locale}`, async () => {
      const { html, language } = await render(localePath(locale, NOT_FOUND_PATH));
      expect(language.locale).toBe(locale);
      expect(html).toContain(inHtml(messages.notFound.title));
      expect(html).toContain(inHtml(messages.notFound.start));
    }, 60_000);
  }
});
