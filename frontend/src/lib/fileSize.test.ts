import { describe, expect, it } from 'vitest';
import { formatFileSize } from './fileSize';

describe('formatFileSize', () => {
  it('uses Bytes, KB, MB, GB with base 1024 and 2 decimals', () => {
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(512)).toBe('512 Bytes');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(1234567)).toBe('1.18 MB');
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatFileSize(3 * 1024 ** 3)).toBe('3 GB');
    expect(formatFileSize(5 * 1024 ** 4)).toBe('5120 GB');
  });

  it('names the units in the language it is given', () => {
    const french = ['octets', 'Ko', 'Mo', 'Go'] as const;
    expect(formatFileSize(0, french)).toBe('0 octets');
    expect(formatFileSize(1536, french, 'fr')).toBe('1,5 Ko');
    expect(formatFileSize(10 * 1024 * 1024, french, 'fr')).toBe('10 Mo');
  });

  it("writes the number as the language does, with Latin digits, the unit after it", () => {
    const arabic = ['بايت', 'كيلوبايت', 'ميغابايت', 'غيغابايت'] as const;
    expect(formatFileSize(1536, arabic, 'ar')).toBe('1.5 كيلوبايت');
    expect(formatFileSize(1234567, arabic, 'ar')).toBe('1.18 ميغابايت');
  });
});
