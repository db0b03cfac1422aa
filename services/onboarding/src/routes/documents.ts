/**
 * docs/product.md §7 Onboarding step 4 and documents: multipart upload (files repeated, fileCategory, notes?,
 * folder?) or JSON notes on POST /step4/{customerId}; GET /documents/{customerId};
 * DELETE /documents/{documentId}. Every call is scoped to the session's customer. Limits of §9 are
 * enforced here by size, extension and sniffed content, plus the files-per-request and
 * documents-per-customer caps; a request with one bad file stores nothing.
 * Each upload request spends the client IP's 'uploads' budget (429 when spent).
 */
import { fileTypeFromBuffer } from 'file-type';
import type { Context } from 'hono';
import { FILE_CATEGORIES, step4NotesRequestSchema, type FileCategory } from '@cabinetry/shared/contracts';
import { requireCustomer } from '@cabinetry/shared/server/auth';
import { HttpError } from '@cabinetry/shared/server/errors';
import { check } from '@cabinetry/shared/server/validation';
import type { OnboardingDeps, OnboardingHandlers } from '../deps';
import { toUploadedDocument, type DocumentDoc } from '../models/document';
import { UploadRejected, checkUpload, checkUploadCount, extensionOf, safeFilename } from '../domain/upload-rules';

type DocumentHandlers = Pick<OnboardingHandlers, 'saveStep4' | 'listDocuments' | 'deleteDocument'>;

export function documentHandlers({ customers, documents, storage, config }: OnboardingDeps): DocumentHandlers {
  const secret = config.customerSessionSecret;

  async function ownedCustomerId(c: Context, customerId: string): Promise<string> {
    requireCustomer(c, customerId, secret);
    if (!(await customers.exists({ _id: customerId }))) throw new HttpError(404, 'Customer not found');
    return customerId;
  }

  async function saveNotes(customerId: string, notes: string) {
    await customers.updateOne({ _id: customerId }, { $set: { notes }, $max: { currentStep: 4 } });
  }

  // the request body is limited by the service-wide limitBody (createServiceApp); the mount
  // validated a JSON body (notes) and refused anything neither JSON nor multipart
  const saveStep4: OnboardingHandlers['saveStep4'] = async (c, { params, body, budget }) => {
    const customerId = await ownedCustomerId(c, params.customerId);
    if (body) {
      await saveNotes(customerId, body.notes);
      return c.json({ customerId, notes: body.notes });
    }
    await budget.spend(c); // before the body is read

    const form = await c.req.parseBody({ all: true }).catch(() => {
      throw new HttpError(400, 'Malformed multipart body');
    });
    const category = form.fileCategory;
    if (typeof category !== 'string' || !FILE_CATEGORIES.includes(category as FileCategory)) {
      throw new HttpError(400, `fileCategory must be one of ${FILE_CATEGORIES.join(', ')}`);
    }
    const fileCategory = category as FileCategory;
    if (form.folder !== undefined && form.folder !== `customers/${customerId}/${fileCategory}`) {
      throw new HttpError(400, `folder must be customers/${customerId}/${fileCategory}`);
    }
    const files = ([] as unknown[]).concat(form.files ?? form['files[]'] ?? []).filter((f): f is File => f instanceof File);
    if (files.length === 0) throw new HttpError(400, 'No files in the upload');

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
      if (err instanceof UploadRejected) throw new HttpError(err.status, err.message);
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
  };

  const listDocuments: OnboardingHandlers['listDocuments'] = async (c, { params }) => {
    const customerId = await ownedCustomerId(c, params.customerId);
    const docs = (await documents.find({ customerId }).sort({ uploadedAt: 1 }).lean()) as DocumentDoc[];
    return c.json(docs.map(toUploadedDocument));
  };

  const deleteDocument: OnboardingHandlers['deleteDocument'] = async (c, { params: { documentId } }) => {
    const doc = (await documents.findById(documentId).lean()) as DocumentDoc | null;
    if (!doc) throw new HttpError(404, 'Document not found');
    requireCustomer(c, doc.customerId.toString(), secret);
    await documents.deleteOne({ _id: documentId });
    await storage.remove(doc.storageKey);
    return c.json({ success: true as const, id: documentId });
  };

  return { saveStep4, listDocuments, deleteDocument };
}
