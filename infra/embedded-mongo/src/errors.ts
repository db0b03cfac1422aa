/**
 * Command errors in mongod's shape: every failure a client sees is
 * `{ ok: 0, errmsg, code, codeName }` with mongod's numeric codes.
 */
import type { Document } from 'bson';
import { MingoError } from 'mingo/util';

/** mongod error code names used by this server, with their numeric codes. */
const ERROR_CODES = {
  InternalError: 1,
  BadValue: 2,
  FailedToParse: 9,
  UserNotFound: 11,
  Unauthorized: 13,
  TypeMismatch: 14,
  ProtocolError: 17,
  AuthenticationFailed: 18,
  IllegalOperation: 20,
  NamespaceNotFound: 26,
  RoleNotFound: 31,
  IndexNotFound: 27,
  CursorNotFound: 43,
  InvalidIdField: 53,
  NamespaceExists: 48,
  CommandNotFound: 59,
  ImmutableField: 66,
  InvalidOptions: 72,
  InvalidNamespace: 73,
  IndexOptionsConflict: 85,
  IndexKeySpecsConflict: 86,
  MechanismUnavailable: 334,
  UnsupportedOpQueryCommand: 352,
  DuplicateKey: 11000,
  Location40324: 40324,
  Location51003: 51003,
} as const;

export type ErrorCodeName = keyof typeof ERROR_CODES;

/** An error that is answered to the client as a failed command. */
export class CommandError extends Error {
  readonly code: number;

  constructor(
    readonly codeName: ErrorCodeName,
    message: string,
    /** Extra reply fields, e.g. keyPattern/keyValue for duplicate keys. */
    readonly extra: Document = {},
  ) {
    super(message);
    this.code = ERROR_CODES[codeName];
  }

  /** The `{ ok: 0, ... }` reply body for this error. */
  toReply(): Document {
    return { ok: 0, errmsg: this.message, code: this.code, codeName: this.codeName, ...this.extra };
  }
}

/**
 * Converts anything thrown while running a command into a CommandError:
 * query-language errors (mingo) become BadValue, anything else InternalError.
 */
export function toCommandError(err: unknown): CommandError {
  if (err instanceof CommandError) return err;
  const message = err instanceof Error ? err.message : String(err);
  return new CommandError(err instanceof MingoError ? 'BadValue' : 'InternalError', message);
}
