/** 'Uploaded Files': name (a link that opens the file: the customer's own only), size, upload time, type icon and a delete button per file. */
import DeleteSvg from '@ant-design/icons-svg/es/asn/DeleteOutlined';
import FileImageSvg from '@ant-design/icons-svg/es/asn/FileImageOutlined';
import FileSvg from '@ant-design/icons-svg/es/asn/FileOutlined';
import FilePdfSvg from '@ant-design/icons-svg/es/asn/FilePdfOutlined';
import type { UploadedDocument } from '@cabinetry/shared/contracts';
import type { DisplayLocale } from '@cabinetry/shared/time';
import { lazy, Suspense } from 'react';
import { documentFileUrl } from '../../../api/onboarding';
import { fileSizeUnits, formatFileSize } from '../../../lib/fileSize';
import { fileKind } from '../../../lib/uploadRules';
import { Icon } from '../../../ui/Icon';
import { Button } from '../../../ui/Button';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/useLocale';

/** A file's upload time on the showroom clock; the date library loads with the first file listed, not with the step. */
const UploadTime = lazy(() =>
  import('@cabinetry/shared/time').then(({ formatShowroomDateTime }) => ({
    default: ({ iso, locale }: { iso: string; locale: DisplayLocale }) => <>{formatShowroomDateTime(iso, { locale })}</>,
  })),
);

const ICONS = { pdf: <Icon svg={FilePdfSvg} />, image: <Icon svg={FileImageSvg} />, file: <Icon svg={FileSvg} /> };

/** The customer's documents, newest last. */
export function FileList({ files, deleting, onDelete }: { files: UploadedDocument[]; deleting: string | null; onDelete: (doc: UploadedDocument) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <section className="form-section" aria-labelledby="files-title">
      <h2 id="files-title" className="section-title">{t('step4.files')}</h2>
      {files.length === 0 ? (
        <p className="muted">{t('step4.noFiles')}</p>
      ) : (
        <ul className="file-list">
          {files.map((f) => (
            <li key={f.id} className="file-list__item">
              <span className={`file-list__icon file-list__icon--${fileKind(f.filename, f.fileType)}`} aria-hidden="true">
                {ICONS[fileKind(f.filename, f.fileType)]}
              </span>
              <span className="file-list__text">
                <a className="file-list__name" href={documentFileUrl(f.id)}>
                  <bdi>{f.filename}</bdi>
                </a>
                <span className="file-list__meta">
                  {/* direction from the unit: '1.5 كيلوبايت' reads number first in Arabic */}
                  <bdi>{formatFileSize(f.fileSize, fileSizeUnits(t), locale)}</bdi> ·{' '}
                  <Suspense fallback={null}>
                    <UploadTime iso={f.uploadedAt} locale={locale} />
                  </Suspense>
                </span>
              </span>
              <Button
                type="text"
                danger
                icon={<Icon svg={DeleteSvg} />}
                loading={deleting === f.id}
                aria-label={t('step4.delete', { name: f.filename })}
                onClick={() => onDelete(f)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
