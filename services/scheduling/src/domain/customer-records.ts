/**
 * A customer's appointments and the e-mails sent to them, as their data export tells them
 * (CustomerRecords; instants of appointments ISO with the showroom's offset on their date, of e-mails ISO UTC). The e-mails are
 * those recorded in the appointments' `emailsSent` to the customer (kind '<job kind>[:<move>]:customer')
 * and sent (not suppressed), and those of no appointment (`sent_emails`: resume links), oldest first. Pure.
 */
import type { CustomerRecords, ExportedEmail } from '@cabinetry/shared/contracts';
import type { AppointmentDoc } from '../models/appointment';
import type { SentEmailDoc } from '../models/sent-email';
import { toAppointment } from './appointment-view';

const CUSTOMER_SUFFIX = ':customer';

/** The records of `docs` (one customer's appointments) and `otherEmails` (their e-mails of no appointment). */
export function customerRecords(docs: AppointmentDoc[], otherEmails: SentEmailDoc[]): Omit<CustomerRecords, 'whatsApp'> {
  const appointmentEmails = docs
    .flatMap((doc) => doc.emailsSent ?? [])
    .filter((e) => e.kind.endsWith(CUSTOMER_SUFFIX) && !e.suppressed)
    .map((e) => ({ at: e.at, subject: e.subject ?? '', kind: e.kind.split(':')[0] }));
  const emails: ExportedEmail[] = [...appointmentEmails, ...otherEmails.map((e) => ({ at: e.sentAt, subject: e.subject, kind: e.kind }))]
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .map(({ at, subject, kind }) => ({ sentAt: at.toISOString(), subject, kind }));
  return {
    appointments: docs.map((doc) => {
      const view = toAppointment(doc);
      return {
        id: view.id,
        appointmentType: view.appointmentType,
        appointmentDate: view.appointmentDate,
        endDate: view.endDate ?? '',
        status: view.status,
        designerName: doc.designerName ?? null,
        specialRequests: doc.specialRequests ?? '',
        cancelledBy: doc.cancelledBy ?? null,
      };
    }),
    emails,
  };
}
