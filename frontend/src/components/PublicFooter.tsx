/** The footer shared by all public pages (not admin). */
import { BRAND, showroomAddress } from '@cabinetry/shared/contracts';
import { useShowroomHours } from '../lib/showroomHours';
import { Logo } from './Logo';
import { useTranslation } from 'react-i18next';
import { localeDir } from '../i18n/locales';
import { useLocale } from '../i18n/useLocale';

/** `text` with each clock range ('09:00–17:00') isolated left to right (Unicode LRI…PDI), so it keeps its order inside Arabic text. */
const isolateTimes = (text: string) => text.replace(/\d{2}:\d{2}–\d{2}:\d{2}/g, (range) => `\u2066${range}\u2069`);

/** Brand, showroom (opening hours from the availability rules) and contact details. */
export function PublicFooter() {
  const { openingHours } = useShowroomHours();
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <footer className="public-footer">
      <div className="public-footer__inner">
        <div>
          <Logo light />
          <p className="public-footer__tagline">{t('shell.tagline')}</p>
        </div>
        <address className="public-footer__contact">
          <span>{showroomAddress(locale)}</span>
          {openingHours && <span>{t('shell.openingHours', { hours: localeDir(locale) === 'rtl' ? isolateTimes(openingHours) : openingHours })}</span>}
          <a href={`mailto:${BRAND.email}`} dir="ltr">{BRAND.email}</a>
          <bdi dir="ltr">{BRAND.phone}</bdi>
        </address>
      </div>
      <p className="public-footer__legal">{t('shell.rights', { year: new Date().getFullYear(), brand: BRAND.name })}</p>
    </footer>
  );
}
