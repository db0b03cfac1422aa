/**
 * Erasure of a customer's data (issue 24 item 4): shapes of the staff route that asks for it and of
 * the internal routes the erasure job calls on each service. Browser-safe.
 */
import { DateTimeString, type Static, Type } from './schema';
import { RESUME_LINK_UNUSABLE, resumeLinkRequestSchema, resumeRedeemRequestSchema } from './resume';

/** The staff answer: the erasure is queued (it completes in the background, retried until done). */
export const ERASURE_QUEUED = 'The erasure has been queued. Everything the showroom holds about this customer will be removed within minutes.';

/** POST /api/admin/leads/{id}/erasure: why staff erase this customer (recorded in the audit log). */
export const staffErasureRequestSchema = Type.Object(
  { reason: Type.String({ minLength: 3, maxLength: 300, errorMessage: { minLength: 'Give a reason (at least 3 characters)', maxLength: 'The reason must be at most 300 characters' } }) },
  { additionalProperties: false, errorMessage: { required: { reason: 'Give a reason (at least 3 characters)' } } },
);
export type StaffErasureRequest = Static<typeof staffErasureRequestSchema>;

export const erasureQueuedSchema = Type.Object({ message: Type.String() });
/** The answer of the staff and customer erasure routes. */
export type ErasureAnswer = Static<typeof erasureQueuedSchema>;

/** DELETE /internal/customers/{customerId} on onboarding: the keyed hash of the mailbox the customer confirmed the erasure from, if they did (ErasureJob.mailboxKey). */
export const eraseCustomerQuerySchema = Type.Object({ mailboxKey: Type.Optional(Type.String({ pattern: '^erased:[0-9a-f]{24}$' })) }, { additionalProperties: false });

/** DELETE /internal/customers/{customerId} on onboarding: whether there was anything left to erase. */
export const customerErasedSchema = Type.Object({ erased: Type.Boolean(), documents: Type.Integer({ minimum: 0 }) });
export type CustomerErased = Static<typeof customerErasedSchema>;

/** Most ids one pseudonymisation request names (the customer's and their appointments'). */
export const PSEUDONYMISE_MAX_VALUES = 1000;

const idPseudonym = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }), pseudonym: Type.String({ minLength: 1, maxLength: 100 }) }, { additionalProperties: false });

/**
 * POST /internal/audit/pseudonymise on identity: the entries about `customer.id` (their `customerId`
 * subject; entries recorded before subjects existed: target exactly `lead <id>` or `appointment <id>`
 * of one of `appointments`) get `customer.pseudonym` as subject, and each of these ids in their target
 * or detail becomes its pseudonym. No other entry is read or changed. Ids only: no name or address.
 */
export const pseudonymiseRequestSchema = Type.Object(
  { customer: idPseudonym, appointments: Type.Array(idPseudonym, { maxItems: PSEUDONYMISE_MAX_VALUES }) },
  { additionalProperties: false },
);
export type PseudonymiseRequest = Static<typeof pseudonymiseRequestSchema>;

export const pseudonymisedSchema = Type.Object({ entries: Type.Integer({ minimum: 0 }) });

/** Most stale drafts one retention sweep erases (the next day's sweep takes the rest). */
export const STALE_DRAFTS_MAX = 1000;

/** GET /internal/stale-drafts on onboarding: customers never completed nor booked, untouched since `inactiveSince`. */
export const staleDraftsQuerySchema = Type.Object({ inactiveSince: DateTimeString({ errorMessage: 'inactiveSince must be an ISO date-time' }) }, { additionalProperties: false });
export const staleDraftsSchema = Type.Object({ customerIds: Type.Array(Type.String(), { maxItems: STALE_DRAFTS_MAX }) });

/** How long a customer's erasure confirmation link stays valid, in hours. */
export const ERASURE_LINK_TTL_HOURS = 24;
/** Most confirmation links one address may be sent in an hour (before RATE_LIMIT_MULTIPLIER). */
export const ERASURE_LINKS_PER_ADDRESS_PER_HOUR = 3;
/** The "Confirm erasure" page a link opens (the token follows '#', like the resume link's). */
export const ERASURE_PAGE_PATH = '/erase';

/** The one answer to a customer's request for erasure, whether or not the address belongs to a customer. */
export const ERASURE_LINK_SENT =
  'If this e-mail address belongs to a project, we have sent it a link to confirm the deletion of your data. The link is valid for 24 hours and can be used once.';
/** The customer confirmed: the erasure job is queued. */
export const ERASURE_CONFIRMED = 'Your data is being deleted. Everything we hold about you will be removed within minutes.';
/** A used, expired, replaced or unknown confirmation link (the resume link's words: the page offers a new one). */
export const ERASURE_LINK_UNUSABLE = RESUME_LINK_UNUSABLE;

/** POST /api/onboarding/erasure-links: the address whose data the customer wants deleted (the resume link's request shape). */
export const erasureLinkRequestSchema = resumeLinkRequestSchema;
export type ErasureLinkRequest = Static<typeof erasureLinkRequestSchema>;

/** POST /api/onboarding/erasure-links/confirm: the link's token, 32 random bytes in base64url (43 characters; the resume token's shape). */
export const erasureConfirmRequestSchema = resumeRedeemRequestSchema;
export type ErasureConfirmRequest = Static<typeof erasureConfirmRequestSchema>;
