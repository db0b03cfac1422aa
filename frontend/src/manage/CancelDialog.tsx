/**
 * The manage page's 'Cancel this appointment?' dialog: antd's Modal under the product theme, with its
 * static CSS. Loaded (lazy, by ManageAppointmentPage) the first time the visitor asks to cancel, so
 * the page itself runs no antd code.
 */
import { ConfigProvider, Modal } from 'antd';
import type { ReactNode } from 'react';
import 'virtual:antd/modal.css';
import { theme } from '../theme';
import { useTranslation } from 'react-i18next';
import { localeDir } from '../i18n/locales';
import { useLocale } from '../i18n/useLocale';

export interface CancelDialogProps {
  open: boolean;
  /** the cancellation is being sent: the confirm button spins */
  cancelling: boolean;
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
}

/** 'Yes, cancel it' calls `onConfirm`; 'Keep Appointment', the close button and Escape call `onClose`. */
export default function CancelDialog({ open, cancelling, onConfirm, onClose, children }: CancelDialogProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    // antd's right-to-left rules (ant-modal-rtl) apply only when told the direction
    <ConfigProvider theme={theme} direction={localeDir(locale)}>
      <Modal
        open={open}
        title={t('manage.confirmTitle')}
        okText={t('manage.confirmYes')}
        okButtonProps={{ danger: true, loading: cancelling }}
        cancelText={t('manage.keep')}
        onOk={onConfirm}
        onCancel={onClose}
        // antd names its close button in English
        closable={{ 'aria-label': t('card.close') }}
      >
        {children}
      </Modal>
    </ConfigProvider>
  );
}
