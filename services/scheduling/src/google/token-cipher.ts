/**
 * Encryption at rest of the Google refresh token: AES-256-GCM with a 256-bit key derived by
 * HKDF-SHA256 from a secret (GOOGLE_TOKEN_KEY). Each seal has a fresh 96-bit
 * IV; the GCM tag makes a tampered or wrong-key token fail to open (throws).
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** A sealed secret as stored: base64 parts. */
export interface Sealed {
  iv: string;
  tag: string;
  data: string;
}

export interface TokenCipher {
  seal(plain: string): Sealed;
  /** Throws when the seal was tampered with or made with another key. */
  open(sealed: Sealed): string;
}

export function tokenCipher(secret: string): TokenCipher {
  const key = Buffer.from(hkdfSync('sha256', secret, 'atelier-cedar/scheduling', 'google-refresh-token/v1', 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return { iv: iv.toString('base64'), tag: cipher.getAuthTag().toString('base64'), data: data.toString('base64') };
    },
    open(sealed) {
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.iv, 'base64'));
      decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(sealed.data, 'base64')), decipher.final()]).toString('utf8');
    },
  };
}
