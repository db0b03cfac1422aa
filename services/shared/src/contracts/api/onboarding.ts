/**
 * The onboarding service's routes (docs/product.md §7 'Onboarding'): the wizard's steps and
 * documents (the customer's session), the chat-button number, the staff's leads and funnel (admins
 * only), and what scheduling asks it (/internal: customers' contact details).
 */
import { FILE_CATEGORIES, MAX_FILES_PER_UPLOAD, UPLOAD_RULES } from '../options';
import { ObjectIdString, StringEnum, Type } from '../schema';
import { appointmentCreateRequestSchema, step1RequestSchema, step2RequestSchema, step3RequestSchema, step4NotesRequestSchema } from '../schemas';
import {
  step1ResponseSchema,
  step4NotesResponseSchema,
  step4UploadResponseSchema,
  step5ResponseSchema,
  stepResponseSchema,
  uploadedDocumentSchema,
  whatsappConfigSchema,
} from '../types';
import { boardQuerySchema, boardResponseSchema, funnelQuerySchema, funnelResponseSchema, leadDetailSchema, leadListResponseSchema, leadQuerySchema, todayQuerySchema, todayResponseSchema } from '../leads';
import { appointmentEventSchema, attemptRequestSchema, leadDigestAnswerSchema, leadDigestRequestSchema, leadPipelineSchema, leadValueRequestSchema, lostReasonsSchema, nextActionRequestSchema, ownerRequestSchema, stageChangeRequestSchema } from '../pipeline';
import { customerContactSchema, customerProfileSchema } from '../internal';
import { pipelineReportQuerySchema, pipelineReportSchema, REPORT_RANGE_MONTHS_MAX } from '../reports';
import { LEAD_RESUME_LINK_QUEUED, staffLeadCreatedSchema, staffLeadRequestSchema } from '../staff-leads';
import { customerLocaleRequestSchema, pageLocaleQuerySchema } from '../page-locale';
import { RESUME_LINK_TTL_HOURS, RESUME_LINKS_PER_ADDRESS_PER_HOUR, resumedProjectSchema, resumeLinkAnswerSchema, resumeLinkRequestSchema, resumeRedeemRequestSchema } from '../resume';
import { EXPORTS_PER_CLIENT_PER_HOUR, EXPORTS_PER_CUSTOMER_PER_HOUR } from '../data-export';
import { whatsAppAnswerQueuedSchema, whatsAppAnswerRequestSchema, whatsAppConversationSchema } from '../whatsapp-messages';
import {
  customerErasedSchema,
  eraseCustomerQuerySchema,
  ERASURE_LINK_TTL_HOURS,
  ERASURE_LINKS_PER_ADDRESS_PER_HOUR,
  erasureConfirmRequestSchema,
  erasureLinkRequestSchema,
  erasureQueuedSchema,
  staffErasureRequestSchema,
  staleDraftsQuerySchema,
  staleDraftsSchema,
} from '../erasure';
import { filePart, objectIdParams, successSchema } from './common';
import { ANONYMOUS, CUSTOMER, INTERNAL, LINK, defineRoutes, staff } from './route';
import { ONBOARDING_PATHS } from './paths';

/** Step 4 uploads: MAX_FILES_PER_UPLOAD files of the largest per-file limit, plus 1 MB of form. */
export const UPLOAD_REQUEST_LIMIT = MAX_FILES_PER_UPLOAD * Math.max(...Object.values(UPLOAD_RULES).map((r) => r.maxBytes)) + 1024 * 1024;

/** Most ids one internal batch request may name (the largest page of a staff list). */
export const CUSTOMER_BATCH_MAX = 100;

const customerParams = objectIdParams('customerId');

