/**
 * Staff routes for leads ('Leads'), under /api/admin:
 * - GET /leads?page&pageSize&q&projectType&purpose&budget&timeline&completed&from&to → LeadListResponse
 *   (newest first, paginated on the server, every filter backed by an index of the customer model);
 * - GET /leads/export.csv (same filters, newest LEAD_EXPORT_MAX_ROWS rows) → text/csv attachment, each
 *   booked lead's designer asked of scheduling (blank when it cannot answer);
 * - GET /leads/{id} → LeadDetail with short-lived signed document links;
 * - GET /leads/{id}/documents/{docId}/download?exp&sig → the file as an attachment. This one carries
 *   no bearer token (a browser follows the link): the HMAC signature is the authorization (403 when
 *   expired or forged, 404 when the document is not that lead's).
 * All other routes require an admin token (editors get 403: customers' personal data is for admins);
 * the list and the detail also take a `designer` account, limited to the customers with an
 * appointment assigned to the designer linked to it now (scheduling answers on every request: 403
 * designer_unlinked when none is linked, 404 for any other lead).
 */
import { LEAD_EXPORT_MAX_ROWS, LEAD_PAGE_SIZE_DEFAULT, type LeadDocument, type LeadListResponse, type LeadQueryParams } from '@cabinetry/shared/contracts';
import { HttpError } from '@cabinetry/shared/server/errors';
import type { OnboardingDeps, OnboardingHandlers } from '../deps';
import { showroomDay } from '@cabinetry/shared/time';
import { designersOf } from '../clients/scheduling';
import { documentAuditDetail, leadsQueryAuditDetail } from '../domain/audit-details';
import { LEAD_CSV_HEADER, leadCsvRow, toCsv } from '../domain/leads-csv';
import { sendStoredDocument } from './stored-document';
import { attachmentDisposition, documentLink, documentLinkKey, documentLinkValid } from '../domain/leads-links';
import { LEAD_SORT, leadFilter, type StoredCustomer, toLeadDetail, toLeadListItem } from '../domain/leads';
import { type DocumentDoc, toUploadedDocument } from '../models/document';
import { designerCustomersOf } from '../clients/scheduling';
import type { AdminClaims } from '@cabinetry/shared/server/auth';

const nowSeconds = () => Math.floor(Date.now() / 1000);

type LeadHandlers = Pick<OnboardingHandlers, 'listLeads' | 'exportLeads' | 'getLead' | 'downloadLeadDocument'>;

/** The MongoDB filter of validated lead filters; 400 when they contradict each other. */
function filterOf(params: LeadQueryParams): Record<string, unknown> {
  const filter = leadFilter(params);
  if (typeof filter === 'string') throw new HttpError(400, filter, { code: 'invalid_request' });
  return filter;
}

/**
 * The leads `admin` may read as a filter: all for admins; for a `designer` account its designer's
 * customers and the leads it added (403 when no designer is linked).
 */
export async function leadScopeOf({ config }: Pick<OnboardingDeps, 'config'>, admin: AdminClaims): Promise<Record<string, unknown>> {
  if (admin.role !== 'designer') return {};
  const { designerId, customerIds } = await designerCustomersOf(config.schedulingUrl, config.internalToken, admin.sub);
  if (!designerId) throw new HttpError(403, 'Your account is not linked to a designer', { code: 'designer_unlinked' });
  return { $or: [{ _id: { $in: customerIds } }, { createdBy: admin.sub }] };
}

export function adminLeadHandlers({ customers, documents, storage, config }: OnboardingDeps): LeadHandlers {
  const linkKey = documentLinkKey(config.jwtSecret);
  const scopeOf = (admin: AdminClaims) => leadScopeOf({ config }, admin);

  const listLeads: OnboardingHandlers['listLeads'] = async (c, { query: params, admin }) => {
    // the caller's scope narrows every filter, never the other way round
    const filter = { $and: [filterOf(params), await scopeOf(admin)] };
    const page = Number(params.page ?? 1);
    const pageSize = Number(params.pageSize ?? LEAD_PAGE_SIZE_DEFAULT);
    const [rows, total] = await Promise.all([
      customers.find(filter).sort(LEAD_SORT).skip((page - 1) * pageSize).limit(pageSize).lean<StoredCustomer[]>(),
      customers.countDocuments(filter),
    ]);
    return c.json<LeadListResponse>({ items: rows.map(toLeadListItem), total, page, pageSize });
  };

  const exportLeads: OnboardingHandlers['exportLeads'] = async (c, { query }) => {
    const filter = filterOf(query);
    c.set('auditDetail', leadsQueryAuditDetail(config.privacyHashSecret, new URL(c.req.url).search));
    const rows = await customers.find(filter).sort(LEAD_SORT).limit(LEAD_EXPORT_MAX_ROWS).lean<StoredCustomer[]>();
    const day = showroomDay(new Date());
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', attachmentDisposition(`leads-${day}.csv`));
    c.header('Cache-Control', 'no-store');
    const designers = await designersOf(config.schedulingUrl, config.internalToken, rows.filter((r) => r.appointment?.appointmentDate).map((r) => r._id.toString()));
    return c.body(toCsv([LEAD_CSV_HEADER, ...rows.map((r) => leadCsvRow(r, designers.get(r._id.toString())))]));
  };

  const getLead: OnboardingHandlers['getLead'] = async (c, { params: { id }, admin }) => {
    c.set('auditTarget', `lead ${id}`);
    c.set('auditCustomer', id);
    const scope = await scopeOf(admin);
    const customer = await customers.findOne({ $and: [{ _id: id }, scope] }).lean<StoredCustomer>();
    if (!customer) throw new HttpError(404, 'Lead not found', { code: 'not_found' });
    const docs = await documents.find({ customerId: id }).sort({ uploadedAt: 1 }).lean<DocumentDoc[]>();
    const now = nowSeconds();
    const linked: LeadDocument[] = docs.map((d) => {
      const doc = toUploadedDocument(d);
      return { ...doc, downloadUrl: documentLink(linkKey, id, doc.id, now) };
    });
    c.header('Cache-Control', 'no-store');
    return c.json(toLeadDetail(customer, linked));
  };

  const downloadLeadDocument: OnboardingHandlers['downloadLeadDocument'] = async (c, { params: { id, docId }, query }) => {
    if (!documentLinkValid(linkKey, docId, query.exp, query.sig, nowSeconds())) {
      throw new HttpError(403, 'This download link has expired or is not valid. Reopen the lead to get a fresh link.', { code: 'download_link_invalid' });
    }
    const doc = await documents.findOne({ _id: docId, customerId: id }).lean<DocumentDoc>();
    if (!doc) throw new HttpError(404, 'Document not found', { code: 'not_found' });
    // the link carries no account (the audit names it '(signed link)'): it was issued by a 'lead.view'
    // of this lead within the last minutes; the file name is kept as its keyed hash (audit-details.ts)
    c.set('auditTarget', `lead ${id}`);
    c.set('auditCustomer', id);
    c.set('auditDetail', documentAuditDetail(config.privacyHashSecret, docId, doc.filename));
    return sendStoredDocument(c, storage, doc);
  };

  return { listLeads, exportLeads, getLead, downloadLeadDocument };
}
