/**
 * Resume-link tokens (issue 24 item 1): 32 random bytes (crypto.randomBytes) in base64url, 43
 * characters; only their SHA-256 (hex) is stored, so a copy of the database cannot be used to resume
 * anyone's project.
 */
import { createHash, randomBytes } from 'node:crypto';

/** A fresh token (base64url of 32 random bytes). */
export const newResumeToken = (): string => randomBytes(32).toString('base64url');

/** The SHA-256 of `token` in hex: what is stored and looked up. */
export const resumeTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');
