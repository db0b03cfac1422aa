/**
 * /admin/today ('Today', issue 39 item 4): one staff member's work for the day — their open leads
 * past the first-contact deadline first, then those whose next action is due today or earlier —
 * each with its flags and the two-click contact log. A designer account sees its own leads; an admin
 * everyone's, or one designer's (the owner choice, kept in the address).
 */
import './leads.css';
import type { LeadListItem } from '@cabinetry/shared/contracts';
import { onboardingRoutes } from '@cabinetry/shared/contracts/api';
import type { TableColumnsType } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { mayCall } from '../access';
import { useAdminUser } from '../adminContext';
import { useTodayLeads } from '../api/onboarding';
import { AdminTable } from '../components/AdminTable';
import { PageHeader } from '../components/bits';
import { LogAttemptButton } from '../components/LogAttemptButton';
import { OwnerFilter } from '../components/OwnerFilter';
import { PipelineFlags, StageTag } from '../components/PipelineBits';
import { useAdminDates } from '../lib/adminDates';
import { adminErrorMessage } from '../lib/errors';
import { useAdminTranslation } from '../i18n/adminI18n';

export default function TodayPage() {
  const { t } = useAdminTranslation();
  const dates = useAdminDates();
  const [params, setParams] = useSearchParams();
  const owner = /^[0-9a-f]{24}$/.test(params.get('owner') ?? '') ? params.get('owner')! : undefined;
  const mayChooseOwner = mayCall(useAdminUser(), onboardingRoutes.routes.setLeadOwner);
  const { data, error, isLoading, mutate } = useTodayLeads(owner ? { owner } : {});

  const columns: TableColumnsType<LeadListItem> = [
    {
      title: t('common.name'),
      key: 'name',
      render: (_, lead) => (
        <Link to={`/admin/leads/${lead.id}`} className="leads-name">
          {`${lead.firstName} ${lead.lastName}`.trim() || t('leads.unnamed')}
        </Link>
      ),
    },
    { title: t('leads.contact'), key: 'phone', render: (_, lead) => <bdi dir="ltr">{lead.phone}</bdi> },
    { title: t('pipeline.stage'), key: 'stage', render: (_, lead) => <StageTag stage={lead.pipeline.stage} /> },
    { title: t('pipeline.owner'), key: 'owner', render: (_, lead) => lead.pipeline.owner?.name ?? <span className="muted">{t('pipeline.noOwner')}</span> },
    { title: t('pipeline.followUp'), key: 'followUp', render: (_, lead) => <PipelineFlags pipeline={lead.pipeline} /> },
    { title: t('pipeline.contact'), key: 'attempt', render: (_, lead) => <LogAttemptButton leadId={lead.id} compact /> },
  ];

  return (
    <div className="admin-page">
      <PageHeader title={t('sections.today.label')} description={data ? t('pipeline.todayOf', { day: dates.dayHeading(data.today) }) : t('sections.today.description')} />
      {mayChooseOwner && (
        <div className="admin-filters leads-filters">
          <OwnerFilter owner={owner} onChange={(v) => setParams(v ? { owner: v } : {})} />
        </div>
      )}
      <AdminTable<LeadListItem>
        label={t('sections.today.label')}
        columns={columns}
        rows={data?.items}
        loading={isLoading}
        error={error ? new Error(adminErrorMessage(error, t('pipeline.todayFailed'))) : undefined}
        onRetry={() => void mutate()}
        emptyText={t('pipeline.todayEmpty')}
      />
    </div>
  );
}
