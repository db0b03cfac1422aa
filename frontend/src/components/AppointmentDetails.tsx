/**
 * An appointment's facts as a definition list (docs/product.md §2 step 5 confirmation view, and the manage
 * page): date and time in Beirut (optionally also on the viewer's clock), type, the designer the
 * customer meets (when the showroom has designers), special requests when given, status.
 */
import { type AppointmentView, BRAND } from '@cabinetry/shared/contracts';
import { statusLabel } from '../lib/appointmentDisplay';
import { formatAppointmentDate, formatViewerDateTime } from '@cabinetry/shared/time';

export function AppointmentDetails({ appointment: a, showLocalTime = false }: { appointment: AppointmentView; showLocalTime?: boolean }) {
  return (
    <dl className="confirmation__details">
      <div>
        <dt>Date &amp; Time</dt>
        <dd>{formatAppointmentDate(a.appointmentDate)}</dd>
      </div>
      {showLocalTime && (
        <div>
          <dt>Your local time</dt>
          <dd>{formatViewerDateTime(a.appointmentDate)}</dd>
        </div>
      )}
      <div>
        <dt>Type</dt>
        <dd>{a.appointmentType === 'virtual' ? 'Virtual (video call)' : `In-Person at ${BRAND.name} Showroom`}</dd>
      </div>
      {a.designerName && (
        <div>
          <dt>Your Designer</dt>
          <dd>{a.designerName}</dd>
        </div>
      )}
      {a.specialRequests && (
        <div>
          <dt>Special Requests</dt>
          <dd>{a.specialRequests}</dd>
        </div>
      )}
      <div>
        <dt>Status</dt>
        <dd>
          <span className={`status status--${a.status}`}>{statusLabel(a.status ?? 'pending')}</span>
        </dd>
      </div>
    </dl>
  );
}
