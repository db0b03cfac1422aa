/**
 * Appointment dates worded in the page's language: the day from @cabinetry/shared/time with luxon's
 * locale for it (docs/product.md §11: French, Arabic with Latin digits), the sentence around it from
 * the catalogue ('Tuesday, November 24, 2026 at 10:00 (Beirut time)' in English). Times stay
 * left-to-right inside Arabic text (the components isolate them).
 */
import { appointmentDateParts, SHOWROOM_ZONE, viewerDateParts } from '@cabinetry/shared/time';
import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from './useLocale';

const unchanging = () => () => {};

/**
 * The clock of the viewer's times: the browser's ('system'); the showroom's on the server and while
 * a page rendered there hydrates (the server cannot know the viewer's, and hydration must find the
 * server's text), after which React renders the browser's. A page showing it tells boot.ts the
 * showroom's UTC offset, so a visitor on another clock gets the app at first paint (build/prerender.ts).
 */
function useViewerZone(): string {
  return useSyncExternalStore(unchanging, () => 'system', () => SHOWROOM_ZONE.name);
}

/** Words an appointment's ISO instant on the showroom clock, and on the viewer's clock (`timeZone`, default useViewerZone's). */
export function useAppointmentDates(): { showroom: (iso: string | null | undefined) => string; viewer: (iso: string | null | undefined, timeZone?: string) => string } {
  const { t } = useTranslation();
  const locale = useLocale();
  const viewerZone = useViewerZone();
  const showroom = useCallback(
    (iso: string | null | undefined) => {
      const parts = appointmentDateParts(iso, locale);
      return parts ? t('time.showroom', parts) : t('time.noDate');
    },
    [locale, t],
  );
  const viewer = useCallback(
    (iso: string | null | undefined, timeZone?: string) => {
      const parts = viewerDateParts(iso, timeZone ?? viewerZone, locale);
      return parts ? t('time.viewer', parts) : t('time.noDate');
    },
    [locale, t, viewerZone],
  );
  return { showroom, viewer };
}
