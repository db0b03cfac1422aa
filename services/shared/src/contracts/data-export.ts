/**
 * The customer's data export (issue 24 item 3; docs/product.md "Download my data"): a ZIP holding
 * `data.json` (their answers, appointments and the e-mails sent to them) and their uploaded files
 * byte-identical under `files/`. Onboarding assembles it; scheduling answers the appointments and
 * e-mails through its internal route (the shapes below). Browser-safe.
 */
import { Nullable, type Static, Type } from './schema';
import { appointmentTypeSchema } from './types';

/** Most exports per customer and hour, and per client address and hour (before RATE_LIMIT_MULTIPLIER). */
export const EXPORTS_PER_CUSTOMER_PER_HOUR = 3;
export const EXPORTS_PER_CLIENT_PER_HOUR = 6;

/** A service the export needs did not answer (503). */
export const EXPORT_UNAVAILABLE = 'We could not gather your data just now. Please try again in a moment.';

/** The JSON file at the ZIP's root. */
export const EXPORT_DATA_FILE = 'data.json';

/** One appointment as the export tells it (instants ISO with the showroom's offset on their date). */
export const exportedAppointmentSchema = Type.Object({
  id: Type.String(),
  appointmentType: appointmentTypeSchema,
  appointmentDate: Type.String(),
  endDate: Type.String(),
  status: Type.String(),
  /** the designer's display name when booked (null: the showroom had no designers) */
  designerName: Nullable(Type.String()),
  specialRequests: Type.String(),
  cancelledBy: Nullable(Type.String()),
});
export type ExportedAppointment = Static<typeof exportedAppointmentSchema>;

/** One e-mail sent to the customer: when (ISO instant), its subject, and its kind (e.g. 'appointment-confirmation'). */
export const exportedEmailSchema = Type.Object({ sentAt: Type.String(), subject: Type.String(), kind: Type.String() });
export type ExportedEmail = Static<typeof exportedEmailSchema>;

/** One WhatsApp message the customer sent from their number (ISO UTC instant; a text's body or a quick reply's payload). */
export const exportedWhatsAppMessageSchema = Type.Object({ sentAt: Type.String(), type: Type.String(), text: Nullable(Type.String()) });

/** What Meta reported about one WhatsApp message sent to the customer's number: its furthest status and when each was reported (ISO UTC). */
export const exportedWhatsAppStatusSchema = Type.Object({
  messageId: Type.String(),
  status: Type.String(),
  times: Type.Record(Type.String(), Type.String()),
  /** Meta's error code of a failed message */
  errorCode: Nullable(Type.Integer()),
});

/** GET /internal/customers/{customerId}/records (scheduling answers, onboarding reads): oldest first. */
export const customerRecordsSchema = Type.Object({
  appointments: Type.Array(exportedAppointmentSchema),
  emails: Type.Array(exportedEmailSchema),
  /** the WhatsApp messages from, and the statuses of those sent to, the numbers onboarding named (`waIds`) */
  whatsApp: Type.Object({ messages: Type.Array(exportedWhatsAppMessageSchema), statuses: Type.Array(exportedWhatsAppStatusSchema) }),
});
export type CustomerRecords = Static<typeof customerRecordsSchema>;
