/** Step 4's document actions: load existing files, upload per category, delete (docs/product.md §7, §8 step 4 toasts). */
import type { FileCategory, UploadedDocument } from '@cabinetry/shared/contracts';
import { useCallback, useEffect, useState } from 'react';
import { ApiError, serverError } from '../../../api/client';
import { deleteDocument, listDocuments, uploadDocuments } from '../../../api/onboarding';
import { useToast } from '../../../components/toast';
import { useOnboarding } from '../../OnboardingContext';

const SUCCESS: Record<FileCategory, (n: number) => string> = {
  'floor-plans': (n) => `${n} floor plan file(s) uploaded successfully`,
  inspiration: (n) => `${n} inspiration image(s) uploaded successfully`,
};

/** Documents kept in the wizard state plus the uploading (category and progress) and deleting flags. */
export function useDocuments() {
  const { state, update, noteSessionError } = useOnboarding();
  const toast = useToast();
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
      .catch((err: unknown) => live && !noteSessionError(err) && toast({ title: 'Error', description: 'Failed to load existing files', variant: 'destructive' }));
    return () => {
      live = false;
    };
  }, [customerId, update, toast, noteSessionError]);

  const upload = useCallback(
    async (category: FileCategory, files: File[]) => {
      if (!customerId) {
        toast({ title: 'Error', description: 'Customer ID is required to upload files', variant: 'destructive' });
        return;
      }
      setUploading(category);
      setProgress(0);
      const keep = (added: UploadedDocument[]) =>
        update((s) => ({ documents: [...s.documents.filter((d) => !added.some((a) => a.id === d.id)), ...added] }));
      try {
        const added = await uploadDocuments(customerId, category, files, setProgress);
        keep(added);
        toast({ title: 'Files Uploaded', description: SUCCESS[category](added.length || files.length) });
      } catch (err) {
        keep((err as { stored?: UploadedDocument[] }).stored ?? []);
        const fallback = `Upload failed: ${err instanceof ApiError ? err.statusText : 'network error'}`;
        toast({ title: 'Upload Failed', description: serverError(err, fallback), variant: 'destructive' });
      } finally {
        setUploading(null);
      }
    },
    [customerId, toast, update],
  );

  const remove = useCallback(
    async (doc: UploadedDocument) => {
      setDeleting(doc.id);
      try {
        await deleteDocument(doc.id);
        update((s) => ({ documents: s.documents.filter((d) => d.id !== doc.id) }));
        toast({ title: 'File Deleted' });
      } catch {
        toast({ title: 'Error', description: 'Failed to delete file', variant: 'destructive' });
      } finally {
        setDeleting(null);
      }
    },
    [toast, update],
  );

  return { documents: state.documents, uploading, progress, deleting, upload, remove, hasCustomer: !!customerId };
}
