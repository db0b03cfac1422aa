/**
 * The linked Google account (docs/product.md §2 Google Integration, §7 /api/oauth): the consent URL (with a
 * random single-use `state` bound to the admin who asked for it, and a PKCE S256 challenge), the code
 * exchange (only with such a state, by the same admin, within OAUTH_STATE_TTL_SECONDS) that stores
 * the refresh token sealed (AES-256-GCM), revocation at Google, and an
 * authorised OAuth client for the calendar and mail jobs. The client is cached per linked account
 * (keyed by its connection time), so access tokens are refreshed only when they expire.
 */
import type { Auth } from 'googleapis';
import type { GoogleAuthStatus } from '@cabinetry/shared/contracts';
import { logger } from '@cabinetry/shared/server/logger';
import { randomBytes } from 'node:crypto';
import { GOOGLE_ACCOUNT_ID, type GoogleAccountModel } from '../models/google-account';
import { OAUTH_STATE_TTL_SECONDS, type OAuthStateModel } from '../models/oauth-state';
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
  /** The consent URL (offline access, consent prompt, GOOGLE_SCOPES, PKCE) with a new state for admin `sub`. */
  authUrl(sub: string): Promise<string>;
  /**
   * Consumes `state` (issued to admin `sub`), exchanges the code with its PKCE verifier and stores the
   * account; throws GoogleStateError for a missing, unknown, used, expired or foreign state, and
   * GoogleCodeError when Google refuses the code.
   */
  connect(code: string, state: string, sub: string): Promise<void>;
  /** Revokes the grant at Google (best effort) and forgets the stored tokens. */
  revoke(): Promise<void>;
  /** The linked account with an authorised client, or null (none linked, or Google not configured). */
  linked(): Promise<LinkedAccount | null>;
}

/** Google refused the code exchange (expired, reused or foreign code; no refresh token). */
export class GoogleCodeError extends Error {}

/** The callback's state was not issued to this admin, was already used, or expired. */
export class GoogleStateError extends Error {}

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

export function googleLink(clients: GoogleClients, accounts: GoogleAccountModel, states: OAuthStateModel, cipher: TokenCipher): GoogleLink {
  let cached: { key: number; account: LinkedAccount } | null = null;

  const stored = () => accounts.findById(GOOGLE_ACCOUNT_ID).lean();

  return {
    clients,
    async status() {
      const doc = clients.configured ? await stored() : null;
      return { isAuthorized: Boolean(doc), configured: clients.configured, ...(doc?.email ? { email: doc.email } : {}) };
    },
    async authUrl(sub) {
      const client = clients.oauth();
      const { codeVerifier, codeChallenge } = await client.generateCodeVerifierAsync();
      const state = randomBytes(32).toString('base64url');
      await states.create({ _id: state, sub, codeVerifier, createdAt: new Date() });
      return client.generateAuthUrl({
        access_type: 'offline',
        prompt: 'consent',
        include_granted_scopes: true,
        scope: GOOGLE_SCOPES,
        state,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256' as Auth.CodeChallengeMethod,
      });
    },
    async connect(code, state, sub) {
      const since = new Date(Date.now() - OAUTH_STATE_TTL_SECONDS * 1000);
      const pending = await states.findOneAndDelete({ _id: state, sub, createdAt: { $gt: since } }).lean();
      if (!pending) throw new GoogleStateError('This authorization is not valid (expired, already used or started by someone else): please authorize again');
      let tokens;
      try {
        ({ tokens } = await clients.oauth().getToken({ code, codeVerifier: pending.codeVerifier }));
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
