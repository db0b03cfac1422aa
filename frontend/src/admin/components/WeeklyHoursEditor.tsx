/**
 * Editor of weekly hours (ISO weekday → stretches 'HH:MM', Beirut time): one row per weekday with
 * its stretches, a remove button each and "Add hours". Used by the Availability page (the showroom's
 * hours) and the designer dialog (a designer's own hours).
 */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { type AvailabilityRules, ISO_WEEKDAY_KEYS, ISO_WEEKDAY_NAMES, type IsoWeekdayKey, type TimeRange } from '@cabinetry/shared/contracts';
import { Button, Input } from 'antd';

type WeeklyHours = AvailabilityRules['weeklyHours'];

const NEW_RANGE: TimeRange = { start: '09:00', end: '17:00' };

/** `closedText`: what an empty weekday says ('Closed' for the showroom, 'Not working' for a designer). */
export function WeeklyHoursEditor({ value, onChange, closedText = 'Closed' }: { value: WeeklyHours; onChange: (hours: WeeklyHours) => void; closedText?: string }) {
  const setDay = (day: IsoWeekdayKey, ranges: TimeRange[]) => onChange({ ...value, [day]: ranges });
  const setRange = (day: IsoWeekdayKey, i: number, patch: Partial<TimeRange>) => setDay(day, value[day].map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <>
      {ISO_WEEKDAY_KEYS.map((day) => (
        <div key={day} role="group" aria-label={ISO_WEEKDAY_NAMES[day]} style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', padding: '8px 0' }}>
          <strong style={{ width: 110 }}>{ISO_WEEKDAY_NAMES[day]}</strong>
          {value[day].length === 0 && <span className="muted">{closedText}</span>}
          {value[day].map((r, i) => (
            <span key={i} style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}>
              <Input type="time" aria-label={`${ISO_WEEKDAY_NAMES[day]} from`} value={r.start} onChange={(e) => setRange(day, i, { start: e.target.value })} style={{ width: 150 }} />
              –
              <Input type="time" aria-label={`${ISO_WEEKDAY_NAMES[day]} until`} value={r.end} onChange={(e) => setRange(day, i, { end: e.target.value })} style={{ width: 150 }} />
              <Button
                type="text"
                icon={<DeleteOutlined />}
                aria-label={`Remove ${ISO_WEEKDAY_NAMES[day]} hours ${r.start}–${r.end}`}
                onClick={() => setDay(day, value[day].filter((_, j) => j !== i))}
              />
            </span>
          ))}
          <Button size="small" icon={<PlusOutlined />} onClick={() => setDay(day, [...value[day], NEW_RANGE])}>
            Add hours
          </Button>
        </div>
      ))}
    </>
  );
}
