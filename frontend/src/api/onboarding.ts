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
import { getJson, postFormWithProgress, request, sendJson, withPageLocale } from './client';

/** Step 1: starts the customer session and returns the customer id. */
export function postStep1(body: Step1Request): Promise<Step1Response> {
  return sendJson('POST', '/api/onboarding/step1', body);
}

/** Asks for a resume link for `email` (the same answer whether or not the address is known). */
export function requestResumeLink(email: string): Promise<ResumeLinkAnswer> {
  return sendJson('POST', withPageLocale('/api/onboarding/resume-links'), { email });
}

/** Asks for the deletion of the data of `email`: a confirmation link is e-mailed (the same answer whether or not the address is known). */
export function requestErasureLink(email: string): Promise<ErasureAnswer> {
  return sendJson('POST', withPageLocale('/api/onboarding/erasure-links'), { email });
}

/** Confirms an erasure with its link's token: the erasure is queued (410 when the link is unusable). */
export function confirmErasure(token: string): Promise<ErasureAnswer> {
  return sendJson('POST', '/api/onboarding/erasure-links/confirm', { token });
}

/** Uses a resume link's token: starts the session on this device and answers the customer's project (410 when unusable). */
export function redeemResumeLink(token: string): Promise<ResumedProject> {
  return sendJson('POST', withPageLocale('/api/onboarding/resume-links/redeem'), { token });
}

/** Steps 2, 3 and 5 save their answers for the customer. */
export function postStep(step: 2 | 3 | 5, customerId: string, body: Step2Request | Step3Request | Step5Request): Promise<unknown> {
  return sendJson('POST', `/api/onboarding/step${step}/${encodeURIComponent(customerId)}`, body);
}

/** Step 4 notes (JSON form of the step 4 call). */
export function postNotes(customerId: string, notes: string): Promise<unknown> {
  return sendJson('POST', `/api/onboarding/step4/${encodeURIComponent(customerId)}`, { notes, files: [] });
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
        `/api/onboarding/step4/${encodeURIComponent(customerId)}`,
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
  return getJson(`/api/onboarding/documents/${encodeURIComponent(customerId)}`);
}

/** Deletes one uploaded document. */
export function deleteDocument(documentId: string): Promise<unknown> {
  return request(`/api/onboarding/documents/${encodeURIComponent(documentId)}`, { method: 'DELETE' });
}

/** Where the customer opens one of their own documents (an attachment; the session's own only). */
export const documentFileUrl = (documentId: string) => `/api/onboarding/documents/${encodeURIComponent(documentId)}/file`;

/** Where the customer downloads their data (a ZIP attachment; the session's own only). */
export const dataExportUrl = (customerId: string) => `/api/onboarding/export/${encodeURIComponent(customerId)}`;
