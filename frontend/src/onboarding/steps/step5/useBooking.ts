/** Booking and cancelling the consultation (SPEC §5 step 5 rules, §8 'Appointments' toasts). */
import type { Appointment, AppointmentErrorResponse, AppointmentType } from '@cabinetry/shared/contracts';
import { useCallback, useState } from 'react';
import { cancelAppointment, createAppointment } from '../../../api/appointments';
import { ApiError, refusalText, serverError } from '../../../api/client';
import { useToast } from '../../../components/toast';
import { appointmentDateOf } from '../../../lib/beirutTime';
import { useOnboarding } from '../../OnboardingContext';
import { meetingLinkToast } from './bookingToasts';

export interface BookingRequest {
  date: string | null;
  time: string | null;
  type: AppointmentType | null;
  specialRequests: string;
}

/**
 * `onChange(appointment, booked)` receives the appointment to show (`booked` true for one this call
 * created, false for an existing one the server returned) or null after a cancellation.
 */
export function useBooking(onChange: (appointment: Appointment | null, booked: boolean) => void) {
  const { state, update } = useOnboarding();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const fail = useCallback((description: string) => toast({ title: 'Error', description, variant: 'destructive' }), [toast]);

  const book = useCallback(
    async ({ date, time, type, specialRequests }: BookingRequest) => {
      if (!type || !date) return toast({ title: 'Appointment Details Required', description: 'Please select an appointment type and date.', variant: 'destructive' });
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
        const link = appt.calendarEvent?.hangoutLink;
        toast(type === 'virtual' && link ? meetingLinkToast(link, 'Appointment booked successfully!') : { title: 'Appointment booked successfully!' });
      } catch (err) {
        if (!(err instanceof ApiError)) {
          console.error(err);
          return fail('There was a problem processing your appointment. Please try again.');
        }
        const body = err.body as AppointmentErrorResponse | undefined;
        if (body?.existingAppointment) {
          update({ appointment: body.existingAppointment });
          onChange(body.existingAppointment, false);
          fail('You already have an active appointment scheduled');
        } else if (body?.isVirtualMeetingError) {
          toast({
            title: 'Virtual Meeting Error',
            sep: ' – ',
            description: 'Could not create Google Meet link. Try an in-person appointment instead, or contact support.',
            variant: 'destructive',
            duration: 10,
          });
        } else fail(serverError(err, 'Failed to book appointment'));
      } finally {
        setBusy(false);
      }
    },
    [fail, onChange, state.customerId, toast, update],
  );

  const cancel = useCallback(
    async (appointment: Appointment) => {
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
