/**
 * Multipart form bodies (docs/product.md §7 admin calls marked multipart): reading the form and its text,
 * repeated and file fields. Field values are never trusted: callers validate what they read.
 */
import type { Context } from 'hono';
import { isMultipart } from './body-limit';
import { HttpError } from './errors';

/** Reads a multipart/form-data body; 415 for another content type, 400 when it cannot be parsed. */
export async function readMultipart(c: Context): Promise<FormData> {
  if (!isMultipart(c.req.header('content-type'))) {
    throw new HttpError(415, 'Expected a multipart/form-data body', { code: 'unsupported_media_type' });
  }
  try {
    return await c.req.formData();
  } catch {
    throw new HttpError(400, 'Malformed multipart body', { code: 'malformed_body' });
  }
}

/** The first text value of `name` as sent, or undefined when absent or a file. */
export function formText(form: FormData, name: string): string | undefined {
  const value = form.get(name);
  return typeof value === 'string' ? value : undefined;
}

/** Every text value of the given names, in order (e.g. 'styleIds' and 'styleIds[]'). */
export function formTexts(form: FormData, ...names: string[]): string[] {
  return names.flatMap((n) => form.getAll(n)).filter((v): v is string => typeof v === 'string');
}

/** The file sent as `name`, or undefined when none was chosen (absent, text, or an empty part). */
export function formFile(form: FormData, name: string): File | undefined {
  const value = form.get(name);
  return typeof value === 'object' && value !== null && (value.size > 0 || value.name !== '') ? value : undefined;
}
