/**
 * The preview dialog itself (PreviewDialog.tsx loads it when first opened): a style or material with
 * the Select/Deselect button (docs/product.md §2 steps 2-3). A native
 * modal <dialog>: the page behind is inert (focus cannot leave it), Escape and a click on the backdrop
 * close it, and focus returns to whatever opened it.
 */
import CloseSvg from '@ant-design/icons-svg/es/asn/CloseOutlined';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Icon } from '../ui/Icon';
import { Button } from '../ui/Button';
import { useTranslation } from 'react-i18next';

export interface PreviewDialogProps {
  title: string;
  /** what is previewed: 'Select Style' / 'Deselect Material' */
  kind: 'style' | 'material';
  selected: boolean;
  image?: string;
  description?: string;
  extra?: ReactNode;
  onToggle: () => void;
  onClose: () => void;
}

/** Large image and details; choosing Select/Deselect toggles the item and closes the dialog. Render it to open it. */
export default function PreviewDialogBody({ title, kind, selected, image, description, extra, onToggle, onClose }: PreviewDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { t } = useTranslation();

  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement as HTMLElement | null;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      if (dialog?.open) dialog.close();
      opener?.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className="preview"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => e.target === e.currentTarget && onClose()}
    >
      <div className="preview__inner">
        <header className="preview__head">
          <h2 id={titleId} className="preview__title">
            {title}
          </h2>
          <button type="button" className="preview__close" aria-label={t('card.close')} onClick={onClose}>
            <Icon svg={CloseSvg} aria-hidden />
          </button>
        </header>
        {image && <img className="preview__image" src={image} alt={title} />}
        {description && <p className="preview__desc">{description}</p>}
        {extra}
        <footer className="preview__actions">
          <Button onClick={onClose}>{t('card.close')}</Button>
          <Button
            type={selected ? 'default' : 'primary'}
            danger={selected}
            onClick={() => {
              onToggle();
              onClose();
            }}
          >
            {selected ? t(`card.deselect_${kind}`) : t(`card.select_${kind}`)}
          </Button>
        </footer>
      </div>
    </dialog>
  );
}
