/** Step 5 'Book Your Design Consultation': existing-appointment check, booking form or confirmation. */
import type { Appointment } from '@cabinetry/shared/contracts';
import { useEffect, useRef, useState } from 'react';
import { useCustomerAppointments } from '../../../api/appointments';
import { PageSpinner } from '../../../components/PageSpinner';
import { useToast } from '../../../components/toast';
import { useOnboarding } from '../../OnboardingContext';
import { StepLayout } from '../../StepLayout';
import { BookingForm } from './BookingForm';
import { Confirmation } from './Confirmation';
import { useBooking } from './useBooking';

const ACTIVE = new Set(['confirmed', 'pending']);

/** The last wizard step. */
export default function Step5() {
  const { state, update } = useOnboarding();
  const toast = useToast();
  const existing = useCustomerAppointments(state.customerId);
  const [booked, setBooked] = useState<Appointment | null>(null);
  const checked = useRef(false);
  const { book, cancel, busy } = useBooking((appt) => {
    setBooked(appt);
    void existing.mutate(appt ? [appt] : [], { revalidate: false });
  });

  useEffect(() => {
    if (!state.customerId) toast({ title: 'Warning', description: 'Customer ID not found. Please make sure to complete previous steps.', variant: 'warning' });
  }, [state.customerId, toast]);

  useEffect(() => {
    if (checked.current || !existing.data) return;
    checked.current = true;
    const active = existing.data.find((a) => ACTIVE.has(a.status));
    if (!active) return;
    setBooked(active);
    update({ appointment: active });
    toast({ title: 'Existing Appointment', description: 'You already have an appointment scheduled. You can modify or cancel it below.' });
  }, [existing.data, toast, update]);

  return (
    <StepLayout
      step={5}
      title="Book Your Design Consultation"
      subtitle="Reserve a one-on-one, one-hour session with one of our designers — at our showroom or by video call — to bring your project to life."
      busy={busy}
    >
      <div className="step-card">
        {existing.isLoading ? (
          <PageSpinner label="Checking existing appointments..." />
        ) : booked ? (
          <Confirmation appointment={booked} busy={busy} onCancel={() => void cancel(booked)} />
        ) : (
          <BookingForm onBook={(req) => void book(req)} busy={busy} />
        )}
      </div>
    </StepLayout>
  );
}
