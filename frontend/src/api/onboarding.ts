/** Onboarding calls of docs/product.md §7 (steps, documents). */
import type {
  ErasureAnswer,
  FileCategory,
  ResumedProject,
  ResumeLinkAnswer,
  Step1Request,
  Step1Response,
  Step2Request,
  Step3Request,
  Step5Request,
  Step4UploadResponse,
  UploadedDocument,
} from '@cabinetry/shared/contracts';
import { UPLOAD_LIMITS } from '@cabinetry/shared/contracts';
import { call, urlOf } from './call';
import { pageLocaleQuery, postFormWithProgress } from './client';

/** Step 1: starts the customer session and returns the customer id. */
export function postStep1(body: Step1Request): Promise<Step1Response> {
  return call('saveStep1', { body });
}

/** Asks for a resume link for `email` (the same answer whether or not the address is known). */
export function requestResumeLink(email: string): Promise<ResumeLinkAnswer> {
  return call('requestResumeLink', { query: pageLocaleQuery(), body: { email } });
}

/** Asks for the deletion of the data of `email`: a confirmation link is e-mailed (the same answer whether or not the address is known). */
export function requestErasureLink(email: string): Promise<ErasureAnswer> {
  return call('requestErasureLink', { query: pageLocaleQuery(), body: { email } });
}

/** Confirms an erasure with its link's token: the erasure is queued (410 when the link is unusable). */
export function confirmErasure(token: string): Promise<ErasureAnswer> {
  return call('confirmErasure', { body: { token } });
}

/** Uses a resume link's token: starts the session on this device and answers the customer's project (410 when unusable). */
export function redeemResumeLink(token: string): Promise<ResumedProject> {
  return call('redeemResumeLink', { query: pageLocaleQuery(), body: { token } });
}

/** Step 2 saves the customer's style choices. */
export const postStep2 = (customerId: string, body: Step2Request) => call('saveStep2', { params: { customerId }, body });

/** Step 3 saves the customer's material choices. */
export const postStep3 = (customerId: string, body: Step3Request) => call('saveStep3', { params: { customerId }, body });

/** Step 5 saves the customer's appointment (onboarding keeps its own copy). */
export const postStep5 = (customerId: string, body: Step5Request) => call('saveStep5', { params: { customerId }, body });

/** Step 4 notes (JSON form of the step 4 call). */
export function postNotes(customerId: string, notes: string): Promise<unknown> {
  return call('saveStep4', { params: { customerId }, body: { notes, files: [] } });
}

/**
 * Step 4 upload: multipart with repeated `files`, the category and the storage folder, in batches of
 * UPLOAD_LIMITS.filesPerRequest sent one after another; `onProgress` receives the uploaded fraction
 * (0..1) of the whole selection. Resolves to the stored documents. A failing batch rejects with its
 * ApiError (`stored` holding the documents of the batches before it), and later batches are not sent.
 */
export async function uploadDocuments(
  customerId: string,
  category: FileCategory,
  files: File[],
  onProgress: (fraction: number) => void = () => undefined,
): Promise<UploadedDocument[]> {
  const size = UPLOAD_LIMITS.filesPerRequest;
  const batches = Array.from({ length: Math.ceil(files.length / size) }, (_, i) => files.slice(i * size, (i + 1) * size));
  const stored: UploadedDocument[] = [];
  for (const [i, batch] of batches.entries()) {
    const form = new FormData();
    for (const file of batch) form.append('files', file);
    form.append('fileCategory', category);
    form.append('folder', `customers/${customerId}/${category}`);
    try {
      const res = await postFormWithProgress<Step4UploadResponse>(
        urlOf('saveStep4', { params: { customerId } }),
        form,
        (f) => onProgress((i + f) / batches.length),
      );
      stored.push(...res.uploadedFiles);
    } catch (err) {
      throw Object.assign(err as Error, { stored });
    }
  }
  return stored;
}

/** The customer's uploaded documents. */
export function listDocuments(customerId: string): Promise<UploadedDocument[]> {
  return call('listDocuments', { params: { customerId } });
}

/** Deletes one uploaded document. */
export function deleteDocument(documentId: string): Promise<unknown> {
  return call('deleteDocument', { params: { documentId } });
}

/** Where the customer opens one of their own documents (an attachment; the session's own only). */
export const documentFileUrl = (documentId: string) => urlOf('openDocument', { params: { documentId } });

/** Where the customer downloads their data (a ZIP attachment; the session's own only). */
export const dataExportUrl = (customerId: string) => urlOf('exportCustomerData', { params: { customerId } });
