/**
 * Helpers shared by the catalogue's /api/admin handlers: form validation answering 400
 * `{ error, code, details: { fields, issues } }` (docs/product.md §8),
 * and updates/deletes of image-bearing entities that leave no orphaned or lost image behind.
 */
import type { Model } from 'mongoose';
import type { RouteSpec } from '@cabinetry/shared/contracts/api';
import type { Schema } from '@cabinetry/shared/contracts';
import { validate } from '@cabinetry/shared/contracts/validate';
import { HttpError } from '@cabinetry/shared/server/errors';
import type { ObjectStorage } from '@cabinetry/shared/server/storage';
import { formFieldProblem, validationIssues } from '../../domain/admin-form';
import { discardImage, saveWithImage } from '../../images';

/**
 * The values of a dialog's multipart `form` (read by `toValues`), validated against `schema`.
 * Throws HttpError 400 for a field the route does not take (`fields`: its table entry's `multipart`
 * schema) or holding 'undefined', for what `problem` finds (e.g. colour fields that disagree), and
 * for invalid values (with per-field messages and the issue list).
 */
export function readForm<T>(
  form: FormData,
  fields: NonNullable<RouteSpec['multipart']>,
  toValues: (form: FormData) => Record<string, unknown>,
  schema: Schema<T>,
  problem: (form: FormData) => string | undefined = () => undefined,
): T {
  const found = formFieldProblem(form, fields) ?? problem(form);
  if (found) throw new HttpError(400, found, { code: 'invalid_request' });
  return checkForm(schema, toValues(form));
}
/** Validates dialog values; throws HttpError 400 with per-field messages and the issue list. */
function checkForm<T>(schema: Schema<T>, values: Record<string, unknown>): T {
  const result = validate(schema, values);
  if (!result.ok) {
    throw new HttpError(400, result.message, {
      code: 'invalid_request',
      details: { fields: result.errors, issues: validationIssues(schema, values, result.errors) },
    });
  }
  return result.value;
}

/** Throws 404 `{ error: '<what> not found', code: 'not_found' }` when `doc` is null. */
export function found<T>(doc: T | null | undefined, what: string): T {
  if (!doc) throw new HttpError(404, `${what} not found`, { code: 'not_found' });
  return doc;
}

interface WithImage {
  id: number;
  imageKey: string | null;
}

/**
 * Sets `values` on entity `id` (and `newKey` as its image when one was uploaded); the replaced image
 * is removed afterwards, or the new one when the update fails (404 when `id` is unknown).
 */
export async function updateWithImage<D extends WithImage>(
  storage: ObjectStorage,
  model: Model<D>,
  id: number,
  what: string,
  values: object,
  newKey: string | null,
): Promise<D> {
  const before = await saveWithImage(storage, newKey, async () =>
    found(await model.findOneAndUpdate({ id }, { $set: { ...values, ...(newKey ? { imageKey: newKey } : {}) } }).lean<D>(), what),
  );
  if (newKey) await discardImage(storage, before.imageKey);
  return found(await model.findOne({ id }).lean<D>(), what);
}

/** Deletes entity `id` and then its stored image; returns the deleted document (404 when unknown). */
export async function deleteWithImage<D extends WithImage>(storage: ObjectStorage, model: Model<D>, id: number, what: string): Promise<D> {
  const deleted = found(await model.findOneAndDelete({ id }).lean<D>(), what);
  await discardImage(storage, deleted.imageKey);
  return deleted;
}
