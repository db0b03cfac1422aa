/**
 * Multipart form bodies (docs/product.md §7 admin calls marked multipart): reading the form and its text,
 * repeated and file fields, or streaming it one file at a time (streamMultipart: step 4 uploads).
 * Field values are never trusted: callers validate what they read.
 */
import type { Context } from 'hono';
import { isMultipart } from './body-limit';
import { HttpError } from './errors';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import busboy from 'busboy';

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

/** One file of a streamed form, read whole into memory (at most `maxFileBytes`). */
export interface StreamedFile {
  /** The form field it came in (e.g. 'files'). */
  field: string;
  /** The file name the client gave, untrusted. */
  filename: string;
  bytes: Buffer;
  /** True when the file was longer than `maxFileBytes`: `bytes` holds its start, the rest was discarded. */
  truncated: boolean;
}

export interface StreamMultipartOptions {
  /** Bytes of one file kept in memory; a longer file is marked truncated. */
  maxFileBytes: number;
  /** Files in the form; one more fails the form with `tooManyFiles` (an HttpError 400 with the caller's code and details). */
  maxFiles: number;
  tooManyFiles: HttpError;
  /** Text fields in the form, and bytes of one text field (more: 400). */
  maxFields: number;
  maxFieldBytes: number;
  /**
   * Handles one file, with the text fields sent before it; the next file is read only once this
   * settles. What it throws stops the reading and rejects streamMultipart.
   */
  onFile(file: StreamedFile, fieldsSoFar: Readonly<Record<string, string>>): Promise<void>;
}

/**
 * Reads a multipart/form-data body as it streams in (busboy), so the body never sits in memory
 * whole: each file is read into memory one at a time and handed to `onFile` before the next is
 * read (busboy holds the rest of the stream back meanwhile). Resolves with the text fields (the last
 * value of each name) once every file was handled. Rejects with HttpError 415 for another content
 * type, 400 for a malformed body or too many parts or files, the body's own error (e.g. the body
 * limit's), or what `onFile` threw; it never settles while an `onFile` is still running, so the
 * caller can undo what the handled files did. The unread rest of a refused body is discarded.
 */
export function streamMultipart(c: Context, options: StreamMultipartOptions): Promise<Record<string, string>> {
  const contentType = c.req.header('content-type');
  if (!isMultipart(contentType)) throw new HttpError(415, 'Expected a multipart/form-data body', { code: 'unsupported_media_type' });
  const body = c.req.raw.body;
  if (!body) throw new HttpError(400, 'Malformed multipart body', { code: 'malformed_body' });
  const { maxFileBytes, maxFiles, maxFields, maxFieldBytes } = options;
  let parser: busboy.Busboy;
  try {
    // browsers send file names as raw UTF-8
    parser = busboy({ headers: { 'content-type': contentType! }, defParamCharset: 'utf8', limits: { fileSize: maxFileBytes, files: maxFiles, fields: maxFields, fieldSize: maxFieldBytes } });
  } catch {
    throw new HttpError(400, 'Malformed multipart body', { code: 'malformed_body' });
  }
  const input = Readable.fromWeb(body as WebReadableStream<Uint8Array>);
  const fields: Record<string, string> = {};
  let handled: Promise<void> = Promise.resolve();
  let failed = false;

  return new Promise((resolve, reject) => {
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      input.unpipe(parser);
      input.on('error', () => undefined).resume(); // discard the rest
      const settle = () => reject(error);
      handled.then(settle, settle);
    };
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) fail(new HttpError(400, `The form field ${name} is too long`, { code: 'invalid_request', details: { fields: { [name]: 'too long' } } }));
      else fields[name] = value;
    });
    parser.on('file', (field, stream, info) => {
      handled = handled.then(async () => {
        if (failed) return void stream.resume();
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        await options.onFile({ field, filename: info.filename ?? '', bytes: Buffer.concat(chunks), truncated: (stream as { truncated?: boolean }).truncated === true }, { ...fields });
      });
      handled.catch(fail);
    });
    parser.on('filesLimit', () => fail(options.tooManyFiles));
    parser.on('fieldsLimit', () => fail(new HttpError(400, 'Too many fields in the form', { code: 'malformed_body' })));
    parser.on('error', () => fail(new HttpError(400, 'Malformed multipart body', { code: 'malformed_body' })));
    parser.on('close', () => handled.then(() => !failed && resolve(fields), () => undefined));
    input.on('error', fail);
    input.pipe(parser);
  });
}
