/** Delete confirmations of docs/product.md §8: a dialog stating the action cannot be undone, then the call; worded in the staff user's language (the caller words `title` and `warning`). */
import { App } from 'antd';
import { useCallback } from 'react';
import { useAdminTranslation } from './i18n/adminI18n';

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
  const { t } = useAdminTranslation();
  return useCallback(
    ({ title, warning, onConfirm }: DeleteConfirmation) => {
      modal.confirm({
        title,
        content: warning ? t('dialogs.cannotBeUndoneWarning', { warning }) : t('dialogs.cannotBeUndone'),
        okText: t('common.delete'),
        okButtonProps: { danger: true },
        cancelText: t('common.cancel'),
        onOk: () => onConfirm(),
      });
    },
    [modal, t],
  );
}
