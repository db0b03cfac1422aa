/**
 * Moving the appointment (issue 23), from the manage link and from step 5 (each passes its
 * `reschedule` call): the step-5 slot picker and 'Move Appointment'. The appointment moves in one step or stays as it was: a slot taken meanwhile
 * reloads the free times and asks for another; a move refused inside the notice asks the page to
 * re-read the appointment (`onStale`: it then shows the showroom's phone and WhatsApp); the notice before a change and the number of moves
 * allowed are the server's refusals, worded by their codes in the page's language. Loaded when the visitor asks to move.
 */
import type { AppointmentView } from '@cabinetry/shared/contracts';
import { lastDayOfMonth } from '@cabinetry/shared/time';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client';
import { LoadError } from '../components/LoadError';
import { PageSpinner } from '../components/PageSpinner';
import { useToast } from '../components/toast';
import { useAppointmentDates } from '../i18n/dates';
import { useRefusalTexts } from '../i18n/refusal';
import { validationText } from '../i18n/validation';
import { useBookingWindow } from '../lib/bookingWindow';
import { appointmentDateOf } from '../lib/slotTime';
import { SlotPicker } from './SlotPicker';
import { useAvailability } from './useAvailability';
import { Button } from '../ui/Button';

export interface ReschedulePanelProps {
  /** moves the appointment to `appointmentDate` ('YYYY-MM-DDTHH:MM:SS' with the showroom's offset that day); resolves to it as now stored, or rejects with an ApiError */
  reschedule: (appointmentDate: string) => Promise<AppointmentView>;
  onMoved: (appointment: AppointmentView) => void;
  onClose: () => void;
  /** the server refused the move inside the notice: the appointment shown is out of date */
  onStale: () => void;
}

export default function ReschedulePanel({ reschedule, onMoved, onClose, onStale }: ReschedulePanelProps) {
  const { t } = useTranslation();
  const { errorText } = useRefusalTexts();
  const dates = useAppointmentDates();
  const toast = useToast();
  const bookingWindow = useBookingWindow();
  const [month, setMonth] = useState<string | null>(null);
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const [moving, setMoving] = useState(false);
  const shownMonth = month ?? bookingWindow.data?.earliestDate.slice(0, 7) ?? null;
  const availability = useAvailability({ selected: date, visibleTo: shownMonth ? lastDayOfMonth(shownMonth) : '' });

  if (bookingWindow.error) return <LoadError message={t('step5.calendarFailed')} onRetry={() => void bookingWindow.mutate()} />;
  if (!bookingWindow.data || !shownMonth) return <PageSpinner />;

  const move = async () => {
    const when = appointmentDateOf(date, time);
    if (!when.ok) return toast({ title: validationText(t, when.error), variant: 'destructive' });
    setMoving(true);
    try {
      const moved = await reschedule(when.value);
      toast({ title: t('reschedule.moved'), sep: ' – ', description: t('reschedule.movedText', { date: dates.showroom(moved.appointmentDate) }) });
      onMoved(moved);
    } catch (err) {
      toast({ title: t('reschedule.notMoved'), description: errorText(err, t('reschedule.tryAgain')), variant: 'destructive' });
      if (err instanceof ApiError && err.code === 'slot_taken') {
        setTime(null);
        await availability.reload();
      }
      if (err instanceof ApiError && err.code === 'change_too_late') onStale();
    } finally {
      setMoving(false);
    }
  };

  return (
    <section className="form-section manage__reschedule" aria-labelledby="reschedule-title">
      <h2 id="reschedule-title" className="section-title">{t('reschedule.title')}</h2>
      <SlotPicker
        bookingWindow={bookingWindow.data}
        month={shownMonth}
        onMonthChange={setMonth}
        date={date}
        onDate={(d) => {
          setDate(d);
          setTime(null);
        }}
        time={time}
        onTime={setTime}
        availability={availability}
      />
      <div className="confirmation__actions">
        <Button onClick={onClose} disabled={moving}>
          {t('reschedule.keep')}
        </Button>
        <Button type="primary" loading={moving} disabled={!date || !time || moving} onClick={() => void move()}>
          {t('reschedule.move')}
        </Button>
      </div>
    </section>
  );
}
