import { describe, expect, it } from 'vitest';
import { digitsOnly, mergePhone, splitPhone } from './phone';

describe('phone helpers', () => {
  it('strips non-digits', () => {
    expect(digitsOnly('71 12-34 (56)a')).toBe('71123456');
  });
  it('merges a dial code and local digits', () => {
    expect(mergePhone('lb', '71 123 456')).toBe('+96171123456');
    expect(mergePhone('uk', '7700900123')).toBe('+447700900123');
    expect(mergePhone('lb', '')).toBe('');
  });
  it('splits a stored phone by the longest matching code', () => {
    expect(splitPhone('+96171123456')).toEqual({ dialCodeId: 'lb', phoneNumber: '71123456' });
    expect(splitPhone('+971501234567')).toEqual({ dialCodeId: 'ae', phoneNumber: '501234567' });
    expect(splitPhone('+12025550123')).toEqual({ dialCodeId: 'us', phoneNumber: '2025550123' });
    expect(splitPhone('+20 1001234567')).toEqual({ dialCodeId: 'eg', phoneNumber: '1001234567' });
  });
  it('falls back to Lebanon when there is no dial code', () => {
    expect(splitPhone('71123456')).toEqual({ dialCodeId: 'lb', phoneNumber: '71123456' });
    expect(splitPhone('')).toEqual({ dialCodeId: 'lb', phoneNumber: '' });
  });
  it('round-trips', () => {
    const { dialCodeId, phoneNumber } = splitPhone(mergePhone('de', '15112345678'));
    expect([dialCodeId, phoneNumber]).toEqual(['de', '15112345678']);
  });
  it('keeps the digits of unknown dial codes and falls back to Lebanon for unknown ids', () => {
    expect(splitPhone('+999 123 4567')).toEqual({ dialCodeId: 'lb', phoneNumber: '9991234567' });
    expect(mergePhone('atlantis', '71123456')).toBe('+96171123456');
    expect(splitPhone('+44 7700 900123')).toEqual({ dialCodeId: 'uk', phoneNumber: '7700900123' });
  });
});
