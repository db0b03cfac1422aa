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
import { SlotPicker } from '../../../booking/SlotPicker';
import { useAvailability } from '../../../booking/useAvailability';
import type { BookingOutcome, BookingRequest } from './useBooking';
import { Icon } from '../../../ui/Icon';
import { Button } from '../../../ui/Button';
import { TextArea } from '../../../ui/TextArea';
import { Skeleton } from '../../../ui/Skeleton';
import { useTranslation } from 'react-i18next';


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
  const { t } = useTranslation();
  if (bookingWindow.data) return <BookingFields {...props} bookingWindow={bookingWindow.data} />;
  if (bookingWindow.error) return <LoadError message={t('step5.calendarFailed')} onRetry={() => void bookingWindow.mutate()} />;
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
  const { t } = useTranslation();
  const types = [
    { value: 'in-person' as const, title: t('step5.inPerson'), description: t('step5.inPersonText'), icon: <Icon svg={ShopSvg} /> },
    { value: 'virtual' as const, title: t('step5.virtual'), description: t('step5.virtualText'), icon: <Icon svg={VideoCameraSvg} /> },
  ];

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
        <h2 id="type-title" className="section-title">{t('step5.type')}</h2>
        <OptionCards label={t('step5.type')} options={types} selected={type ? [type] : []} onToggle={setType} />
      </section>
      <FormField id="specialRequests" label={t('step5.requests')} help={t('step5.requestsHelp')}>
        <TextArea id="specialRequests" rows={3} value={specialRequests} onChange={(e) => setSpecialRequests(e.target.value)} aria-describedby="specialRequests-msg" />
      </FormField>
      <div>
        <Button type="primary" size="large" loading={busy} disabled={!date || !time || busy || checking} onClick={() => void submit()}>
          {t('step5.book')}
        </Button>
      </div>
    </div>
  );
}
