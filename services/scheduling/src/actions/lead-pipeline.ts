/**
 * The lead's pipeline follows its appointments (issue 39 item 1): a booking, an appointment marked
 * completed and a cancellation are told to onboarding (which owns the lead's stage and owner) over
 * its internal route, the same path the page's language takes (./page-locale.ts). A booking keeps
 * onboarding's answer of whether the customer holds WhatsApp consent (the no-show report's channel).
 */
import type { AppointmentEvent, AppointmentEventAnswer } from '@cabinetry/shared/contracts';
import { logger } from '@cabinetry/shared/server/logger';
import { sendAppointmentEvent } from '../clients/onboarding';
import type { SchedulingDeps } from '../deps';
import type { AppointmentDoc } from '../models/appointment';

/**
 * Tells onboarding that `doc` was `event` (booked, completed, cancelled); answers onboarding's answer,
 * or null when it could not take it. Never throws: when onboarding cannot take it now the action has
 * happened all the same (logged with the ids), and staff move the lead by hand.
 */
export async function tellLeadPipeline({ config }: Pick<SchedulingDeps, 'config'>, event: AppointmentEvent, doc: Pick<AppointmentDoc, '_id' | 'customerId' | 'designerId' | 'designerName'>): Promise<AppointmentEventAnswer | null> {
  const designer = doc.designerId ? { id: doc.designerId, name: doc.designerName ?? '' } : null;
  try {
    return await sendAppointmentEvent(config.onboardingUrl, config.internalToken, doc.customerId, { event, appointmentId: doc._id.toString(), designer });
  } catch (err) {
    logger.warn({ customerId: doc.customerId, appointmentId: doc._id.toString(), event, err: (err as Error).message }, "lead pipeline not told of the appointment; its stage stays as it was");
    return null;
  }
}

/** Tells onboarding of the booking `doc` and keeps on it whether its customer held WhatsApp consent then (left null when onboarding did not answer). Never throws. */
export async function tellBooking(deps: Pick<SchedulingDeps, 'config' | 'appointments'>, doc: Pick<AppointmentDoc, '_id' | 'customerId' | 'designerId' | 'designerName'>): Promise<void> {
  const answer = await tellLeadPipeline(deps, 'booked', doc);
  if (!answer) return;
  await deps.appointments.updateOne({ _id: doc._id }, { $set: { whatsAppConsented: answer.whatsAppConsent } }, { timestamps: false }).catch((err: Error) => {
    logger.warn({ appointmentId: doc._id.toString(), err: err.message }, "the booking's WhatsApp consent was not kept; the no-show report counts it as e-mail only");
  });
}
