/** The footer shared by all public pages (not admin). */
import { BRAND } from '@cabinetry/shared/contracts';
import { useShowroomHours } from '../lib/showroomHours';
import { Logo } from './Logo';
import { useTranslation } from 'react-i18next';

/** Brand, showroom (opening hours from the availability rules) and contact details. */
export function PublicFooter() {
  const { openingHours } = useShowroomHours();
  const { t } = useTranslation();
  return (
    <footer className="public-footer">
      <div className="public-footer__inner">
        <div>
          <Logo light />
          <p className="public-footer__tagline">{t('shell.tagline')}</p>
        </div>
        <address className="public-footer__contact">
          <span>{BRAND.showroomAddress.replace(`${BRAND.name} Showroom, `, '')}</span>
          {openingHours && <bdi dir="ltr">{t('shell.openingHours', { hours: openingHours })}</bdi>}
          <a href={`mailto:${BRAND.email}`} dir="ltr">{BRAND.email}</a>
          <bdi dir="ltr">{BRAND.phone}</bdi>
        </address>
      </div>
      <p className="public-footer__legal">{t('shell.rights', { year: new Date().getFullYear(), brand: BRAND.name })}</p>
    </footer>
  );
}
