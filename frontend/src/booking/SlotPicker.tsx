/**
 * Choosing a consultation time (docs/product.md §2 step 5, and moving an appointment from the manage
 * link): the month calendar of the booking window, days with a free slot marked, and the chosen
 * day's times with the Beirut/local clock toggle. Date, time and month are the parent's (it books
 * or moves with them, and reloads `availability` when a slot was just taken).
 */
import type { BookingWindow } from '@cabinetry/shared/contracts';
import { formatDay } from '@cabinetry/shared/time';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../i18n/useLocale';
import { Segmented } from '../ui/Segmented';
import { MonthCalendar } from './MonthCalendar';
import { SlotGrid } from './SlotGrid';
import type { useAvailability } from './useAvailability';

interface Props {
  bookingWindow: BookingWindow;
  /** 'YYYY-MM' shown */
  month: string;
  onMonthChange: (month: string) => void;
  date: string | null;
  onDate: (date: string) => void;
  time: string | null;
  onTime: (time: string) => void;
  availability: ReturnType<typeof useAvailability>;
}

export function SlotPicker({ bookingWindow, month, onMonthChange, date, onDate, time, onTime, availability }: Props) {
  const [mode, setMode] = useState<'beirut' | 'local'>('beirut');
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="booking__when">
      <section className="form-section" aria-labelledby="date-title">
        <h2 id="date-title" className="section-title">{t('step5.chooseDate')}</h2>
        <MonthCalendar
          month={month}
          onMonthChange={onMonthChange}
          selected={date}
          onSelect={onDate}
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
            <SlotGrid date={date} slots={availability.slotsOf(date)} mode={mode} selected={time} onSelect={onTime} />
          </>
        ) : (
          <p className="muted">{bookingWindow.slotMinutes === 60 ? t('step5.pickDate') : t('step5.pickDateMinutes', { count: bookingWindow.slotMinutes })}</p>
        )}
      </section>
    </div>
  );
}
