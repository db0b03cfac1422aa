/**
 * After a booking the scheduling worker creates the calendar event (and, for a virtual meeting, the
 * Meet link) a few seconds later. This polls GET /api/appointments/{customerId} every 2 s for up to
 * 20 s until the link is there, then shows it (the meeting-link toast, 10 s); a virtual booking whose
 * link does not arrive in time gets the invitation note instead (8 s) (docs/product.md §8 'Appointments').
 */
import type { Appointment } from '@cabinetry/shared/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchCustomerAppointments } from '../../../api/appointments';
import { useToast } from '../../../components/toast';
import { INVITATION_NOTE_TOAST, meetingLinkToast } from './bookingToasts';

const POLL_EVERY_MS = 2000;
const POLL_FOR_MS = 20_000;

/** The link the customer waits for: the Meet link for a virtual meeting, else the calendar event's page. */
const awaitedLink = (a: Appointment) => (a.appointmentType === 'virtual' ? a.calendarEvent?.hangoutLink : a.calendarEvent?.htmlLink) ?? null;

/** `start(appointment)` begins polling, `stop()` ends it; `onUpdate` receives the appointment once its link is known. */
export function useCalendarEventPoll(customerId: string | null, onUpdate: (appointment: Appointment) => void) {
  const toast = useToast();
  const [polling, setPolling] = useState(false);
  const run = useRef(0);
  const timer = useRef<number | undefined>(undefined);

  const stop = useCallback(() => {
    run.current += 1;
    window.clearTimeout(timer.current);
    setPolling(false);
  }, []);
  useEffect(() => stop, [stop]);

  const start = useCallback(
    (booked: Appointment) => {
      stop();
      if (!customerId || awaitedLink(booked)) return;
      const current = run.current;
      const deadline = Date.now() + POLL_FOR_MS;
      const virtual = booked.appointmentType === 'virtual';
      const tick = async () => {
        let found: Appointment | undefined;
        try {
          found = (await fetchCustomerAppointments(customerId)).find((a) => a.id === booked.id);
        } catch (err) {
          console.error('Appointment could not be re-read', err);
        }
        if (current !== run.current) return;
        const link = found ? awaitedLink(found) : null;
        if (found && link) {
          setPolling(false);
          onUpdate(found);
          if (virtual) toast(meetingLinkToast(link));
        } else if (Date.now() + POLL_EVERY_MS > deadline) {
          setPolling(false);
          if (virtual) toast(INVITATION_NOTE_TOAST);
        } else timer.current = window.setTimeout(() => void tick(), POLL_EVERY_MS);
      };
      setPolling(true);
      timer.current = window.setTimeout(() => void tick(), POLL_EVERY_MS);
    },
    [customerId, onUpdate, stop, toast],
  );

  return { start, stop, polling };
}
