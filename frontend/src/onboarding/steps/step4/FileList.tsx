/** 'Uploaded Files': name, size, upload time, type icon and a delete button per file. */
import { DeleteOutlined, FileImageOutlined, FileOutlined, FilePdfOutlined } from '@ant-design/icons';
import type { UploadedDocument } from '@cabinetry/shared/contracts';
import { formatShowroomDateTime } from '@cabinetry/shared/time';
import { Button } from 'antd';
import { formatFileSize } from '../../../lib/fileSize';
import { fileKind } from '../../../lib/uploadRules';

const ICONS = { pdf: <FilePdfOutlined />, image: <FileImageOutlined />, file: <FileOutlined /> };

/** The customer's documents, newest last. */
export function FileList({ files, deleting, onDelete }: { files: UploadedDocument[]; deleting: string | null; onDelete: (doc: UploadedDocument) => void }) {
  return (
    <section className="form-section" aria-labelledby="files-title">
      <h2 id="files-title" className="section-title">Uploaded Files</h2>
      {files.length === 0 ? (
        <p className="muted">No files uploaded yet. Documents are optional — add them if you have them.</p>
      ) : (
        <ul className="file-list">
          {files.map((f) => (
            <li key={f.id} className="file-list__item">
              <span className={`file-list__icon file-list__icon--${fileKind(f.filename, f.fileType)}`} aria-hidden="true">
                {ICONS[fileKind(f.filename, f.fileType)]}
              </span>
              <span className="file-list__text">
                <span className="file-list__name">{f.filename}</span>
                <span className="file-list__meta">
                  {formatFileSize(f.fileSize)} · {formatShowroomDateTime(f.uploadedAt)}
                </span>
              </span>
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                loading={deleting === f.id}
                aria-label={`Delete ${f.filename}`}
                onClick={() => onDelete(f)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
