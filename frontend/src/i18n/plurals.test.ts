// @vitest-environment jsdom
/**
 * Counts staff can configure (the notice before a change, 1 to 10 hours; the slot length, 15 to 240
 * minutes) are worded in each language's plural forms (i18next over Intl.PluralRules): no '1 hours',
 * no '2 ساعة' or '5 دقيقة'.
 */
import { describe, expect, it } from 'vitest';
import { activateLocale, i18n } from './i18n';

const say = async (locale: 'en' | 'fr' | 'ar', key: string, count: number) => {
  await activateLocale(locale);
  return i18n.t(key, { count });
};

describe('counted words in every plural form', () => {
  it('words the notice before a change by its hours', async () => {
    expect(await say('en', 'changeNotice.tooLate', 1)).toMatch(/^Changes can be made up to 1 hour before/);
    expect(await say('en', 'changeNotice.tooLate', 24)).toMatch(/^Changes can be made up to 24 hours before/);
    expect(await say('fr', 'changeNotice.tooLate', 1)).toContain('jusqu’à 1 heure avant');
    expect(await say('fr', 'changeNotice.tooLate', 3)).toContain('jusqu’à 3 heures avant');
    expect(await say('ar', 'changeNotice.tooLate', 1)).toContain('حتى ساعة واحدة قبل');
    expect(await say('ar', 'changeNotice.tooLate', 2)).toContain('حتى ساعتين قبل');
    expect(await say('ar', 'changeNotice.tooLate', 6)).toContain('حتى 6 ساعات قبل');
    expect(await say('ar', 'changeNotice.tooLate', 24)).toContain('حتى 24 ساعة قبل');
  });

  it('words the consultation length by its minutes, the unit after the number', async () => {
    expect(await say('en', 'step5.pickDateMinutes', 90)).toBe('Select a date to see available times. Consultations last 90 minutes.');
    expect(await say('fr', 'time.minutes', 90)).toBe('de 90 minutes');
    expect(await say('ar', 'time.minutes', 105)).toBe('105 دقائق');
    expect(await say('ar', 'time.minutes', 45)).toBe('45 دقيقة');
    expect(await say('ar', 'step5.pickDateMinutes', 120)).toContain('تستغرق الاستشارة 120 دقيقة.');
    await activateLocale('en');
  });
});
