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
 * - the list puts the leads past their first-contact deadline first (longest overdue first), then
 *   the rest newest first; each row and the detail carry the lead's pipeline, the detail its log.
 * All other routes require an admin token (editors get 403: customers' personal data is for admins);
 * the list and the detail also take a `designer` account, limited to its leads (./lead-scope.ts:
 * 403 designer_unlinked when no designer is linked, 404 for any other lead).
 */
import { LEAD_ACTIVITIES_SHOWN, LEAD_EXPORT_MAX_ROWS, LEAD_PAGE_SIZE_DEFAULT, type LeadDocument, type LeadListResponse, type LeadQueryParams } from '@cabinetry/shared/contracts';
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
import { leadScopeOf } from './lead-scope';
import { notOverdueCondition, overdueCondition, toLeadActivity } from '../domain/pipeline';
import type { LeadActivityDoc } from '../models/lead-activity';
import type { AdminClaims } from '@cabinetry/shared/server/auth';

const nowSeconds = () => Math.floor(Date.now() / 1000);

type LeadHandlers = Pick<OnboardingHandlers, 'listLeads' | 'exportLeads' | 'getLead' | 'downloadLeadDocument'>;

/** The MongoDB filter of validated lead filters; 400 when they contradict each other. */
function filterOf(params: LeadQueryParams, now: Date, staleDays: number): Record<string, unknown> {
  const filter = leadFilter(params, now, staleDays);
  if (typeof filter === 'string') throw new HttpError(400, filter, { code: 'invalid_request' });
  return filter;
}

export function adminLeadHandlers(deps: OnboardingDeps): LeadHandlers {
  const { customers, documents, activities, storage, config, now } = deps;
  const linkKey = documentLinkKey(config.jwtSecret);

  /** The leads `admin` may read as a filter (./lead-scope.ts). */
  const scopeOf = async (admin: AdminClaims) => (await leadScopeOf(deps, admin)).filter;
  const staleDays = config.pipeline.staleDays;

  const listLeads: OnboardingHandlers['listLeads'] = async (c, { query: params, admin }) => {
    const at = now();
    // the caller's scope narrows every filter, never the other way round
    const filter = { $and: [filterOf(params, at, staleDays), await scopeOf(admin)] };
    const page = Number(params.page ?? 1);
    const pageSize = Number(params.pageSize ?? LEAD_PAGE_SIZE_DEFAULT);
    // leads past their first-contact deadline first (longest overdue first), then the rest newest first
    const overdue = { $and: [...filter.$and, overdueCondition(at)] };
    const rest = { $and: [...filter.$and, notOverdueCondition(at)] };
    const skip = (page - 1) * pageSize;
    const [overdueCount, total] = await Promise.all([customers.countDocuments(overdue), customers.countDocuments(filter)]);
    const first = skip < overdueCount ? await customers.find(overdue).sort({ firstContactDueAt: 1, _id: 1 }).skip(skip).limit(pageSize).lean<StoredCustomer[]>() : [];
    const more = pageSize - first.length;
    const second = more > 0 ? await customers.find(rest).sort(LEAD_SORT).skip(Math.max(0, skip - overdueCount)).limit(more).lean<StoredCustomer[]>() : [];
    return c.json<LeadListResponse>({ items: [...first, ...second].map((r) => toLeadListItem(r, at, staleDays)), total, page, pageSize });
  };

  const exportLeads: OnboardingHandlers['exportLeads'] = async (c, { query }) => {
    const filter = filterOf(query, now(), staleDays);
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
    const [docs, log] = await Promise.all([
      documents.find({ customerId: id }).sort({ uploadedAt: 1 }).lean<DocumentDoc[]>(),
      activities.find({ customerId: id }).sort({ at: -1, _id: -1 }).limit(LEAD_ACTIVITIES_SHOWN).lean<LeadActivityDoc[]>(),
    ]);
    const now = nowSeconds();
    const linked: LeadDocument[] = docs.map((d) => {
      const doc = toUploadedDocument(d);
      return { ...doc, downloadUrl: documentLink(linkKey, id, doc.id, now) };
    });
    c.header('Cache-Control', 'no-store');
    return c.json(toLeadDetail(customer, linked, { now: deps.now(), staleDays, activities: log.map(toLeadActivity) }));
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
