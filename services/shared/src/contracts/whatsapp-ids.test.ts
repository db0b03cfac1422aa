/** The one join of a customer's stored number to Meta's `wa_id` (issue 38): waIdOf and its query inverse phonePatternOf. */
import { describe, expect, it } from 'vitest';
import { phonePatternOf, waIdOf } from './whatsapp';

describe('waIdOf', () => {
  it("answers the number's digits, country code first, whatever the spacing, '+' or '00'", () => {
    for (const typed of ['+96171123456', '+961 71 123 456', '0096171123456', '(+961) 71-123-456']) expect(waIdOf(typed)).toBe('96171123456');
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

  it('refuses an id that is not digits (no pattern injection)', () => {
    expect(() => phonePatternOf('.*')).toThrow();
    expect(() => phonePatternOf('0961711234')).toThrow();
  });
});
