/** How long outbound calls may take before they are abandoned (the caller then fails or retries). */

/** A call from one service to another's /internal/* routes (ms). */
export const INTERNAL_CALL_TIMEOUT_MS = 5_000;

/** nodemailer SMTP transport limits (ms): connect, server greeting, and socket inactivity. */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;
