/**
 * The lead page's 'Appointment' card: the customer's consultations as the scheduling
 * service holds them (GET /api/admin/appointments?customerId, latest first) with their status and
 * the staff actions; without any, what step 5 recorded, if anything.
 */
import type { LeadDetail } from '@cabinetry/shared/contracts';
import { Card, Descriptions, Spin } from 'antd';
import { formatAppointmentDate } from '@cabinetry/shared/time';
import { useAppointmentActions } from '../lib/appointmentsActions';
import { useAppointments } from '../api/scheduling';
import { adminErrorMessage } from '../lib/errors';
import { MoveAppointmentDialog } from '../components/MoveAppointmentDialog';
import { AppointmentActionButtons, AppointmentStatusTag } from './AppointmentsPage';

const typeText = (type: string) => (type === 'virtual' ? 'Virtual (video call)' : 'In-Person (showroom)');

/** The card for `lead`. */
export function LeadAppointmentCard({ lead }: { lead: LeadDetail }) {
  const { data, error, isLoading } = useAppointments({ customerId: lead.id, pageSize: '5' });
  const actions = useAppointmentActions();
  const items = data?.items ?? [];
  return (
    <Card title="Appointment" className="lead-card">
      {isLoading && !data && <Spin size="small" aria-label="Loading appointments" />}
      {error && <p className="muted">{adminErrorMessage(error, 'Failed to fetch appointments')}</p>}
      {items.map((a) => (
        <section key={a.id} aria-label={`Appointment ${formatAppointmentDate(a.appointmentDate)}`} className="lead-appointment">
          <Descriptions column={1} size="small" items={[
            { key: 'date', label: 'Date', children: formatAppointmentDate(a.appointmentDate) },
            { key: 'type', label: 'Type', children: typeText(a.appointmentType) },
            { key: 'status', label: 'Status', children: <AppointmentStatusTag status={a.status} /> },
            ...(a.designerName ? [{ key: 'designer', label: 'Designer', children: a.designerName }] : []),
            ...(a.specialRequests ? [{ key: 'requests', label: 'Special requests', children: a.specialRequests }] : []),
          ]} />
          <AppointmentActionButtons appointment={a} actions={actions} />
        </section>
      ))}
      {data && items.length === 0 &&
        (lead.appointment ? (
          <Descriptions column={1} size="small" items={[
            { key: 'type', label: 'Type', children: typeText(lead.appointment.appointmentType) },
            { key: 'date', label: 'Date', children: formatAppointmentDate(lead.appointment.appointmentDate) },
          ]} />
        ) : (
          <p className="muted">No appointment submitted yet.</p>
        ))}
      <MoveAppointmentDialog appointment={actions.moving} onClose={actions.stopMoving} />
    </Card>
  );
}
