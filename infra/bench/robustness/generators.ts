/**
 * fast-check generators of bad input for the fuzzing test: path ids, query values and JSON bodies
 * derived from a valid body by exactly one defect, so every generated body is invalid.
 */
import fc from 'fast-check';


const SPECIAL_IDS = ['..%2F..%2Fetc%2Fpasswd', '%00', 'null', 'undefined', '-1', '1e9', '9999999999999', 'ffffffffffffffffffffffff', '%7B%22%24ne%22%3Anull%7D', '%24where', 'a'.repeat(3000)];

/** Path ids that name nothing stored: never a small number (catalogue ids) nor a known ObjectId. */
export const badId = () =>
  fc
    .oneof(fc.constantFrom(...SPECIAL_IDS), fc.string({ maxLength: 30 }).map(encodeURIComponent))
    .filter((id) => id.length > 0 && !/^[0-9]{1,6}$/.test(id));

/** Query values: junk strings, operator-like text, very long values. */
export const badQueryValue = () =>
  fc.oneof(
    fc.constantFrom('%24ne', '%5Bobject%20Object%5D', 'true%00', '-1', '1,2,x', '2026-02-30', '99999-01-01', 'a'.repeat(5000)),
    fc.string({ maxLength: 30 }).map(encodeURIComponent),
  );

const wrongValue = () =>
  fc.oneof(
    fc.constant({ $ne: null }),
    fc.constant({ $gt: '' }),
    fc.constant({ $where: 'sleep(1000)' }),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.jsonValue(), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue(), { maxKeys: 3 }),
  );

function leafPaths(value: unknown, prefix: string[] = []): string[][] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => leafPaths(v, [...prefix, k]));
}

function withValueAt(base: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const copy = structuredClone(base);
  let node: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[path[path.length - 1]] = value;
  return copy;
}

/** Same-typed-as-wrong: a value of another type than the valid one at that leaf. */
const differsInType = (a: unknown, b: unknown) => typeof a !== typeof b || Array.isArray(a) !== Array.isArray(b) || (a === null) !== (b === null);

/** JSON text of a body with exactly one defect, or malformed JSON, or a non-object. */
export function badJsonBody(valid: Record<string, unknown>): fc.Arbitrary<string> {
  const leaves = leafPaths(valid).filter((p) => p.length > 0);
  const keys = Object.keys(valid);
  const defects: fc.Arbitrary<string>[] = [
    fc.constantFrom('{', '{"a":', "{'a':1}", 'undefined', '\u0000', '[1,2', '{"__proto__":{"isAdmin":true}'),
    fc.oneof(fc.integer(), fc.string({ maxLength: 20 }), fc.array(fc.jsonValue(), { maxLength: 3 }), fc.constant(null)).map((v) => JSON.stringify(v)),
    fc.constant(JSON.stringify('x'.repeat(2_000_000))),
  ];
  if (leaves.length) {
    defects.push(
      fc
        .tuple(fc.constantFrom(...leaves), wrongValue())
        .filter(([path, v]) => differsInType(path.reduce<unknown>((node, k) => (node as Record<string, unknown>)[k], valid), v))
        .map(([path, v]) => JSON.stringify(withValueAt(valid, path, v))),
    );
  }
  if (keys.length) {
    defects.push(
      fc.constantFrom(...keys).map((k) => {
        const copy = structuredClone(valid);
        delete copy[k];
        return JSON.stringify(copy);
      }),
    );
  }
  defects.push(
    fc
      .tuple(fc.constantFrom('$where', '__proto__', 'constructor', 'isAdmin', 'role', '_id', 'extra'), fc.jsonValue())
      .filter(([k]) => !keys.includes(k))
      .map(([k, v]) => JSON.stringify(valid).replace(/^\{/, `{${JSON.stringify(k)}:${JSON.stringify(v ?? null)}${keys.length ? ',' : ''}`)),
  );
  return fc.oneof(...defects);
}
