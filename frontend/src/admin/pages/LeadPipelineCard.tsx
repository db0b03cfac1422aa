/**
 * The lead's sales pipeline on its page (issue 39 items 1-4): stage (moving to 'lost' asks for a
 * reason from the staff's list and a text), owner (admins reassign), the first-contact deadline,
 * logging a contact attempt (two clicks), the next action with its due day, the estimated project
 * value (whole US dollars), and the log (who, when, what), newest first.
 */
import { LEAD_STAGES, LEAD_VALUE_MAX, type LeadActivity, type LeadDetail, type LeadStage } from '@cabinetry/shared/contracts';
import { onboardingRoutes } from '@cabinetry/shared/contracts/api';
import { showroomDay } from '@cabinetry/shared/time';
import { Button, Card, Descriptions, Input, InputNumber, Select, Space, Timeline } from 'antd';
import { useState } from 'react';
import { mayCall } from '../access';
import { useAdminUser } from '../adminContext';
import { postLeadStage, putLeadNextAction, putLeadOwner, putLeadValue } from '../api/onboarding';
import { useDesigners } from '../api/scheduling';
import { DayPicker } from '../components/DayPickers';
import { LogAttemptButton } from '../components/LogAttemptButton';
import { LostDialog } from '../components/LostDialog';
import { PipelineFlags, StageTag } from '../components/PipelineBits';
import { useAdminDates } from '../lib/adminDates';
import { useUsd } from '../lib/money';
import { nextActionText } from '../lib/nextAction';
import { useAdminTranslation } from '../i18n/adminI18n';
import { useAdminAction } from '../useAdminAction';


/** One log entry worded. */
function ActivityText({ activity: a }: { activity: LeadActivity }) {
  const { t } = useAdminTranslation();
  const dates = useAdminDates();
  const who = a.by || t('pipeline.automatic');
  let what: string;
  if (a.kind === 'stage') what = t('pipeline.log.stage', { from: t(`pipeline.stages.${a.from}`), to: t(`pipeline.stages.${a.to}`) });
  else if (a.kind === 'owner') what = t('pipeline.log.owner', { name: a.text ?? '' });
  else if (a.kind === 'next_action') what = t('pipeline.log.nextAction', { text: nextActionText(t, a.text ?? ''), day: a.dueDay ? dates.dayMonth(a.dueDay) : '' });
  else what = [t(`pipeline.channels.${a.channel}`), a.outcome ? t(`pipeline.outcomes.${a.outcome}`) : ''].filter(Boolean).join(' · ');
  return (
    <div className="pipeline-log__entry">
      <div>
        <strong>{what}</strong>
        {a.reason && <span> — {a.reason}</span>}
      </div>
      {a.text && a.kind !== 'owner' && a.kind !== 'next_action' && <div className="pipeline-log__text">{a.text}</div>}
      <div className="muted">{t('pipeline.log.byAt', { who, at: dates.dateTime(a.at) })}</div>
    </div>
  );
}

/** An admin's choice of the lead's owner among the active designers. */
function OwnerSelect({ lead }: { lead: LeadDetail }) {
  const { t } = useAdminTranslation();
  const run = useAdminAction();
  const designers = useDesigners(t('pipeline.designersFailed'));
  return (
    <Select
      aria-label={t('pipeline.owner')}
      className="pipeline-card__select"
      placeholder={t('pipeline.noOwner')}
      value={lead.pipeline.owner?.id}
      options={(designers.data ?? []).filter((d) => d.isActive).map((d) => ({ value: d.id, label: d.displayName }))}
      onChange={(designerId: string) => void run({ call: () => putLeadOwner(lead.id, designerId), success: t('pipeline.ownerChanged'), fallback: t('pipeline.ownerFailed'), refresh: 'leads' })}
    />
  );
}

/** The lead's estimated project value in whole US dollars: an input and its save button (empty clears it). */
function ValueField({ lead }: { lead: LeadDetail }) {
  const { t } = useAdminTranslation();
  const run = useAdminAction();
  const [value, setValue] = useState<number | null>(lead.pipeline.estimatedValue);
  const unchanged = value === lead.pipeline.estimatedValue;
  return (
    <Space wrap size={4}>
      <InputNumber<number>
        aria-label={t('pipeline.estimatedValue')}
        className="pipeline-card__value"
        controls={false}
        min={0}
        max={LEAD_VALUE_MAX}
        precision={0}
        step={1000}
        placeholder={t('pipeline.notEstimated')}
        value={value}
        onChange={(v) => setValue(v ?? null)}
      />
      <Button disabled={unchanged} onClick={() => void run({ call: () => putLeadValue(lead.id, value), success: t('pipeline.valueSaved'), fallback: t('pipeline.valueFailed'), refresh: 'leads' })}>
        {t('pipeline.saveValue')}
      </Button>
    </Space>
  );
}

