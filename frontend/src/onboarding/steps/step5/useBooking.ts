/** Booking and cancelling the consultation (SPEC §5 step 5 rules, §8 appointment toasts). */
import type { Appointment, AppointmentErrorResponse, AppointmentType } from '@cabinetry/shared/contracts';
import { createElement, useCallback, useState } from 'react';
import { cancelAppointment, createAppointment } from '../../../api/appointments';
import { ApiError, serverError } from '../../../api/client';
import { useToast } from '../../../components/toast';
import { appointmentDateOf } from '../../../lib/beirutTime';
import { useOnboarding } from '../../OnboardingContext';
import { CopyLinkButton } from './CopyLinkButton';

export interface BookingRequest {
  date: string | null;
  time: string | null;
  type: AppointmentType | null;
  specialRequests: string;
}

/** book() resolves to the appointment to show (new or already existing), or null. */
export function useBooking(onChange: (appointment: Appointment | null) => void) {
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
        update({ appointment: { ...payload, ...appt } });
        onChange(appt);
        const link = appt.calendarEvent?.hangoutLink;
        if (type === 'virtual' && link)
          toast({ title: 'Appointment booked successfully!', sep: ' ', description: `Join your video call: ${link}`, duration: 10, action: createElement(CopyLinkButton, { link }) });
        else if (type === 'virtual')
          toast({ title: 'Appointment booked successfully!', sep: ' – ', description: 'The meeting link will be in your calendar invitation.', duration: 8 });
        else toast({ title: 'Appointment booked successfully!' });
      } catch (err) {
        const body = (err instanceof ApiError ? err.body : undefined) as AppointmentErrorResponse | undefined;
        if (body?.existingAppointment) {
          update({ appointment: body.existingAppointment });
          onChange(body.existingAppointment);
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
        onChange(null);
        toast({ title: 'Appointment Cancelled', sep: ' – ', description: 'Your appointment has been cancelled successfully.' });
      } catch {
        fail('Failed to cancel your appointment. Please try again.');
      } finally {
        setBusy(false);
      }
    },
    [fail, onChange, toast, update],
  );

  return { book, cancel, busy };
}
