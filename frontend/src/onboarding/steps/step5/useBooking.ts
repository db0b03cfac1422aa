/** Booking and cancelling the consultation (docs/product.md §5 step 5 rules, §8 'Appointments' toasts). */
import type { AppointmentErrorResponse, AppointmentType, AppointmentView } from '@cabinetry/shared/contracts';
import { useCallback, useState } from 'react';
import { cancelAppointment, createAppointment } from '../../../api/appointments';
import { ApiError, refusalText, serverError } from '../../../api/client';
import { useToast, type ToastInput } from '../../../components/toast';
import { appointmentDateOf } from '../../../lib/slotTime';
import { useOnboarding } from '../../OnboardingContext';
import { MEETING_ERROR_TOAST, linkNoteToast, meetingLinkToast } from './bookingToasts';

export interface BookingRequest {
  date: string | null;
  time: string | null;
  type: AppointmentType | null;
  specialRequests: string;
}

/** How a booking attempt ended; 'slot-taken' when the slot was booked by someone else meanwhile (409). */
export type BookingOutcome = 'booked' | 'slot-taken' | 'failed';

const BOOKED = 'Appointment booked successfully!';

/** The toast of a fresh booking: a virtual one says where its meeting link is, or will come from. */
function bookedToast(appt: AppointmentView): ToastInput {
  if (appt.appointmentType !== 'virtual') return { title: BOOKED };
  const link = appt.calendarEvent?.hangoutLink;
  if (link) return meetingLinkToast(link, BOOKED);
  if (appt.isVirtualMeetingError) return MEETING_ERROR_TOAST;
  return appt.meetingLinkStatus === 'by-email' ? { ...linkNoteToast(appt, BOOKED), sep: ' ' } : { title: BOOKED };
}

/**
 * `onChange(appointment, booked)` receives the appointment to show (`booked` true for one this call
 * created, false for an existing one the server returned) or null after a cancellation. `book`
 * resolves to its outcome.
 */
export function useBooking(onChange: (appointment: AppointmentView | null, booked: boolean) => void) {
  const { state, update } = useOnboarding();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const fail = useCallback(
    (description: string): BookingOutcome => {
      toast({ title: 'Error', description, variant: 'destructive' });
      return 'failed';
    },
    [toast],
  );

  const book = useCallback(
    async ({ date, time, type, specialRequests }: BookingRequest): Promise<BookingOutcome> => {
      if (!type || !date) {
        toast({ title: 'Appointment Details Required', description: 'Please select an appointment type and date.', variant: 'destructive' });
        return 'failed';
      }
      const when = appointmentDateOf(date, time);
      if (!when.ok) return fail(when.error);
      if (!state.customerId) return fail('Customer ID not found. Please complete previous steps first.');
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
        toast(bookedToast(appt));
        return 'booked';
      } catch (err) {
        if (!(err instanceof ApiError)) {
          console.error(err);
          return fail('There was a problem processing your appointment. Please try again.');
        }
        const body = err.body as AppointmentErrorResponse | undefined;
        if (body?.existingAppointment) {
          update({ appointment: body.existingAppointment });
          onChange(body.existingAppointment, false);
          return fail('You already have an active appointment scheduled');
        }
        if (body?.isVirtualMeetingError) {
          toast(MEETING_ERROR_TOAST);
          return 'failed';
        }
        fail(serverError(err, 'Failed to book appointment'));
        return err.status === 409 ? 'slot-taken' : 'failed';
      } finally {
        setBusy(false);
      }
    },
    [fail, onChange, state.customerId, toast, update],
  );

  const cancel = useCallback(
    async (appointment: AppointmentView) => {
      setBusy(true);
      try {
        await cancelAppointment(appointment.id);
        update({ appointment: undefined });
        onChange(null, false);
        toast({ title: 'Appointment Cancelled', sep: ' – ', description: 'Your appointment has been cancelled successfully.' });
      } catch (err) {
        fail(refusalText(err, 'Failed to cancel your appointment. Please try again.'));
      } finally {
        setBusy(false);
      }
    },
    [fail, onChange, toast, update],
  );

  return { book, cancel, busy };
}
