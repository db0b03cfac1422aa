/**
 * Customer link tokens (resume links and erasure confirmation links; issues 24 and 34): a link has a
 * random id (`newCustomerLinkId`: 18 random bytes, 24 base64url characters) and a token derived from
 * it (`customerLinkToken`: HMAC-SHA256 keyed by CUSTOMER_SESSION_SECRET over the link's kind and id, 43
 * base64url characters). The queued e-mail job carries only the id; the scheduling worker, which holds
 * the same secret, derives the token it puts in the e-mail. So neither a copy of Redis (its AOF, a
 * failed job kept for inspection) nor a copy of the database (which keeps only the token's SHA-256,
 * `customerLinkHash`) can be used to resume or erase anyone's project; rotating the secret voids every
 * link not yet used.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';

/** The two e-mailed customer links. */
export type CustomerLinkKind = 'resume-link' | 'erasure-link';

/** A fresh link id (base64url of 18 random bytes). */
export const newCustomerLinkId = (): string => randomBytes(18).toString('base64url');

/** The token of link `linkId` of `kind` under `secret` (CUSTOMER_SESSION_SECRET): what the e-mailed URL carries. */
export const customerLinkToken = (secret: string, kind: CustomerLinkKind, linkId: string): string =>
  createHmac('sha256', secret).update(`${kind}:${linkId}`).digest('base64url');

/** The SHA-256 of `token` in hex: what is stored and looked up. */
export const customerLinkHash = (token: string): string => createHash('sha256').update(token).digest('hex');
