/**
 * /admin/leads ('Leads'): customers who started the wizard, newest first, paginated on the
 * server; search (name, e-mail, phone) and filters (project type, purpose, budget, timeline,
 * completed, created between) live in the URL so Back from a lead returns to the same view;
 * 'Export CSV' downloads the filtered list. Both roles.
 */
import { DownloadOutlined } from '@ant-design/icons';
import {
  BUDGETS,
  LEAD_PAGE_SIZE_DEFAULT,
  LEAD_PAGE_SIZE_MAX,
  PROJECT_TIMELINES,
  type LeadListItem,
} from '@cabinetry/shared/contracts';
import { Button, DatePicker, Input, Select, type TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useToast } from '../../components/toast';
import { PageHeader } from '../components/bits';
import { adminErrorMessage } from '../lib/errors';
import { budgetLabel, leadParams, projectTypesLabel, purposeLabel, timelineLabel, type LeadFilters } from '../lib/leads';
import { downloadLeadsCsv, useLeads } from '../lib/leadsApi';
import { LeadStep } from './LeadStep';
import './leads.css';
import { PagedAdminTable } from '../components/PagedAdminTable';

const FILTER_KEYS = ['q', 'projectType', 'purpose', 'budget', 'timeline', 'completed', 'from', 'to'] as const;

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

const created = (iso: string) =>
  iso ? new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Beirut' }).format(new Date(iso)) : '—';

/** The leads table with its search, filters, pagination and CSV export. */
export default function LeadsPage() {
  const toast = useToast();
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(
    () => Object.fromEntries(FILTER_KEYS.map((k) => [k, search.get(k) || undefined])) as LeadFilters,
    [search],
  );
  const page = Math.max(Number(search.get('page')) || 1, 1);
  const pageSize = Math.min(Math.max(Number(search.get('pageSize')) || LEAD_PAGE_SIZE_DEFAULT, 1), LEAD_PAGE_SIZE_MAX);
  const { data, error, isLoading, mutate } = useLeads(leadParams(filters, page, pageSize));
  const [exporting, setExporting] = useState(false);
  const [query, setQuery] = useState(filters.q ?? '');

  /** Applies filter changes (a filter change returns to page 1). */
  const update = (changes: Partial<LeadFilters> & { page?: number; pageSize?: number }) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, String(value));
    }
    if (!('page' in changes)) next.delete('page');
    setSearch(next, { replace: true });
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadLeadsCsv(leadParams(filters, 1, LEAD_PAGE_SIZE_MAX));
    } catch (err) {
      toast({ title: 'Error', description: adminErrorMessage(err, 'Failed to export leads'), variant: 'destructive' });
    } finally {
      setExporting(false);
    }
  };

  const range: [Dayjs, Dayjs] | null = filters.from && filters.to ? [dayjs(filters.from), dayjs(filters.to)] : null;
  const anyFilter = FILTER_KEYS.some((k) => filters[k]);

  const columns: TableColumnsType<LeadListItem> = [
    {
      title: 'Name',
      key: 'name',
      render: (_, lead) => (
        <Link to={`/admin/leads/${lead.id}`} state={{ back: search.toString() }} className="leads-name">
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
    { title: 'Step reached', key: 'step', render: (_, lead) => <LeadStep lead={lead} /> },
    { title: 'Created', key: 'created', render: (_, lead) => <span className="nowrap">{created(lead.createdAt)}</span> },
  ];

  return (
    <div className="admin-page">
      <PageHeader
        title="Leads"
        description="Everyone who started the onboarding wizard, newest first."
        actions={
          <Button icon={<DownloadOutlined />} loading={exporting} onClick={exportCsv} disabled={!data?.total}>
            Export CSV
          </Button>
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
        <FilterSelect label="Project type" placeholder="All project types" value={filters.projectType} options={PROJECT_TYPE_OPTIONS} onChange={(v) => update({ projectType: v as LeadFilters['projectType'] })} />
        <FilterSelect label="Purpose" placeholder="Any purpose" value={filters.purpose} options={PURPOSE_OPTIONS} onChange={(v) => update({ purpose: v as LeadFilters['purpose'] })} />
        <FilterSelect label="Budget" placeholder="Any budget" value={filters.budget} options={toOptions(BUDGETS)} onChange={(v) => update({ budget: v as LeadFilters['budget'] })} />
        <FilterSelect label="Timeline" placeholder="Any timeline" value={filters.timeline} options={toOptions(PROJECT_TIMELINES)} onChange={(v) => update({ timeline: v as LeadFilters['timeline'] })} />
        <FilterSelect label="Status" placeholder="Any status" value={filters.completed} options={STATUS_OPTIONS} onChange={(v) => update({ completed: v as LeadFilters['completed'] })} />
        <DatePicker.RangePicker
          aria-label="Created between"
          className="leads-filters__dates"
          format="YYYY-MM-DD"
          allowEmpty={[true, true]}
          value={range}
          placeholder={['Created from', 'Created to']}
          onChange={(dates) =>
            update({ from: dates?.[0]?.format('YYYY-MM-DD') ?? undefined, to: dates?.[1]?.format('YYYY-MM-DD') ?? undefined })
          }
        />
        {anyFilter && (
          <Button
            type="link"
            onClick={() => {
              setQuery('');
              setSearch(new URLSearchParams(), { replace: true });
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
            onChange: (nextPage, nextSize) => update({ page: nextSize !== pageSize ? 1 : nextPage, pageSize: nextSize }),
          }}
      />
    </div>
  );
}