export const onboardingRoutes = defineRoutes('onboarding', {
  saveStep1: {
    ...ONBOARDING_PATHS.saveStep1,
    summary: 'Step 1: create the customer (or update the one the session owns) and start the session',
    description:
      'Answers 201 and sets the customer session cookie for a new customer, 200 when the session already owns one. A customer holding an appointment cannot change their e-mail address (409). Without the session, an address that already has a project gets a resume link by e-mail instead of a second customer (409 email_known).',
    access: ANONYMOUS,
    body: step1RequestSchema,
    responses: { 200: { description: 'Updated', schema: step1ResponseSchema }, 201: { description: 'Created; the session cookie is set', schema: step1ResponseSchema } },
    budget: 'customers',
  },
  saveStep2: {
    ...ONBOARDING_PATHS.saveStep2,
    summary: 'Step 2: design preferences',
    access: CUSTOMER,
    params: customerParams,
    body: step2RequestSchema,
    responses: { 200: { description: 'Saved', schema: stepResponseSchema } },
  },
  saveStep3: {
    ...ONBOARDING_PATHS.saveStep3,
    summary: 'Step 3: material selections',
    access: CUSTOMER,
    params: customerParams,
    body: step3RequestSchema,
    responses: { 200: { description: 'Saved', schema: stepResponseSchema } },
  },
  saveStep4: {
    ...ONBOARDING_PATHS.saveStep4,
    summary: 'Step 4: upload documents (multipart) or save the notes (JSON)',
    description: `Floor plans: .pdf, .dwg, .jpg, .jpeg, .png up to 10 MB; inspiration: .jpg, .jpeg, .png up to 5 MB; at most ${MAX_FILES_PER_UPLOAD} files a request. Each upload spends the client's upload budget.`,
    access: CUSTOMER,
    params: customerParams,
    body: step4NotesRequestSchema,
    multipart: Type.Object({
      files: Type.Array(filePart('a floor plan or an inspiration image'), { minItems: 1, maxItems: MAX_FILES_PER_UPLOAD }),
      fileCategory: StringEnum(FILE_CATEGORIES),
      notes: Type.Optional(Type.String({ maxLength: 5000 })),
      folder: Type.Optional(Type.String({ description: 'customers/{customerId}/{fileCategory}' })),
    }),
    responses: {
      200: { description: 'Notes saved', schema: step4NotesResponseSchema },
      201: { description: 'Files stored', schema: step4UploadResponseSchema },
    },
    budget: 'uploads',
    bodyLimit: UPLOAD_REQUEST_LIMIT,
  },
  saveStep5: {
    ...ONBOARDING_PATHS.saveStep5,
    summary: 'Step 5: complete the onboarding with the booked appointment',
    access: CUSTOMER,
    params: customerParams,
    body: appointmentCreateRequestSchema,
    responses: { 200: { description: 'Completed', schema: step5ResponseSchema } },
  },
  listDocuments: {
    ...ONBOARDING_PATHS.listDocuments,
    summary: "The customer's uploaded documents",
    access: CUSTOMER,
    params: customerParams,
    responses: { 200: { description: 'Oldest first', schema: Type.Array(uploadedDocumentSchema) } },
  },
  deleteDocument: {
    ...ONBOARDING_PATHS.deleteDocument,
    summary: 'Delete one of the customer’s documents',
    access: CUSTOMER,
    params: objectIdParams('documentId'),
    responses: { 200: { description: 'Deleted', schema: successSchema } },
  },
  openDocument: {
    ...ONBOARDING_PATHS.openDocument,
    summary: 'Open one of the customer’s own uploaded documents',
    description: 'Only the session’s own documents: any other id answers 404.',
    access: CUSTOMER,
    params: objectIdParams('documentId'),
    responses: { 200: { description: 'The file as an attachment', contentType: 'application/octet-stream' } },
  },
  exportCustomerData: {
    ...ONBOARDING_PATHS.exportCustomerData,
    summary: 'Download the customer’s data (ZIP)',
    description: `data.json (answers, appointments, e-mails sent) and the uploaded files byte-identical under files/. At most ${EXPORTS_PER_CUSTOMER_PER_HOUR} per customer and ${EXPORTS_PER_CLIENT_PER_HOUR} per client address an hour (429 with Retry-After).`,
    access: CUSTOMER,
    params: customerParams,
    responses: { 200: { description: 'A ZIP attachment', contentType: 'application/zip' } },
    budget: 'exports',
  },
  requestResumeLink: {
    ...ONBOARDING_PATHS.requestResumeLink,
    summary: 'E-mail a link to continue the project on another device',
    description: `Answers 202 with the same message whether or not the address belongs to a customer; when it does, a link valid ${RESUME_LINK_TTL_HOURS} hours is e-mailed in the page's language ('locale', else the customer's) (voiding any older one). At most ${RESUME_LINKS_PER_ADDRESS_PER_HOUR} requests per address and hour (429), plus the client's budget.`,
    access: ANONYMOUS,
    query: pageLocaleQuerySchema,
    body: resumeLinkRequestSchema,
    responses: { 202: { description: 'Accepted (whatever the address)', schema: resumeLinkAnswerSchema } },
    budget: 'resumeLinks',
  },
  redeemResumeLink: {
    ...ONBOARDING_PATHS.redeemResumeLink,
    summary: "Use a resume link: start the customer's session on this device and answer their project",
    description: "The token from the e-mailed link, once: 410 when it is used, expired, replaced by a newer link or unknown. `locale`, the page's language, becomes the customer's (their later e-mails).",
    access: LINK,
    query: pageLocaleQuerySchema,
    body: resumeRedeemRequestSchema,
    responses: { 200: { description: 'The project; the session cookie is set', schema: resumedProjectSchema } },
    budget: 'resumeRedeems',
  },
  requestErasureLink: {
    ...ONBOARDING_PATHS.requestErasureLink,
    summary: "Ask for the deletion of the customer's data: e-mail a link to confirm it (GDPR art. 17)",
    description: `Answers 202 with the same message whether or not the address belongs to a customer; when it does, a confirmation link valid ${ERASURE_LINK_TTL_HOURS} hours is e-mailed in the page's language ('locale', else the customer's) (voiding any older one). At most ${ERASURE_LINKS_PER_ADDRESS_PER_HOUR} requests per address and hour (429), plus the client's budget for e-mailed links (shared with resume links).`,
    access: ANONYMOUS,
    query: pageLocaleQuerySchema,
    body: erasureLinkRequestSchema,
    responses: { 202: { description: 'Accepted (whatever the address)', schema: erasureQueuedSchema } },
    budget: 'resumeLinks',
  },
  confirmErasure: {
    ...ONBOARDING_PATHS.confirmErasure,
    summary: "Confirm the deletion of the customer's data: queue the erasure job (the admins' erasure, reason 'customer request')",
    description: 'The token from the e-mailed link, once: 410 when it is used, expired, replaced by a newer link or unknown. Opening the link does not confirm: only this POST (the page\'s button) does.',
    access: LINK,
    body: erasureConfirmRequestSchema,
    responses: { 202: { description: 'Queued', schema: erasureQueuedSchema } },
    budget: 'resumeRedeems',
    audit: 'lead.erase',
  },
  getWhatsappConfig: {
    ...ONBOARDING_PATHS.getWhatsappConfig,
    summary: "The chat button's number (null: no button)",
    access: ANONYMOUS,
    responses: { 200: { description: 'The number', schema: whatsappConfigSchema } },
  },

  listLeads: {
    ...ONBOARDING_PATHS.listLeads,
    summary: 'Customers who started the wizard, newest first, filtered and paginated',
    description: 'A `designer` account gets only the customers with an appointment assigned to the designer linked to it now (403 `designer_unlinked` when none is).',
    access: staff('admin', 'designer'),
    query: leadQuerySchema,
    responses: { 200: { description: 'A page of leads', schema: leadListResponseSchema } },
  },
  createLead: {
    ...ONBOARDING_PATHS.createLead,
    summary: 'Add a walk-in or phone lead (source set by hand)',
    description:
      'Creates the customer at step 1 with the answers staff took down; the lead finishes the wizard from a resume link (`/leads/{id}/resume-link`). 409 `lead_exists` (details: { leadId }) when another lead has the e-mail address or the phone number. A `designer` account sees the leads it added. Spends the client\'s staff-leads budget.',
    access: staff('admin', 'designer'),
    body: staffLeadRequestSchema,
    responses: { 201: { description: 'Created', schema: staffLeadCreatedSchema } },
    budget: 'staffLeads',
    audit: 'lead.create',
  },
  sendLeadResumeLink: {
    ...ONBOARDING_PATHS.sendLeadResumeLink,
    summary: "E-mail a lead the link to finish the wizard (the customer's resume link, in their language)",
    description: `${LEAD_RESUME_LINK_QUEUED} Voids any older link. 409 \`lead_no_email\` without an address; at most ${RESUME_LINKS_PER_ADDRESS_PER_HOUR} links per address and hour (429, counted with the customer's own requests); spends the client's staff-leads budget. A \`designer\` account only for the leads it may read (404 otherwise).`,
    access: staff('admin', 'designer'),
    params: objectIdParams('id'),
    responses: { 202: { description: 'Queued', schema: resumeLinkAnswerSchema } },
    budget: 'staffLeads',
    audit: 'lead.resume-link',
  },
  exportLeads: {
    ...ONBOARDING_PATHS.exportLeads,
    summary: 'The leads matching the filters as CSV (the newest 10,000)',
    access: staff('admin'),
    query: leadQuerySchema,
    responses: { 200: { description: 'A CSV attachment', contentType: 'text/csv' } },
    audit: 'leads.export',
  },
  getTodayLeads: {
    ...ONBOARDING_PATHS.getTodayLeads,
    summary: "Today's work: open leads past their first-contact deadline, then those whose next action is due",
    description: 'A `designer` account gets the leads it owns (403 `designer_unlinked` when no designer is linked); an admin all owners’, or one owner’s with `owner`.',
    access: staff('admin', 'designer'),
    query: todayQuerySchema,
    responses: { 200: { description: 'At most 200 leads', schema: todayResponseSchema } },
  },
  getLeadBoard: {
    ...ONBOARDING_PATHS.getLeadBoard,
    summary: 'The pipeline as a board: per stage, how many leads and how much estimated value, and the newest cards',
    description:
      'Filtered like the list (owner, source, project type, budget). Each column answers its first 20 cards, newest first, and a `next` cursor; `stage` with `cursor` answers that column\'s next page. A `designer` account sees the leads it may work (403 `designer_unlinked` when no designer is linked).',
    access: staff('admin', 'designer'),
    query: boardQuerySchema,
    responses: { 200: { description: 'The columns', schema: boardResponseSchema } },
  },
  setLeadValue: {
    ...ONBOARDING_PATHS.setLeadValue,
    summary: "Set a lead's estimated project value (whole US dollars; null clears it)",
    description: 'From 0 to 10,000,000. Recorded in the audit log (the old and new amounts). A `designer` account only its own leads (404 for any other).',
    access: staff('admin', 'designer'),
    params: objectIdParams('id'),
    body: leadValueRequestSchema,
    responses: { 200: { description: "The lead's pipeline", schema: leadPipelineSchema } },
    audit: 'lead.value',
  },
  getLostReasons: {
    ...ONBOARDING_PATHS.getLostReasons,
    summary: 'The reasons staff choose from when a lead is lost',
    access: staff('admin', 'designer'),
    responses: { 200: { description: 'The list', schema: lostReasonsSchema } },
  },
  setLostReasons: {
    ...ONBOARDING_PATHS.setLostReasons,
    summary: 'Replace the reasons a lead can be lost for (leads already lost keep the label they were given)',
    access: staff('admin'),
    body: lostReasonsSchema,
    responses: { 200: { description: 'Saved', schema: lostReasonsSchema } },
    audit: 'lost-reasons.update',
  },
  changeLeadStage: {
    ...ONBOARDING_PATHS.changeLeadStage,
    summary: 'Move a lead to a stage',
    description: "'lost' needs `lostReasonId` (one of the lost reasons) and `lostNote`. Recorded on the lead (who, when, from, to) and in the audit log. A `designer` account only its own leads (404 for any other).",
    access: staff('admin', 'designer'),
    params: objectIdParams('id'),
    body: stageChangeRequestSchema,
    responses: { 200: { description: "The lead's pipeline", schema: leadPipelineSchema } },
    audit: 'lead.stage',
  },
  logLeadActivity: {
    ...ONBOARDING_PATHS.logLeadActivity,
    summary: 'Log a contact attempt (call, WhatsApp, e-mail, visit) with its outcome, or a note',
    description: 'The first attempt meets the first-contact deadline and moves a new lead to contacted. A `designer` account only its own leads.',
    access: staff('admin', 'designer'),
    params: objectIdParams('id'),
    body: attemptRequestSchema,
    responses: { 201: { description: "Logged; the lead's pipeline", schema: leadPipelineSchema } },
    audit: 'lead.activity',
  },
  setLeadNextAction: {
    ...ONBOARDING_PATHS.setLeadNextAction,
    summary: "Set an open lead's next action and the showroom day it is due",
    description: 'A `designer` account only its own leads; 409 for a won or lost lead.',
    access: staff('admin', 'designer'),
    params: objectIdParams('id'),
    body: nextActionRequestSchema,
    responses: { 200: { description: "The lead's pipeline", schema: leadPipelineSchema } },
    audit: 'lead.next-action',
  },
  setLeadOwner: {
    ...ONBOARDING_PATHS.setLeadOwner,
    summary: 'Give a lead to another designer',
    description: '400 when the designer is not an active designer of the showroom.',
    access: staff('admin'),
    params: objectIdParams('id'),
    body: ownerRequestSchema,
    responses: { 200: { description: "The lead's pipeline", schema: leadPipelineSchema } },
    audit: 'lead.owner',
  },
  getPipelineReport: {
    ...ONBOARDING_PATHS.getPipelineReport,
    summary: 'Sales reports: time to first contact, conversion per source and month, won value per source, stale leads',
    description: `Leads created from..to (Beirut days; without them, the last 6 months): first contact per owner and per Beirut week (Monday), the stages reached per source and month of creation; leads won from..to per source with their estimated value; open leads stale now per owner. At most ${REPORT_RANGE_MONTHS_MAX} months (400 otherwise). A \`designer\` account gets the reports of the leads its designer owns: its own owner rows only (403 \`designer_unlinked\` when no designer is linked).`,
    access: staff('admin', 'designer'),
    query: pipelineReportQuerySchema,
    responses: { 200: { description: 'The reports', schema: pipelineReportSchema } },
  },
  exportPipelineReport: {
    ...ONBOARDING_PATHS.exportPipelineReport,
    summary: 'The sales reports (first contact, conversion, won value) as CSV',
    description: `The same range and rules as the reports, one section per report. At most ${REPORT_RANGE_MONTHS_MAX} months (400 otherwise).`,
    access: staff('admin'),
    query: pipelineReportQuerySchema,
    responses: { 200: { description: 'A CSV attachment', contentType: 'text/csv' } },
    audit: 'reports.export',
  },
  getLead: {
    ...ONBOARDING_PATHS.getLead,
    summary: 'Everything a customer entered, with short-lived links to their documents',
    description: 'A `designer` account only their own designer’s customers (404 for any other).',
    access: staff('admin', 'designer'),
    params: objectIdParams('id'),
    responses: { 200: { description: 'The lead', schema: leadDetailSchema } },
    audit: 'lead.view',
  },
  getLeadWhatsApp: {
    ...ONBOARDING_PATHS.getLeadWhatsApp,
    summary: "The lead's WhatsApp conversation (newest last, with receipts) and whether staff may answer now",
    description: 'Joined by the customer’s numbers (normalised) and appointments. A `designer` account only their own designer’s customers (404 for any other).',
    access: staff('admin', 'designer'),
    params: objectIdParams('id'),
    responses: { 200: { description: 'The conversation', schema: whatsAppConversationSchema } },
  },
  answerLeadWhatsApp: {
    ...ONBOARDING_PATHS.answerLeadWhatsApp,
    summary: 'Answer the lead on WhatsApp with free text (queued; sent by the worker)',
    description: 'Only within 24 hours of the customer’s last WhatsApp message (409 `whatsapp_window_closed`) and to a number whose consent holds (409 `whatsapp_not_consented`). A `designer` account only their own designer’s customers (404 for any other).',
    access: staff('admin', 'designer'),
    params: objectIdParams('id'),
    body: whatsAppAnswerRequestSchema,
    responses: { 202: { description: 'Queued', schema: whatsAppAnswerQueuedSchema } },
    audit: 'lead.whatsapp-answer',
  },
  downloadLeadDocument: {
    ...ONBOARDING_PATHS.downloadLeadDocument,
    summary: "A lead's document, through the signed link the lead page issued",
    description: 'No bearer token: the HMAC signature `sig` over the document and `exp` is the authorization (403 when expired or forged).',
    access: LINK,
    params: Type.Object({ id: ObjectIdString({ errorMessage: 'Invalid id' }), docId: ObjectIdString({ errorMessage: 'Invalid docId' }) }),
    query: Type.Object({ exp: Type.Optional(Type.String({ maxLength: 20 })), sig: Type.Optional(Type.String({ maxLength: 128 })) }),
    responses: { 200: { description: 'The file as an attachment', contentType: 'application/octet-stream' } },
    audit: 'document.download',
  },
  exportLeadData: {
    ...ONBOARDING_PATHS.exportLeadData,
    summary: "Download a lead's data: the customer's own export (ZIP)",
    access: staff('admin'),
    params: objectIdParams('id'),
    responses: { 200: { description: 'A ZIP attachment', contentType: 'application/zip' } },
    audit: 'lead.export',
  },
  getFunnel: {
    ...ONBOARDING_PATHS.getFunnel,
    summary: 'How many customers created in a range of days reached each step',
    access: staff('admin'),
    query: funnelQuerySchema,
    responses: { 200: { description: 'The funnel', schema: funnelResponseSchema } },
  },

  getCustomerProfile: {
    ...ONBOARDING_PATHS.getCustomerProfile,
    summary: "A customer's contact details and a summary of their answers",
    access: INTERNAL,
    params: customerParams,
    responses: { 200: { description: 'The customer', schema: customerProfileSchema } },
  },
  getCustomerSessions: {
    ...ONBOARDING_PATHS.getCustomerSessions,
    summary: "Up to 100 customers' current session generations (scheduling checks customer sessions against them)",
    description:
      'A customer session signed with an older generation has ended: redeeming a link e-mailed to the address bumps it. Unknown (or erased) customers are absent.',
    access: INTERNAL,
    body: Type.Object(
      {
        ids: Type.Array(ObjectIdString(), { maxItems: CUSTOMER_BATCH_MAX, errorMessage: `ids must be at most ${CUSTOMER_BATCH_MAX} customer ids` }),
      },
      { additionalProperties: false, errorMessage: { required: { ids: 'ids is required' } } },
    ),
    responses: {
      200: {
        description: 'The known ones, in no particular order',
        schema: Type.Object({ sessions: Type.Array(Type.Object({ id: ObjectIdString(), generation: Type.Integer({ minimum: 0 }) }, { additionalProperties: false })) }),
      },
    },
  },
  setCustomerLocale: {
    ...ONBOARDING_PATHS.setCustomerLocale,
    summary: "Store the language of the customer's page (their later e-mails follow it)",
    description: 'Scheduling calls it when a booking, move or cancellation names the page\'s language. Unchanged when it is already the stored one; 404 when the customer is unknown.',
    access: INTERNAL,
    params: customerParams,
    body: customerLocaleRequestSchema,
    responses: { 200: { description: 'Stored', schema: Type.Object({ changed: Type.Boolean() }) } },
  },
  recordAppointmentEvent: {
    ...ONBOARDING_PATHS.recordAppointmentEvent,
    summary: "Scheduling tells the lead's pipeline about its appointment: booked, completed or cancelled",
    description: "A booking moves a new or contacted lead to consultation_booked and makes the appointment's designer its owner; a completed appointment moves it to consulted; a cancellation moves a consultation_booked lead back to contacted. Later stages are left alone. 404 when the customer is unknown.",
    access: INTERNAL,
    params: customerParams,
    body: appointmentEventSchema,
    responses: { 200: { description: 'Applied (or nothing to do)', schema: Type.Object({ stage: Type.String() }) } },
  },
  getLeadDigests: {
    ...ONBOARDING_PATHS.getLeadDigests,
    summary: "The morning digest's leads of each owner: overdue first contacts and follow-ups due today",
    description: 'Per designer id asked: the open leads past their first-contact deadline, then those whose next action is due on the showroom’s day or before (what their Today page lists), by id and name only.',
    access: INTERNAL,
    body: leadDigestRequestSchema,
    responses: { 200: { description: 'The leads of each owner asked', schema: leadDigestAnswerSchema } },
  },
  withdrawWhatsAppConsent: {
    ...ONBOARDING_PATHS.withdrawWhatsAppConsent,
    summary: 'A WhatsApp number opted out (STOP): withdraws the WhatsApp consent of every customer who gave that number',
    description: '`waId` is the sender’s WhatsApp id (the number’s digits, country code first); a stored number matches when its digits are the same. Answers how many consents were withdrawn (0: none held).',
    access: INTERNAL,
    body: Type.Object({ waId: Type.String({ pattern: '^[1-9][0-9]{6,14}$' }) }, { additionalProperties: false }),
    responses: { 200: { description: 'Withdrawn', schema: Type.Object({ withdrawn: Type.Integer({ minimum: 0 }) }) } },
  },
  findWhatsAppContacts: {
    ...ONBOARDING_PATHS.findWhatsAppContacts,
    summary: 'The customers who gave a WhatsApp number (their phone or their consent’s), newest first',
    description: '`waId` is the sender’s WhatsApp id; scheduling acts on the sender’s quick replies for these customers. At most 10.',
    access: INTERNAL,
    body: Type.Object({ waId: Type.String({ pattern: '^[1-9][0-9]{6,14}$' }) }, { additionalProperties: false }),
    responses: { 200: { description: 'The customers', schema: Type.Object({ customers: Type.Array(Type.Object({ id: Type.String(), locale: Type.String() })) }) } },
  },
  requestCallback: {
    ...ONBOARDING_PATHS.requestCallback,
    summary: 'The customer asked to be called back (WhatsApp’s Call me): a call-back next action for the lead’s owner, due today',
    description: 'Once per WhatsApp message id (a redelivery answers created: false); a won or lost lead is left as it is. 404 when the customer is unknown.',
    access: INTERNAL,
    params: customerParams,
    body: Type.Object({ messageId: Type.String({ minLength: 1, maxLength: 256 }) }, { additionalProperties: false }),
    responses: { 200: { description: 'Created, or already there', schema: Type.Object({ created: Type.Boolean() }) } },
  },
  getCustomerContacts: {
    ...ONBOARDING_PATHS.getCustomerContacts,
    summary: 'Contact details of up to 100 customers',
    access: INTERNAL,
    body: Type.Object(
      {
        ids: Type.Array(ObjectIdString(), { maxItems: CUSTOMER_BATCH_MAX, errorMessage: `ids must be at most ${CUSTOMER_BATCH_MAX} customer ids` }),
      },
      { additionalProperties: false, errorMessage: { required: { ids: 'ids is required' } } },
    ),
    responses: { 200: { description: 'The known ones, in no particular order', schema: Type.Object({ customers: Type.Array(customerContactSchema) }) } },
  },

  eraseLead: {
    ...ONBOARDING_PATHS.eraseLead,
    summary: "Erase everything the showroom holds about a customer (GDPR art. 17)",
    description:
      'Queues the erasure job (202): the customer, answers and documents, appointments (future ones cancelled, the calendar event deleted, staff told), queued e-mails, and personal data in the audit log replaced by a keyed hash. The reason is recorded in the audit log. 404 when the customer is unknown (or already erased).',
    access: staff('admin'),
    params: objectIdParams('id'),
    body: staffErasureRequestSchema,
    responses: { 202: { description: 'Queued', schema: erasureQueuedSchema } },
    audit: 'lead.erase',
  },
  eraseCustomer: {
    ...ONBOARDING_PATHS.eraseCustomer,
    summary: "Erase a customer's onboarding data: documents (object storage), resume link, answers; record the erasure in the ledger",
    description: 'Idempotent: a customer already erased answers erased false. The ledger records the customer id and, when given, the confirmed mailbox (mailboxKey).',
    access: INTERNAL,
    params: customerParams,
    query: eraseCustomerQuerySchema,
    responses: { 200: { description: 'Erased', schema: customerErasedSchema } },
  },
  listStaleDrafts: {
    ...ONBOARDING_PATHS.listStaleDrafts,
    summary: 'Customers who never completed the wizard nor booked, with no activity since inactiveSince (the retention sweep erases them)',
    description: 'At most 1000, least recently active first.',
    access: INTERNAL,
    query: staleDraftsQuerySchema,
    responses: { 200: { description: 'Their ids', schema: staleDraftsSchema } },
  },
});

