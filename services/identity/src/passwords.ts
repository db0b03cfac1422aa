/**
 * Password hashing and checking (bcrypt, native: the work runs on libuv's thread pool, never on the
 * event loop every staff-session check waits on). Every hash and compare takes one of
 * PASSWORD_SLOTS slots of this process; at most MAX_WAITING_CHECKS more wait, and beyond that the
 * request is refused 503 with Retry-After (HttpError), so a burst of logins neither queues without
 * bound nor starves the thread pool the rest of the service uses.
 */
import { randomBytes } from 'node:crypto';
import bcrypt from 'bcrypt';
import { boundedQueue } from '@cabinetry/shared/server/bounded-queue';

export const BCRYPT_ROUNDS = 12;
/** bcrypt operations running at once in this process (libuv's pool has 4 threads; 2 stay free for file and DNS work). */
export const PASSWORD_SLOTS = 2;
/** bcrypt operations allowed to wait for a slot (~0.25 s each at BCRYPT_ROUNDS): at most ~2 s of queue. */
export const MAX_WAITING_CHECKS = 16;
export const PASSWORD_CHECKS_BUSY = 'Too many sign-ins at once. Please try again in a moment.';

const slots = boundedQueue({ slots: PASSWORD_SLOTS, maxWaiting: MAX_WAITING_CHECKS, retryAfterSeconds: 2, busyMessage: PASSWORD_CHECKS_BUSY });
/** A hash of a password no account has, at BCRYPT_ROUNDS (made once at start, ~0.25 s): compared when the username is unknown. */
const DUMMY_HASH = bcrypt.hashSync(randomBytes(16).toString('hex'), BCRYPT_ROUNDS);

/** The bcrypt hash of `password` at BCRYPT_ROUNDS. Throws HttpError 503 when the slots are full. */
export const hashPassword = (password: string): Promise<string> => slots.run(() => bcrypt.hash(password, BCRYPT_ROUNDS));

/**
 * Whether `password` matches `hash`; with no hash (unknown username) a dummy hash is compared, so an
 * unknown username costs the same time as a known one. Throws HttpError 503 when the slots are full.
 */
export const checkPassword = (password: string, hash: string | undefined): Promise<boolean> => slots.run(() => bcrypt.compare(password, hash ?? DUMMY_HASH));
