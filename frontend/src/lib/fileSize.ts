/** File-size display of step 4's file list. */
const UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

/** Formats bytes with base 1024 and at most 2 decimals, e.g. 1536 → '1.5 KB', 0 → '0 Bytes'. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const i = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), UNITS.length - 1);
  return `${parseFloat((bytes / 1024 ** i).toFixed(2))} ${UNITS[i]}`;
}
