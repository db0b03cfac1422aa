/**
 * /admin/audit, 'Audit Log' (admins only): staff actions of every service, newest first, paginated on
 * the server, filtered by actor (exact username), action and a date range (whole days, this
 * browser's time zone).
 */
import { AUDIT_ACTION_IDS, AUDIT_ACTIONS, type AuditAction, type AuditEntry, type AuditListResponse } from '@cabinetry/shared/contracts';
import { DatePicker, Input, Select, type TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import useSWR from 'swr';
import { PageHeader } from '../components/bits';
import { adminGet } from '../http';
import { adminErrorMessage } from '../lib/errors';
import { PagedAdminTable } from '../components/PagedAdminTable';

const PAGE_SIZE = 50;

const when = (iso: string) => new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(iso));

const columns: TableColumnsType<AuditEntry> = [
  { title: 'When', dataIndex: 'at', render: when, width: 200 },
  { title: 'Who', dataIndex: 'actor', render: (actor: string) => actor || '—' },
  { title: 'Action', dataIndex: 'action', render: (action: AuditAction) => AUDIT_ACTIONS[action] ?? action },
  { title: 'On', dataIndex: 'target' },
  { title: 'Details', dataIndex: 'detail', render: (detail: string, entry) => (entry.count > 1 ? `${detail} (×${entry.count})` : detail) },
  { title: 'IP address', dataIndex: 'ip' },
];

/** The audit table with its filters. */
export default function AuditPage() {
  const [actor, setActor] = useState<string>();
  const [action, setAction] = useState<AuditAction>();
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [page, setPage] = useState(1);
  const params = new URLSearchParams({ page: String(page), pageSize: String(PAGE_SIZE) });
  if (actor) params.set('actor', actor);
  if (action) params.set('action', action);
  if (range?.[0]) params.set('from', range[0].startOf('day').toISOString());
  if (range?.[1]) params.set('to', range[1].endOf('day').toISOString());
  const { data, error, isLoading, mutate } = useSWR(`/api/admin/audit?${params}`, (url: string) => adminGet<AuditListResponse>(url), { keepPreviousData: true });
  const filtered = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    setPage(1);
  };

  return (
    <div className="admin-page">
      <PageHeader title="Audit Log" description="Who did what in the back office: sign-ins, user changes, catalogue edits, exports, downloads and cancellations." />
      <div className="leads-filters">
        <Input.Search aria-label="Who (username)" placeholder="Username" allowClear onSearch={(v) => filtered(setActor)(v.trim() || undefined)} style={{ maxWidth: 220 }} />
        <Select
          aria-label="Action"
          className="leads-filters__select"
          placeholder="Any action"
          allowClear
          value={action}
          options={AUDIT_ACTION_IDS.map((id) => ({ value: id, label: AUDIT_ACTIONS[id] }))}
          onChange={(v: AuditAction | undefined) => filtered(setAction)(v)}
        />
        <DatePicker.RangePicker
          aria-label="Between"
          className="leads-filters__dates"
          format="YYYY-MM-DD"
          allowEmpty={[true, true]}
          value={range}
          placeholder={['From', 'To']}
          onChange={(dates) => filtered(setRange)(dates)}
        />
      </div>
      <PagedAdminTable<AuditEntry>
        label="Audit log"
        columns={columns}
        rows={data?.items}
        loading={isLoading}
        errorMessage={error ? adminErrorMessage(error, 'Failed to fetch the audit log') : null}
        onRetry={() => void mutate()}
        emptyText="No recorded actions match these filters."
        pagination={{ current: page, pageSize: PAGE_SIZE, total: data?.total ?? 0, showSizeChanger: false, onChange: setPage }}
      />
    </div>
  );
}
