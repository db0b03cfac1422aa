/** Step 4's document actions: load existing files, upload per category, delete (docs/product.md §7, §8 step 4 toasts). */
import type { FileCategory, UploadedDocument } from '@cabinetry/shared/contracts';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../../api/client';
import { useRefusalTexts } from '../../../i18n/refusal';
import { deleteDocument, listDocuments, uploadDocuments } from '../../../api/onboarding';
import { useToast } from '../../../components/toast';
import { useOnboarding } from '../../OnboardingContext';
import { useTranslation } from 'react-i18next';

/**
 * What 'Upload failed: {status text}' names: the server's status text in English (docs/product.md §8),
 * the status number in French and Arabic (a reason phrase is English, and HTTP/2 sends none).
 */
export const uploadStatusText = (err: ApiError, language: string) => (language === 'en' && err.statusText) || String(err.status);

/** Documents kept in the wizard state plus the uploading (category and progress) and deleting flags. */
export function useDocuments() {
  const { state, update, noteSessionError } = useOnboarding();
  const toast = useToast();
  const { t, i18n } = useTranslation();
  const { errorText } = useRefusalTexts();
  const [uploading, setUploading] = useState<FileCategory | null>(null);
  /** uploaded fraction (0..1) of the running upload */
  const [progress, setProgress] = useState(0);
  const [deleting, setDeleting] = useState<string | null>(null);
  const { customerId } = state;

  useEffect(() => {
    if (!customerId) return;
    let live = true;
    listDocuments(customerId)
      .then((docs) => live && Array.isArray(docs) && update({ documents: docs }))
      .catch((err: unknown) => live && !noteSessionError(err) && toast({ title: t('toast.error'), description: t('step4.listFailed'), variant: 'destructive' }));
    return () => {
      live = false;
    };
  }, [customerId, update, toast, t, noteSessionError]);

  const upload = useCallback(
    async (category: FileCategory, files: File[]) => {
      if (!customerId) {
        toast({ title: t('toast.error'), description: t('step4.customerRequired'), variant: 'destructive' });
        return;
      }
      setUploading(category);
      setProgress(0);
      const keep = (added: UploadedDocument[]) =>
        update((s) => ({ documents: [...s.documents.filter((d) => !added.some((a) => a.id === d.id)), ...added] }));
      try {
        const added = await uploadDocuments(customerId, category, files, setProgress);
        keep(added);
        const count = added.length || files.length;
        toast({ title: t('step4.uploaded'), description: category === 'floor-plans' ? t('step4.uploadedPlans', { count }) : t('step4.uploadedImages', { count }) });
      } catch (err) {
        keep((err as { stored?: UploadedDocument[] }).stored ?? []);
        const fallback = err instanceof ApiError && err.status !== 0 ? t('step4.uploadFailedStatus', { status: uploadStatusText(err, i18n.language) }) : t('step4.uploadFailedNetwork');
        toast({ title: t('step4.uploadFailed'), description: errorText(err, fallback), variant: 'destructive' });
      } finally {
        setUploading(null);
      }
    },
    [customerId, errorText, i18n.language, t, toast, update],
  );

  const remove = useCallback(
    async (doc: UploadedDocument) => {
      setDeleting(doc.id);
      try {
        await deleteDocument(doc.id);
        update((s) => ({ documents: s.documents.filter((d) => d.id !== doc.id) }));
        toast({ title: t('step4.deleted') });
      } catch {
        toast({ title: t('toast.error'), description: t('step4.deleteFailed'), variant: 'destructive' });
      } finally {
        setDeleting(null);
      }
    },
    [t, toast, update],
  );

  return { documents: state.documents, uploading, progress, deleting, upload, remove, hasCustomer: !!customerId };
}
