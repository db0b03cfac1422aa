import { describe, expect, it } from 'vitest';
import { tokenCipher } from './token-cipher';

describe('tokenCipher', () => {
  const cipher = tokenCipher('a-long-secret-from-the-environment');

  it('round-trips and never stores the plain text', () => {
    const sealed = cipher.seal('1//refresh-token-value');
    expect(JSON.stringify(sealed)).not.toContain('refresh-token-value');
    expect(cipher.open(sealed)).toBe('1//refresh-token-value');
    expect(cipher.seal('1//refresh-token-value').iv).not.toBe(sealed.iv);
  });

  it('refuses a tampered seal and a seal made with another key', () => {
    const sealed = cipher.seal('1//refresh-token-value');
    const data = Buffer.from(sealed.data, 'base64');
    data[0] ^= 1;
    expect(() => cipher.open({ ...sealed, data: data.toString('base64') })).toThrow();
    expect(() => tokenCipher('another-secret').open(sealed)).toThrow();
  });
});
