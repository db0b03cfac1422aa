/**
 * Appointment dates worded in the page's language: the day from @cabinetry/shared/time with luxon's
 * locale for it (docs/product.md §11: French, Arabic with Latin digits), the sentence around it from
 * the catalogue ('Tuesday, November 24, 2026 at 10:00 (Beirut time)' in English). Times stay
 * left-to-right inside Arabic text (the components isolate them).
 */
import { appointmentDateParts, viewerDateParts } from '@cabinetry/shared/time';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from './useLocale';

/** Words an appointment's ISO instant on the showroom clock, and on the viewer's clock (`timeZone`, default the browser's). */
export function useAppointmentDates(): { showroom: (iso: string | null | undefined) => string; viewer: (iso: string | null | undefined, timeZone?: string) => string } {
  const { t } = useTranslation();
  const locale = useLocale();
  const showroom = useCallback(
    (iso: string | null | undefined) => {
      const parts = appointmentDateParts(iso, locale);
      return parts ? t('time.showroom', parts) : t('time.noDate');
    },
    [locale, t],
  );
  const viewer = useCallback(
    (iso: string | null | undefined, timeZone?: string) => {
      const parts = viewerDateParts(iso, timeZone, locale);
      return parts ? t('time.viewer', parts) : t('time.noDate');
    },
    [locale, t],
  );
  return { showroom, viewer };
}
