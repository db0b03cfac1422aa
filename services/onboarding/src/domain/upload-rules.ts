/**
 * Server-side checks of docs/product.md §9 upload limits: size, accepted extension, and the type sniffed from
 * the content (file-type) must agree; files per request and documents per customer. Pure; throws
 * UploadRejected with a user-facing message.
 */
import { type FileCategory, UPLOAD_LIMITS, UPLOAD_RULES, type UploadRefusal } from '@cabinetry/shared/contracts';

/** A refused upload: the English sentence, the HTTP status and the facts the SPA words it with. */
export class UploadRejected extends Error {
  constructor(
    message: string,
    readonly status: 400 | 409 | 413 | 415,
    readonly details: UploadRefusal,
  ) {
    super(message);
  }
}

/** Extension → MIME types the sniffed content may have. */
const CONTENT_TYPES: Record<string, string[]> = {
  '.pdf': ['application/pdf'],
  '.dwg': ['image/vnd.dwg'],
  '.jpg': ['image/jpeg'],
  '.jpeg': ['image/jpeg'],
  '.png': ['image/png'],
};

/**
 * Checks an upload's file count: at most UPLOAD_LIMITS.filesPerRequest per request, and at most
 * UPLOAD_LIMITS.documentsPerCustomer stored per customer (`stored` = the customer's documents now).
 */
export function checkUploadCount(count: number, stored: number): void {
  const { filesPerRequest, documentsPerCustomer } = UPLOAD_LIMITS;
  if (count > filesPerRequest) throw new UploadRejected(`At most ${filesPerRequest} files per upload`, 400, { reason: 'too_many_files', limit: filesPerRequest });
  if (stored + count > documentsPerCustomer) {
    const room = Math.max(0, documentsPerCustomer - stored);
    throw new UploadRejected(
      `You can keep at most ${documentsPerCustomer} documents; you have ${stored}, so ${room === 0 ? 'no more can be added' : `only ${room} more can be added`}. Delete some to upload others.`,
      409,
      { reason: room === 0 ? 'documents_full' : 'document_cap', cap: documentsPerCustomer, stored, room },
    );
  }
}

/** Strips any path and control characters from a client filename; never empty. */
export function safeFilename(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '').replace(/^\.+/, '').trim().slice(0, 200);
  return clean || 'file';
}

export function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot < 0 ? '' : filename.slice(dot).toLowerCase();
}

const megabytes = (bytes: number) => bytes / (1024 * 1024);

/** The largest file any category accepts (bytes): what an upload reads of one file before its category is known. */
export const LARGEST_UPLOAD_BYTES = Math.max(...Object.values(UPLOAD_RULES).map((r) => r.maxBytes));

/** Refuses (413) a file of `size` bytes over `maxBytes`. */
export function checkUploadSize(filename: string, size: number, maxBytes: number): void {
  const maxMb = megabytes(maxBytes);
  if (size > maxBytes) throw new UploadRejected(`${filename} is larger than ${maxMb} MB`, 413, { reason: 'too_large', filename, maxMb });
}

/**
 * Checks one file of `category`; `sniffedMime` is what file-type detected (undefined if unknown).
 * Returns the MIME type to store.
 */
export function checkUpload(category: FileCategory, filename: string, size: number, sniffedMime: string | undefined): string {
  const rule = UPLOAD_RULES[category];
  const ext = extensionOf(filename);
  if (!(rule.extensions as readonly string[]).includes(ext)) {
    const extensions = rule.extensions.join(', ');
    throw new UploadRejected(`${filename}: accepted file types are ${extensions}`, 415, { reason: 'file_type', filename, extensions });
  }
  checkUploadSize(filename, size, rule.maxBytes);
  if (size === 0) throw new UploadRejected(`${filename} is empty`, 400, { reason: 'empty', filename });
  if (!sniffedMime || !CONTENT_TYPES[ext].includes(sniffedMime)) {
    const type = ext.slice(1).toUpperCase();
    throw new UploadRejected(`${filename}: the file content is not a valid ${type} file`, 415, { reason: 'bad_content', filename, type });
  }
  return sniffedMime;
}
