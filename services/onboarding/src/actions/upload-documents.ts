/**
 * A step-4 upload (docs/product.md §7 POST /step4/{customerId} multipart, §9 limits): the form is
 * streamed (streamMultipart), each file read into memory alone (at most the largest per-file limit),
 * checked, counted against the daily storage quotas (per customer and per client IP) and stored
 * before the next is read, so a request never holds more than one file. Files usually come before
 * `fileCategory` in the form: each file is checked against its category as soon as that is known,
 * and all of them again once the form is read. A request with one bad file stores nothing: what it
 * stored is removed and its quota given back. One upload per customer runs at a time (409 otherwise),
 * so the document cap counted at its start holds until it ends.
 */
import { fileTypeFromBuffer } from 'file-type';
import type { Context } from 'hono';
import { FILE_CATEGORIES, type FileCategory, step4NotesRequestSchema, UPLOAD_LIMITS, type UploadedDocument, type UploadRefusal } from '@cabinetry/shared/contracts';
import { HttpError } from '@cabinetry/shared/server/errors';
import { check } from '@cabinetry/shared/server/validation';
import { logger } from '@cabinetry/shared/server/logger';
import { streamMultipart } from '@cabinetry/shared/server/multipart';
import type { OnboardingDeps } from '../deps';
import { checkUpload, checkUploadCount, checkUploadSize, extensionOf, LARGEST_UPLOAD_BYTES, safeFilename, UploadRejected } from '../domain/upload-rules';
import { type DocumentDoc, toUploadedDocument } from '../models/document';
import { releaseUploadLock, takeUploadLock } from '../models/upload-lock';

export const UPLOAD_IN_PROGRESS = 'Another upload of yours is still in progress. Please wait for it to finish.';
/** Text fields a step-4 form may carry (fileCategory, notes, folder, with room to spare) and bytes of one (notes: 5000 characters). */
const MAX_FIELDS = 8;
const MAX_FIELD_BYTES = 64 * 1024;

/** A file stored by this upload so far (removed again if the upload fails). */
interface Received {
  filename: string;
  size: number;
  mime: string | undefined;
  key?: string;
}

/** Saves the customer's step-4 notes (and marks step 4 reached). */
export async function saveNotes(customers: OnboardingDeps['customers'], customerId: string, notes: string): Promise<void> {
  await customers.updateOne({ _id: customerId }, { $set: { notes }, $max: { currentStep: 4 } });
}

const categoryOf = (value: string | undefined): FileCategory | null => (FILE_CATEGORIES.includes(value as FileCategory) ? (value as FileCategory) : null);

/**
 * Receives the multipart upload of request `c` for `customerId` (session already checked, upload
 * budget spent): the documents stored. Throws HttpError 400/409/413/415 (form, count, size, type),
 * 429 (a daily quota) or what storage throws.
 */
export async function uploadDocuments(deps: OnboardingDeps, c: Context, customerId: string): Promise<UploadedDocument[]> {
  const { customers, documents, storage, uploadLocks, uploadQuotas } = deps;
  const holder = await takeUploadLock(uploadLocks, customerId, new Date());
  if (!holder) throw new HttpError(409, UPLOAD_IN_PROGRESS, { code: 'upload_rejected', details: { reason: 'in_progress' } satisfies UploadRefusal });
  const client = deps.clientKey(c);
  const received: Received[] = [];
  const created: string[] = [];
  try {
    const stored = await documents.countDocuments({ customerId });
    checkUploadCount(1, stored); // full: refused before the body is read
    const fields = await streamMultipart(c, {
      maxFileBytes: LARGEST_UPLOAD_BYTES,
      maxFiles: UPLOAD_LIMITS.filesPerRequest,
      tooManyFiles: uploadRefused(new UploadRejected(`At most ${UPLOAD_LIMITS.filesPerRequest} files per upload`, 400, { reason: 'too_many_files', limit: UPLOAD_LIMITS.filesPerRequest })),
      maxFields: MAX_FIELDS,
      maxFieldBytes: MAX_FIELD_BYTES,
      async onFile(file, fieldsSoFar) {
        if (file.field !== 'files' && file.field !== 'files[]') return;
        checkUploadCount(received.length + 1, stored);
        const filename = safeFilename(file.filename);
        const size = file.truncated ? LARGEST_UPLOAD_BYTES + 1 : file.bytes.length;
        checkUploadSize(filename, size, LARGEST_UPLOAD_BYTES);
        const mime = (await fileTypeFromBuffer(file.bytes))?.mime;
        const category = categoryOf(fieldsSoFar.fileCategory);
        if (category) checkUpload(category, filename, size, mime);
        await uploadQuotas.customer.take(customerId, size);
        try {
          await uploadQuotas.client.take(client, size);
        } catch (err) {
          await uploadQuotas.customer.giveBack(customerId, size);
          throw err;
        }
        const entry: Received = { filename, size, mime };
        received.push(entry);
        entry.key = await storage.put(`customers/${customerId}`, file.bytes, mime ?? 'application/octet-stream', extensionOf(filename));
      },
    });
    const category = categoryOf(fields.fileCategory);
    if (!category) throw new HttpError(400, `fileCategory must be one of ${FILE_CATEGORIES.join(', ')}`, { code: 'invalid_request' });
    if (fields.folder !== undefined && fields.folder !== `customers/${customerId}/${category}`) {
      throw new HttpError(400, `folder must be customers/${customerId}/${category}`, { code: 'invalid_request' });
    }
    if (received.length === 0) throw new HttpError(400, 'No files in the upload', { code: 'invalid_request' });
    const types = received.map((f) => checkUpload(category, f.filename, f.size, f.mime));
    const uploaded: UploadedDocument[] = [];
    for (const [i, f] of received.entries()) {
      const doc = await documents.create({ customerId, filename: f.filename, fileSize: f.size, fileType: types[i], fileCategory: category, storageKey: f.key });
      created.push(doc._id.toString());
      uploaded.push(toUploadedDocument(doc as unknown as DocumentDoc));
    }
    if (fields.notes?.trim()) await saveNotes(customers, customerId, check(step4NotesRequestSchema, { notes: fields.notes }).notes);
    return uploaded;
  } catch (err) {
    await undo(deps, customerId, client, received, created);
    if (err instanceof UploadRejected) throw uploadRefused(err);
    throw err;
  } finally {
    await releaseUploadLock(uploadLocks, customerId, holder);
  }
}

/** The API's answer to a refused upload: its status, sentence, code and the facts the SPA words it with. */
const uploadRefused = (err: UploadRejected) => new HttpError(err.status, err.message, { code: 'upload_rejected', details: err.details });

/** Removes what a failed upload stored (objects and records) and gives its bytes back to the quotas. */
async function undo({ documents, storage, uploadQuotas }: OnboardingDeps, customerId: string, client: string, received: Received[], created: string[]): Promise<void> {
  try {
    if (created.length) await documents.deleteMany({ _id: { $in: created } });
    for (const f of received) {
      if (f.key) await storage.remove(f.key);
      await Promise.all([uploadQuotas.customer.giveBack(customerId, f.size), uploadQuotas.client.giveBack(client, f.size)]);
    }
  } catch (err) {
    logger.warn({ err, customerId }, 'a refused upload could not be fully undone');
  }
}
