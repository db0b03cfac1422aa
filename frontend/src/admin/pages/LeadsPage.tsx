/**
 * /admin/leads ('Leads', admins only): customers who started the wizard, newest first, paginated on
 * the server; search (name, e-mail, phone) and filters (project type, purpose, budget, timeline,
 * completed, created between showroom days) live in the URL (useListQuery) so Back from a lead
 * returns to the same view; 'Export CSV' downloads the filtered list.
 */
import './leads.css';
import { DownloadOutlined } from '@ant-design/icons';
import { BUDGETS, LEAD_PAGE_SIZE_DEFAULT, LOCALE_LABELS, LEAD_PAGE_SIZE_MAX, type LeadListItem, type LeadQueryParams, leadQuerySchema, PROJECT_TIMELINES } from '@cabinetry/shared/contracts';
import { formatShowroomDate } from '@cabinetry/shared/time';
import { Button, Input, Select, type TableColumnsType } from 'antd';
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
import { budgetLabel, projectTypesLabel, purposeLabel, timelineLabel } from '../lib/leads';
import { useListQuery } from '../useListQuery';
import { LeadStep } from './LeadStep';

const DEFAULTS = { pageSize: String(LEAD_PAGE_SIZE_DEFAULT) } satisfies LeadQueryParams;

const PROJECT_TYPE_OPTIONS = [
  { value: 'kitchen', label: 'Kitchen' },
  { value: 'wardrobe', label: 'Wardrobe' },
];
const PURPOSE_OPTIONS = [
  { value: 'residential', label: 'Residential' },
  { value: 'commercial', label: 'Commercial' },
];
const STATUS_OPTIONS = [
  { value: 'true', label: 'Completed' },
  { value: 'false', label: 'In progress' },
];
const toOptions = (list: readonly { id: string; label: string }[]) => list.map((o) => ({ value: o.id, label: o.label }));

/** A labelled, clearable filter select whose 'nothing chosen' text is `placeholder`. */
function FilterSelect({ label, placeholder, value, options, onChange }: {
  label: string;
  placeholder: string;
  value: string | undefined;
  options: { value: string; label: string }[];
  onChange: (value: string | undefined) => void;
}) {
  return (
    <Select
      aria-label={label}
      className="leads-filters__select"
      placeholder={placeholder}
      allowClear
      value={value}
      options={options}
      onChange={(v: string | undefined) => onChange(v ?? undefined)}
    />
  );
}

/** The leads table with its search, filters, pagination and CSV export. */
export default function LeadsPage() {
  const toast = useToast();
  const { search } = useLocation();
  const list = useListQuery(leadQuerySchema, leadQueryValidator, DEFAULTS);
  const { query: filters, page, pageSize, update, filtered: anyFilter } = list;
  const { data, error, isLoading, mutate } = useLeads(filters);
  const [exporting, setExporting] = useState(false);
  const mayExport = mayCall(useAdminUser(), onboardingRoutes.routes.exportLeads);
  const [query, setQuery] = useState(filters.q ?? '');

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadLeadsCsv({ ...filters, page: '1', pageSize: String(LEAD_PAGE_SIZE_MAX) });
    } catch (err) {
      toast({ title: 'Error', description: adminErrorMessage(err, 'Failed to export leads'), variant: 'destructive' });
    } finally {
      setExporting(false);
    }
  };

  const columns: TableColumnsType<LeadListItem> = [
    {
      title: 'Name',
      key: 'name',
      render: (_, lead) => (
        <Link to={`/admin/leads/${lead.id}`} state={{ back: search.replace(/^\?/, '') }} className="leads-name">
          {`${lead.firstName} ${lead.lastName}`.trim() || 'Unnamed lead'}
        </Link>
      ),
    },
    {
      title: 'Contact',
      key: 'contact',
      render: (_, lead) => (
        <span className="leads-contact">
          <span>{lead.email}</span>
          <span className="muted">{lead.phone}</span>
        </span>
      ),
    },
    {
      title: 'Project',
      key: 'project',
      render: (_, lead) => (
        <span className="leads-contact">
          <span>{projectTypesLabel(lead.projectTypes)}</span>
          <span className="muted">{purposeLabel(lead.projectDetails)}</span>
        </span>
      ),
    },
    {
      title: 'Budget & timeline',
      key: 'budget',
      render: (_, lead) => (
        <span className="leads-contact">
          <span>{budgetLabel(lead.budget)}</span>
          <span className="muted">{timelineLabel(lead.projectTimeline)}</span>
        </span>
      ),
    },
    { title: 'Language', key: 'locale', render: (_, lead) => LOCALE_LABELS[lead.locale] ?? lead.locale },
    { title: 'Step reached', key: 'step', render: (_, lead) => <LeadStep lead={lead} /> },
    { title: 'Created', key: 'created', render: (_, lead) => <span className="nowrap">{formatShowroomDate(lead.createdAt)}</span> },
  ];

  return (
    <div className="admin-page">
      <PageHeader
        title="Leads"
        description="Everyone who started the onboarding wizard, newest first."
        actions={
          mayExport && (
            <Button icon={<DownloadOutlined />} loading={exporting} onClick={exportCsv} disabled={!data?.total}>
              Export CSV
            </Button>
          )
        }
      />
      <div className="admin-filters leads-filters" role="search">
        <Input.Search
          aria-label="Search leads"
          className="leads-filters__search"
          placeholder="Search name, e-mail or phone"
          allowClear
          maxLength={100}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          onSearch={(value) => update({ q: value.trim() || undefined })}
        />
        <FilterSelect label="Project type" placeholder="All project types" value={filters.projectType} options={PROJECT_TYPE_OPTIONS} onChange={(v) => update({ projectType: v as LeadQueryParams['projectType'] })} />
        <FilterSelect label="Purpose" placeholder="Any purpose" value={filters.purpose} options={PURPOSE_OPTIONS} onChange={(v) => update({ purpose: v as LeadQueryParams['purpose'] })} />
        <FilterSelect label="Budget" placeholder="Any budget" value={filters.budget} options={toOptions(BUDGETS)} onChange={(v) => update({ budget: v as LeadQueryParams['budget'] })} />
        <FilterSelect label="Timeline" placeholder="Any timeline" value={filters.timeline} options={toOptions(PROJECT_TIMELINES)} onChange={(v) => update({ timeline: v as LeadQueryParams['timeline'] })} />
        <FilterSelect label="Status" placeholder="Any status" value={filters.completed} options={STATUS_OPTIONS} onChange={(v) => update({ completed: v as LeadQueryParams['completed'] })} />
        <DayRangePicker
          label="Created between"
          className="leads-filters__dates"
          from={filters.from}
          to={filters.to}
          placeholder={['Created from', 'Created to']}
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
            Clear filters
          </Button>
        )}
      </div>
      <PagedAdminTable<LeadListItem>
        label="Leads"
        columns={columns}
        rows={data?.items}
        loading={isLoading}
        errorMessage={error ? adminErrorMessage(error, 'Failed to fetch leads') : null}
        onRetry={() => void mutate()}
        emptyText={anyFilter ? 'No leads match these filters.' : 'No leads yet.'}
        pagination={{
            current: page,
            pageSize,
            total: data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: [10, 20, 50, 100],
            showTotal: (total) => `${total} lead${total === 1 ? '' : 's'}`,
            onChange: (nextPage, nextSize) => update({ page: String(nextSize !== pageSize ? 1 : nextPage), pageSize: String(nextSize) }),
          }}
      />
    </div>
  );
}
