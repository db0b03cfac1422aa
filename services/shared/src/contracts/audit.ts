/**
 * The audit log of staff actions (sign-ins, user and role changes, catalogue writes, CSV exports,
 * lead and document access, staff cancellations, availability rules, the Google account link): what
 * services record (POST /internal/audit on identity, through their outbox) and what admins read
 * (GET /api/admin/audit). Browser-safe.
 */
import { DateString, DateTimeString, pageOf, QueryPage, QueryPageSize, type Static, STRICT_QUERY, StringEnum, Type } from './schema';

export const AUDIT_ACTIONS = {
  'sign-in': 'Signed in',
  'sign-in-failed': 'Failed sign-in',
  logout: 'Signed out',
  setup: 'Created the first admin',
  'user.create': 'Created a user',
  'user.update': 'Changed a user',
  'user.delete': 'Deleted a user',
  'catalogue.create': 'Created catalogue item',
  'catalogue.update': 'Changed catalogue item',
  'catalogue.delete': 'Deleted catalogue item',
  'leads.export': 'Exported leads (CSV)',
  'reports.export': 'Exported the sales reports (CSV)',
  'lead.view': 'Opened a lead (document links issued)',
  'lead.export': 'Downloaded a customer’s data (ZIP)',
  'lead.erase': 'Erased a customer\'s data',
  'lead.create': 'Added a walk-in or phone lead',
  'lead.resume-link': 'Sent a lead a link to finish the wizard',
  'document.download': 'Downloaded a document',
  'lead.stage': 'Moved a lead to another stage',
  'lead.owner': 'Changed a lead’s owner',
  'lead.activity': 'Logged a contact attempt on a lead',
  'lead.next-action': 'Set a lead’s next action',
  'lead.value': 'Set a lead’s estimated value',
  'lost-reasons.update': 'Changed the reasons a lead is lost',
  'appointment.cancel': 'Cancelled an appointment',
  'appointment.status': 'Marked an appointment',
  'appointment.move': 'Moved or reassigned an appointment',
  'availability.update': 'Changed the availability rules',
  'designer.create': 'Added a designer',
  'designer.update': 'Changed a designer',
  'designer.delete': 'Deleted a designer',
  'designer.google.link': 'Connected a designer’s Google account',
  'designer.google.replace': 'Replaced a designer’s Google account',
  'designer.google.revoke': 'Disconnected a designer’s Google account',
  'google.link': 'Connected the Google account',
  'google.replace': 'Replaced the Google account',
  'google.revoke': 'Disconnected the Google account',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** The actors of entries no staff member's request made: the product's own moves, and a customer's signed link. */
export const AUDIT_SYSTEM_ACTORS = { automatic: '(automatic)', signedLink: '(signed link)' } as const;

/** The detail of a 'lead.stage' entry: the stage ids it moved from and to (`from → to`). */
export const stageMoveDetail = (from: string, to: string): string => `${from} → ${to}`;
export const AUDIT_ACTION_IDS = Object.keys(AUDIT_ACTIONS) as [AuditAction, ...AuditAction[]];

/** What a service records: who (username; '' when unknown), what, on what, and details. */
export const auditRecordSchema = Type.Object(
  {
    actor: Type.String({ maxLength: 100 }),
    action: StringEnum(AUDIT_ACTION_IDS),
    /** the thing acted on, e.g. '/api/admin/styles/3' or a username */
    target: Type.String({ maxLength: 300 }),
    /** short free text, e.g. the changed fields */
    detail: Type.Optional(Type.String({ maxLength: 500 })),
    /**
     * the customer the entry is about (their id), when it is about one: what an erasure pseudonymises
     * the entry by (docs/operations.md "Erasure and retention")
     */
    customerId: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    /** the client address, when known */
    ip: Type.Optional(Type.String({ maxLength: 64 })),
    /** the sender's id of this record: a record sent again (a retry) with the same id is stored once */
    recordId: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  },
  { additionalProperties: false },
);
export type AuditRecord = Static<typeof auditRecordSchema>;

/** One entry of GET /api/admin/audit (newest first); `at` is an ISO instant. */
export const auditEntrySchema = Type.Composite([
  Type.Required(Type.Omit(auditRecordSchema, ['recordId', 'customerId'])),
  Type.Object({
    id: Type.String(),
    at: DateTimeString(),
    /** how many occurrences the entry stands for (failed sign-ins at unknown usernames: one entry per client and minute) */
    count: Type.Integer({ minimum: 1 }),
  }),
]);
export type AuditEntry = Static<typeof auditEntrySchema>;

export const auditListResponseSchema = pageOf(auditEntrySchema);
export type AuditListResponse = Static<typeof auditListResponseSchema>;

const day = () => DateString({ errorMessage: 'must be a date (YYYY-MM-DD)' });

/** GET /api/admin/audit query: actor (exact username), action, from/to (showroom days 'YYYY-MM-DD', both included), page, pageSize (≤ 100). */
export const auditQuerySchema = Type.Object(
  {
    actor: Type.Optional(Type.String({ maxLength: 100 })),
    action: Type.Optional(StringEnum(AUDIT_ACTION_IDS, { errorMessage: 'is not a known action' })),
    /** showroom day of the first entries shown */
    from: Type.Optional(day()),
    /** showroom day of the last entries shown */
    to: Type.Optional(day()),
    page: Type.Optional(QueryPage()),
    pageSize: Type.Optional(QueryPageSize()),
  },
  STRICT_QUERY,
);
export type AuditQueryParams = Static<typeof auditQuerySchema>;
