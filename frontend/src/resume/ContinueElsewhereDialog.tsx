/**
 * The 'Continue on another device' dialog of every wizard step (issue 24; docs/product.md §2): a
 * native modal <dialog> (focus kept inside, Escape closes it) with the resume-link form, the step-1
 * address filled in, and 'Download my data' once the project is saved. Loaded (lazy, by
 * ContinueElsewhere) the first time a customer opens it.
 */
import CloseSvg from '@ant-design/icons-svg/es/asn/CloseOutlined';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { dataExportUrl } from '../api/onboarding';
import { DownloadMyData } from '../export/DownloadMyData';
import { Button } from '../ui/Button';
import { Icon } from '../ui/Icon';
import { ResumeLinkForm } from '../link-request/ResumeLinkForm';
import './resume.css';

export interface ContinueElsewhereDialogProps {
  open: boolean;
  email: string;
  /** the saved project's customer (null before step 1 is saved): offers its data export */
  customerId: string | null;
  onClose: () => void;
}

export default function ContinueElsewhereDialog({ open, email, customerId, onClose }: ContinueElsewhereDialogProps) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog ref={dialog} className="resume-dialog" aria-labelledby="resume-dialog-title" onClose={onClose}>
      <div className="resume-dialog__head">
        <h2 id="resume-dialog-title">{t('resume.continueElsewhere')}</h2>
        <Button type="text" aria-label={t('card.close')} icon={<Icon svg={CloseSvg} />} onClick={onClose} />
      </div>
      <p className="muted">{t('resume.dialogIntro')}</p>
      {open && <ResumeLinkForm email={email} />}
      {customerId && (
        <div className="resume-dialog__export">
          <p className="muted">{t('export.dialogIntro')}</p>
          <DownloadMyData href={dataExportUrl(customerId)} />
        </div>
      )}
    </dialog>
  );
}
