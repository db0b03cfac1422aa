/** Step 5 booking form: calendar, time slots, clock toggle, appointment type, special requests (docs/product.md §2). */
import ShopSvg from '@ant-design/icons-svg/es/asn/ShopOutlined';
import VideoCameraSvg from '@ant-design/icons-svg/es/asn/VideoCameraOutlined';
import type { AppointmentType, BookingWindow } from '@cabinetry/shared/contracts';
import { formatDay, lastDayOfMonth } from '@cabinetry/shared/time';
import { useState } from 'react';
import { FormField } from '../../../components/FormField';
import { LoadError } from '../../../components/LoadError';
import { OptionCards } from '../../../components/OptionCards';
import { useBookingWindow } from '../../../lib/bookingWindow';
import { MonthCalendar } from './MonthCalendar';
import { SlotGrid } from './SlotGrid';
import { useAvailability } from './useAvailability';
import type { BookingOutcome, BookingRequest } from './useBooking';
import { Icon } from '../../../ui/Icon';
import { Button } from '../../../ui/Button';
import { TextArea } from '../../../ui/TextArea';
import { Segmented } from '../../../ui/Segmented';
import { Skeleton } from '../../../ui/Skeleton';

const TYPES = [
  { value: 'in-person' as const, title: 'In-Person', description: 'Meet at our showroom', icon: <Icon svg={ShopSvg} /> },
  { value: 'virtual' as const, title: 'Virtual', description: 'video call', icon: <Icon svg={VideoCameraSvg} /> },
];

interface Props {
  onBook: (req: BookingRequest) => Promise<BookingOutcome>;
  /** a booking is being sent */
  busy: boolean;
  /** existing appointments are being checked */
  checking: boolean;
}

/** Collects date, time and type once the booking window has loaded; `onBook` receives the request. */
export function BookingForm(props: Props) {
  const bookingWindow = useBookingWindow();
  if (bookingWindow.data) return <BookingFields {...props} bookingWindow={bookingWindow.data} />;
  if (bookingWindow.error) return <LoadError message="The booking calendar could not be loaded." onRetry={() => void bookingWindow.mutate()} />;
  return (
    <div className="loading-past-fold">
      <Skeleton />
    </div>
  );
}

/**
 * The form itself. Book Appointment waits for date, time and no busy state. When the slot was just
 * taken, the availability is re-read at once and only the time is cleared (type, date and special
 * requests stay).
 */
function BookingFields({ onBook, busy, checking, bookingWindow }: Props & { bookingWindow: BookingWindow }) {
  const [month, setMonth] = useState(bookingWindow.earliestDate.slice(0, 7));
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const [mode, setMode] = useState<'beirut' | 'local'>('beirut');
  const [type, setType] = useState<AppointmentType | null>(null);
  const [specialRequests, setSpecialRequests] = useState('');
  const availability = useAvailability({ selected: date, visibleTo: lastDayOfMonth(month) });

  const submit = async () => {
    if ((await onBook({ date, time, type, specialRequests })) !== 'slot-taken') return;
    setTime(null);
    await availability.reload();
  };

  const pickDate = (d: string) => {
    setDate(d);
    setTime(null);
  };

  return (
    <div className="booking">
      <div className="booking__when">
        <section className="form-section" aria-labelledby="date-title">
          <h2 id="date-title" className="section-title">Choose a Date</h2>
          <MonthCalendar
            month={month}
            onMonthChange={setMonth}
            selected={date}
            onSelect={pickDate}
            bookingWindow={bookingWindow}
            hasFreeSlot={(d) => !!availability.slotsOf(d)?.some((s) => s.available)}
          />
        </section>
        <section className="form-section" aria-labelledby="time-title">
          <div className="booking__time-head">
            <h2 id="time-title" className="section-title">Choose a Time</h2>
            <Segmented
              size="small"
              aria-label="Time zone"
              value={mode}
              onChange={setMode}
              options={[
                { value: 'beirut' as const, label: 'Beirut time' },
                { value: 'local' as const, label: 'Local time' },
              ]}
            />
          </div>
          {date ? (
            <>
              <p className="muted">{formatDay(date)}</p>
              <SlotGrid date={date} slots={availability.slotsOf(date)} mode={mode} selected={time} onSelect={setTime} />
            </>
          ) : (
            <p className="muted">Select a date to see available times. Consultations last one hour.</p>
          )}
        </section>
      </div>
      <section className="form-section" aria-labelledby="type-title">
        <h2 id="type-title" className="section-title">Appointment Type</h2>
        <OptionCards label="Appointment Type" options={TYPES} selected={type ? [type] : []} onToggle={setType} />
      </section>
      <FormField id="specialRequests" label="Special Requests" help="Optional: anything you would like us to prepare.">
        <TextArea id="specialRequests" rows={3} value={specialRequests} onChange={(e) => setSpecialRequests(e.target.value)} aria-describedby="specialRequests-msg" />
      </FormField>
      <div>
        <Button type="primary" size="large" loading={busy} disabled={!date || !time || busy || checking} onClick={() => void submit()}>
          Book Appointment
        </Button>
      </div>
    </div>
  );
}
