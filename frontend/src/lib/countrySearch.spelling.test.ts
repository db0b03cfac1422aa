import { ADDRESS_COUNTRIES, ADDRESS_REGIONS } from '@cabinetry/shared/contracts';
import { describe, expect, it } from 'vitest';
import { localizedCountries } from './countryNames';
import { normalizeForSearch, searchCountries } from './countrySearch';

describe('normalizeForSearch', () => {
  it('folds accents, Arabic vowels, hamza seats, alef forms, ta marbuta, alef maqsura and hyphens', () => {
    expect(normalizeForSearch('États-Unis')).toBe('etats unis');
    expect(normalizeForSearch('Etats Unis')).toBe('etats unis');
    expect(normalizeForSearch('الإمارات العربية المتحدة')).toBe(normalizeForSearch('الامارات العربيه المتحده'));
    expect(normalizeForSearch('أَلمانيا')).toBe('المانيا');
    expect(normalizeForSearch('آسيا')).toBe('اسيا');
    expect(normalizeForSearch('مصرى')).toBe('مصري');
    expect(normalizeForSearch('Côte d’Ivoire')).toBe('cote d ivoire');
  });
});

describe('searching the localized country list', () => {
  const search = (locale: 'fr' | 'ar', query: string) => searchCountries(localizedCountries(ADDRESS_COUNTRIES, locale), ADDRESS_REGIONS, query).map((c) => c.iso);

  it('finds the common spellings people type', () => {
    expect(search('ar', 'الامارات')).toEqual(['AE']);
    expect(search('ar', 'السعوديه')).toEqual(['SA']);
    expect(search('fr', 'Etats-Unis')).toEqual(['US']);
    expect(search('fr', 'etats unis')).toEqual(['US']);
  });

  it('finds the English name on a French or Arabic page', () => {
    expect(search('ar', 'Lebanon')).toEqual(['LB']);
    expect(search('fr', 'germany')).toEqual(['DE']);
  });

  it('names Palestine as the English label does', () => {
    const ps = (locale: 'fr' | 'ar') => localizedCountries(ADDRESS_COUNTRIES, locale).find((c) => c.iso === 'PS')?.label;
    expect([ps('fr'), ps('ar')]).toEqual(['Palestine', 'فلسطين']);
    expect(search('ar', 'فلسطين')).toEqual(['PS']);
  });
});
