/**
 * What request logs may show of a path: credentials that travel in URL paths are replaced by
 * REDACTED (the manage link's token: the page /appointment/<token>, also under a language prefix such as
 * /ar/appointment/<token>, and its API /api/appointments/manage/<token>). The gateway and every
 * service log paths through `loggablePath` and never log query strings (where signed links' `sig`,
 * the setup `token` and other tokens travel); nginx's access log applies the same rules to its
 * request line and Referer (frontend/nginx/access-log.conf).
 */

export const REDACTED = '[redacted]';

/** Paths whose segment after the matched prefix is a credential. */
const SECRET_SEGMENTS = [/^((?:\/[a-z]{2})?\/appointment\/)[^/]+/, /^(\/api\/appointments\/manage\/)[^/]+/];

/** `path` (no query string) with every credential segment replaced by REDACTED. */
export function loggablePath(path: string): string {
  return SECRET_SEGMENTS.reduce((p, pattern) => p.replace(pattern, `$1${REDACTED}`), path);
}
