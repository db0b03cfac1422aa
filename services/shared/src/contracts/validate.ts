/**
 * The shared ajv configuration (allErrors, $data, formats, ajv-errors, `maxBytes`) and the
 * services' `validate(schema, data)`, which compiles each schema at run time. The SPA's build
 * generates standalone validators from the same `createAjv` (frontend/build/ajv-validators.ts).
 */
import Ajv, { _, type Options, type ValidateFunction } from 'ajv';
import addErrors from 'ajv-errors';
import addFormats from 'ajv-formats';
import type { Schema } from './schemas';
import { validateWith, type ValidationResult } from './validation-result';

/**
 * How standalone code reaches ajv-formats' format functions. ajv-formats would build this itself
 * with the codegen of its own copy of ajv, which this ajv does not recognise as code.
 */
const FORMATS_CODE = _`require("ajv-formats/dist/formats").fullFormats`;

/**
 * A new ajv instance with the contracts' configuration; `opts` adds to it (e.g. `code` for
 * standalone output). Keyword `maxBytes: n` on a string: its UTF-8 encoding is at most n bytes
 * (bcrypt reads only 72), generated as code so standalone validators carry it.
 */
export function createAjv(opts: Options = {}): Ajv {
  const code = { formats: FORMATS_CODE, ...opts.code };
  const ajv = new Ajv({ allErrors: true, $data: true, strict: false, ...opts, code });
  addFormats(ajv, ['email', 'date', 'date-time']);
  addErrors(ajv);
  ajv.addKeyword({
    keyword: 'maxBytes',
    type: 'string',
    schemaType: 'number',
    code: (cxt) => cxt.fail(_`new TextEncoder().encode(${cxt.data}).length > ${cxt.schemaCode}`),
  });
  return ajv;
}

const ajv = createAjv();
const compiled = new WeakMap<object, ValidateFunction>();

function compile(schema: object): ValidateFunction {
  let fn = compiled.get(schema);
  if (!fn) {
    fn = ajv.compile(schema);
    compiled.set(schema, fn);
  }
  return fn;
}

/** Compiles `schema` now instead of on its first validation (tens of ms, for a server: on the first request of that kind). */
export function precompile(schema: object): void {
  compile(schema);
}

/** Validates `data` against `schema`, compiled once per schema object; the result of `validateWith`. */
export function validate<T>(schema: Schema<T>, data: unknown): ValidationResult<T> {
  return validateWith<T>(compile(schema), data);
}
