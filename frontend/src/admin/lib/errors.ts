/**
 * Error texts of docs/product.md §8 'Admin': a refusal whose `code` the back office's catalogue words
 * (`errors.<code>`, read by the customer pages' refusalSentence with the `admin` namespace: every
 * refusal staff meet, those whose English names the case, such as not_found, in general words; not
 * invalid_request, whose server sentence names the field) in the staff user's language, else the
 * server's `error` text, else a per-action fallback (worded by the caller); the
 * style-creation issue list (the error's `details.issues`) joined into one message, and the duplicate
 * failure line. The error body itself is read by ApiError (../../api/client).
 */
import type { ErrorCode } from '@cabinetry/shared/contracts';
import { ApiError, serverError } from '../../api/client';
import { i18n } from '../../i18n/i18n';
import { refusalSentence } from '../../i18n/refusal';
import { ADMIN_NS } from '../i18n/adminI18n';

/** Thrown by the admin client when no token is stored (docs/product.md §6). */
export class AuthTokenMissingError extends Error {
  constructor() {
    super('Authentication token not found');
    this.name = 'AuthTokenMissingError';
  }
}

/** One validation issue as the server may list it under `details.issues`. */
export interface ServerIssue {
  code?: unknown;
  path?: unknown;
  expected?: unknown;
  received?: unknown;
  message?: unknown;
}

const text = (v: unknown): string => (v === undefined || v === null ? '' : Array.isArray(v) ? v.join('.') : String(v));

/**
 * Joins issues into one message, each as 'code at field (expected X, received Y): message'; parts the
 * issue lacks are left out. Issues are separated by '; '.
 */
export function joinIssues(issues: ServerIssue[]): string {
  return issues
    .map((issue) => {
      const [code, field, expected, received, message] = [issue.code, issue.path, issue.expected, issue.received, issue.message].map(text);
      const head = [code, field && `at ${field}`].filter(Boolean).join(' ');
      const types = [expected && `expected ${expected}`, received && `received ${received}`].filter(Boolean).join(', ');
      const where = [head, types && `(${types})`].filter(Boolean).join(' ');
      return [where, message].filter(Boolean).join(': ');
    })
    .filter(Boolean)
    .join('; ');
}

/** `key` of the back office's catalogue in the active language. */
const adminText = (key: string, options?: Record<string, unknown>): string => i18n.t(key, { ...options, ns: ADMIN_NS });

/** The catalogue key wording a refusal `code` (the key refusalSentence reads). */
const refusalKey = (code: ErrorCode) => `errors.${code}`;

/**
 * The message for a failed admin call, in the active language where the catalogue words its code
 * (the missing token included); else the server's `error` text, or `fallback`.
 */
export function adminErrorMessage(err: unknown, fallback: string): string {
  if (err instanceof AuthTokenMissingError) return adminText(refusalKey('token_missing'));
  return refusalSentence(i18n.getFixedT(null, ADMIN_NS), err) ?? serverError(err, fallback);
}

/** Style creation (docs/product.md §8): the server's `details.issues` joined into one message when it listed any, else as adminErrorMessage. */
export function styleCreateErrorMessage(err: unknown): string {
  const details = err instanceof ApiError ? err.body?.details : undefined;
  const issues = details && typeof details === 'object' ? (details as { issues?: unknown }).issues : undefined;
  const joined = Array.isArray(issues) ? joinIssues(issues as ServerIssue[]) : '';
  return joined || adminErrorMessage(err, adminText('styles.createFailed'));
}

/** 'Failed to duplicate material: {status} - {body}' (docs/product.md §8); other failures keep their message. */
export function duplicateErrorMessage(err: unknown): string {
  if (!(err instanceof ApiError)) return adminErrorMessage(err, adminText('materials.duplicateFailed'));
  const body = err.message.slice(`${err.status}: `.length);
  return adminText('materials.duplicateFailedDetail', { status: err.status, body });
}
