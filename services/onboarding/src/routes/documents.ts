/**
 * docs/product.md §7 Onboarding step 4 and documents: multipart upload (files repeated, fileCategory, notes?,
 * folder?) or JSON notes on POST /step4/{customerId}; GET /documents/{customerId};
 * DELETE /documents/{documentId}; GET /documents/{documentId}/file (the file itself, as an attachment:
 * the resumed step 4 lists the files and opens them). Every call is scoped to the session's
 * customer; another customer's document answers 404, as an unknown one does. Limits of §9 are
 * enforced by ../actions/upload-documents.ts (streamed, one file in memory at a time): size,
 * extension and sniffed content, files per request, documents per customer, daily storage per
 * customer and client, one upload at a time; a request with one bad file stores nothing.
 * Each upload request spends the client IP's 'uploads' budget (429 when spent).
 */
import type { Context } from 'hono';
import { requireCustomer, requireSession } from '@cabinetry/shared/server/auth';
import { HttpError } from '@cabinetry/shared/server/errors';
import type { OnboardingDeps, OnboardingHandlers } from '../deps';
import { type DocumentDoc, toUploadedDocument } from '../models/document';
import { saveNotes, uploadDocuments } from '../actions/upload-documents';
import { sendStoredDocument } from './stored-document';

type DocumentHandlers = Pick<OnboardingHandlers, 'saveStep4' | 'listDocuments' | 'deleteDocument' | 'openDocument'>;

const DOCUMENT_NOT_FOUND = 'Document not found';

export function documentHandlers(deps: OnboardingDeps): DocumentHandlers {
  const { customers, documents, storage, config } = deps;
  const secret = config.customerSessionSecret;

  async function ownedCustomerId(c: Context, customerId: string): Promise<string> {
    requireCustomer(c, customerId, secret, config.cookieSecure);
    if (!(await customers.exists({ _id: customerId }))) throw new HttpError(404, 'Customer not found', { code: 'not_found' });
    return customerId;
  }

  // the mount validated a JSON body (notes), refused anything neither JSON nor multipart, and
  // limits a multipart body to the route's bodyLimit
  const saveStep4: OnboardingHandlers['saveStep4'] = async (c, { params, body, budget }) => {
    const customerId = await ownedCustomerId(c, params.customerId);
    if (body) {
      await saveNotes(customers, customerId, body.notes);
      return c.json({ customerId, notes: body.notes });
    }
    await budget.spend(c); // before the body is read
    return c.json({ uploadedFiles: await uploadDocuments(deps, c, customerId) }, 201);
  };

  const listDocuments: OnboardingHandlers['listDocuments'] = async (c, { params }) => {
    const customerId = await ownedCustomerId(c, params.customerId);
    const docs = (await documents.find({ customerId }).sort({ uploadedAt: 1 }).lean()) as DocumentDoc[];
    return c.json(docs.map(toUploadedDocument));
  };

  const deleteDocument: OnboardingHandlers['deleteDocument'] = async (c, { params: { documentId } }) => {
    const doc = (await documents.findById(documentId).lean()) as DocumentDoc | null;
    if (!doc) throw new HttpError(404, DOCUMENT_NOT_FOUND, { code: 'not_found' });
    requireCustomer(c, doc.customerId.toString(), secret, config.cookieSecure);
    await documents.deleteOne({ _id: documentId });
    await storage.remove(doc.storageKey);
    return c.json({ success: true as const, id: documentId });
  };

  const openDocument: OnboardingHandlers['openDocument'] = async (c, { params: { documentId } }) => {
    const owner = requireSession(c, secret, config.cookieSecure);
    const doc = (await documents.findOne({ _id: documentId, customerId: owner }).lean()) as DocumentDoc | null;
    if (!doc) throw new HttpError(404, DOCUMENT_NOT_FOUND, { code: 'not_found' });
    return sendStoredDocument(c, storage, doc);
  };

  return { saveStep4, listDocuments, deleteDocument, openDocument };
}
