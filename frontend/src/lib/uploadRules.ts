/** Client-side filter of step 4 uploads (docs/product.md §5 step 4): wrong type or oversize files are dropped silently. */
import { UPLOAD_RULES, type FileCategory } from '@cabinetry/shared/contracts';

/** The `accept` attribute of a category's file input, e.g. '.jpg,.jpeg,.png'. */
export function acceptOf(category: FileCategory): string {
  return UPLOAD_RULES[category].extensions.join(',');
}

/** Keeps the files allowed for the category; each dropped file is only logged to the console. */
export function acceptedFiles<F extends { name: string; size: number }>(files: F[], category: FileCategory): F[] {
  const rule = UPLOAD_RULES[category];
  return files.filter((file) => {
    const name = file.name.toLowerCase();
    const ok = (rule.extensions as readonly string[]).some((ext) => name.endsWith(ext)) && file.size <= rule.maxBytes;
    if (!ok) console.log(`Skipped ${file.name}: not an accepted type or larger than ${rule.maxBytes} bytes`);
    return ok;
  });
}

/** The file list's icon kind: pdf, image (jpg, jpeg, png, gif, svg) or generic. */
export function fileKind(filename: string, fileType = ''): 'pdf' | 'image' | 'file' {
  const ext = filename.toLowerCase().split('.').pop() ?? '';
  if (ext === 'pdf' || fileType === 'application/pdf') return 'pdf';
  if (['jpg', 'jpeg', 'png', 'gif', 'svg'].includes(ext)) return 'image';
  return 'file';
}
