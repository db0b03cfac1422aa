import { describe, expect, it } from 'vitest';
import { localeCookie } from './localeCookie';
import { localeDir, localeOfPath, localePath, stripLocale } from './locales';

describe('the locale in the URL', () => {
  it('is the /fr or /ar prefix, else English', () => {
    expect(['/fr/onboarding/step1', '/ar', '/onboarding/step1', '/french/x', '/arx'].map(localeOfPath)).toEqual(['fr', 'ar', 'en', 'en', 'en']);
    expect(['/fr/onboarding/step1', '/ar', '/onboarding/step2'].map(stripLocale)).toEqual(['/onboarding/step1', '/', '/onboarding/step2']);
    expect([localePath('en', '/onboarding/step1'), localePath('fr', '/onboarding/step1'), localePath('ar', '/')]).toEqual(['/onboarding/step1', '/fr/onboarding/step1', '/ar']);
    expect([localeDir('ar'), localeDir('fr'), localeDir('en')]).toEqual(['rtl', 'ltr', 'ltr']);
  });

  it('is remembered in the cookie the server reads, for a year, Secure over HTTPS', () => {
    expect(localeCookie('ar', false)).toBe('cabinetry_locale=ar; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(localeCookie('fr', true)).toBe('cabinetry_locale=fr; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
  });
});
