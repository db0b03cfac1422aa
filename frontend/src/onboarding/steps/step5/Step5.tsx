/**
 * Step 5 'Book Your Design Consultation' (docs/product.md §2 step 5, §4 step 5 states): checking existing
 * appointments, then the booking form or the confirmation view (booked or already existing), whose
 * Reschedule opens the manage page's move (ReschedulePanel, loaded on demand) on the customer's session route.
 */
import type { AppointmentView } from '@cabinetry/shared/contracts';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { rescheduleAppointment, useCustomerAppointments } from '../../../api/appointments';
import { PageSpinner } from '../../../components/PageSpinner';
import { useToast } from '../../../components/toast';
import { useShowroomHours } from '../../../lib/showroomHours';
import { useOnboarding } from '../../OnboardingContext';
import { StepLayout } from '../../StepLayout';
import { BookingForm } from './BookingForm';
import { Confirmation } from './Confirmation';
import { useBooking } from './useBooking';
import { useCalendarEventPoll } from './useCalendarEventPoll';
import { useTranslation } from 'react-i18next';

const ACTIVE = new Set(['confirmed', 'pending']);
// the slot picker (calendar, free times) loads when the customer first asks to move
const ReschedulePanel = lazy(() => import('../../../booking/ReschedulePanel'));

/** The last wizard step. */
export default function Step5() {
  const { state, update } = useOnboarding();
  const toast = useToast();
  const { t } = useTranslation();
  const { consultationLength } = useShowroomHours();
  const existing = useCustomerAppointments(state.customerId);
  // the view follows the customer's appointments as SWR holds them; the booking flow writes its
  // outcome (booked, updated, cancelled) into that cache
  const booked = existing.data?.find((a) => ACTIVE.has(a.status)) ?? null;
  const checked = useRef(false);
  const [rescheduling, setRescheduling] = useState(false);
  const { mutate } = existing;

  const show = useCallback((appt: AppointmentView | null) => void mutate(appt ? [appt] : [], { revalidate: false }), [mutate]);
  const poll = useCalendarEventPoll(
    state.customerId,
    useCallback(
      (appt: AppointmentView) => {
        show(appt);
        update({ appointment: appt });
      },
      [show, update],
    ),
  );
  const { start: startPoll, stop: stopPoll } = poll;
  const { book, cancel, busy } = useBooking(
    useCallback(
      (appt: AppointmentView | null, fresh: boolean) => {
        show(appt);
        if (appt && fresh) startPoll(appt);
        else stopPoll();
      },
      [show, startPoll, stopPoll],
    ),
  );

  useEffect(() => {
    if (!state.customerId) toast({ description: t('step5.customerMissing'), variant: 'warning' });
  }, [state.customerId, t, toast]);

  useEffect(() => {
    if (checked.current || !existing.data) return;
    checked.current = true;
    const active = existing.data.find((a) => ACTIVE.has(a.status));
    if (!active) {
      update((s) => (s.appointment ? { appointment: undefined } : {}));
      return;
    }
    update({ appointment: active });
    toast({ title: t('step5.existing'), description: t('step5.existingText') });
  }, [existing.data, t, toast, update]);

  return (
    <StepLayout
      step={5}
      title={t('step5.title')}
      subtitle={t('step5.subtitle', { length: consultationLength })}
      busy={busy}
    >
      <div className={existing.isLoading ? 'step-card step-card--loading' : 'step-card'}>
        {existing.isLoading ? (
          <PageSpinner label={t('step5.checking')} />
        ) : booked ? (
          <>
            <Confirmation
              appointment={booked}
              busy={busy}
              awaitingLink={poll.polling}
              onCancel={() => void cancel(booked)}
              onReschedule={() => setRescheduling(true)}
              rescheduling={rescheduling}
            />
            {rescheduling && (
              <Suspense fallback={<PageSpinner />}>
                <ReschedulePanel
                  reschedule={(appointmentDate) => rescheduleAppointment(booked.id, appointmentDate)}
                  onStale={() => void mutate()}
                  onClose={() => setRescheduling(false)}
                  onMoved={(moved) => {
                    setRescheduling(false);
                    show(moved);
                    update({ appointment: moved });
                  }}
                />
              </Suspense>
            )}
          </>
        ) : (
          <BookingForm onBook={book} busy={busy} checking={existing.isValidating} />
        )}
      </div>
    </StepLayout>
  );
}
