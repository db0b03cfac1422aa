/**
 * googleapis clients built from GoogleConfig: the OAuth2 client (endpoints moved under
 * GOOGLE_OAUTH_BASE_URL when set) and the Calendar v3 / Gmail v1 clients (rootUrl =
 * GOOGLE_API_BASE_URL when set), so tests point everything at a local fake Google. Only the two
 * APIs used are loaded (the googleapis index loads every API, ~2 s). gaxios' own retries are off:
 * BullMQ retries the whole job with backoff. Every Google call gives up after GOOGLE_TIMEOUT_MS.
 */
import { auth, calendar } from 'googleapis/build/src/apis/calendar';
import { gmail } from 'googleapis/build/src/apis/gmail';
import type { Auth, calendar_v3, gmail_v1 } from 'googleapis';
import type { GoogleConfig } from '../config';

/** Scopes asked of a designer's own account: calendar events (+ free/busy) and who the account is (their mail is never sent through it). */
export const DESIGNER_GOOGLE_SCOPES = ['https://www.googleapis.com/auth/calendar.events', 'https://www.googleapis.com/auth/calendar.freebusy', 'openid', 'email'];

/** Scopes asked of the showroom's account: a designer's, and sending mail. */
export const GOOGLE_SCOPES = [...DESIGNER_GOOGLE_SCOPES, 'https://www.googleapis.com/auth/gmail.send'];

export type OAuthClient = Auth.OAuth2Client;

export interface GoogleClients {
  /** Whether client id, secret and redirect URI are all set. */
  configured: boolean;
  oauth(): OAuthClient;
  calendar(client: OAuthClient): calendar_v3.Calendar;
  gmail(client: OAuthClient): gmail_v1.Gmail;
}

/** Milliseconds any one Google call (token, Calendar, Gmail) may take. */
export const GOOGLE_TIMEOUT_MS = 15_000;

const trimSlash = (url: string) => url.replace(/\/+$/, '');

export function googleClients(config: GoogleConfig): GoogleClients {
  const oauthBase = trimSlash(config.oauthBaseUrl);
  const endpoints = oauthBase
    ? { oauth2AuthBaseUrl: `${oauthBase}/o/oauth2/v2/auth`, oauth2TokenUrl: `${oauthBase}/token`, oauth2RevokeUrl: `${oauthBase}/revoke` }
    : undefined;
  const apiOptions = (client: OAuthClient) => ({ auth: client, retry: false, timeout: GOOGLE_TIMEOUT_MS, ...(config.apiBaseUrl ? { rootUrl: `${trimSlash(config.apiBaseUrl)}/` } : {}) });
  return {
    configured: Boolean(config.clientId && config.clientSecret && config.redirectUri),
    oauth: () => new auth.OAuth2({ clientId: config.clientId, clientSecret: config.clientSecret, redirectUri: config.redirectUri, endpoints, transporterOptions: { timeout: GOOGLE_TIMEOUT_MS } }),
    calendar: (client) => calendar({ version: 'v3', ...apiOptions(client) }),
    gmail: (client) => gmail({ version: 'v1', ...apiOptions(client) }),
  };
}
