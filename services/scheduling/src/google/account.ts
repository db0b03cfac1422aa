/**
 * The linked Google accounts (docs/product.md §2 Google Integration, §7 /api/oauth): the showroom's
 * and, per designer (issue 23), the designer's own. The consent URL (with a random single-use
 * `state` bound to the admin who asked for it and to the account it is for, and a PKCE S256
 * challenge), the code exchange (only with such a state, by the same admin, within
 * OAUTH_STATE_TTL_SECONDS) that stores the refresh token sealed (AES-256-GCM), revocation at
 * Google, and an authorised OAuth client for the calendar and mail jobs. The client is cached per
 * linked account (keyed by its connection time), so access tokens are refreshed only when they expire.
 * `designerId` arguments name a designer's account; absent or null, the showroom's.
 */
import type { Auth } from 'googleapis';
import type { GoogleAuthStatus } from '@cabinetry/shared/contracts';
import { logger } from '@cabinetry/shared/server/logger';
import { randomBytes } from 'node:crypto';
import { accountIdOf, designerAccountIds, type GoogleAccountModel } from '../models/google-account';
import { OAUTH_STATE_TTL_SECONDS, type OAuthStateModel } from '../models/oauth-state';
import { DESIGNER_GOOGLE_SCOPES, GOOGLE_SCOPES, type GoogleClients, type OAuthClient } from './clients';
import type { TokenCipher } from './token-cipher';

export interface LinkedAccount {
  client: OAuthClient;
  /** the account's address ('' when Google did not say) */
  email: string;
}

/** What linking an account did: the address linked, the one it replaced (null when none was linked), and whose account it is (null: the showroom's). */
export interface LinkResult {
  email: string;
  replaced: string | null;
  designerId: string | null;
}

export interface GoogleLink {
  readonly clients: GoogleClients;
  /** Whether a calendar is connected; the account's address only `withEmail` (staff: it is the company's mailbox). */
  status(withEmail: boolean): Promise<GoogleAuthStatus>;
  /** The consent URL (offline access, consent prompt, GOOGLE_SCOPES, or DESIGNER_GOOGLE_SCOPES for a designer's, PKCE) with a new state for admin `sub` and the account to link. */
  authUrl(sub: string, designerId?: string | null): Promise<string>;
  /**
   * Consumes `state` (issued to admin `sub`), exchanges the code with its PKCE verifier and stores the
   * account as the one the state was issued for (the showroom's or a designer's). An account already linked is replaced only with `replace` (else GoogleReplaceError,
   * once the state is checked but before it or the code is used), and its grant is then revoked at Google (best effort; not
   * when it is the same Google account, whose new grant it would revoke too). Throws
   * GoogleStateError for a missing, unknown, used, expired or foreign state, or, with `onlyDesignerId`
   * (a `designer` account completing), a state issued for any other account than that designer's
   * (refused before it is used), and GoogleCodeError when Google refuses the code.
   */
  connect(code: string, state: string, sub: string, replace: boolean, onlyDesignerId?: string): Promise<LinkResult>;
  /** Revokes the grant at Google (best effort) and forgets the stored tokens: the address unlinked ('' unknown), null when none was linked. */
  revoke(designerId?: string | null): Promise<string | null>;
  /** The linked account with an authorised client, or null (none linked, or Google not configured). */
  linked(designerId?: string | null): Promise<LinkedAccount | null>;
  /** Which of `designerIds` have their own account: designer id → the account's address ('' unknown). Empty when Google is not configured. */
  designerAccounts(designerIds: readonly string[]): Promise<Map<string, string>>;
}

/** Google refused the code exchange (expired, reused or foreign code: `reason` is Google's own words) or sent no refresh token. */
export class GoogleCodeError extends Error {
  constructor(
    message: string,
    readonly code: 'google_code_refused' | 'google_no_refresh_token',
    readonly reason?: string,
  ) {
    super(message);
  }
}

/** The callback's state was not issued to this staff account (or for another account than a designer may link), was already used, or expired. */
export class GoogleStateError extends Error {}

