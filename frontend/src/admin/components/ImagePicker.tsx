/**
 * Image file input of the admin dialogs (docs/product.md §5): offers and accepts exactly the image types the
 * catalogue takes (CATALOGUE_IMAGE_TYPES), refuses other files at once with the toast 'Invalid file
 * type: Please select a valid image file.', previews the choice or the current image.
 */
import { PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { CATALOGUE_IMAGE_ACCEPT, CATALOGUE_IMAGE_TYPES, isCatalogueImage } from '@cabinetry/shared/contracts';
import { useToast } from '../../components/toast';
import { sizedImageUrl } from '../../lib/imageUrl';
import { useAdminTranslation } from '../i18n/adminI18n';

/** The image types offered (CATALOGUE_IMAGE_TYPES), for the sentence 'JPEG, PNG, ... or SVG' of the catalogue (dialogs.image.types). */
const TYPE_LABELS = { list: CATALOGUE_IMAGE_TYPES.slice(0, -1).map((t) => t.label).join(', '), last: CATALOGUE_IMAGE_TYPES.at(-1)!.label };

interface Props {
  id: string;
  label: string;
  file: File | null;
  onChange: (file: File | null) => void;
  /** the image already saved, shown until a new one is chosen */
  currentUrl?: string;
  required?: boolean;
}

/** Label, preview and a 'Choose image' button over a native file input. */
export function ImagePicker({ id, label, file, onChange, currentUrl, required }: Props) {
  const toast = useToast();
  const { t } = useAdminTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const shown = preview ?? sizedImageUrl(currentUrl, 300);

  const pick = (picked: File | undefined) => {
    if (!picked) return;
    if (!isCatalogueImage(picked)) {
      toast({ title: t('dialogs.image.invalidTitle'), description: t('dialogs.image.invalidDescription'), variant: 'destructive' });
      if (inputRef.current) inputRef.current.value = '';
      return;
    }
    onChange(picked);
  };

  return (
    <div className="field">
      <span className="field__label" id={`${id}-label`}>
        {label}
        {required && <span className="field__required" aria-hidden="true"> *</span>}
      </span>
      <div className="image-picker">
        <div className="image-picker__preview">
          {shown ? <img src={shown} alt="" /> : <PictureOutlined aria-hidden />}
        </div>
        <div className="image-picker__side">
          <Button icon={<UploadOutlined />} onClick={() => inputRef.current?.click()} aria-describedby={`${id}-label`}>
            {file || currentUrl ? t('dialogs.image.replace') : t('dialogs.image.choose')}
          </Button>
          <input
            ref={inputRef}
            id={id}
            className="visually-hidden"
            type="file"
            accept={CATALOGUE_IMAGE_ACCEPT}
            tabIndex={-1}
            aria-labelledby={`${id}-label`}
            onChange={(e) => pick(e.target.files?.[0])}
          />
          <span className="muted image-picker__name">{file ? file.name : currentUrl ? t('dialogs.image.kept') : t('dialogs.image.types', TYPE_LABELS)}</span>
        </div>
      </div>
    </div>
  );
}
