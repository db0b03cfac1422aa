/**
 * /admin/availability (admin role only): the booking rules kept in the scheduling database —
 * weekly hours per weekday (Beirut time), days off, slot length, minimum notice, how far ahead customers
 * can book and the number of days returned per availability call. Checked with the shared schema's validator, saved with PUT /api/admin/availability.
 */
import { SaveOutlined } from '@ant-design/icons';
import { type AvailabilityRules, validateWith } from '@cabinetry/shared/contracts';
import { Alert, Button, Card, InputNumber, Spin } from 'antd';
import { useState } from 'react';
import availabilityRulesValidator from 'virtual:validator/availabilityRulesSchema';
import { FormField } from '../../components/FormField';
import { useToast } from '../../components/toast';
import { putAvailability, useAvailability } from '../api/scheduling';
import { PageHeader } from '../components/bits';
import { DaysPicker } from '../components/DayPickers';
import { WeeklyHoursEditor } from '../components/WeeklyHoursEditor';
import { adminErrorMessage } from '../lib/errors';

const NUMBERS = [
  { key: 'slotMinutes', label: 'Slot length (minutes)', help: 'Length of one appointment.', min: 15, max: 240 },
  { key: 'minNoticeDays', label: 'Minimum notice (days)', help: '1 = the earliest bookable day is tomorrow.', min: 0, max: 60 },
  { key: 'windowDays', label: 'Booking window (days)', help: 'Days of availability sent to the booking page per request.', min: 7, max: 90 },
  { key: 'horizonDays', label: 'Book up to (days ahead)', help: 'The latest day customers can book, counted from today.', min: 1, max: 365 },
  { key: 'changeNoticeHours', label: 'Notice before a change (hours)', help: 'Customers can move an appointment until this long before it.', min: 0, max: 336 },
  { key: 'maxReschedules', label: 'Moves per appointment', help: 'How many times a customer can move one appointment.', min: 0, max: 10 },
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
        <WeeklyHoursEditor value={draft.weeklyHours} onChange={(weeklyHours) => setDraft({ ...draft, weeklyHours })} />
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
