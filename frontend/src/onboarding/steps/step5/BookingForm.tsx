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
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/useLocale';


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
  const [mode, setMode] = useState<'beirut' | 'local'>('beirut');
  const [type, setType] = useState<AppointmentType | null>(null);
  const [specialRequests, setSpecialRequests] = useState('');
  const availability = useAvailability({ selected: date, visibleTo: lastDayOfMonth(month) });
  const { t } = useTranslation();
  const locale = useLocale();
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
      <div className="booking__when">
        <section className="form-section" aria-labelledby="date-title">
          <h2 id="date-title" className="section-title">{t('step5.chooseDate')}</h2>
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
            <h2 id="time-title" className="section-title">{t('step5.chooseTime')}</h2>
            <Segmented
              size="small"
              aria-label={t('step5.timeZone')}
              value={mode}
              onChange={setMode}
              options={[
                { value: 'beirut' as const, label: t('step5.beirutTime') },
                { value: 'local' as const, label: t('step5.localTime') },
              ]}
            />
          </div>
          {date ? (
            <>
              <p className="muted">{formatDay(date, locale)}</p>
              <SlotGrid date={date} slots={availability.slotsOf(date)} mode={mode} selected={time} onSelect={setTime} />
            </>
          ) : (
            <p className="muted">{t('step5.pickDate')}</p>
          )}
        </section>
      </div>
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
