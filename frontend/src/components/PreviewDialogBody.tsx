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

export interface PreviewDialogProps {
  title: string;
  /** 'Style' or 'Material', used in 'Select Style' / 'Deselect Material' */
  noun: string;
  selected: boolean;
  image?: string;
  description?: string;
  extra?: ReactNode;
  onToggle: () => void;
  onClose: () => void;
}

/** Large image and details; choosing Select/Deselect toggles the item and closes the dialog. Render it to open it. */
export default function PreviewDialogBody({ title, noun, selected, image, description, extra, onToggle, onClose }: PreviewDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

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
          <button type="button" className="preview__close" aria-label="Close" onClick={onClose}>
            <Icon svg={CloseSvg} aria-hidden />
          </button>
        </header>
        {image && <img className="preview__image" src={image} alt={title} />}
        {description && <p className="preview__desc">{description}</p>}
        {extra}
        <footer className="preview__actions">
          <Button onClick={onClose}>Close</Button>
          <Button
            type={selected ? 'default' : 'primary'}
            danger={selected}
            onClick={() => {
              onToggle();
              onClose();
            }}
          >
            {selected ? `Deselect ${noun}` : `Select ${noun}`}
          </Button>
        </footer>
      </div>
    </dialog>
  );
}
