/**
 * Editor of weekly hours (ISO weekday → stretches 'HH:MM', Beirut time): one row per weekday with
 * its stretches, a remove button each and "Add hours". Used by the Availability page (the showroom's
 * hours) and the designer dialog (a designer's own hours).
 */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { type AvailabilityRules, ISO_WEEKDAY_KEYS, type IsoWeekdayKey, type TimeRange } from '@cabinetry/shared/contracts';
import { Button, Input } from 'antd';
import { useAdminTranslation } from '../i18n/adminI18n';
import { useAdminDates } from '../lib/adminDates';

type WeeklyHours = AvailabilityRules['weeklyHours'];

const NEW_RANGE: TimeRange = { start: '09:00', end: '17:00' };

/** `closedText`: what an empty weekday says (default 'Closed', for the showroom; 'Not working' for a designer). Weekdays are named in the user's language. */
export function WeeklyHoursEditor({ value, onChange, closedText }: { value: WeeklyHours; onChange: (hours: WeeklyHours) => void; closedText?: string }) {
  const { t } = useAdminTranslation();
  const names = useAdminDates().weekdays;
  /** The name of ISO weekday `day` ('1' = Monday). */
  const dayName = (day: IsoWeekdayKey) => names[Number(day) - 1];
  const setDay = (day: IsoWeekdayKey, ranges: TimeRange[]) => onChange({ ...value, [day]: ranges });
  const setRange = (day: IsoWeekdayKey, i: number, patch: Partial<TimeRange>) => setDay(day, value[day].map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <>
      {ISO_WEEKDAY_KEYS.map((day) => (
        <div key={day} role="group" aria-label={dayName(day)} style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', padding: '8px 0' }}>
          <strong style={{ width: 110 }}>{dayName(day)}</strong>
          {value[day].length === 0 && <span className="muted">{closedText ?? t('availability.closed')}</span>}
          {value[day].map((r, i) => (
            <span key={i} style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 4, alignItems: 'center' }}>
              <Input type="time" aria-label={t('availability.from', { day: dayName(day) })} value={r.start} onChange={(e) => setRange(day, i, { start: e.target.value })} style={{ width: 150 }} />
              –
              <Input type="time" aria-label={t('availability.until', { day: dayName(day) })} value={r.end} onChange={(e) => setRange(day, i, { end: e.target.value })} style={{ width: 150 }} />
              <Button
                type="text"
                icon={<DeleteOutlined />}
                aria-label={t('availability.remove', { day: dayName(day), start: r.start, end: r.end })}
                onClick={() => setDay(day, value[day].filter((_, j) => j !== i))}
              />
            </span>
          ))}
          <Button size="small" icon={<PlusOutlined />} onClick={() => setDay(day, [...value[day], NEW_RANGE])}>
            {t('availability.addHours')}
          </Button>
        </div>
      ))}
    </>
  );
}
