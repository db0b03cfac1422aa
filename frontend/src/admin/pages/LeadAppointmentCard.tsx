/**
 * The lead page's 'Appointment' card: the customer's consultations as the scheduling
 * service holds them (GET /api/admin/appointments?customerId, latest first) with their status and
 * the staff actions and the receipts of the WhatsApp messages sent about each; without any, what step 5 recorded, if anything.
 */
import type { LeadDetail } from '@cabinetry/shared/contracts';
import { Card, Descriptions, Spin } from 'antd';
import { useAdminDates } from '../lib/adminDates';
import { useAdminTranslation } from '../i18n/adminI18n';
import { useAppointmentActions } from '../lib/appointmentsActions';
import { useAppointments } from '../api/scheduling';
import { adminErrorMessage } from '../lib/errors';
import { MoveAppointmentDialog } from '../components/MoveAppointmentDialog';
import { WhatsAppReceipts } from '../components/WhatsAppReceipts';
import { AppointmentActionButtons, AppointmentStatusTag } from './AppointmentsPage';

/** The card for `lead`. */
export function LeadAppointmentCard({ lead }: { lead: LeadDetail }) {
  const { data, error, isLoading } = useAppointments({ customerId: lead.id, pageSize: '5' });
  const actions = useAppointmentActions();
  const items = data?.items ?? [];
  const { t } = useAdminTranslation();
  const dates = useAdminDates();
  const typeText = (type: string) => t(`appointments.typesLong.${type}`, { defaultValue: type });
  return (
    <Card title={t('lead.appointment')} className="lead-card">
      {isLoading && !data && <Spin size="small" aria-label={t('lead.loadingAppointments')} />}
      {error && <p className="muted">{adminErrorMessage(error, t('appointments.fetchFailed'))}</p>}
      {items.map((a) => (
        <section key={a.id} aria-label={t('lead.appointmentOf', { date: dates.appointment(a.appointmentDate) })} className="lead-appointment">
          <Descriptions column={1} size="small" items={[
            { key: 'date', label: t('common.date'), children: dates.appointment(a.appointmentDate) },
            { key: 'type', label: t('common.type'), children: typeText(a.appointmentType) },
            { key: 'status', label: t('common.status'), children: <AppointmentStatusTag status={a.status} /> },
            ...(a.designerName ? [{ key: 'designer', label: t('common.designer'), children: a.designerName }] : []),
            ...(a.specialRequests ? [{ key: 'requests', label: t('appointments.specialRequests'), children: a.specialRequests }] : []),
            ...(a.whatsApp.length ? [{ key: 'whatsapp', label: t('whatsApp.receipts'), children: <WhatsAppReceipts messages={a.whatsApp} /> }] : []),
          ]} />
          <AppointmentActionButtons appointment={a} actions={actions} />
        </section>
      ))}
      {data && items.length === 0 &&
        (lead.appointment ? (
          <Descriptions column={1} size="small" items={[
            { key: 'type', label: t('common.type'), children: typeText(lead.appointment.appointmentType) },
            { key: 'date', label: t('common.date'), children: dates.appointment(lead.appointment.appointmentDate) },
          ]} />
        ) : (
          <p className="muted">{t('lead.noAppointment')}</p>
        ))}
      <MoveAppointmentDialog appointment={actions.moving} onClose={actions.stopMoving} />
    </Card>
  );
}
