/**
 * The linked Google account (docs/product.md §2 Google Integration, §7 /api/oauth): the consent URL, the code
 * exchange that stores the refresh token sealed (AES-256-GCM), revocation at Google, and an
 * authorised OAuth client for the calendar and mail jobs. The client is cached per linked account
 * (keyed by its connection time), so access tokens are refreshed only when they expire.
 */
import type { GoogleAuthStatus } from '@cabinetry/shared/contracts';
import { logger } from '@cabinetry/shared/server';
import { GOOGLE_ACCOUNT_ID, type GoogleAccountModel } from '../models/google-account';
import { GOOGLE_SCOPES, type GoogleClients, type OAuthClient } from './clients';
import type { TokenCipher } from './token-cipher';

export interface LinkedAccount {
  client: OAuthClient;
  /** the account's address ('' when Google did not say) */
  email: string;
}

export interface GoogleLink {
  readonly clients: GoogleClients;
  status(): Promise<GoogleAuthStatus>;
  /** The consent URL (offline access, consent prompt, GOOGLE_SCOPES). */
  authUrl(): string;
  /** Exchanges an authorization code and stores the account; throws GoogleCodeError when Google refuses. */
  connect(code: string): Promise<void>;
  /** Revokes the grant at Google (best effort) and forgets the stored tokens. */
  revoke(): Promise<void>;
  /** The linked account with an authorised client, or null (none linked, or Google not configured). */
  linked(): Promise<LinkedAccount | null>;
}

/** Google refused the code exchange (expired, reused or foreign code; no refresh token). */
export class GoogleCodeError extends Error {}

/** The `email` claim of an ID token received straight from Google's token endpoint over TLS. */
function emailOfIdToken(idToken: string | null | undefined): string {
  const payload = idToken?.split('.')[1];
  if (!payload) return '';
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { email?: unknown };
    return typeof claims.email === 'string' ? claims.email : '';
  } catch {
    return '';
  }
}

export function googleLink(clients: GoogleClients, accounts: GoogleAccountModel, cipher: TokenCipher): GoogleLink {
  let cached: { key: number; account: LinkedAccount } | null = null;

  const stored = () => accounts.findById(GOOGLE_ACCOUNT_ID).lean();

  return {
    clients,
    async status() {
      const doc = clients.configured ? await stored() : null;
      return { isAuthorized: Boolean(doc), configured: clients.configured, ...(doc?.email ? { email: doc.email } : {}) };
    },
    authUrl() {
      return clients.oauth().generateAuthUrl({ access_type: 'offline', prompt: 'consent', include_granted_scopes: true, scope: GOOGLE_SCOPES });
    },
    async connect(code) {
      let tokens;
      try {
        ({ tokens } = await clients.oauth().getToken(code));
      } catch (err) {
        throw new GoogleCodeError(`Google refused the authorization code: ${(err as Error).message}`);
      }
      if (!tokens.refresh_token) throw new GoogleCodeError('Google returned no refresh token: revoke this app in the Google account and authorize again');
      await accounts.replaceOne(
        { _id: GOOGLE_ACCOUNT_ID },
        { _id: GOOGLE_ACCOUNT_ID, email: emailOfIdToken(tokens.id_token), refreshToken: cipher.seal(tokens.refresh_token), scope: tokens.scope ?? '', connectedAt: new Date() },
        { upsert: true },
      );
      cached = null;
    },
    async revoke() {
      const doc = await stored();
      if (!doc) return;
      try {
        await clients.oauth().revokeToken(cipher.open(doc.refreshToken));
      } catch (err) {
        logger.warn({ err: (err as Error).message }, 'Google did not confirm the revocation; forgetting the tokens anyway');
      }
      await accounts.deleteOne({ _id: GOOGLE_ACCOUNT_ID });
      cached = null;
    },
    async linked() {
      if (!clients.configured) return null;
      const doc = await stored();
      if (!doc) return null;
      const key = doc.connectedAt.getTime();
      if (cached?.key !== key) {
        const client = clients.oauth();
        client.setCredentials({ refresh_token: cipher.open(doc.refreshToken) });
        cached = { key, account: { client, email: doc.email } };
      }
      return cached.account;
    },
  };
}
