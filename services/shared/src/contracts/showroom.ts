/**
 * The showroom as customers read it, in each language (docs/product.md §11): its name and address
 * lines. The one place to change them: the footer, step 5's confirmation, the manage page, the
 * customer e-mails and the calendar files' LOCATION read them here, and staff's Google event the
 * English. (Opening hours are the availability rules staff edit, worded by each page.) Browser-safe.
 */
import type { CustomerLocale } from './options';

/** The showroom's name and address lines, in one language. */
export interface ShowroomText {
  /** e.g. 'Atelier Cedar Showroom' */
  name: string;
  /** street first, country last */
  addressLines: readonly string[];
}

/** Edit here to move or rename the showroom: every language, every page, e-mail and calendar file follows. */
export const SHOWROOM: Record<CustomerLocale, ShowroomText> = {
  en: { name: 'Atelier Cedar Showroom', addressLines: ['Armenia Street', 'Mar Mikhael', 'Beirut', 'Lebanon'] },
  fr: { name: 'Showroom Atelier Cedar', addressLines: ['Rue d’Arménie', 'Mar Mikhaël', 'Beyrouth', 'Liban'] },
  ar: { name: 'صالة عرض Atelier Cedar', addressLines: ['شارع أرمينيا', 'مار مخايل', 'بيروت', 'لبنان'] },
};

/** How each language separates the lines when they share one line (the Arabic comma in Arabic). */
const SEPARATORS: Record<CustomerLocale, string> = { en: ', ', fr: ', ', ar: '، ' };

/**
 * The showroom's address on one line in `locale`, its name first when `withName`: e.g. 'Atelier
 * Cedar Showroom, Armenia Street, Mar Mikhael, Beirut, Lebanon'; 'شارع أرمينيا، مار مخايل، بيروت، لبنان'.
 */
export function showroomAddress(locale: CustomerLocale, { withName = false }: { withName?: boolean } = {}): string {
  const { name, addressLines } = SHOWROOM[locale];
  return (withName ? [name, ...addressLines] : addressLines).join(SEPARATORS[locale]);
}
