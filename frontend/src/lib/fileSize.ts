/** File-size display of step 4's file list and upload rule (and the back office's lead documents). */
import type { TFunction } from 'i18next';
import type { Locale } from '../i18n/locales';

/** Unit names, from bytes up: English by default. */
export type FileSizeUnits = readonly [bytes: string, kilobytes: string, megabytes: string, gigabytes: string];

const UNITS: FileSizeUnits = ['Bytes', 'KB', 'MB', 'GB'];

/** The unit names in the page's language (fileSize.* of the catalogues). */
export const fileSizeUnits = (t: TFunction): FileSizeUnits => [t('fileSize.bytes'), t('fileSize.kb'), t('fileSize.mb'), t('fileSize.gb')];

/**
 * Formats bytes with base 1024 and at most 2 decimals, the number written as `locale` writes it
 * with Latin digits and the unit after it, e.g. 1536 → '1.5 KB', '1,5 Ko' (fr), '1.5 كيلوبايت' (ar);
 * 0 → '0 Bytes'; naming the units with `units`.
 */
export function formatFileSize(bytes: number, units: FileSizeUnits = UNITS, locale: Locale = 'en'): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return `0 ${units[0]}`;
  const i = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), units.length - 1);
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2, numberingSystem: 'latn', useGrouping: false });
  return `${number.format(bytes / 1024 ** i)} ${units[i]}`;
}
