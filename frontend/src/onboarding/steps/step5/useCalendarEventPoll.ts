/**
 * After a booking the scheduling worker creates the calendar event (and, for a virtual meeting, the
 * Meet link) a few seconds later. Customers are never shown the event itself (the .ics file stands
 * in), so only a virtual booking waits: SWR re-reads
 * GET /api/appointments/{customerId} every 2 s, for up to 20 s, until the link is there or the
 * meeting error is recorded; then `onUpdate` receives the appointment and a virtual booking gets the
 * meeting-link toast (10 s) or the 'Virtual Meeting Error' toast (10 s). A virtual booking whose link
 * does not arrive in time gets the note of where it will come from (8 s).
 */
import type { AppointmentView } from '@cabinetry/shared/contracts';
import { useCallback, useEffect, useState } from 'react';
import useSWR from 'swr';
import { fetchCustomerAppointments } from '../../../api/appointments';
import { useToast } from '../../../components/toast';
import { linkNoteToast, meetingErrorToast, meetingLinkToast } from './bookingToasts';
import { useTranslation } from 'react-i18next';

const POLL_EVERY_MS = 2000;
const POLL_FOR_MS = 20_000;

/** True when nothing more will come for the booking: its awaited meeting link is there, or cannot be made (in-person: nothing awaited). */
export function settled(a: AppointmentView): boolean {
  return a.appointmentType !== 'virtual' || (a.meetingLinkStatus ?? 'pending') !== 'pending';
}

/** The appointment as re-read (null when it is not listed, or the read failed: the poll goes on). */
async function reread([, customerId, id]: readonly [string, string, string]): Promise<AppointmentView | null> {
  try {
    return (await fetchCustomerAppointments(customerId)).find((a) => a.id === id) ?? null;
  } catch (err) {
    console.error('Appointment could not be re-read', err);
    return null;
  }
}

/** `start(appointment)` begins polling for a fresh booking, `stop()` ends it; `polling` while it runs. */
export function useCalendarEventPoll(customerId: string | null, onUpdate: (appointment: AppointmentView) => void) {
  const toast = useToast();
  const { t } = useTranslation();
  const [awaited, setAwaited] = useState<AppointmentView | null>(null);
  // each answer is judged as it arrives: one that settles the awaited booking ends the poll
  useSWR(awaited && customerId ? (['appointment-link', customerId, awaited.id] as const) : null, reread, {
    refreshInterval: POLL_EVERY_MS,
    dedupingInterval: 0,
    revalidateOnMount: true,
    onSuccess: (data) => {
      if (!awaited || !data || data.id !== awaited.id || !settled(data)) return;
      setAwaited(null);
      onUpdate(data);
      if (data.appointmentType !== 'virtual') return;
      const link = data.calendarEvent?.hangoutLink;
      toast(link ? meetingLinkToast(t, link) : data.isVirtualMeetingError ? meetingErrorToast(t) : linkNoteToast(t, data));
    },
  });

  const stop = useCallback(() => setAwaited(null), []);
  const start = useCallback((booked: AppointmentView) => setAwaited(customerId && !settled(booked) ? booked : null), [customerId]);

  useEffect(() => {
    if (!awaited) return;
    const timer = window.setTimeout(() => {
      setAwaited(null);
      if (awaited.appointmentType === 'virtual') toast(linkNoteToast(t, awaited));
    }, POLL_FOR_MS);
    return () => window.clearTimeout(timer);
  }, [awaited, t, toast]);

  return { start, stop, polling: awaited !== null };
}
