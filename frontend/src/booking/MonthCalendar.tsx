/**
 * A single-selection month calendar (Monday first) following the server's booking window: days
 * outside it are disabled and month navigation stops at its ends; closed weekdays and days off are
 * shown muted.
 */
import LeftSvg from '@ant-design/icons-svg/es/asn/LeftOutlined';
import RightSvg from '@ant-design/icons-svg/es/asn/RightOutlined';
import type { BookingWindow } from '@cabinetry/shared/contracts';
import { addDays, formatDay, formatMonth, isoWeekday, lastDayOfMonth, shiftMonth, weekdayNames } from '@cabinetry/shared/time';
import { isClosedDay, isOutsideWindow } from '../lib/bookingWindow';
import { Icon } from '../ui/Icon';
import { Button } from '../ui/Button';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../i18n/useLocale';

/** The header row's weekday names: Arabic's short names are the full ones (الأربعاء), too wide for a seventh of a 360 px phone, so Arabic takes its one-letter forms (ن ث ر خ ج س ح) as Arabic calendars do; each day's button names its full date. */
const HEADER_WIDTH = { en: 'short', fr: 'short', ar: 'narrow' } as const;

interface Props {
  /** 'YYYY-MM' */
  month: string;
  onMonthChange: (month: string) => void;
  selected: string | null;
  onSelect: (date: string) => void;
  /** the server's booking rules (earliest and latest day, closed weekdays, days off) */
  bookingWindow: BookingWindow;
  /** true when the day has a free slot (shows a dot) */
  hasFreeSlot: (date: string) => boolean;
}


/** Day grid with previous/next month navigation. */
export function MonthCalendar({ month, onMonthChange, selected, onSelect, bookingWindow, hasFreeSlot }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const first = `${month}-01`;
  const offset = isoWeekday(first) - 1;
  const count = Number(lastDayOfMonth(month).slice(8));
  const cells = [...Array(offset).fill(null), ...Array.from({ length: count }, (_, i) => addDays(first, i))];
  const title = formatMonth(month, locale);
  const canGoBack = shiftMonth(month, -1) >= bookingWindow.earliestDate.slice(0, 7);
  const canGoForward = shiftMonth(month, 1) <= bookingWindow.latestDate.slice(0, 7);

  return (
    <div className="calendar">
      <div className="calendar__head">
        <Button type="text" icon={<Icon svg={LeftSvg} className="flip-rtl" />} aria-label={t('step5.previousMonth')} disabled={!canGoBack} onClick={() => onMonthChange(shiftMonth(month, -1))} />
        <span className="calendar__title" aria-live="polite">{title}</span>
        <Button type="text" icon={<Icon svg={RightSvg} className="flip-rtl" />} aria-label={t('step5.nextMonth')} disabled={!canGoForward} onClick={() => onMonthChange(shiftMonth(month, 1))} />
      </div>
      <div className="calendar__grid" role="group" aria-label={title}>
        {weekdayNames(locale, HEADER_WIDTH[locale]).map((d, i) => (
          <span key={i} className="calendar__weekday" aria-hidden="true">{d}</span>
        ))}
        {cells.map((date, i) =>
          date ? (
            <button
              key={date}
              type="button"
              className={`calendar__day${date === selected ? ' is-selected' : ''}${isClosedDay(bookingWindow, date) ? ' is-closed' : ''}${hasFreeSlot(date) ? ' has-slots' : ''}`}
              disabled={isOutsideWindow(bookingWindow, date)}
              aria-label={formatDay(date, locale)}
              data-date={date}
              aria-pressed={date === selected}
              onClick={() => onSelect(date)}
            >
              {Number(date.slice(8))}
            </button>
          ) : (
            <span key={`pad-${i}`} />
          ),
        )}
      </div>
    </div>
  );
}
