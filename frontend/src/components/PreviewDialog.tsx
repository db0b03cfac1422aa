/** Preview dialog of a style or material with the Select/Deselect button (SPEC §2 steps 2-3). */
import { Button, Modal } from 'antd';
import type { ReactNode } from 'react';

interface Props {
  open: boolean;
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

/** Large image and details; choosing Select/Deselect toggles the item and closes the dialog. */
export function PreviewDialog({ open, title, noun, selected, image, description, extra, onToggle, onClose }: Props) {
  return (
    <Modal
      open={open}
      title={<span className="preview__title">{title}</span>}
      onCancel={onClose}
      width={640}
      centered
      footer={[
        <Button key="close" onClick={onClose}>
          Close
        </Button>,
        <Button
          key="toggle"
          type={selected ? 'default' : 'primary'}
          danger={selected}
          onClick={() => {
            onToggle();
            onClose();
          }}
        >
          {selected ? `Deselect ${noun}` : `Select ${noun}`}
        </Button>,
      ]}
    >
      {image && <img className="preview__image" src={image} alt={title} />}
      {description && <p className="preview__desc">{description}</p>}
      {extra}
    </Modal>
  );
}
