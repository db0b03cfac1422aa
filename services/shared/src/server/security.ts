/**
 * The browser security headers every page and API answer carries, in one place: the gateway sets
 * them locally, and the production nginx config mirrors CONTENT_SECURITY_POLICY verbatim (a test
 * compares the two). The SPA needs: module scripts from /assets and one inline script, the
 * pre-rendered pages' capture of early taps (early-input-script.ts), allowed by its SHA-256 alone
 * (no other inline script, no eval: its form validators are compiled at build time), the
 * pre-rendered pages' inlined <style> and React's style attributes (so 'unsafe-inline' for styles only), images from itself, data: and blob: (upload previews), API calls to its own origin;
 * nothing may frame it.
 */
import { createHash } from 'node:crypto';
import { EARLY_INPUT_SCRIPT } from './early-input-script';

/** A CSP source allowing the inline script whose text is exactly `script`: 'sha256-<base64 of its UTF-8 digest>', quoted. */
export const scriptHashSource = (script: string): string => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/** The site's policy, as sent (one line). */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' ${scriptHashSource(EARLY_INPUT_SCRIPT)}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The policy of a page that runs a large third-party bundle (the API reference: Scalar): the site's
 * policy plus `sandbox allow-scripts allow-popups`. The page then runs in an opaque origin: its
 * scripts cannot read the site's storage (the back office keeps the staff token in localStorage),
 * send its cookies with their requests, or reach the site's other windows.
 */
export const SANDBOXED_PAGE_POLICY = `${CONTENT_SECURITY_POLICY}; sandbox allow-scripts allow-popups`;

/**
 * Headers of a public resource that a sandboxed page (an opaque origin, so cross-origin to every
 * site) loads: its script (CORP) and the data it fetches (CORS). Only for what anyone may read.
 */
export const OPAQUE_ORIGIN_READABLE: Readonly<Record<string, string>> = {
  'access-control-allow-origin': '*',
  'cross-origin-resource-policy': 'cross-origin',
};

/** HSTS value sent over HTTPS only (one year; a plain-http origin must not pin itself). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

const COMMON_HEADERS: Record<string, string> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};
const HTTPS_HEADERS = { ...COMMON_HEADERS, 'strict-transport-security': STRICT_TRANSPORT_SECURITY };

/**
 * The security headers (lower-case names) for an answer served over HTTPS (`https`) or plain HTTP.
 * A route may answer some of them itself (SANDBOXED_PAGE_POLICY, OPAQUE_ORIGIN_READABLE): those it set are kept.
 */
export function securityHeaders(https: boolean): Readonly<Record<string, string>> {
  return https ? HTTPS_HEADERS : COMMON_HEADERS;
}
