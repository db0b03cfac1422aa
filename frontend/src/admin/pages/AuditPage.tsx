/**
 * /admin/audit, 'Audit Log' (admins only): staff actions of every service, newest first, paginated on
 * the server, filtered by actor (exact username), action and a range of showroom days; times on the
 * showroom clock. Filters and page live in the URL (useListQuery), so they survive Back. The
 * product's own actors and a stage move's stages are shown in the staff member's language.
 */
import { AUDIT_ACTION_IDS, AUDIT_SYSTEM_ACTORS, type AuditAction, type AuditEntry, type AuditQueryParams, auditQuerySchema, stageMoveDetail } from '@cabinetry/shared/contracts';
import { Input, Select, type TableColumnsType } from 'antd';
import { useState } from 'react';
import auditQueryValidator from 'virtual:validator/auditQuerySchema';
import { useAudit } from '../api/identity';
import { PageHeader } from '../components/bits';
import { DayRangePicker } from '../components/DayPickers';
import { PagedAdminTable } from '../components/PagedAdminTable';
import { adminErrorMessage } from '../lib/errors';
import { useListQuery } from '../useListQuery';
import { useAdminTranslation } from '../i18n/adminI18n';
import { useAdminDates } from '../lib/adminDates';

const DEFAULTS = { pageSize: '50' } satisfies AuditQueryParams;

/** The audit table with its filters. */
export default function AuditPage() {
  const { query, page, pageSize, update } = useListQuery(auditQuerySchema, auditQueryValidator, DEFAULTS);
  const { t } = useAdminTranslation();
  const dates = useAdminDates();
  const actionName = (action: string) => t(`audit.actions.${action}`, { defaultValue: action });
  const actorName = (actor: string) => {
    const system = Object.entries(AUDIT_SYSTEM_ACTORS).find(([, name]) => name === actor)?.[0];
    return system ? t(`audit.actors.${system}`) : actor || '—';
  };
  const stage = (id: string) => t(`pipeline.stages.${id}`, { defaultValue: id });
  const detailText = ({ action, detail }: AuditEntry) => {
    const [from, to] = detail.split(' → ');
    return action === 'lead.stage' && to !== undefined && detail === stageMoveDetail(from, to) ? stageMoveDetail(stage(from), stage(to)) : detail;
  };
  const columns: TableColumnsType<AuditEntry> = [
    { title: t('audit.when'), dataIndex: 'at', render: (at: string) => dates.dateTime(at, true), width: 200 },
    { title: t('audit.who'), dataIndex: 'actor', render: actorName },
    { title: t('audit.action'), dataIndex: 'action', render: actionName },
    { title: t('audit.on'), dataIndex: 'target' },
    { title: t('audit.details'), dataIndex: 'detail', render: (_detail: string, entry) => (entry.count > 1 ? t('audit.repeated', { detail: detailText(entry), count: entry.count }) : detailText(entry)) },
    { title: t('audit.ip'), dataIndex: 'ip' },
  ];
  const [actor, setActor] = useState(query.actor ?? '');
  const { data, error, isLoading, mutate } = useAudit(query);

  return (
    <div className="admin-page">
      <PageHeader title={t('sections.audit.label')} description={t('audit.description')} />
      <div className="leads-filters">
        <Input.Search
          aria-label={t('audit.whoLabel')}
          placeholder={t('audit.username')}
          allowClear
          value={actor}
          onChange={(e) => setActor(e.target.value)}
          onSearch={(v) => update({ actor: v.trim() || undefined })}
          style={{ maxWidth: 220 }}
        />
        <Select
          aria-label={t('audit.action')}
          className="leads-filters__select"
          placeholder={t('audit.anyAction')}
          allowClear
          value={query.action}
          options={AUDIT_ACTION_IDS.map((id) => ({ value: id, label: actionName(id) }))}
          onChange={(v: AuditAction | undefined) => update({ action: v })}
        />
        <DayRangePicker label={t('audit.between')} className="leads-filters__dates" from={query.from} to={query.to} placeholder={[t('common.from'), t('common.to')]} onChange={(from, to) => update({ from, to })} />
      </div>
      <PagedAdminTable<AuditEntry>
        label={t('audit.label')}
        columns={columns}
        rows={data?.items}
        loading={isLoading}
        errorMessage={error ? adminErrorMessage(error, t('audit.fetchFailed')) : null}
        onRetry={() => void mutate()}
        emptyText={t('audit.none')}
        pagination={{ current: page, pageSize, total: data?.total ?? 0, showSizeChanger: false, onChange: (p) => update({ page: String(p) }) }}
      />
    </div>
  );
}
