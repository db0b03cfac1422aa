/** Step 5 booking form: calendar, time slots, clock toggle, appointment type, special requests (docs/product.md §2). */
import ShopSvg from '@ant-design/icons-svg/es/asn/ShopOutlined';
import VideoCameraSvg from '@ant-design/icons-svg/es/asn/VideoCameraOutlined';
import type { AppointmentType, BookingWindow } from '@cabinetry/shared/contracts';
import { lastDayOfMonth } from '@cabinetry/shared/time';
import { useState } from 'react';
import { FormField } from '../../../components/FormField';
import { LoadError } from '../../../components/LoadError';
import { OptionCards } from '../../../components/OptionCards';
import { useBookingWindow } from '../../../lib/bookingWindow';
import { SlotPicker } from './SlotPicker';
import { useAvailability } from './useAvailability';
import type { BookingOutcome, BookingRequest } from './useBooking';
import { Icon } from '../../../ui/Icon';
import { Button } from '../../../ui/Button';
import { TextArea } from '../../../ui/TextArea';
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
      <SlotPicker
        bookingWindow={bookingWindow}
        month={month}
        onMonthChange={setMonth}
        date={date}
        onDate={pickDate}
        time={time}
        onTime={setTime}
        availability={availability}
      />
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
