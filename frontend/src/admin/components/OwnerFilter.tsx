/**
 * An admin's filter by a lead's owner (issue 39 item 2): the designers by name, and, when `withNone`,
 * the leads nobody owns yet ('none'). Admins only (the designers' list is theirs).
 */
import { Select } from 'antd';
import { useDesigners } from '../api/scheduling';
import { useAdminTranslation } from '../i18n/adminI18n';

export function OwnerFilter({ owner, onChange, withNone = false }: { owner: string | undefined; onChange: (owner: string | undefined) => void; withNone?: boolean }) {
  const { t } = useAdminTranslation();
  const designers = useDesigners(t('pipeline.designersFailed'));
  return (
    <Select
      aria-label={t('pipeline.owner')}
      className="leads-filters__select"
      allowClear
      placeholder={t('pipeline.allOwners')}
      value={owner}
      options={[...(withNone ? [{ value: 'none', label: t('pipeline.noOwner') }] : []), ...(designers.data ?? []).map((d) => ({ value: d.id, label: d.displayName }))]}
      onChange={(v: string | undefined) => onChange(v ?? undefined)}
    />
  );
}
