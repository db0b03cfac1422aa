/** Small pieces of the admin tables: page header, thumbnail, status tag, swatches and row action buttons. */
import { PictureOutlined } from '@ant-design/icons';
import { Button, Tag, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { sizedImageUrl } from '../../lib/imageUrl';
import { useAdminTranslation } from '../i18n/adminI18n';

/** The message `id` of the back office's catalogue, for places that take a node (e.g. a table column's title). */
export function AdminText({ id }: { id: string }) {
  const { t } = useAdminTranslation();
  return <>{t(id)}</>;
}

/** Page title, a line of purpose and the page's main actions. */
export function PageHeader({ title, description, actions }: { title: string; description: string; actions?: ReactNode }) {
  return (
    <header className="admin-page__header">
      <div>
        <h1 className="display-title">{title}</h1>
        <p className="muted">{description}</p>
      </div>
      {actions && <div className="admin-page__actions">{actions}</div>}
    </header>
  );
}

/** A 150 px-wide catalogue thumbnail (/api/media ... ?w=150), or a placeholder. */
export function Thumb({ url, alt }: { url?: string; alt: string }) {
  const src = sizedImageUrl(url, 150);
  const { t } = useAdminTranslation();
  return (
    <span className="admin-thumb">{src ? <img src={src} alt={alt} loading="lazy" decoding="async" /> : <PictureOutlined aria-label={t('table.noImage')} />}</span>
  );
}

/** 'Active' or 'Inactive'. */
export function StatusTag({ active }: { active: boolean }) {
  const { t } = useAdminTranslation();
  return <Tag color={active ? 'success' : 'default'}>{active ? t('common.active') : t('common.inactive')}</Tag>;
}

/** A row of colour swatches with their values as names. */
export function Swatches({ colors }: { colors: string[] }) {
  const { t } = useAdminTranslation();
  return (
    <span className="swatches" role="list" aria-label={t('table.colors')}>
      {colors.map((c, i) => (
        <span key={i} role="listitem" className="swatches__item" style={{ background: c }} title={c} aria-label={c} />
      ))}
    </span>
  );
}

/** An icon button whose accessible name and tooltip are `label`. */
export function RowAction({ label, icon, onClick, danger, disabled }: { label: string; icon: ReactNode; onClick: () => void; danger?: boolean; disabled?: boolean }) {
  return (
    <Tooltip title={disabled ? undefined : label}>
      <Button type="text" icon={icon} aria-label={label} onClick={onClick} danger={danger} disabled={disabled} />
    </Tooltip>
  );
}
