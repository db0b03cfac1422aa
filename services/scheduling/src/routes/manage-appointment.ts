/**
 * The customer's manage link, under /api/appointments/manage — no session needed, the
 * signed token is the authorization, for ONE appointment and nothing more (the customer's data
 * export needs their session: the link is reusable and in every e-mail):
 * - GET /{token} → the Appointment (docs/product.md §3 shape, no Google event; nothing private beyond it);
 * - DELETE /{token} → cancels it through the customer's cancel path → {success, appointment};
 * - POST /{token}/reschedule → moves it through the customer's reschedule path (booking budget).
 * A link e-mailed before a move to a later day keeps working until the moved appointment's end + 1 day.
 * A forged or malformed token, or one issued before a restore (@cabinetry/shared/server/link-validity),
 * answers 404 'This appointment link is not valid.', an expired one
 * (past the appointment's end + 1 day) 410 'This appointment link has expired.', and once the
 * appointment is cancelled (by anyone) every call answers 410 'appointment_cancelled' (the page
 * offers a new booking). Cancelling spends the client IP's 'cancels' budget, as the customer's own
 * cancel does.
 * Cancelling and moving store the page's `?locale=` on the customer first (../actions/page-locale.ts),
 * as the customer's own do.
 */
import type { Context } from 'hono';
import { HttpError } from '@cabinetry/shared/server/errors';
import { manageLinksValidFrom } from '@cabinetry/shared/server/link-validity';
import { cancelAppointment } from '../actions/cancel-appointment';
import { followPageLocale } from '../actions/page-locale';
import type { SchedulingDeps, SchedulingHandlers } from '../deps';
import { toAppointment } from '../domain/appointment-view';
import { MANAGE_LINK_GRACE_MS, manageTokenKey, readManageToken } from '../domain/manage-token';
import { rescheduleAppointment } from '../actions/reschedule-appointment';
import type { AppointmentDoc } from '../models/appointment';

export const LINK_INVALID = 'This appointment link is not valid.';
export const LINK_EXPIRED = 'This appointment link has expired.';
export const LINK_CANCELLED = 'This appointment has been cancelled.';

export function manageAppointmentHandlers(deps: SchedulingDeps): Pick<
  SchedulingHandlers,
  'getManagedAppointment' | 'cancelManagedAppointment' | 'rescheduleManagedAppointment'
> {
  const { appointments, availability, config, now } = deps;
  const key = manageTokenKey(config.customerSessionSecret);

  /** The appointment `token` names; 404 for a link that is not valid, 410 once expired or cancelled. */
  async function appointmentOf(c: Context, token: string): Promise<AppointmentDoc> {
    const check = readManageToken(key, token, now().toMillis());
    if (!check.ok && check.reason === 'invalid') throw new HttpError(404, LINK_INVALID, { code: 'link_invalid' });
    const validFrom = await manageLinksValidFrom(appointments.db.db!);
    // issue times are whole seconds: a link signed in the restore's own second is not voided
    if (validFrom && check.issuedAtMs < Math.floor(validFrom.getTime() / 1000) * 1000) throw new HttpError(404, LINK_INVALID, { code: 'link_invalid' });
    const doc = await appointments.findById(check.appointmentId).lean<AppointmentDoc>();
    if (!doc) throw new HttpError(404, LINK_INVALID, { code: 'link_invalid' });
    // signed for an earlier time of a moved appointment: good until the moved one's end + 1 day
    const stillGood = (doc.sequence ?? 0) > 0 && doc.endDate.getTime() + MANAGE_LINK_GRACE_MS > now().toMillis();
    if (!check.ok && !stillGood) throw new HttpError(410, LINK_EXPIRED, { code: 'link_expired' });
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    if (doc.status === 'cancelled') throw new HttpError(410, LINK_CANCELLED, { code: 'appointment_cancelled' });
    return doc;
  }

  return {
    getManagedAppointment: async (c, { params }) => {
      const doc = await appointmentOf(c, params.token);
      return c.json(toAppointment(doc, await availability.rules()));
    },

    cancelManagedAppointment: async (c, { params, query, budget }) => {
      const doc = await appointmentOf(c, params.token);
      await budget.spend(c);
      await followPageLocale(deps, doc.customerId, query.locale);
      return c.json({ success: true as const, appointment: toAppointment(await cancelAppointment(deps, doc, 'customer', now().toJSDate())) });
    },

    rescheduleManagedAppointment: async (c, { params, body, query, budget }) => {
      const doc = await appointmentOf(c, params.token);
      await budget.spend(c);
      await followPageLocale(deps, doc.customerId, query.locale);
      const moved = await rescheduleAppointment(deps, doc, body.appointmentDate);
      return c.json(toAppointment(moved, await availability.rules()));
    },
  };
}