/** The pipeline card of `lead`. */
export function LeadPipelineCard({ lead }: { lead: LeadDetail }) {
  const { t } = useAdminTranslation();
  const run = useAdminAction();
  const user = useAdminUser();
  const mayReassign = mayCall(user, onboardingRoutes.routes.setLeadOwner);
  const mayValue = mayCall(user, onboardingRoutes.routes.setLeadValue);
  const { pipeline } = lead;
  const [losing, setLosing] = useState(false);
  const [nextText, setNextText] = useState(nextActionText(t, pipeline.nextAction?.text ?? ''));
  const [nextDay, setNextDay] = useState<string | undefined>(pipeline.nextAction?.dueDay);
  const today = showroomDay(new Date());
  const open = pipeline.stage !== 'won' && pipeline.stage !== 'lost';
  const usd = useUsd();

  const move = (stage: LeadStage, extra: { lostReasonId?: string; lostNote?: string } = {}) =>
    run({ call: () => postLeadStage(lead.id, { stage, ...extra }), success: t('pipeline.stageChanged'), fallback: t('pipeline.stageFailed'), refresh: 'leads' });

  return (
    <Card title={t('pipeline.title')} className="lead-card pipeline-card" extra={<StageTag stage={pipeline.stage} />}>
      <PipelineFlags pipeline={pipeline} />
      <Descriptions
        column={1}
        size="small"
        items={[
          {
            key: 'stage',
            label: t('pipeline.stage'),
            children: (
              <Select
                aria-label={t('pipeline.stage')}
                className="pipeline-card__select"
                value={pipeline.stage}
                options={LEAD_STAGES.map((s) => ({ value: s, label: t(`pipeline.stages.${s}`) }))}
                onChange={(stage: LeadStage) => (stage === 'lost' ? setLosing(true) : void move(stage))}
              />
            ),
          },
          {
            key: 'owner',
            label: t('pipeline.owner'),
            children: mayReassign ? (
              <OwnerSelect lead={lead} />
            ) : (
              pipeline.owner?.name ?? t('pipeline.noOwner')
            ),
          },
          // who may change the value edits it below, where its input and button have the card's width
          ...(mayValue ? [] : [{ key: 'value', label: t('pipeline.estimatedValue'), children: pipeline.estimatedValue === null ? t('pipeline.notEstimated') : usd(pipeline.estimatedValue) }]),
          ...(pipeline.lost ? [{ key: 'lost', label: t('pipeline.lostReason'), children: `${pipeline.lost.reason} — ${pipeline.lost.note}` }] : []),
        ]}
      />
      {mayValue && (
        <div className="pipeline-card__next">
          <h3 className="lead-card__subtitle">{t('pipeline.estimatedValue')}</h3>
          <ValueField lead={lead} />
        </div>
      )}
      <LogAttemptButton leadId={lead.id} />
      {open && (
        <form
          className="pipeline-card__next"
          aria-label={t('pipeline.nextAction')}
          onSubmit={(e) => {
            e.preventDefault();
            if (nextText.trim() && nextDay) void run({ call: () => putLeadNextAction(lead.id, { text: nextText.trim(), dueDay: nextDay }), success: t('pipeline.nextActionSaved'), fallback: t('pipeline.nextActionFailed'), refresh: 'leads' });
          }}
        >
          <h3 className="lead-card__subtitle">{t('pipeline.nextAction')}</h3>
          <Input aria-label={t('pipeline.nextActionText')} placeholder={t('pipeline.nextActionPlaceholder')} maxLength={200} value={nextText} onChange={(e) => setNextText(e.target.value)} />
          <DayPicker label={t('pipeline.dueDay')} day={nextDay} earliest={today} onChange={setNextDay} />
          <Button htmlType="submit" disabled={!nextText.trim() || !nextDay}>
            {t('pipeline.saveNextAction')}
          </Button>
        </form>
      )}
      <h3 className="lead-card__subtitle">{t('pipeline.history')}</h3>
      {lead.activities.length === 0 ? (
        <p className="muted">{t('pipeline.noHistory')}</p>
      ) : (
        <Timeline className="pipeline-log" items={lead.activities.map((a) => ({ key: a.id, children: <ActivityText activity={a} /> }))} />
      )}
      <LostDialog
        open={losing}
        onCancel={() => setLosing(false)}
        onConfirm={async (lostReasonId, lostNote) => {
          if (await move('lost', { lostReasonId, lostNote })) setLosing(false);
        }}
      />
    </Card>
  );
}
