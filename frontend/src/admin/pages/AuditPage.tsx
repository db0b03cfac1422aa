/**
 * /admin/audit, 'Audit Log' (admins only): staff actions of every service, newest first, paginated on
 * the server, filtered by actor (exact username), action and a range of showroom days; times on the
 * showroom clock. Filters and page live in the URL (useListQuery), so they survive Back.
 */
import { AUDIT_ACTION_IDS, AUDIT_ACTIONS, type AuditAction, type AuditEntry, type AuditQueryParams, auditQuerySchema } from '@cabinetry/shared/contracts';
import { Input, Select, type TableColumnsType } from 'antd';
import { formatShowroomDateTime } from '@cabinetry/shared/time';
import { useState } from 'react';
import auditQueryValidator from 'virtual:validator/auditQuerySchema';
import { useAudit } from '../api/identity';
import { PageHeader } from '../components/bits';
import { DayRangePicker } from '../components/DayPickers';
import { PagedAdminTable } from '../components/PagedAdminTable';
import { adminErrorMessage } from '../lib/errors';
import { useListQuery } from '../useListQuery';

const DEFAULTS = { pageSize: '50' } satisfies AuditQueryParams;

const columns: TableColumnsType<AuditEntry> = [
  { title: 'When (Beirut)', dataIndex: 'at', render: (at: string) => formatShowroomDateTime(at, { seconds: true }), width: 200 },
  { title: 'Who', dataIndex: 'actor', render: (actor: string) => actor || '—' },
  { title: 'Action', dataIndex: 'action', render: (action: AuditAction) => AUDIT_ACTIONS[action] ?? action },
  { title: 'On', dataIndex: 'target' },
  { title: 'Details', dataIndex: 'detail', render: (detail: string, entry) => (entry.count > 1 ? `${detail} (×${entry.count})` : detail) },
  { title: 'IP address', dataIndex: 'ip' },
];

/** The audit table with its filters. */
export default function AuditPage() {
  const { query, page, pageSize, update } = useListQuery(auditQuerySchema, auditQueryValidator, DEFAULTS);
  const [actor, setActor] = useState(query.actor ?? '');
  const { data, error, isLoading, mutate } = useAudit(query);

  return (
    <div className="admin-page">
      <PageHeader title="Audit Log" description="Who did what in the back office: sign-ins, user changes, catalogue edits, exports, downloads and cancellations." />
      <div className="leads-filters">
        <Input.Search
          aria-label="Who (username)"
          placeholder="Username"
          allowClear
          value={actor}
          onChange={(e) => setActor(e.target.value)}
          onSearch={(v) => update({ actor: v.trim() || undefined })}
          style={{ maxWidth: 220 }}
        />
        <Select
          aria-label="Action"
          className="leads-filters__select"
          placeholder="Any action"
          allowClear
          value={query.action}
          options={AUDIT_ACTION_IDS.map((id) => ({ value: id, label: AUDIT_ACTIONS[id] }))}
          onChange={(v: AuditAction | undefined) => update({ action: v })}
        />
        <DayRangePicker label="Between" className="leads-filters__dates" from={query.from} to={query.to} placeholder={['From', 'To']} onChange={(from, to) => update({ from, to })} />
      </div>
      <PagedAdminTable<AuditEntry>
        label="Audit log"
        columns={columns}
        rows={data?.items}
        loading={isLoading}
        errorMessage={error ? adminErrorMessage(error, 'Failed to fetch the audit log') : null}
        onRetry={() => void mutate()}
        emptyText="No recorded actions match these filters."
        pagination={{ current: page, pageSize, total: data?.total ?? 0, showSizeChanger: false, onChange: (p) => update({ page: String(p) }) }}
      />
    </div>
  );
}
