/** A drag-and-drop area with 'Browse Files' for one upload category (docs/product.md §2 step 4). */
import CloudUploadSvg from '@ant-design/icons-svg/es/asn/CloudUploadOutlined';
import { UPLOAD_RULES, type FileCategory } from '@cabinetry/shared/contracts';
import { useRef, useState, type DragEvent } from 'react';
import { fileSizeUnits, formatFileSize } from '../../../lib/fileSize';
import { useLocale } from '../../../i18n/useLocale';
import { acceptedFiles, acceptOf } from '../../../lib/uploadRules';
import { Icon } from '../../../ui/Icon';
import { Button } from '../../../ui/Button';
import { useTranslation } from 'react-i18next';

interface Props {
  category: FileCategory;
  title: string;
  description: string;
  disabled: boolean;
  /** uploaded fraction (0..1) while this category uploads, else null */
  progress: number | null;
  onFiles: (category: FileCategory, files: File[]) => void;
}

/** The upload progress bar: a percentage with an accessible progressbar role. */
function UploadProgress({ label, fraction }: { label: string; fraction: number }) {
  const percent = Math.round(fraction * 100);
  return (
    <div className="upload-progress">
      <div className="upload-progress__track" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <div className="upload-progress__fill" style={{ width: `${percent}%` }} />
      </div>
      <span className="upload-progress__value" aria-hidden="true">
        {percent}%
      </span>
    </div>
  );
}

/** Passes only the allowed files on; wrong types and oversize files are dropped silently. */
export function UploadArea({ category, title, description, disabled, progress, onFiles }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const { t } = useTranslation();
  const locale = useLocale();
  const [over, setOver] = useState(false);
  const rule = UPLOAD_RULES[category];
  const take = (list: FileList | null) => {
    const files = acceptedFiles(Array.from(list ?? []), category);
    if (files.length > 0) onFiles(category, files);
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    if (!disabled) take(e.dataTransfer.files);
  };
  const inputId = `upload-${category}`;
  return (
    <div
      className={`upload-area${over ? ' upload-area--over' : ''}${disabled ? ' upload-area--disabled' : ''}`}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <Icon svg={CloudUploadSvg} className="upload-area__icon" aria-hidden />
      <h2 className="upload-area__title">{title}</h2>
      <p className="upload-area__desc">{description}</p>
      <p className="upload-area__rule">
        {t('step4.rule', { types: rule.extensions.join(', '), size: formatFileSize(rule.maxBytes, fileSizeUnits(t), locale) })}
      </p>
      <input
        ref={input}
        id={inputId}
        type="file"
        multiple
        hidden
        accept={acceptOf(category)}
        aria-label={title}
        onChange={(e) => {
          take(e.target.files);
          e.target.value = '';
        }}
      />
      <Button onClick={() => input.current?.click()} disabled={disabled} loading={progress !== null} aria-controls={inputId}>
        {t('step4.browse')}
      </Button>
      {progress !== null && <UploadProgress label={t('step4.uploading', { title })} fraction={progress} />}
    </div>
  );
}
