import { describe, expect, it } from 'vitest';
import { mergeAddress, splitAddress } from './address';

describe('address helpers', () => {
  it('merges street and country label', () => {
    expect(mergeAddress(' Gemmayze St 12, Beirut ', 'lb')).toBe('Gemmayze St 12, Beirut, Lebanon');
    expect(mergeAddress('5th Ave', 'us')).toBe('5th Ave, United States');
    expect(mergeAddress('  ', 'lb')).toBe('');
  });
  it('splits on the last comma when it names a country', () => {
    expect(splitAddress('Gemmayze St 12, Beirut, Lebanon')).toEqual({ addressCountry: 'lb', street: 'Gemmayze St 12, Beirut' });
    expect(splitAddress('Sheikh Zayed Rd, united arab emirates')).toEqual({ addressCountry: 'ae', street: 'Sheikh Zayed Rd' });
    expect(splitAddress('France')).toEqual({ addressCountry: 'fr', street: '' });
  });
  it('keeps unknown tails in the street and defaults to Lebanon', () => {
    expect(splitAddress('Main St, Atlantis')).toEqual({ addressCountry: 'lb', street: 'Main St, Atlantis' });
    expect(splitAddress('')).toEqual({ addressCountry: 'lb', street: '' });
  });
  it('round-trips every address country', async () => {
    const { ADDRESS_COUNTRIES } = await import('@cabinetry/shared/contracts');
    for (const c of ADDRESS_COUNTRIES) expect(splitAddress(mergeAddress('1 Main St, Town', c.id))).toEqual({ addressCountry: c.id, street: '1 Main St, Town' });
  });
  it('ignores a country picked without a street', () => {
    expect(mergeAddress('', 'fr')).toBe('');
  });
});
