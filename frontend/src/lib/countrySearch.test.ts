import { ADDRESS_COUNTRIES, ADDRESS_REGIONS, DIAL_CODE_REGIONS, DIAL_CODES } from '@cabinetry/shared/contracts';
import { describe, expect, it } from 'vitest';
import { searchCountries } from './countrySearch';

describe('searchCountries', () => {
  it('lists the 43 dial codes by region with Lebanon first', () => {
    const all = searchCountries(DIAL_CODES, DIAL_CODE_REGIONS, '');
    expect(all).toHaveLength(43);
    expect(all[0].id).toBe('lb');
    expect([...new Set(all.map((c) => c.region))]).toEqual([...DIAL_CODE_REGIONS]);
  });
  it('lists about 58 address countries in the spec order, Lebanon first (default lb)', () => {
    const all = searchCountries(ADDRESS_COUNTRIES, ADDRESS_REGIONS, '');
    expect(all.length).toBeGreaterThanOrEqual(55);
    expect(all.slice(0, 4).map((c) => c.label)).toEqual(['Lebanon', 'United Arab Emirates', 'Saudi Arabia', 'Qatar']);
    expect([...new Set(all.map((c) => c.region))]).toEqual([...ADDRESS_REGIONS]);
  });
  it('matches label, dial code or id case-insensitively', () => {
    expect(searchCountries(DIAL_CODES, DIAL_CODE_REGIONS, 'GERM').map((c) => c.id)).toEqual(['de']);
    expect(searchCountries(DIAL_CODES, DIAL_CODE_REGIONS, '+961').map((c) => c.id)).toEqual(['lb']);
    expect(searchCountries(DIAL_CODES, DIAL_CODE_REGIONS, '+1').map((c) => c.id)).toEqual(expect.arrayContaining(['us', 'canada']));
    expect(searchCountries(DIAL_CODES, DIAL_CODE_REGIONS, 'zzz')).toEqual([]);
  });
});
