/**
 * The pipeline's small pieces, on the leads list, the Today page and the lead (issue 39): the stage
 * tag, and the first-contact / stale / next-action flags of a lead.
 */
import { ClockCircleOutlined, WarningOutlined } from '@ant-design/icons';
import type { LeadPipeline, LeadStage } from '@cabinetry/shared/contracts';
import { Tag } from 'antd';
import { useAdminDates } from '../lib/adminDates';
import { nextActionText } from '../lib/nextAction';
import { useAdminTranslation } from '../i18n/adminI18n';

const STAGE_COLORS: Record<LeadStage, string> = {
  new: 'blue',
  contacted: 'cyan',
  consultation_booked: 'purple',
  consulted: 'geekblue',
  quoted: 'gold',
  won: 'green',
  lost: 'default',
};

/** The stage as a coloured tag. */
export function StageTag({ stage }: { stage: LeadStage }) {
  const { t } = useAdminTranslation();
  return <Tag color={STAGE_COLORS[stage]}>{t(`pipeline.stages.${stage}`)}</Tag>;
}

/** What needs attention on a lead: first contact overdue (or due by), stale, the next action (or none). */
export function PipelineFlags({ pipeline }: { pipeline: LeadPipeline }) {
  const { t } = useAdminTranslation();
  const dates = useAdminDates();
  const open = pipeline.stage !== 'won' && pipeline.stage !== 'lost';
  return (
    <span className="pipeline-flags">
      {pipeline.overdue && (
        <Tag color="red" icon={<WarningOutlined />}>
          {t('pipeline.overdue')}
        </Tag>
      )}
      {open && !pipeline.firstContactAt && !pipeline.overdue && pipeline.firstContactDueAt && (
        <Tag icon={<ClockCircleOutlined />}>{t('pipeline.contactBy', { time: dates.dateTime(pipeline.firstContactDueAt) })}</Tag>
      )}
      {pipeline.stale && <Tag color="orange">{t('pipeline.stale')}</Tag>}
      {open && (pipeline.nextAction ? (
        <span className="muted">{t('pipeline.nextActionDue', { text: nextActionText(t, pipeline.nextAction.text), day: dates.dayMonth(pipeline.nextAction.dueDay) })}</span>
      ) : (
        <span className="muted">{t('pipeline.noNextAction')}</span>
      ))}
    </span>
  );
}
