/**
 * BSON value helpers shared by the store: canonical map keys for values,
 * index-style path extraction, deep cloning and mongod-style value printing.
 */
import { Binary, Decimal128, EJSON, Long, ObjectId, type Document } from 'bson';
import { cloneDeep } from 'mingo/util';

/** True for a plain document (not an array, Date or BSON class instance). */
export function isPlainObject(value: unknown): value is Document {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/**
 * A string that is equal for two values exactly when MongoDB would treat
 * them as the same index key (for the value kinds this server stores).
 */
export function keyString(value: unknown): string {
  if (typeof value === 'string') return `s${value}`;
  if (typeof value === 'number') return `n${value}`;
  if (value instanceof ObjectId) return `o${value.toHexString()}`;
  if (value === null || value === undefined) return 'z';
  return `j${EJSON.stringify(value as Document, { relaxed: false })}`;
}

/** Deep copy of a document; BSON class instances (ObjectId, Binary, ...) are immutable and shared. */
export function cloneDoc<T>(doc: T): T {
  return cloneDeep(doc) as T;
}

/**
 * Values a document holds at a dotted path, the way an index sees them:
 * arrays along the path and at the leaf are expanded; a missing value is `undefined`.
 */
export function valuesAtPath(value: unknown, path: string): unknown[] {
  const found = collect(value, path.split('.'));
  return found.length ? found : [undefined];
}

/** Every index key of `doc` for `fields`: one value per field (valuesAtPath), all combinations of a multikey document. */
export function keyCombos(doc: Document, fields: string[]): unknown[][] {
  let combos: unknown[][] = [[]];
  for (const field of fields) {
    const values = valuesAtPath(doc, field);
    combos = combos.flatMap((prefix) => values.map((v) => [...prefix, v]));
  }
  return combos;
}

/** True when an array lies anywhere along the dotted `path` of `value`, its leaf included. */
export function crossesArray(value: unknown, path: string): boolean {
  let current = value;
  for (const part of path.split('.')) {
    if (Array.isArray(current)) return true;
    if (!isPlainObject(current)) return false;
    current = current[part];
  }
  return Array.isArray(current);
}

function collect(value: unknown, parts: string[]): unknown[] {
  if (parts.length === 0) {
    if (!Array.isArray(value)) return [value];
    return value.length ? value : [undefined];
  }
  if (Array.isArray(value)) {
    const [head, ...rest] = parts;
    const out: unknown[] = /^\d+$/.test(head) && Number(head) < value.length ? collect(value[Number(head)], rest) : [];
    for (const element of value) if (isPlainObject(element)) out.push(...collect(element, parts));
    return out;
  }
  if (isPlainObject(value)) return collect(value[parts[0]], parts.slice(1));
  return [undefined];
}

/** Prints a value the way mongod prints BSON in error messages, e.g. `{ name: "x" }`. */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof ObjectId) return `ObjectId('${value.toHexString()}')`;
  if (value instanceof Date) return `new Date(${value.getTime()})`;
  if (value instanceof Decimal128) return `NumberDecimal("${value.toString()}")`;
  if (value instanceof Long) return `${value.toString()}`;
  if (value instanceof Binary) return `BinData(${value.sub_type}, ${Buffer.from(value.buffer).toString('hex').toUpperCase()})`;
  if (Array.isArray(value)) return value.length ? `[ ${value.map(formatValue).join(', ')} ]` : '[]';
  if (isPlainObject(value)) {
    const fields = Object.entries(value).map(([k, v]) => `${k}: ${formatValue(v)}`);
    return fields.length ? `{ ${fields.join(', ')} }` : '{}';
  }
  return String(value);
}
