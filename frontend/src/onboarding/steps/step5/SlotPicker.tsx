/**
 * Choosing a consultation time (docs/product.md §2 step 5, and moving an appointment from the manage
 * link): the month calendar of the booking window, days with a free slot marked, and the chosen
 * day's times with the Beirut/local clock toggle. Date, time and month are the parent's (it books
 * or moves with them, and reloads `availability` when a slot was just taken).
 */
import type { BookingWindow } from '@cabinetry/shared/contracts';
import { formatDay } from '@cabinetry/shared/time';
import { useState } from 'react';
import { Segmented } from '../../../ui/Segmented';
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
  return (
    <div className="booking__when">
      <section className="form-section" aria-labelledby="date-title">
        <h2 id="date-title" className="section-title">Choose a Date</h2>
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
            <SlotGrid date={date} slots={availability.slotsOf(date)} mode={mode} selected={time} onSelect={onTime} />
          </>
        ) : (
          <p className="muted">Select a date to see available times. Consultations last one hour.</p>
        )}
      </section>
    </div>
  );
}
