/**
 * The audit log of staff actions (sign-ins, user and role changes, catalogue writes, CSV exports,
 * lead and document access, staff cancellations): what services record (POST /internal/audit on
 * identity) and what admins read (GET /api/admin/audit). Browser-safe.
 */
import type { Schema } from './schemas';

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
  'lead.view': 'Opened a lead (document links issued)',
  'document.download': 'Downloaded a document',
  'appointment.cancel': 'Cancelled an appointment',
  'appointment.status': 'Marked an appointment',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;
export const AUDIT_ACTION_IDS = Object.keys(AUDIT_ACTIONS) as AuditAction[];

/** What a service records: who (username; '' when unknown), what, on what, and details. */
export interface AuditRecord {
  actor: string;
  action: AuditAction;
  /** the thing acted on, e.g. '/api/admin/styles/3' or a username */
  target: string;
  /** short free text, e.g. the changed fields */
  detail?: string;
  /** the client address, when known */
  ip?: string;
}

/** One entry of GET /api/admin/audit (newest first); `at` is an ISO instant. */
export interface AuditEntry extends Required<AuditRecord> {
  id: string;
  at: string;
}

export interface AuditListResponse {
  items: AuditEntry[];
  total: number;
  page: number;
  pageSize: number;
}

export const auditRecordSchema: Schema<AuditRecord> = {
  type: 'object',
  additionalProperties: false,
  required: ['actor', 'action', 'target'],
  properties: {
    actor: { type: 'string', maxLength: 100 },
    action: { type: 'string', enum: AUDIT_ACTION_IDS },
    target: { type: 'string', maxLength: 300 },
    detail: { type: 'string', maxLength: 500 },
    ip: { type: 'string', maxLength: 64 },
  },
};

/** GET /api/admin/audit query: actor (exact username), action, from/to (showroom days, both included), page, pageSize (≤ 100). */
export interface AuditQueryParams {
  actor?: string;
  action?: AuditAction;
  /** 'YYYY-MM-DD', showroom day of the first entries shown */
  from?: string;
  /** 'YYYY-MM-DD', showroom day of the last entries shown */
  to?: string;
  page?: string;
  pageSize?: string;
}

const day = { type: 'string', format: 'date', errorMessage: 'must be a date (YYYY-MM-DD)' };

export const auditQuerySchema: Schema<AuditQueryParams> = {
  type: 'object',
  additionalProperties: false,
  properties: {
    actor: { type: 'string', maxLength: 100 },
    action: { type: 'string', enum: AUDIT_ACTION_IDS, errorMessage: 'is not a known action' },
    from: day,
    to: day,
    page: { type: 'string', pattern: '^[1-9][0-9]{0,5}$', errorMessage: 'must be a whole number from 1' },
    pageSize: { type: 'string', pattern: '^([1-9][0-9]?|100)$', errorMessage: 'must be a whole number from 1 to 100' },
  },
  errorMessage: { additionalProperties: 'Unknown query parameter' },
};
