/**
 * docs/product.md §7 Onboarding step 4 and documents: multipart upload (files repeated, fileCategory, notes?,
 * folder?) or JSON notes on POST /step4/{customerId}; GET /documents/{customerId};
 * DELETE /documents/{documentId}. Every call is scoped to the session's customer. Limits of §9 are
 * enforced here by size, extension and sniffed content, plus the files-per-request and
 * documents-per-customer caps; a request with one bad file stores nothing.
 * Each upload request spends the client IP's 'uploads' budget (429 when spent).
 */
import { fileTypeFromBuffer } from 'file-type';
import { Hono, type Context } from 'hono';
import { FILE_CATEGORIES, step4NotesRequestSchema, type FileCategory } from '@cabinetry/shared/contracts';
import { HttpError, check, isJsonContentType, isMultipart, objectIdParam, requireCustomer } from '@cabinetry/shared/server';
import type { OnboardingDeps } from '../deps';
import { toUploadedDocument, type DocumentDoc } from '../models/document';
import { UploadRejected, checkUpload, checkUploadCount, extensionOf, safeFilename } from '../domain/upload-rules';

export function documentRoutes({ customers, documents, storage, config, budgets }: OnboardingDeps): Hono {
  const app = new Hono();
  const secret = config.customerSessionSecret;

  async function ownedCustomerId(c: Context): Promise<string> {
    const customerId = objectIdParam(c, 'customerId');
    requireCustomer(c, customerId, secret);
    if (!(await customers.exists({ _id: customerId }))) throw new HttpError(404, 'Customer not found', { code: 'not_found' });
    return customerId;
  }

  async function saveNotes(customerId: string, notes: string) {
    await customers.updateOne({ _id: customerId }, { $set: { notes }, $max: { currentStep: 4 } });
  }

  // the request body is limited by the service-wide limitBody (createServiceApp)
  app.post(
    '/step4/:customerId',
    async (c) => {
      const customerId = await ownedCustomerId(c);
      const contentType = c.req.header('content-type') ?? '';
      if (isJsonContentType(contentType)) {
        let data: unknown;
        try {
          data = await c.req.json();
        } catch {
          throw new HttpError(400, 'Malformed JSON body', { code: 'malformed_body' });
        }
        const body = check(step4NotesRequestSchema, data);
        await saveNotes(customerId, body.notes);
        return c.json({ customerId, notes: body.notes });
      }
      if (!isMultipart(contentType)) throw new HttpError(415, 'Expected multipart/form-data or JSON', { code: 'unsupported_media_type' });
      await budgets.uploads.spend(c); // before the body is read

      const form = await c.req.parseBody({ all: true }).catch(() => {
        throw new HttpError(400, 'Malformed multipart body', { code: 'malformed_body' });
      });
      const category = form.fileCategory;
      if (typeof category !== 'string' || !FILE_CATEGORIES.includes(category as FileCategory)) {
        throw new HttpError(400, `fileCategory must be one of ${FILE_CATEGORIES.join(', ')}`, { code: 'invalid_request' });
      }
      const fileCategory = category as FileCategory;
      if (form.folder !== undefined && form.folder !== `customers/${customerId}/${fileCategory}`) {
        throw new HttpError(400, `folder must be customers/${customerId}/${fileCategory}`, { code: 'invalid_request' });
      }
      const files = ([] as unknown[]).concat(form.files ?? form['files[]'] ?? []).filter((f): f is File => f instanceof File);
      if (files.length === 0) throw new HttpError(400, 'No files in the upload', { code: 'invalid_request' });

      const checked = [];
      try {
        checkUploadCount(files.length, await documents.countDocuments({ customerId }));
        for (const file of files) {
          const filename = safeFilename(file.name);
          const bytes = Buffer.from(await file.arrayBuffer());
          const sniffed = (await fileTypeFromBuffer(bytes))?.mime;
          checked.push({ filename, bytes, mime: checkUpload(fileCategory, filename, bytes.length, sniffed) });
        }
      } catch (err) {
        if (err instanceof UploadRejected) throw new HttpError(err.status, err.message, { code: 'upload_rejected' });
        throw err;
      }
      const uploaded = [];
      for (const f of checked) {
        const storageKey = await storage.put(`customers/${customerId}/${fileCategory}`, f.bytes, f.mime, extensionOf(f.filename));
        const doc = await documents.create({ customerId, filename: f.filename, fileSize: f.bytes.length, fileType: f.mime, fileCategory, storageKey });
        uploaded.push(toUploadedDocument(doc as unknown as DocumentDoc));
      }
      if (typeof form.notes === 'string' && form.notes.trim()) await saveNotes(customerId, check(step4NotesRequestSchema, { notes: form.notes }).notes);
      return c.json({ uploadedFiles: uploaded }, 201);
    },
  );

  app.get('/documents/:customerId', async (c) => {
    const customerId = await ownedCustomerId(c);
    const docs = (await documents.find({ customerId }).sort({ uploadedAt: 1 }).lean()) as DocumentDoc[];
    return c.json(docs.map(toUploadedDocument));
  });

  app.delete('/documents/:documentId', async (c) => {
    const documentId = objectIdParam(c, 'documentId');
    const doc = (await documents.findById(documentId).lean()) as DocumentDoc | null;
    if (!doc) throw new HttpError(404, 'Document not found', { code: 'not_found' });
    requireCustomer(c, doc.customerId.toString(), secret);
    await documents.deleteOne({ _id: documentId });
    await storage.remove(doc.storageKey);
    return c.json({ success: true, id: documentId });
  });

  return app;
}
