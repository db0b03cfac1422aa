/**
 * /admin/leads ('Leads', admins only): customers who started the wizard, newest first, paginated on
 * the server; search (name, e-mail, phone) and filters (project type, purpose, budget, timeline,
 * completed, source, created between showroom days; the pipeline's stage, next action, stale) live in
 * the URL (useListQuery) so Back from a lead returns to the same view; 'Export CSV' downloads the
 * filtered list; 'Add lead' takes down a walk-in or a phone call. Leads past their first-contact
 * deadline come first, highlighted; each row logs a contact attempt in two clicks (LogAttemptButton).
 */
import './leads.css';
import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { LEAD_SOURCE_IDS, LEAD_STAGES, LEAD_PAGE_SIZE_DEFAULT, LEAD_PAGE_SIZE_MAX, type LeadListItem, type LeadQueryParams, leadQuerySchema, optionIdsOf } from '@cabinetry/shared/contracts';
import { Button, Input, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import leadQueryValidator from 'virtual:validator/leadQuerySchema';
import { useToast } from '../../components/toast';
import { onboardingRoutes } from '@cabinetry/shared/contracts/api';
import { mayCall } from '../access';
import { useAdminUser } from '../adminContext';
import { downloadLeadsCsv, useLeads } from '../api/onboarding';
import { PageHeader } from '../components/bits';
import { DayRangePicker } from '../components/DayPickers';
import { PagedAdminTable } from '../components/PagedAdminTable';
import { adminErrorMessage } from '../lib/errors';
import { useAdminDates } from '../lib/adminDates';
import { useLeadWording } from '../lib/leads';
import { useAdminTranslation } from '../i18n/adminI18n';
import { useListQuery } from '../useListQuery';
import { LeadStep } from './LeadStep';
import { LogAttemptButton } from '../components/LogAttemptButton';
import { LostReasonsButton } from '../components/LostReasonsButton';
import { FilterSelect, toOptions } from '../components/FilterSelect';
import { OwnerFilter } from '../components/OwnerFilter';
import { PipelineFlags, StageTag } from '../components/PipelineBits';
import { NewLeadDialog } from './NewLeadDialog';

const DEFAULTS = { pageSize: String(LEAD_PAGE_SIZE_DEFAULT) } satisfies LeadQueryParams;

/** The leads table with its search, filters, pagination and CSV export. */
export default function LeadsPage() {
  const toast = useToast();
  const { search } = useLocation();
  const list = useListQuery(leadQuerySchema, leadQueryValidator, DEFAULTS);
  const { query: filters, page, pageSize, update, filtered: anyFilter } = list;
  const { data, error, isLoading, mutate } = useLeads(filters);
  const [exporting, setExporting] = useState(false);
  const user = useAdminUser();
  const mayExport = mayCall(user, onboardingRoutes.routes.exportLeads);
  const mayEditReasons = mayCall(user, onboardingRoutes.routes.setLostReasons);
  const mayFilterOwners = mayCall(user, onboardingRoutes.routes.setLeadOwner);
  const mayAdd = mayCall(user, onboardingRoutes.routes.createLead);
  const [adding, setAdding] = useState(false);
  const [query, setQuery] = useState(filters.q ?? '');
  const { t } = useAdminTranslation();
  const words = useLeadWording();
  const dates = useAdminDates();

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadLeadsCsv({ ...filters, page: '1', pageSize: String(LEAD_PAGE_SIZE_MAX) });
    } catch (err) {
      toast({ title: t('common.error'), description: adminErrorMessage(err, t('leads.exportFailed')), variant: 'destructive' });
    } finally {
      setExporting(false);
    }
  };

  const columns: TableColumnsType<LeadListItem> = [
    {
      title: t('common.name'),
      key: 'name',
      render: (_, lead) => (
        <Link to={`/admin/leads/${lead.id}`} state={{ back: search.replace(/^\?/, '') }} className="leads-name">
          {`${lead.firstName} ${lead.lastName}`.trim() || t('leads.unnamed')}
        </Link>
      ),
    },
    {
      title: t('leads.contact'),
      key: 'contact',
      render: (_, lead) => (
        <span className="leads-contact">
          {/* addresses and numbers read left to right inside Arabic text */}
          <bdi dir="ltr">{lead.email}</bdi>
          <bdi dir="ltr" className="muted">{lead.phone}</bdi>
        </span>
      ),
    },
    {
      title: t('leads.project'),
      key: 'project',
      render: (_, lead) => (
        <span className="leads-contact">
          <span>{words.projectTypes(lead.projectTypes)}</span>
          <span className="muted">{words.answer('projectDetails', lead.projectDetails)}</span>
        </span>
      ),
    },
    {
      title: t('leads.budgetTimeline'),
      key: 'budget',
      render: (_, lead) => (
        <span className="leads-contact">
          <span>{words.answer('budget', lead.budget)}</span>
          <span className="muted">{words.answer('projectTimeline', lead.projectTimeline)}</span>
        </span>
      ),
    },
    { title: t('pipeline.stage'), key: 'stage', render: (_, lead) => <StageTag stage={lead.pipeline.stage} /> },
    { title: t('pipeline.owner'), key: 'owner', render: (_, lead) => lead.pipeline.owner?.name ?? <span className="muted">{t('pipeline.noOwner')}</span> },
    { title: t('pipeline.followUp'), key: 'followUp', render: (_, lead) => <PipelineFlags pipeline={lead.pipeline} /> },
    { title: t('pipeline.contact'), key: 'attempt', render: (_, lead) => <LogAttemptButton leadId={lead.id} compact /> },
    {
      // stacked as its cells are, so the column is no wider than 'Language' was
      title: (
        <span className="leads-contact">
          <span>{t('common.language')}</span>
          <span className="muted">{t('leads.source')}</span>
        </span>
      ),
      key: 'locale',
      render: (_, lead) => (
        <span className="leads-contact">
          <span>{words.language(lead.locale)}</span>
          <span className="muted">{words.source(lead.source)}</span>
        </span>
      ),
    },
    { title: t('leads.stepReached'), key: 'step', render: (_, lead) => <LeadStep lead={lead} /> },
    { title: t('leads.created'), key: 'created', render: (_, lead) => <span className="nowrap">{dates.date(lead.createdAt)}</span> },
  ];

  return (
    <div className="admin-page">
      <PageHeader
        title={t('sections.leads.label')}
        description={t('leads.description')}
        actions={
          <>
            {mayEditReasons && <LostReasonsButton />}
            {mayAdd && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
                {t('leads.addLead')}
              </Button>
            )}
            {mayExport && (
              <Button icon={<DownloadOutlined />} loading={exporting} onClick={exportCsv} disabled={!data?.total}>
                {t('leads.exportCsv')}
              </Button>
            )}
          </>
        }
      />
      {adding && <NewLeadDialog onClose={() => setAdding(false)} />}
      <div className="admin-filters leads-filters" role="search">
        <Input.Search
          aria-label={t('leads.search')}
          className="leads-filters__search"
          placeholder={t('leads.searchPlaceholder')}
          allowClear
          maxLength={100}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          onSearch={(value) => update({ q: value.trim() || undefined })}
        />
        <FilterSelect label={t('leads.projectType')} placeholder={t('leads.allProjectTypes')} value={filters.projectType} options={toOptions(['kitchen', 'wardrobe'], (id) => words.projectTypes({ kitchen: id === 'kitchen', wardrobe: id === 'wardrobe' }))} onChange={(v) => update({ projectType: v as LeadQueryParams['projectType'] })} />
        <FilterSelect label={t('leads.purpose')} placeholder={t('leads.anyPurpose')} value={filters.purpose} options={toOptions(optionIdsOf('projectDetails'), (id) => words.answer('projectDetails', id))} onChange={(v) => update({ purpose: v as LeadQueryParams['purpose'] })} />
        <FilterSelect label={t('leads.budget')} placeholder={t('leads.anyBudget')} value={filters.budget} options={toOptions(optionIdsOf('budget'), (id) => words.answer('budget', id))} onChange={(v) => update({ budget: v as LeadQueryParams['budget'] })} />
        <FilterSelect label={t('leads.timeline')} placeholder={t('leads.anyTimeline')} value={filters.timeline} options={toOptions(optionIdsOf('projectTimeline'), (id) => words.answer('projectTimeline', id))} onChange={(v) => update({ timeline: v as LeadQueryParams['timeline'] })} />
        <FilterSelect label={t('leads.source')} placeholder={t('leads.anySource')} value={filters.source} options={toOptions(LEAD_SOURCE_IDS, words.source)} onChange={(v) => update({ source: v as LeadQueryParams['source'] })} />
        <FilterSelect label={t('common.status')} placeholder={t('leads.anyStatus')} value={filters.completed} options={[{ value: 'true', label: t('leads.completed') }, { value: 'false', label: t('leads.inProgress') }]} onChange={(v) => update({ completed: v as LeadQueryParams['completed'] })} />
        <FilterSelect label={t('pipeline.stage')} placeholder={t('pipeline.anyStage')} value={filters.stage} options={toOptions(LEAD_STAGES, (id) => t(`pipeline.stages.${id}`))} onChange={(v) => update({ stage: v as LeadQueryParams['stage'] })} />
        {mayFilterOwners && <OwnerFilter owner={filters.owner} withNone onChange={(owner) => update({ owner })} />}
        <FilterSelect label={t('pipeline.nextAction')} placeholder={t('pipeline.anyNextAction')} value={filters.nextAction} options={[{ value: 'none', label: t('pipeline.withoutNextAction') }, { value: 'due', label: t('pipeline.nextActionDueNow') }]} onChange={(v) => update({ nextAction: v as LeadQueryParams['nextAction'] })} />
        <FilterSelect label={t('pipeline.stale')} placeholder={t('pipeline.anyActivity')} value={filters.stale} options={[{ value: 'true', label: t('pipeline.staleOnly') }]} onChange={(v) => update({ stale: v as LeadQueryParams['stale'] })} />
        <DayRangePicker
          label={t('leads.createdBetween')}
          className="leads-filters__dates"
          from={filters.from}
          to={filters.to}
          placeholder={[t('leads.createdFrom'), t('leads.createdTo')]}
          onChange={(from, to) => update({ from, to })}
        />
        {anyFilter && (
          <Button
            type="link"
            onClick={() => {
              setQuery('');
              list.clear();
            }}
          >
            {t('leads.clearFilters')}
          </Button>
        )}
      </div>
      <PagedAdminTable<LeadListItem>
        label={t('sections.leads.label')}
        columns={columns}
        rows={data?.items}
        loading={isLoading}
        errorMessage={error ? adminErrorMessage(error, t('leads.fetchFailed')) : null}
        onRetry={() => void mutate()}
        emptyText={anyFilter ? t('leads.noneMatch') : t('leads.none')}
        rowClassName={(lead) => (lead.pipeline.overdue ? 'leads-row--overdue' : '')}
        pagination={{
            current: page,
            pageSize,
            total: data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: [10, 20, 50, 100],
            showTotal: (total) => t('leads.total', { count: total }),
            onChange: (nextPage, nextSize) => update({ page: String(nextSize !== pageSize ? 1 : nextPage), pageSize: String(nextSize) }),
          }}
      />
    </div>
  );
}
