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
import { useAdminTranslation } from '../i18n/adminI18n';

/** The numeric rules and their bounds; each is worded by `availability.rules.<key>.label` / `.help`. */
const NUMBERS = [
  { key: 'slotMinutes', min: 15, max: 240 },
  { key: 'minNoticeDays', min: 0, max: 60 },
  { key: 'windowDays', min: 7, max: 90 },
  { key: 'horizonDays', min: 1, max: 365 },
  { key: 'changeNoticeHours', min: 0, max: 336 },
  { key: 'maxReschedules', min: 0, max: 10 },
] as const;

/** The rules editor. */
export default function AvailabilityPage() {
  const toast = useToast();
  const { t } = useAdminTranslation();
  const rules = useAvailability();
  const [draft, setDraft] = useState<AvailabilityRules | null>(null);
  const [saving, setSaving] = useState(false);
  // the draft restarts from every newly loaded (or saved) version of the rules
  const [loaded, setLoaded] = useState<AvailabilityRules | undefined>(undefined);
  if (rules.data && rules.data !== loaded) {
    setLoaded(rules.data);
    setDraft(rules.data);
  }

  if (rules.error) return <Alert type="error" showIcon title={t('availability.loadFailed')} />;
  if (!draft) return <Spin aria-label={t('availability.loading')} />;

  const save = async () => {
    const checked = validateWith<AvailabilityRules>(availabilityRulesValidator, draft);
    if (!checked.ok) return toast({ title: t('common.error'), description: checked.message, variant: 'destructive' });
    setSaving(true);
    try {
      await rules.mutate(await putAvailability(checked.value), { revalidate: false });
      toast({ title: t('availability.updated'), description: t('availability.updatedText') });
    } catch (err) {
      toast({ title: t('common.error'), description: adminErrorMessage(err, t('availability.updateFailed')), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="admin-page">
      <PageHeader
        title={t('sections.availability.label')}
        description={t('availability.description')}
        actions={
          <Button type="primary" icon={<SaveOutlined />} loading={saving} onClick={() => void save()}>
            {t('common.save')}
          </Button>
        }
      />
      <Card title={t('availability.weeklyHours')} style={{ marginBottom: 16 }}>
        <WeeklyHoursEditor value={draft.weeklyHours} onChange={(weeklyHours) => setDraft({ ...draft, weeklyHours })} />
      </Card>
      <Card title={t('availability.daysOff')} style={{ marginBottom: 16 }}>
        <FormField id="daysOff" label={t('availability.closedDates')} help={t('availability.closedDatesHelp')}>
          <DaysPicker id="daysOff" days={draft.daysOff} onChange={(daysOff) => setDraft({ ...draft, daysOff })} />
        </FormField>
      </Card>
      <Card title={t('availability.bookingRules')}>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: 16 }}>
          {NUMBERS.map((n) => (
            <FormField key={n.key} id={n.key} label={t(`availability.rules.${n.key}.label`)} help={t(`availability.rules.${n.key}.help`)}>
              <InputNumber
                id={n.key}
                min={n.min}
                max={n.max}
                precision={0}
                // no step buttons: antd names them in English only ('Increase Value'); arrow keys still step
                controls={false}
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
