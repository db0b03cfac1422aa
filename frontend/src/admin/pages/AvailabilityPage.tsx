/**
 * /admin/availability (admin role only): the booking rules kept in the scheduling database —
 * weekly hours per weekday (Beirut time), days off, slot length, minimum notice, how far ahead customers
 * can book and the number of days returned per availability call. Checked with the shared schema's validator, saved with PUT /api/admin/availability.
 */
import { DeleteOutlined, PlusOutlined, SaveOutlined } from '@ant-design/icons';
import { type AvailabilityRules, ISO_WEEKDAY_KEYS, ISO_WEEKDAY_NAMES, type IsoWeekdayKey, type TimeRange, validateWith } from '@cabinetry/shared/contracts';
import { Alert, Button, Card, Input, InputNumber, Spin } from 'antd';
import { useState } from 'react';
import availabilityRulesValidator from 'virtual:validator/availabilityRulesSchema';
import { FormField } from '../../components/FormField';
import { useToast } from '../../components/toast';
import { putAvailability, useAvailability } from '../api/scheduling';
import { PageHeader } from '../components/bits';
import { DaysPicker } from '../components/DayPickers';
import { adminErrorMessage } from '../lib/errors';

const NEW_RANGE: TimeRange = { start: '09:00', end: '17:00' };

const NUMBERS = [
  { key: 'slotMinutes', label: 'Slot length (minutes)', help: 'Length of one appointment.', min: 15, max: 240 },
  { key: 'minNoticeDays', label: 'Minimum notice (days)', help: '1 = the earliest bookable day is tomorrow.', min: 0, max: 60 },
  { key: 'windowDays', label: 'Booking window (days)', help: 'Days of availability sent to the booking page per request.', min: 7, max: 90 },
  { key: 'horizonDays', label: 'Book up to (days ahead)', help: 'The latest day customers can book, counted from today.', min: 1, max: 365 },
] as const;

/** The rules editor. */
export default function AvailabilityPage() {
  const toast = useToast();
  const rules = useAvailability();
  const [draft, setDraft] = useState<AvailabilityRules | null>(null);
  const [saving, setSaving] = useState(false);
  // the draft restarts from every newly loaded (or saved) version of the rules
  const [loaded, setLoaded] = useState<AvailabilityRules | undefined>(undefined);
  if (rules.data && rules.data !== loaded) {
    setLoaded(rules.data);
    setDraft(rules.data);
  }

  if (rules.error) return <Alert type="error" showIcon title="Failed to load availability. Please try again." />;
  if (!draft) return <Spin aria-label="Loading availability" />;

  const setDay = (day: IsoWeekdayKey, ranges: TimeRange[]) => setDraft({ ...draft, weeklyHours: { ...draft.weeklyHours, [day]: ranges } });
  const setRange = (day: IsoWeekdayKey, i: number, patch: Partial<TimeRange>) =>
    setDay(day, draft.weeklyHours[day].map((r, j) => (j === i ? { ...r, ...patch } : r)));

  const save = async () => {
    const checked = validateWith<AvailabilityRules>(availabilityRulesValidator, draft);
    if (!checked.ok) return toast({ title: 'Error', description: checked.message, variant: 'destructive' });
    setSaving(true);
    try {
      await rules.mutate(await putAvailability(checked.value), { revalidate: false });
      toast({ title: 'Availability updated', description: 'Customers now see the new booking times.' });
    } catch (err) {
      toast({ title: 'Error', description: adminErrorMessage(err, 'Failed to update availability'), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="admin-page">
      <PageHeader
        title="Availability"
        description="When customers can book a design consultation. Times are Beirut time."
        actions={
          <Button type="primary" icon={<SaveOutlined />} loading={saving} onClick={() => void save()}>
            Save
          </Button>
        }
      />
      <Card title="Weekly hours" style={{ marginBottom: 16 }}>
        {ISO_WEEKDAY_KEYS.map((day) => (
          <div key={day} role="group" aria-label={ISO_WEEKDAY_NAMES[day]} style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', padding: '8px 0' }}>
            <strong style={{ width: 110 }}>{ISO_WEEKDAY_NAMES[day]}</strong>
            {draft.weeklyHours[day].length === 0 && <span className="muted">Closed</span>}
            {draft.weeklyHours[day].map((r, i) => (
              <span key={i} style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}>
                <Input type="time" aria-label={`${ISO_WEEKDAY_NAMES[day]} from`} value={r.start} onChange={(e) => setRange(day, i, { start: e.target.value })} style={{ width: 150 }} />
                –
                <Input type="time" aria-label={`${ISO_WEEKDAY_NAMES[day]} until`} value={r.end} onChange={(e) => setRange(day, i, { end: e.target.value })} style={{ width: 150 }} />
                <Button
                  type="text"
                  icon={<DeleteOutlined />}
                  aria-label={`Remove ${ISO_WEEKDAY_NAMES[day]} hours ${r.start}–${r.end}`}
                  onClick={() => setDay(day, draft.weeklyHours[day].filter((_, j) => j !== i))}
                />
              </span>
            ))}
            <Button size="small" icon={<PlusOutlined />} onClick={() => setDay(day, [...draft.weeklyHours[day], NEW_RANGE])}>
              Add hours
            </Button>
          </div>
        ))}
      </Card>
      <Card title="Days off" style={{ marginBottom: 16 }}>
        <FormField id="daysOff" label="Closed dates" help="No appointments can be booked on these days.">
          <DaysPicker id="daysOff" days={draft.daysOff} onChange={(daysOff) => setDraft({ ...draft, daysOff })} />
        </FormField>
      </Card>
      <Card title="Booking rules">
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: 16 }}>
          {NUMBERS.map((n) => (
            <FormField key={n.key} id={n.key} label={n.label} help={n.help}>
              <InputNumber
                id={n.key}
                min={n.min}
                max={n.max}
                precision={0}
                aria-describedby={`${n.key}-msg`}
                value={draft[n.key]}
                onChange={(v) => setDraft({ ...draft, [n.key]: typeof v === 'number' ? v : draft[n.key] })}
              />
            </FormField>
          ))}
        </div>
      </Card>
    </div>
  );
}
