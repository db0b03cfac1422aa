/**
 * What every command handler receives, and readers for typed command arguments
 * that fail with mongod's TypeMismatch / InvalidNamespace errors.
 */
import type { Document } from 'bson';
import type { Catalog } from '../catalog';
import type { CursorRegistry } from '../cursors';
import { CommandError } from '../errors';
import { isPlainObject } from '../values';

/** The server state and request details a handler works with. */
export interface CommandContext {
  /** The database the command runs in (`$db`). */
  db: string;
  catalog: Catalog;
  cursors: CursorRegistry;
  connectionId: number;
}

/** Runs one command synchronously and returns its reply body (throws CommandError to fail). */
export type CommandHandler = (cmd: Document, ctx: CommandContext) => Document;

/** Fields drivers add to any command; never part of a command's own options. */
export const GENERIC_FIELDS = new Set([
  '$db',
  'lsid',
  '$clusterTime',
  '$readPreference',
  'readConcern',
  'writeConcern',
  'apiVersion',
  'apiStrict',
  'apiDeprecationErrors',
  'comment',
  'maxTimeMS',
]);

/** The collection a command names in its first field (`{ find: 'users', ... }`). */
export function targetCollection(cmd: Document): string {
  const [name, value] = Object.entries(cmd)[0];
  if (typeof value !== 'string' || value === '') {
    throw new CommandError('InvalidNamespace', `collection name has invalid type ${bsonTypeName(value)}`);
  }
  if (value.includes('\0') || value.startsWith('.')) {
    throw new CommandError('InvalidNamespace', `Invalid namespace specified for ${name}: '${value}'`);
  }
  return value;
}

/** An optional document argument. */
export function optionalDoc(cmd: Document, field: string): Document | undefined {
  const value = cmd[field];
  if (value === undefined || value === null) return undefined;
  if (!isPlainObject(value)) throw typeMismatch(field, value, 'object');
  return value;
}

/** An optional non-negative number argument. */
export function optionalNumber(cmd: Document, field: string): number | undefined {
  const value = cmd[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number') throw typeMismatch(field, value, 'number');
  return value;
}

/** A required array argument. */
export function requiredArray(cmd: Document, field: string): unknown[] {
  const value = cmd[field];
  if (!Array.isArray(value)) throw typeMismatch(field, value, 'array');
  return value;
}

function typeMismatch(field: string, value: unknown, expected: string): CommandError {
  return new CommandError('TypeMismatch', `BSON field '${field}' is the wrong type '${bsonTypeName(value)}', expected type '${expected}'`);
}

function bsonTypeName(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'int' : 'double';
  if (typeof value === 'boolean') return 'bool';
  if (isPlainObject(value)) return 'object';
  return typeof value === 'object' ? value.constructor.name.toLowerCase() : typeof value;
}
