/**
 * Preview dialog of a style or material with the Select/Deselect button (docs/product.md §2 steps
 * 2-3). Its code (PreviewDialogBody.tsx) loads when a visitor first opens one; render it to open it.
 */
import { lazy, Suspense } from 'react';
import type { PreviewDialogProps } from './PreviewDialogBody';

const PreviewDialogBody = lazy(() => import('./PreviewDialogBody'));

/** Large image and details; choosing Select/Deselect toggles the item and closes the dialog. */
export function PreviewDialog(props: PreviewDialogProps) {
  return (
    <Suspense fallback={null}>
      <PreviewDialogBody {...props} />
    </Suspense>
  );
}
