/** The footer shared by all public pages (not admin). */
import { BRAND } from '@cabinetry/shared/contracts';
import { useShowroomHours } from '../lib/showroomHours';
import { Logo } from './Logo';

/** Brand, showroom (opening hours from the availability rules) and contact details. */
export function PublicFooter() {
  const { openingHours } = useShowroomHours();
  return (
    <footer className="public-footer">
      <div className="public-footer__inner">
        <div>
          <Logo light />
          <p className="public-footer__tagline">Made-to-measure kitchens and wardrobes, designed with you and built in our Beirut workshop.</p>
        </div>
        <address className="public-footer__contact">
          <span>{BRAND.showroomAddress.replace(`${BRAND.name} Showroom, `, '')}</span>
          {openingHours && <span>{openingHours} (Beirut)</span>}
          <a href={`mailto:${BRAND.email}`}>{BRAND.email}</a>
          <span>{BRAND.phone}</span>
        </address>
      </div>
      <p className="public-footer__legal">© {new Date().getFullYear()} {BRAND.name}. All rights reserved.</p>
    </footer>
  );
}
