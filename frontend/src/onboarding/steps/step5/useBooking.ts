/** Booking and cancelling the consultation (docs/product.md §5 step 5 rules, §8 'Appointments' toasts). */
import type { AppointmentErrorResponse, AppointmentType, AppointmentView } from '@cabinetry/shared/contracts';
import { useCallback, useState } from 'react';
import { cancelAppointment, createAppointment } from '../../../api/appointments';
import { ApiError } from '../../../api/client';
import { useRefusalTexts } from '../../../i18n/refusal';
import { useToast, type ToastInput } from '../../../components/toast';
import { appointmentDateOf } from '../../../lib/slotTime';
import { useOnboarding } from '../../OnboardingContext';
import { linkNoteToast, meetingErrorToast, meetingLinkToast } from './bookingToasts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { validationText } from '../../../i18n/validation';

export interface BookingRequest {
  date: string | null;
  time: string | null;
  type: AppointmentType | null;
  specialRequests: string;
}

/** How a booking attempt ended; 'slot-taken' when the slot was booked by someone else meanwhile (409). */
export type BookingOutcome = 'booked' | 'slot-taken' | 'failed';

/** The toast of a fresh booking ('Appointment booked successfully!'): a virtual one says where its meeting link is, or will come from. */
function bookedToast(t: TFunction, appt: AppointmentView): ToastInput {
  const booked = t('step5.booked');
  if (appt.appointmentType !== 'virtual') return { title: booked };
  const link = appt.calendarEvent?.hangoutLink;
  if (link) return meetingLinkToast(t, link, booked);
  if (appt.isVirtualMeetingError) return meetingErrorToast(t);
  return appt.meetingLinkStatus === 'by-email' ? { ...linkNoteToast(t, appt, booked), sep: ' ' } : { title: booked };
}

/**
 * `onChange(appointment, booked)` receives the appointment to show (`booked` true for one this call
 * created, false for an existing one the server returned) or null after a cancellation. `book`
 * resolves to its outcome.
 */
export function useBooking(onChange: (appointment: AppointmentView | null, booked: boolean) => void) {
  const { state, update, noteSessionError } = useOnboarding();
  const toast = useToast();
  const { t } = useTranslation();
  const { refusalText, errorText } = useRefusalTexts();
  const [busy, setBusy] = useState(false);
  const fail = useCallback(
    (description: string): BookingOutcome => {
      toast({ title: t('toast.error'), description, variant: 'destructive' });
      return 'failed';
    },
    [t, toast],
  );

  const book = useCallback(
    async ({ date, time, type, specialRequests }: BookingRequest): Promise<BookingOutcome> => {
      if (!type || !date) {
        toast({ title: t('rules.appointmentRequired'), description: t('validation.appointmentRequired'), variant: 'destructive' });
        return 'failed';
      }
      const when = appointmentDateOf(date, time);
      if (!when.ok) return fail(validationText(t, when.error));
      if (!state.customerId) return fail(t('validation.customerIdMissing'));
      const payload = {
        appointmentType: type,
        appointmentDate: when.value,
        ...(specialRequests.trim() ? { specialRequests: specialRequests.trim() } : {}),
        customerId: state.customerId,
      };
      setBusy(true);
      try {
        const appt = await createAppointment(payload);
        if (!appt || typeof appt.id !== 'string') throw new Error('The booking reply holds no appointment');
        update({ appointment: { ...payload, ...appt } });
        onChange(appt, true);
        toast(bookedToast(t, appt));
        return 'booked';
      } catch (err) {
        if (!(err instanceof ApiError)) {
          console.error(err);
          return fail(t('step5.bookingProblem'));
        }
        // a session gone (or ended by a link opened elsewhere): said once, with the link offered
        if (noteSessionError(err)) return 'failed';
        const body = err.body as AppointmentErrorResponse | undefined;
        if (body?.existingAppointment) {
          update({ appointment: body.existingAppointment });
          onChange(body.existingAppointment, false);
          return fail(t('errors.already_booked'));
        }
        if (body?.isVirtualMeetingError) {
          toast(meetingErrorToast(t));
          return 'failed';
        }
        fail(errorText(err, t('step5.bookingFailed')));
        return err.status === 409 ? 'slot-taken' : 'failed';
      } finally {
        setBusy(false);
      }
    },
    [errorText, fail, noteSessionError, onChange, state.customerId, t, toast, update],
  );

  const cancel = useCallback(
    async (appointment: AppointmentView) => {
      setBusy(true);
      try {
        await cancelAppointment(appointment.id);
        update({ appointment: undefined });
        onChange(null, false);
        toast({ title: t('step5.cancelled'), sep: ' – ', description: t('step5.cancelledText') });
      } catch (err) {
        if (!noteSessionError(err)) fail(refusalText(err, t('step5.cancelFailed')));
      } finally {
        setBusy(false);
      }
    },
    [fail, noteSessionError, onChange, refusalText, t, toast, update],
  );

  return { book, cancel, busy };
}
