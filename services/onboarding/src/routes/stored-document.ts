/**
 * A stored document sent as a download, the one way the customer's own route (documents.ts) and
 * staff's signed link (admin-leads.ts) answer with a file: its stored type, size and name
 * (attachment), never sniffed, sandboxed if opened, never cached.
 */
import type { Context } from 'hono';
import { Readable } from 'node:stream';
import { HttpError } from '@cabinetry/shared/server/errors';
import type { ObjectStorage } from '@cabinetry/shared/server/storage';
import { attachmentDisposition } from '../domain/leads-links';
import type { DocumentDoc } from '../models/document';

/** Streams `doc`'s object from `storage` as the response; 404 `not_found` when the object is missing. */
export async function sendStoredDocument(c: Context, storage: ObjectStorage, doc: DocumentDoc): Promise<Response> {
  let stream: Readable;
  try {
    stream = await storage.stream(doc.storageKey);
  } catch {
    throw new HttpError(404, 'The stored file is missing', { code: 'not_found' });
  }
  c.header('Content-Type', doc.fileType);
  c.header('Content-Length', String(doc.fileSize));
  c.header('Content-Disposition', attachmentDisposition(doc.filename));
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Content-Security-Policy', "default-src 'none'; sandbox");
  c.header('Cache-Control', 'private, no-store');
  return c.body(Readable.toWeb(stream) as ReadableStream);
}