/** An account is linked already and the callback did not say to replace it. */
export class GoogleReplaceError extends Error {}

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
  const cached = new Map<string, { key: number; account: LinkedAccount }>();

  const stored = (designerId?: string | null) => accounts.findById(accountIdOf(designerId)).lean();

  /** Revokes a sealed refresh token's grant at Google; a failure is logged (the tokens are forgotten anyway). */
  async function revokeAtGoogle(sealed: Parameters<TokenCipher['open']>[0]): Promise<void> {
    try {
      await clients.oauth().revokeToken(cipher.open(sealed));
    } catch (err) {
      logger.warn({ err: (err as Error).message }, 'Google did not confirm the revocation; forgetting the tokens anyway');
    }
  }

  return {
    clients,
    async status(withEmail) {
      const doc = clients.configured ? await stored() : null;
      return { isAuthorized: Boolean(doc), configured: clients.configured, ...(withEmail && doc?.email ? { email: doc.email } : {}) };
    },
    async authUrl(sub, designerId = null) {
      const client = clients.oauth();
      const { codeVerifier, codeChallenge } = await client.generateCodeVerifierAsync();
      const state = randomBytes(32).toString('base64url');
      await states.create({ _id: state, sub, designerId, codeVerifier, createdAt: new Date() });
      return client.generateAuthUrl({
        access_type: 'offline',
        prompt: 'consent',
        include_granted_scopes: true,
        scope: designerId ? DESIGNER_GOOGLE_SCOPES : GOOGLE_SCOPES,
        state,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256' as Auth.CodeChallengeMethod,
      });
    },
    async connect(code, state, sub, replace, onlyDesignerId) {
      const issued = { _id: state, sub, createdAt: { $gt: new Date(Date.now() - OAUTH_STATE_TTL_SECONDS * 1000) } };
      const invalid = () => new GoogleStateError('This authorization is not valid (expired, already used or started by someone else): please authorize again');
      const asked = await states.findOne(issued, { designerId: 1 }).lean();
      if (!asked) throw invalid();
      const designerId = asked.designerId ?? null;
      if (onlyDesignerId !== undefined && designerId !== onlyDesignerId) throw invalid();
      const accountId = accountIdOf(designerId);
      const previous = await stored(designerId);
      // refused before the state is used, so the same state and code can confirm the replacement
      if (previous && !replace) throw new GoogleReplaceError('A Google account is already connected. Confirm that you want to replace it, then authorize again.');
      const pending = await states.findOneAndDelete(issued).lean();
      if (!pending) throw invalid();
      let tokens;
      try {
        ({ tokens } = await clients.oauth().getToken({ code, codeVerifier: pending.codeVerifier }));
      } catch (err) {
        const reason = (err as Error).message;
        throw new GoogleCodeError(`Google refused the authorization code: ${reason}`, 'google_code_refused', reason);
      }
      if (!tokens.refresh_token) throw new GoogleCodeError('Google returned no refresh token: revoke this app in the Google account and authorize again', 'google_no_refresh_token');
      const email = emailOfIdToken(tokens.id_token);
      await accounts.replaceOne(
        { _id: accountId },
        { _id: accountId, email, refreshToken: cipher.seal(tokens.refresh_token), scope: tokens.scope ?? '', connectedAt: new Date() },
        { upsert: true },
      );
      cached.delete(accountId);
      const sameAccount = Boolean(previous?.email) && previous?.email.toLowerCase() === email.toLowerCase();
      if (previous && !sameAccount) await revokeAtGoogle(previous.refreshToken);
      return { email, replaced: previous ? previous.email : null, designerId };
    },
    async revoke(designerId) {
      const doc = await stored(designerId);
      if (!doc) return null;
      await revokeAtGoogle(doc.refreshToken);
      await accounts.deleteOne({ _id: doc._id });
      cached.delete(doc._id);
      return doc.email;
    },
    async linked(designerId) {
      if (!clients.configured) return null;
      const doc = await stored(designerId);
      if (!doc) return null;
      const key = doc.connectedAt.getTime();
      let entry = cached.get(doc._id);
      if (entry?.key !== key) {
        const client = clients.oauth();
        client.setCredentials({ refresh_token: cipher.open(doc.refreshToken) });
        entry = { key, account: { client, email: doc.email } };
        cached.set(doc._id, entry);
      }
      return entry.account;
    },
    async designerAccounts(designerIds) {
      if (!clients.configured || !designerIds.length) return new Map();
      const docs = await accounts.find({ _id: { $in: designerIds.map((id) => accountIdOf(id)) } }, { email: 1 }).lean();
      return designerAccountIds(docs);
    },
  };
}
