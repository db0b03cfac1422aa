/**
 * The customer's data export (issue 24 item 3; docs/product.md "Download my data"), assembled here
 * and only here for every route that hands it out (the customer's session, scheduling's manage link
 * through /internal, an admin's lead page): a ZIP of
 * - `data.json`: { exportedAt, customer (every step's answers, as the resume link restores them, with
 *   the lead's source and first touch), whatsAppConsent (the WhatsApp opt-in as stored, or null),
 *   documents (metadata and the ZIP path of each file), appointments, emails and whatsApp (the
 *   messages from the customer's numbers and the statuses of those sent to them; asked of scheduling) };
 * - `files/<fileCategory>/<documentId>-<filename>`: each uploaded file byte-identical, streamed from
 *   object storage one file at a time (never a whole file or the whole ZIP in memory).
 * Everything that can refuse (unknown customer 404, scheduling down 503) is asked before the first
 * byte; a storage failure after that aborts the ZIP (the download ends truncated and is logged), as
 * does a client dropping the download (the stored file being read is closed).
 */
import { once } from 'node:events';
import type { Readable } from 'node:stream';
import archiver from 'archiver';
import { EXPORT_DATA_FILE } from '@cabinetry/shared/contracts';
import { toLeadActivity, toLeadPipeline } from '../domain/pipeline';
import type { LeadActivityDoc } from '../models/lead-activity';
import { HttpError } from '@cabinetry/shared/server/errors';
import { logger } from '@cabinetry/shared/server/logger';
import { showroomDay } from '@cabinetry/shared/time';
import type { OnboardingDeps } from '../deps';
import { customerRecordsOf } from '../clients/scheduling';
import { firstTouchOf, type StoredCustomer } from '../domain/leads';
import { whatsAppIdsOf } from '../domain/whatsapp-consent';
import { type DocumentDoc, toUploadedDocument } from '../models/document';
import { resumedProject } from '../routes/resume';

export interface CustomerExport {
  /** e.g. 'my-data-2026-11-26.zip' (the showroom's day) */
  filename: string;
  /** the ZIP bytes, produced as they are read */
  zip: Readable;
}

/** Where a document's bytes sit in the ZIP. */
const zipPath = (d: DocumentDoc) => `files/${d.fileCategory}/${d._id.toString()}-${d.filename}`;

/** The export of `customerId`. Throws HttpError 404 when the customer is unknown, 503 when scheduling does not answer. */
export async function customerExport(deps: Pick<OnboardingDeps, 'customers' | 'documents' | 'activities' | 'storage' | 'config' | 'now'>, customerId: string): Promise<CustomerExport> {
  const { customers, documents, activities, storage, config, now } = deps;
  const customer = await customers.findById(customerId).lean<StoredCustomer & { createdAt?: Date; updatedAt?: Date }>();
  if (!customer) throw new HttpError(404, 'Customer not found', { code: 'not_found' });
  const [docs, log, records] = await Promise.all([
    documents.find({ customerId }).sort({ uploadedAt: 1 }).lean<DocumentDoc[]>(),
    activities.find({ customerId }).sort({ at: 1, _id: 1 }).lean<LeadActivityDoc[]>(),
    customerRecordsOf(config.schedulingUrl, config.internalToken, customerId, whatsAppIdsOf(customer)),
  ]);
  const at = now();
  const data = {
    exportedAt: at.toISOString(),
    customer: { ...resumedProject(customer), source: customer.source ?? null, firstTouch: firstTouchOf(customer), createdAt: customer.createdAt?.toISOString() ?? null, updatedAt: customer.updatedAt?.toISOString() ?? null },
    whatsAppConsent: customer.whatsAppConsent ? { ...customer.whatsAppConsent, at: customer.whatsAppConsent.at.toISOString() } : null,
    documents: docs.map((d) => ({ ...toUploadedDocument(d), path: zipPath(d) })),
    // the showroom's follow-up of the enquiry: stage, owner, deadlines, and every contact and move, oldest first
    pipeline: toLeadPipeline(customer, at, config.pipeline.staleDays),
    activities: log.map(toLeadActivity),
    appointments: records.appointments,
    emails: records.emails,
    // what the customer sent from their numbers, and what Meta reported of the messages sent to them
    whatsApp: records.whatsApp,
  };

  const zip = archiver('zip', { zlib: { level: 6 } });
  zip.append(JSON.stringify(data, null, 2), { name: EXPORT_DATA_FILE });
  // one stored file open at a time: the next is asked for once the ZIP has taken the previous one;
  // a download dropped by the client closes the ZIP, which stops the loop and the open file
  const closed = new AbortController();
  zip.once('close', () => closed.abort());
  let open: Readable | null = null;
  const fill = async () => {
    for (const doc of docs) {
      const entered = once(zip, 'entry', { signal: closed.signal });
      open = await storage.stream(doc.storageKey);
      zip.append(open, { name: zipPath(doc), date: doc.uploadedAt });
      await entered;
    }
    await zip.finalize();
  };
  fill().catch((err: Error) => {
    logger.warn({ err: err.message, customerId }, 'data export aborted');
    open?.destroy();
    zip.destroy(err);
  });
  return { filename: `my-data-${showroomDay(at)}.zip`, zip };
}
