/**
 * docs/product.md §7 Onboarding step 4 and documents: multipart upload (files repeated, fileCategory, notes?,
 * folder?) or JSON notes on POST /step4/{customerId}; GET /documents/{customerId};
 * DELETE /documents/{documentId}. Every call is scoped to the session's customer. Limits of §9 are
 * enforced by ../actions/upload-documents.ts (streamed, one file in memory at a time): size,
 * extension and sniffed content, files per request, documents per customer, daily storage per
 * customer and client, one upload at a time; a request with one bad file stores nothing.
 * Each upload request spends the client IP's 'uploads' budget (429 when spent).
 */
import { Hono, type Context } from 'hono';
import { step4NotesRequestSchema } from '@cabinetry/shared/contracts';
import { HttpError, check, isJsonContentType, isMultipart, objectIdParam, requireCustomer } from '@cabinetry/shared/server';
import { saveNotes, uploadDocuments } from '../actions/upload-documents';
import type { OnboardingDeps } from '../deps';
import { toUploadedDocument, type DocumentDoc } from '../models/document';

export function documentRoutes(deps: OnboardingDeps): Hono {
  const { customers, documents, storage, config, budgets } = deps;
  const app = new Hono();
  const secret = config.customerSessionSecret;

  async function ownedCustomerId(c: Context): Promise<string> {
    const customerId = objectIdParam(c, 'customerId');
    requireCustomer(c, customerId, secret);
    if (!(await customers.exists({ _id: customerId }))) throw new HttpError(404, 'Customer not found');
    return customerId;
  }

  // the request body is limited by the service-wide limitBody (createServiceApp)
  app.post('/step4/:customerId', async (c) => {
    const customerId = await ownedCustomerId(c);
    const contentType = c.req.header('content-type') ?? '';
    if (isJsonContentType(contentType)) {
      let data: unknown;
      try {
        data = await c.req.json();
      } catch {
        throw new HttpError(400, 'Malformed JSON body');
      }
      const body = check(step4NotesRequestSchema, data);
      await saveNotes(customers, customerId, body.notes);
      return c.json({ customerId, notes: body.notes });
    }
    if (!isMultipart(contentType)) throw new HttpError(415, 'Expected multipart/form-data or JSON');
    await budgets.uploads.spend(c); // before the body is read
    return c.json({ uploadedFiles: await uploadDocuments(deps, c, customerId) }, 201);
  });

  app.get('/documents/:customerId', async (c) => {
    const customerId = await ownedCustomerId(c);
    const docs = (await documents.find({ customerId }).sort({ uploadedAt: 1 }).lean()) as DocumentDoc[];
    return c.json(docs.map(toUploadedDocument));
  });

  app.delete('/documents/:documentId', async (c) => {
    const documentId = objectIdParam(c, 'documentId');
    const doc = (await documents.findById(documentId).lean()) as DocumentDoc | null;
    if (!doc) throw new HttpError(404, 'Document not found');
    requireCustomer(c, doc.customerId.toString(), secret);
    await documents.deleteOne({ _id: documentId });
    await storage.remove(doc.storageKey);
    return c.json({ success: true, id: documentId });
  });

  return app;
}
