/**
 * antd's date pickers on luxon, the SPA's one date library (antd's own DatePicker carries dayjs
 * values), taking and giving showroom days 'YYYY-MM-DD': a range for list filters and a set of days
 * (days off). A picked day is a calendar date, never an instant, so no time zone is involved. Digits
 * and month names follow the user's language as @cabinetry/shared/time words them (Arabic with Latin
 * digits: antd's ar_EG alone would write ٢٠٢٦).
 */
import luxonGenerateConfig from '@rc-component/picker/generate/luxon';
import { LUXON_LOCALES } from '@cabinetry/shared/time';
import { ConfigProvider, DatePicker, type DatePickerProps } from 'antd';
import { DateTime } from 'luxon';
import { useContext } from 'react';
import { useAdminDates } from '../lib/adminDates';

const LuxonDatePicker = DatePicker.generatePicker<DateTime>(luxonGenerateConfig);
const FORMAT = 'YYYY-MM-DD';

const toValue = (day: string | undefined): DateTime | null => (day ? DateTime.fromISO(day) : null);
const toDay = (value: DateTime | null | undefined): string | undefined => value?.toISODate() ?? undefined;

/** antd's date-picker wording of the user's language, its dates formatted by luxon in LUXON_LOCALES (undefined: antd's English). */
function usePickerLocale(): DatePickerProps['locale'] {
  const picker = useContext(ConfigProvider.ConfigContext).locale?.DatePicker;
  const { locale } = useAdminDates();
  return picker && { ...picker, lang: { ...picker.lang, locale: LUXON_LOCALES[locale] } };
}

/** A from–to range of days, either end optional; days after `latest` (a day) cannot be picked. */
export function DayRangePicker({
  label,
  from,
  to,
  onChange,
  placeholder,
  latest,
  className,
}: {
  label: string;
  from?: string;
  to?: string;
  onChange: (from: string | undefined, to: string | undefined) => void;
  placeholder: [string, string];
  latest?: string;
  className?: string;
}) {
  const locale = usePickerLocale();
  return (
    <LuxonDatePicker.RangePicker
      locale={locale}
      aria-label={label}
      className={className}
      format={FORMAT}
      allowEmpty={[true, true]}
      value={from || to ? [toValue(from), toValue(to)] : null}
      placeholder={placeholder}
      disabledDate={latest ? (value) => toDay(value)! > latest : undefined}
      onChange={(values) => onChange(toDay(values?.[0]), toDay(values?.[1]))}
    />
  );
}

/** Any number of days, kept sorted. */
export function DaysPicker({ id, days, onChange }: { id: string; days: string[]; onChange: (days: string[]) => void }) {
  const locale = usePickerLocale();
  return (
    <LuxonDatePicker
      locale={locale}
      id={id}
      multiple
      format={FORMAT}
      style={{ width: '100%' }}
      value={days.map((day) => DateTime.fromISO(day))}
      onChange={(values: DateTime[] | null) => onChange((values ?? []).map((value) => value.toISODate()!).sort())}
    />
  );
}

/** One day (a showroom day 'YYYY-MM-DD'); days before `earliest` cannot be picked. */
export function DayPicker({ label, day, onChange, earliest, className }: { label: string; day?: string; onChange: (day: string | undefined) => void; earliest?: string; className?: string }) {
  const locale = usePickerLocale();
  return (
    <LuxonDatePicker
      locale={locale}
      aria-label={label}
      className={className}
      format={FORMAT}
      value={toValue(day)}
      disabledDate={earliest ? (value) => toDay(value)! < earliest : undefined}
      onChange={(value) => onChange(toDay(value))}
    />
  );
}
