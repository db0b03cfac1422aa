/** The one join of a customer's stored number to Meta's `wa_id` (issue 38): waIdOf and its query inverse phonePatternOf. */
import { describe, expect, it } from 'vitest';
import { phonePatternOf, waIdOf } from './whatsapp';

describe('waIdOf', () => {
  it("answers the number's digits, country code first, whatever the spacing, '+' or '00'", () => {
    for (const typed of ['+96171123456', '+961 71 123 456', '0096171123456', '(+961) 71-123-456']) expect(waIdOf(typed)).toBe('96171123456');
  });

  it('drops a trunk zero typed after the country code, as WhatsApp does (Italy keeps its 0)', () => {
    expect(waIdOf('+961 03 123 456')).toBe('9613123456');
    expect(waIdOf('+39 06 1234 5678')).toBe('390612345678');
  });

  it('answers null for what cannot be a WhatsApp id', () => {
    for (const typed of ['', null, undefined, '+961 12', '071123456', '+1234567890123456']) expect(waIdOf(typed)).toBeNull();
  });
});

describe('phonePatternOf', () => {
  it('matches exactly the stored numbers whose waIdOf is the id', () => {
    const pattern = phonePatternOf('96171123456');
    for (const stored of ['+96171123456', '+961 71 123 456', '0096171123456']) expect([stored, pattern.test(stored)]).toEqual([stored, true]);
    for (const stored of ['+961711234567', '+9617112345', '+1 96171123456']) expect([stored, pattern.test(stored)]).toEqual([stored, false]);
  });

  it('matches a stored number typed with the trunk zero that waIdOf drops', () => {
    const pattern = phonePatternOf('9613123456');
    for (const stored of ['+961 03 123 456', '+961 3 123 456', '00961 03 123456']) expect([stored, pattern.test(stored)]).toEqual([stored, true]);
    expect(pattern.test('+961 003 123 456')).toBe(false);
  });

  it('refuses an id that is not digits (no pattern injection)', () => {
    expect(() => phonePatternOf('.*')).toThrow();
    expect(() => phonePatternOf('0961711234')).toThrow();
  });
});
