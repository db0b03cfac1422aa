/**
 * An appointment's facts as a definition list (docs/product.md §2 step 5 confirmation view, and the manage
 * page): date and time in Beirut (optionally also on the viewer's clock), type, the designer the
 * customer meets (when the showroom has designers), special requests when given, status.
 */
import { type AppointmentView, BRAND } from '@cabinetry/shared/contracts';
import { useTranslation } from 'react-i18next';
import { useAppointmentDates } from '../i18n/dates';

/** The facts of `a`, in the page's language. */
export function AppointmentDetails({ appointment: a, showLocalTime = false }: { appointment: AppointmentView; showLocalTime?: boolean }) {
  const { t } = useTranslation();
  const dates = useAppointmentDates();
  const status = a.status ?? 'pending';
  return (
    <dl className="confirmation__details">
      <div>
        <dt>{t('appointment.dateTime')}</dt>
        <dd>{dates.showroom(a.appointmentDate)}</dd>
      </div>
      {showLocalTime && (
        <div>
          <dt>{t('appointment.localTime')}</dt>
          <dd>{dates.viewer(a.appointmentDate)}</dd>
        </div>
      )}
      <div>
        <dt>{t('appointment.type')}</dt>
        <dd>{a.appointmentType === 'virtual' ? t('appointment.virtual') : t('appointment.inPerson', { brand: BRAND.name })}</dd>
      </div>
      {a.designerName && (
        <div>
          <dt>{t('appointment.designer')}</dt>
          <dd dir="auto">{a.designerName}</dd>
        </div>
      )}
      {a.specialRequests && (
        <div>
          <dt>{t('appointment.requests')}</dt>
          <dd dir="auto">{a.specialRequests}</dd>
        </div>
      )}
      <div>
        <dt>{t('appointment.status')}</dt>
        <dd>
          <span className={`status status--${a.status}`}>{t(`appointment.statuses.${status}`, { defaultValue: status })}</span>
        </dd>
      </div>
    </dl>
  );
}
