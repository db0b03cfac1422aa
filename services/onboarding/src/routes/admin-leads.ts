/**
 * Staff routes for leads ('Leads'), under /api/admin:
 * - GET /leads?page&pageSize&q&projectType&purpose&budget&timeline&completed&from&to → LeadListResponse
 *   (newest first, paginated on the server, every filter backed by an index of the customer model);
 * - GET /leads/export.csv (same filters, newest LEAD_EXPORT_MAX_ROWS rows) → text/csv attachment;
 * - GET /leads/{id} → LeadDetail with short-lived signed document links;
 * - GET /leads/{id}/documents/{docId}/download?exp&sig → the file as an attachment. This one carries
 *   no bearer token (a browser follows the link): the HMAC signature is the authorization (403 when
 *   expired or forged, 404 when the document is not that lead's).
 * All other routes require an admin token (editors get 403: customers' personal data is for admins).
 */
import { Readable } from 'node:stream';
import { Hono, type Context } from 'hono';
import {
  LEAD_EXPORT_MAX_ROWS,
  LEAD_PAGE_SIZE_DEFAULT,
  leadQuerySchema,
  type LeadDocument,
  type LeadListResponse,
  type LeadQueryParams,
} from '@cabinetry/shared/contracts';
import { auditSuccess, HttpError, objectIdParam, requireAdmin, strictQuery } from '@cabinetry/shared/server';
import { showroomDay } from '@cabinetry/shared/time';
import type { OnboardingDeps } from '../deps';
import { LEAD_CSV_HEADER, leadCsvRow, toCsv } from '../domain/leads-csv';
import { attachmentDisposition, documentLink, documentLinkKey, documentLinkValid } from '../domain/leads-links';
import { LEAD_SORT, leadFilter, toLeadDetail, toLeadListItem, type StoredCustomer } from '../domain/leads';
import { toUploadedDocument, type DocumentDoc } from '../models/document';

const nowSeconds = () => Math.floor(Date.now() / 1000);

export function adminLeadRoutes({ customers, documents, storage, config, adminAuth, audit }: OnboardingDeps): Hono {
  const app = new Hono();
  const adminOnly = requireAdmin(adminAuth, ['admin']);
  const linkKey = documentLinkKey(config.jwtSecret);

  /** The validated filters of the request and their MongoDB filter; 400 on anything else. */
  function filtersOf(c: Context): { params: LeadQueryParams; filter: Record<string, unknown> } {
    const params = strictQuery(c, leadQuerySchema);
    const filter = leadFilter(params);
    if (typeof filter === 'string') throw new HttpError(400, filter, { code: 'invalid_request' });
    return { params, filter };
  }

  app.get('/leads', adminOnly, async (c) => {
    const { params, filter } = filtersOf(c);
    const page = Number(params.page ?? 1);
    const pageSize = Number(params.pageSize ?? LEAD_PAGE_SIZE_DEFAULT);
    const [rows, total] = await Promise.all([
      customers.find(filter).sort(LEAD_SORT).skip((page - 1) * pageSize).limit(pageSize).lean<StoredCustomer[]>(),
      customers.countDocuments(filter),
    ]);
    return c.json<LeadListResponse>({ items: rows.map(toLeadListItem), total, page, pageSize });
  });

  const exported = auditSuccess(audit, (c) => ({ action: 'leads.export', target: '/api/admin/leads/export.csv', detail: new URL(c.req.url).search }));
  app.get('/leads/export.csv', adminOnly, exported, async (c) => {
    const { filter } = filtersOf(c);
    const rows = await customers.find(filter).sort(LEAD_SORT).limit(LEAD_EXPORT_MAX_ROWS).lean<StoredCustomer[]>();
    const day = showroomDay(new Date());
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', attachmentDisposition(`leads-${day}.csv`));
    c.header('Cache-Control', 'no-store');
    return c.body(toCsv([LEAD_CSV_HEADER, ...rows.map(leadCsvRow)]));
  });

  const viewed = auditSuccess(audit, (c) => ({ action: 'lead.view', target: `lead ${c.req.param('id')}` }));
  app.get('/leads/:id', adminOnly, viewed, async (c) => {
    const id = objectIdParam(c, 'id');
    const customer = await customers.findById(id).lean<StoredCustomer>();
    if (!customer) throw new HttpError(404, 'Lead not found');
    const docs = await documents.find({ customerId: id }).sort({ uploadedAt: 1 }).lean<DocumentDoc[]>();
    const now = nowSeconds();
    const linked: LeadDocument[] = docs.map((d) => {
      const doc = toUploadedDocument(d);
      return { ...doc, downloadUrl: documentLink(linkKey, id, doc.id, now) };
    });
    c.header('Cache-Control', 'no-store');
    return c.json(toLeadDetail(customer, linked));
  });

  app.get('/leads/:id/documents/:docId/download', async (c) => {
    const id = objectIdParam(c, 'id');
    const docId = objectIdParam(c, 'docId');
    if (!documentLinkValid(linkKey, docId, c.req.query('exp'), c.req.query('sig'), nowSeconds())) {
      throw new HttpError(403, 'This download link has expired or is not valid. Reopen the lead to get a fresh link.');
    }
    const doc = await documents.findOne({ _id: docId, customerId: id }).lean<DocumentDoc>();
    if (!doc) throw new HttpError(404, 'Document not found');
    let stream: Readable;
    try {
      stream = await storage.stream(doc.storageKey);
    } catch {
      throw new HttpError(404, 'The stored file is missing');
    }
    // the link carries no account: it was issued by a 'lead.view' of this lead within the last minutes
    audit({ actor: '(signed link)', action: 'document.download', target: `lead ${id}`, detail: doc.filename });
    c.header('Content-Type', doc.fileType);
    c.header('Content-Length', String(doc.fileSize));
    c.header('Content-Disposition', attachmentDisposition(doc.filename));
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Content-Security-Policy', "default-src 'none'; sandbox");
    c.header('Cache-Control', 'private, no-store');
    return c.body(Readable.toWeb(stream) as ReadableStream);
  });

  return app;
}
