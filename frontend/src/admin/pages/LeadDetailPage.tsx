/**
 * /admin/leads/:id ('Leads'): everything a customer entered — step 1's answers in their cards
 * (./leadAnswers.tsx, from the shared field list), project types, chosen styles and palettes (names and
 * images), materials per step 3 section, notes, documents behind short-lived signed links (a stale
 * link is re-signed on click), the appointments (LeadAppointmentCard), and the customer's data
 * export (LeadDataButton, audited), where the lead came from (LeadSourceCard) and the link to finish the
 * wizard (LeadResumeLinkButton). Catalogue ids resolve through
 * the admin catalogue lists, and the sales pipeline first (LeadPipelineCard). Admins only (customers' personal data).
 */
import './leads.css';
import { ArrowLeftOutlined, DownloadOutlined, FileImageOutlined, FileOutlined, FilePdfOutlined } from '@ant-design/icons';
import type { LeadDetail, LeadDocument } from '@cabinetry/shared/contracts';
import { Card, Descriptions, Image, Spin } from 'antd';
import type { MouseEvent, ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { EmptyState } from '../../components/EmptyState';
import { LoadError } from '../../components/LoadError';
import { formatFileSize } from '../../lib/fileSize';
import { Swatches, Thumb } from '../components/bits';
import { useMaterials, usePalettes, useStyles } from '../api/catalogue';
import { adminErrorMessage } from '../lib/errors';
import { chosenMaterialSections, linkIsFresh, useLeadWording } from '../lib/leads';
import { useAdminDates } from '../lib/adminDates';
import { useAdminTranslation } from '../i18n/adminI18n';
import { useLead } from '../api/onboarding';
import { LeadAppointmentCard } from './LeadAppointmentCard';
import { LeadWhatsAppCard } from './LeadWhatsAppCard';
import { LeadDataButton } from './LeadDataButton';
import { LeadErasureCard } from './LeadErasureCard';
import { LeadPipelineCard } from './LeadPipelineCard';
import { LeadResumeLinkButton } from './LeadResumeLinkButton';
import { answerItems } from './leadAnswers';
import { LeadSourceCard } from './LeadSourceCard';
import { LeadStep } from './LeadStep';


/** A catalogue item chip: thumbnail (or swatches) and name; ids no longer in the catalogue are named as such. */
function CatalogueChip({ name, image, extra }: { name: string; image?: string; extra?: ReactNode }) {
  return (
    <li className="lead-chip">
      {extra ?? <Thumb url={image} alt="" />}
      <span>{name}</span>
    </li>
  );
}

/** Chosen styles and palettes, resolved to names and images. */
function DesignCard({ lead }: { lead: LeadDetail }) {
  const { t } = useAdminTranslation();
  const styles = useStyles(t('lead.fetchStylesFailed'));
  const palettes = usePalettes(t('lead.fetchPalettesFailed'));
  const { styles: styleIds, colorPalettes } = lead.designPreferences;
  return (
    <Card title={t('lead.design')} className="lead-card">
      <h3 className="lead-card__subtitle">{t('lead.styles')}</h3>
      {styles.error && <p className="muted">{styles.error.message}</p>}
      {styleIds.length === 0 ? (
        <p className="muted">{t('lead.noStyle')}</p>
      ) : (
        <ul className="lead-chips" aria-label={t('lead.chosenStyles')}>
          {styleIds.map((id) => {
            const style = styles.data?.find((s) => String(s.id) === id);
            return <CatalogueChip key={id} name={style?.name ?? (styles.data ? t('lead.missingStyle', { id }) : '…')} image={style?.imageUrl} />;
          })}
        </ul>
      )}
      <h3 className="lead-card__subtitle">{t('lead.palettes')}</h3>
      {palettes.error && <p className="muted">{palettes.error.message}</p>}
      {colorPalettes.length === 0 ? (
        <p className="muted">{t('lead.noPalette')}</p>
      ) : (
        <ul className="lead-chips" aria-label={t('lead.chosenPalettes')}>
          {colorPalettes.map((id) => {
            const palette = palettes.data?.find((p) => String(p.id) === id);
            return (
              <CatalogueChip
                key={id}
                name={palette?.name ?? (palettes.data ? t('lead.missingPalette', { id }) : '…')}
                extra={palette ? <Swatches colors={palette.colors} /> : undefined}
              />
            );
          })}
        </ul>
      )}
    </Card>
  );
}

/** Chosen materials per step 3 section, resolved to names and images. */
function MaterialsCard({ lead }: { lead: LeadDetail }) {
  const { t } = useAdminTranslation();
  const words = useLeadWording();
  const materials = useMaterials({ activeOnly: false }, t('lead.fetchMaterialsFailed'));
  const sections = chosenMaterialSections(lead.materialSelections);
  return (
    <Card title={t('lead.materials')} className="lead-card">
      {materials.error && <p className="muted">{materials.error.message}</p>}
      {sections.length === 0 && <p className="muted">{t('lead.noMaterials')}</p>}
      {sections.map((section) => (
        <section key={section.key} aria-label={words.section(section.key)}>
          <h3 className="lead-card__subtitle">{words.section(section.key)}</h3>
          <ul className="lead-chips">
            {section.ids.map((id) => {
              const material = materials.data?.find((m) => String(m.id) === id);
              return <CatalogueChip key={id} name={material?.name ?? (materials.data ? t('lead.missingMaterial', { id }) : '…')} image={material?.imageUrl} />;
            })}
          </ul>
        </section>
      ))}
    </Card>
  );
}

const isPreviewable = (doc: LeadDocument) => doc.fileType === 'image/png' || doc.fileType === 'image/jpeg';

type RefreshLead = () => Promise<LeadDetail | undefined>;

/** A document link's click: a fresh link downloads as is; a stale one is re-signed first (at click time). */
async function download(event: MouseEvent<HTMLAnchorElement>, doc: LeadDocument, refresh: RefreshLead) {
  if (linkIsFresh(doc.downloadUrl, Date.now())) return;
  event.preventDefault();
  const fresh = (await refresh())?.documents.find((d) => d.id === doc.id);
  if (fresh) window.location.assign(fresh.downloadUrl);
}

/** The lead's documents: image previews and download links, re-signed when a link has gone stale. */
function DocumentsCard({ lead, refresh }: { lead: LeadDetail; refresh: RefreshLead }) {
  const { t } = useAdminTranslation();
  const dates = useAdminDates();
  return (
    <Card title={t('lead.documents')} className="lead-card">
      {lead.documents.length === 0 ? (
        <p className="muted">{t('lead.noDocuments')}</p>
      ) : (
        <ul className="lead-docs" aria-label={t('lead.documents')}>
          {lead.documents.map((doc) => (
            <li key={doc.id} className="lead-doc">
              <span className="lead-doc__preview">
                {isPreviewable(doc) ? (
                  <Image src={doc.downloadUrl} alt={doc.filename} width={56} height={56} style={{ objectFit: 'cover' }} />
                ) : doc.fileType === 'application/pdf' ? (
                  <FilePdfOutlined aria-hidden />
                ) : doc.fileType.startsWith('image/') ? (
                  <FileImageOutlined aria-hidden />
                ) : (
                  <FileOutlined aria-hidden />
                )}
              </span>
              <span className="lead-doc__text">
                <strong className="lead-doc__name">{doc.filename}</strong>
                <span className="muted">
                  {t(`lead.documentKinds.${doc.fileCategory}`, { defaultValue: doc.fileCategory })} · {formatFileSize(doc.fileSize)} · {dates.dateTime(doc.uploadedAt)}
                </span>
              </span>
              <a className="lead-doc__download" href={doc.downloadUrl} download={doc.filename} onClick={(e) => void download(e, doc, refresh)}>
                <DownloadOutlined aria-hidden /> {t('lead.download')}
              </a>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** The lead page. */
export default function LeadDetailPage() {
  const { id } = useParams();
  const back = (useLocation().state as { back?: string } | null)?.back;
  const { data: lead, error, isLoading, mutate } = useLead(id);
  const { t } = useAdminTranslation();
  const words = useLeadWording();
  const dates = useAdminDates();
  const backLink = (
    <Link to={`/admin/leads${back ? `?${back}` : ''}`} className="admin-back">
      <ArrowLeftOutlined className="flip-rtl" aria-hidden /> {t('lead.allLeads')}
    </Link>
  );

  if (!lead) {
    return (
      <div className="admin-page">
        {backLink}
        {isLoading ? (
          <div className="lead-loading">
            <Spin aria-label={t('lead.loading')} />
          </div>
        ) : error instanceof ApiError && (error.status === 404 || error.status === 400) ? (
          <EmptyState message={t('lead.notFound')} />
        ) : (
          <LoadError message={adminErrorMessage(error, t('lead.fetchFailed'))} onRetry={() => mutate()} />
        )}
      </div>
    );
  }

  const info = lead.customerInfo;
  const name = `${info.firstName ?? ''} ${info.lastName ?? ''}`.trim() || t('leads.unnamed');
  return (
    <div className="admin-page lead-page">
      {backLink}
      <header className="admin-page__header">
        <div>
          <h1 className="display-title">{name}</h1>
          <p className="muted">
            {lead.completedAt
              ? t('lead.startedCompleted', { started: dates.dateTime(lead.createdAt), completed: dates.dateTime(lead.completedAt) })
              : t('lead.started', { started: dates.dateTime(lead.createdAt) })}
          </p>
        </div>
        <LeadStep lead={lead} />
        <LeadResumeLinkButton lead={lead} />
        <LeadDataButton leadId={lead.id} />
      </header>
      <div className="lead-grid">
        <LeadPipelineCard lead={lead} />
        <Card title={t('lead.contact')} className="lead-card">
          <Descriptions column={1} size="small" items={[
            ...answerItems('contact', info, words),
            { key: 'locale', label: t('common.language'), children: words.language(lead.locale) },
          ]} />
        </Card>
        <Card title={t('lead.project')} className="lead-card">
          <Descriptions column={1} size="small" items={[
            { key: 'types', label: t('leads.projectType'), children: words.projectTypes(lead.projectTypes) },
            ...answerItems('project', info, words),
          ]} />
        </Card>
        <LeadSourceCard lead={lead} />
        <DesignCard lead={lead} />
        <MaterialsCard lead={lead} />
        <Card title={t('lead.notes')} className="lead-card">
          {lead.notes ? <p className="lead-notes">{lead.notes}</p> : <p className="muted">{t('lead.noNotes')}</p>}
        </Card>
        <DocumentsCard lead={lead} refresh={() => mutate()} />
        <LeadAppointmentCard lead={lead} />
        <LeadWhatsAppCard leadId={lead.id} />
        <LeadErasureCard leadId={lead.id} name={name} />
      </div>
    </div>
  );
}
