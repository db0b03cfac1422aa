/**
 * The lead's sales pipeline on its page (issue 39 items 1-4): stage (moving to 'lost' asks for a
 * reason from the staff's list and a text), owner (admins reassign), the first-contact deadline,
 * logging a contact attempt (two clicks), the next action with its due day, and the log (who,
 * when, what), newest first.
 */
import { LEAD_STAGES, type LeadActivity, type LeadDetail, type LeadStage } from '@cabinetry/shared/contracts';
import { onboardingRoutes } from '@cabinetry/shared/contracts/api';
import { showroomDay } from '@cabinetry/shared/time';
import { Button, Card, Descriptions, Input, Modal, Select, Space, Timeline } from 'antd';
import { useState } from 'react';
import { mayCall } from '../access';
import { useAdminUser } from '../adminContext';
import { postLeadStage, putLeadNextAction, putLeadOwner, useLostReasons } from '../api/onboarding';
import { useDesigners } from '../api/scheduling';
import { DayPicker } from '../components/DayPickers';
import { LogAttemptButton } from '../components/LogAttemptButton';
import { PipelineFlags, StageTag } from '../components/PipelineBits';
import { useAdminDates } from '../lib/adminDates';
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
  else if (a.kind === 'next_action') what = t('pipeline.log.nextAction', { text: a.text ?? '', day: a.dueDay ? dates.dayMonth(a.dueDay) : '' });
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

/** The 'lost' dialog: a reason from the list and a text, both required. */
function LostDialog({ open, onCancel, onConfirm }: { open: boolean; onCancel: () => void; onConfirm: (reasonId: string, note: string) => Promise<void> }) {
  const { t } = useAdminTranslation();
  const reasons = useLostReasons();
  const [reasonId, setReasonId] = useState<string>();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open={open}
      title={t('pipeline.lostTitle')}
      okText={t('pipeline.markLost')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: !reasonId || !note.trim(), loading: busy }}
      onCancel={onCancel}
      onOk={async () => {
        setBusy(true);
        await onConfirm(reasonId!, note.trim());
        setBusy(false);
      }}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <label htmlFor="lost-reason">{t('pipeline.lostReason')}</label>
        <Select id="lost-reason" style={{ width: '100%' }} value={reasonId} onChange={setReasonId} options={reasons.data?.reasons.map((r) => ({ value: r.id, label: r.label }))} loading={!reasons.data} />
        <label htmlFor="lost-note">{t('pipeline.lostNote')}</label>
        <Input.TextArea id="lost-note" rows={3} maxLength={200} value={note} onChange={(e) => setNote(e.target.value)} />
      </Space>
    </Modal>
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

/** The pipeline card of `lead`. */
export function LeadPipelineCard({ lead }: { lead: LeadDetail }) {
  const { t } = useAdminTranslation();
  const run = useAdminAction();
  const user = useAdminUser();
  const mayReassign = mayCall(user, onboardingRoutes.routes.setLeadOwner);
  const { pipeline } = lead;
  const [losing, setLosing] = useState(false);
  const [nextText, setNextText] = useState(pipeline.nextAction?.text ?? '');
  const [nextDay, setNextDay] = useState<string | undefined>(pipeline.nextAction?.dueDay);
  const today = showroomDay(new Date());
  const open = pipeline.stage !== 'won' && pipeline.stage !== 'lost';

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
          ...(pipeline.lost ? [{ key: 'lost', label: t('pipeline.lostReason'), children: `${pipeline.lost.reason} — ${pipeline.lost.note}` }] : []),
        ]}
      />
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
