/** Delete confirmations of docs/product.md §8: a dialog stating the action cannot be undone, then the call. */
import { App } from 'antd';
import { useCallback } from 'react';

export interface DeleteConfirmation {
  title: string;
  /** extra warning after 'This action cannot be undone.' (e.g. the category's materials) */
  warning?: string;
  /** runs on 'Delete'; the dialog shows a spinner until it settles */
  onConfirm: () => Promise<unknown>;
}

/** Returns `confirm(...)`, which opens the dialog. */
export function useConfirmDelete(): (c: DeleteConfirmation) => void {
  const { modal } = App.useApp();
  return useCallback(
    ({ title, warning, onConfirm }: DeleteConfirmation) => {
      modal.confirm({
        title,
        content: warning ? `This action cannot be undone. ${warning}` : 'This action cannot be undone.',
        okText: 'Delete',
        okButtonProps: { danger: true },
        cancelText: 'Cancel',
        onOk: () => onConfirm(),
      });
    },
    [modal],
  );
}
