import { describe, expect, it } from 'vitest';
import { localeDir, localeOfPath, localePath, localeRedirect, preferredLocale, stripLocale } from './locales';

describe('the locale in the URL', () => {
  it('is the /fr or /ar prefix, else English', () => {
    expect(['/fr/onboarding/step1', '/ar', '/onboarding/step1', '/french/x', '/arx'].map(localeOfPath)).toEqual(['fr', 'ar', 'en', 'en', 'en']);
    expect(['/fr/onboarding/step1', '/ar', '/onboarding/step2'].map(stripLocale)).toEqual(['/onboarding/step1', '/', '/onboarding/step2']);
    expect([localePath('en', '/onboarding/step1'), localePath('fr', '/onboarding/step1'), localePath('ar', '/')]).toEqual(['/onboarding/step1', '/fr/onboarding/step1', '/ar']);
    expect([localeDir('ar'), localeDir('fr'), localeDir('en')]).toEqual(['rtl', 'ltr', 'ltr']);
  });

  it("comes on a first visit from the browser's languages (as Accept-Language), English when none is ours", () => {
    expect(preferredLocale(['de-DE', 'fr-CA', 'en'])).toBe('fr');
    expect(preferredLocale(['ar-LB'])).toBe('ar');
    expect(preferredLocale(['de', 'it'])).toBe('en');
    expect(preferredLocale([])).toBe('en');
  });

  it('sends an unprefixed customer page to the remembered (else preferred) language, never a prefixed page, the back office or the API', () => {
    expect(localeRedirect('/onboarding/step1', null, ['ar-LB', 'en'])).toBe('/ar/onboarding/step1');
    expect(localeRedirect('/onboarding/step1', 'fr', ['ar'])).toBe('/fr/onboarding/step1');
    expect(localeRedirect('/onboarding/step1', 'en', ['ar'])).toBeNull();
    expect(localeRedirect('/onboarding/step1', null, ['en-US'])).toBeNull();
    expect(localeRedirect('/fr/onboarding/step1', 'ar', ['ar'])).toBeNull();
    expect(localeRedirect('/admin/leads', null, ['fr'])).toBeNull();
    expect(localeRedirect('/appointment/abc', 'bogus', ['fr'])).toBe('/fr/appointment/abc');
  });
});
