/**
 * Development secrets, generated on first start into DATA_DIR/secrets.json and reused afterwards so
 * sessions and admin tokens survive a restart. Never used outside the local runtime.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const SECRET_NAMES = ['JWT_SECRET', 'INTERNAL_TOKEN', 'CUSTOMER_SESSION_SECRET', 'GOOGLE_TOKEN_KEY', 'PRIVACY_HASH_SECRET'] as const;
export type Secrets = Record<(typeof SECRET_NAMES)[number], string>;

export function loadOrCreateSecrets(dataDir: string): Secrets {
  const file = join(dataDir, 'secrets.json');
  const stored: Partial<Secrets> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const secrets = Object.fromEntries(
    SECRET_NAMES.map((name) => [name, stored[name] || randomBytes(48).toString('base64url')]),
  ) as Secrets;
  if (SECRET_NAMES.some((name) => stored[name] !== secrets[name])) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  }
  return secrets;
}
