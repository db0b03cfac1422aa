/**
 * onboarding's back-office routes (admins; docs/product.md §7 'Back office'), one function per
 * route: the leads list, one lead, its erasure, the filtered CSV export, a lead's data export (ZIP), the funnel,
 * the sales pipeline (stage, attempts, next action, owner, the Today page, the lost reasons), a walk-in
 * or phone lead staff add, and the resume link they send it; the pipeline board and a lead's estimated
 * value; the sales reports and their CSV.
 */
import type { AttemptRequest, BoardFilters, FunnelQueryParams, LeadQueryParams, LeadStage, LostReasons, NextActionRequest, PipelineReportQuery, StageChangeRequest, StaffLeadRequest, TodayQueryParams } from '@cabinetry/shared/contracts';
import { showroomDay } from '@cabinetry/shared/time';
import useSWR from 'swr';
import { adminBlob, adminCall, saveBlob, urlOf } from './http';

/** GET /api/admin/leads?… (filters: showroom days from/to, search, options; page, pageSize). */
export const getLeads = (query: LeadQueryParams) => adminCall('listLeads', { query });

/** getLeads through SWR; the previous page stays shown while the next loads. */
export const useLeads = (query: LeadQueryParams) =>
  useSWR(urlOf('listLeads', { query }), () => getLeads(query), { keepPreviousData: true, revalidateOnMount: true });

/** GET /api/admin/leads/{id} (its document links are short-lived). */
export const getLead = (id: string) => adminCall('getLead', { params: { id } });

/** getLead through SWR, fresh on every visit. */
export const useLead = (id: string | undefined) => useSWR(id ? urlOf('getLead', { params: { id } }) : null, () => getLead(id!), { revalidateOnMount: true });

/** `createLead` (a walk-in or phone lead); rejects with ApiError 409 lead_exists (details.leadId) for a twin. */
export const createLead = (body: StaffLeadRequest) => adminCall('createLead', { body });

/** `sendLeadResumeLink`: e-mails the lead the link to finish the wizard. */
export const sendLeadResumeLink = (id: string) => adminCall('sendLeadResumeLink', { params: { id } });

/** POST /api/admin/leads/{id}/erasure {reason}: queues the erasure of the customer's data. */
export const eraseLead = (id: string, reason: string) => adminCall('eraseLead', { params: { id }, body: { reason } });

/** GET /api/admin/leads/export.csv?… (the list's filters): the CSV text. */
export const getLeadsCsv = (query: LeadQueryParams) => adminCall('exportLeads', { query });

/**
 * Downloads the filtered leads as leads-<showroom day>.csv; rejects with ApiError on failure. The
 * byte-order mark the browser strips from the text is put back so spreadsheet programs read
 * accents (a plain link could not carry the token).
 */
export async function downloadLeadsCsv(query: LeadQueryParams): Promise<void> {
  const csv = await getLeadsCsv(query);
  saveBlob(new Blob([`\uFEFF${csv}`], { type: 'text/csv;charset=utf-8' }), `leads-${showroomDay(new Date())}.csv`);
}

/** GET /api/admin/leads/{id}/export (audited): saves the customer's data export as lead-<id>-data.zip; rejects with ApiError on failure. */
export async function downloadLeadData(id: string): Promise<void> {
  saveBlob(await adminBlob(urlOf('exportLeadData', { params: { id } })), `lead-${id}-data.zip`);
}

/** GET /api/admin/funnel?from&to (showroom days; the last 30 days without them). */
export const getFunnel = (query: FunnelQueryParams) => adminCall('getFunnel', { query });

/** getFunnel through SWR. */
export const useFunnel = (query: FunnelQueryParams) =>
  useSWR(urlOf('getFunnel', { query }), () => getFunnel(query), { keepPreviousData: true, revalidateOnMount: true });

/** `getPipelineReport` (admins; a designer: of their own leads): the sales reports over from..to (showroom days; the last 6 months without them). */
export const getPipelineReport = (query: PipelineReportQuery) => adminCall('getPipelineReport', { query });

/** getPipelineReport through SWR; the previous range stays shown while the next loads. */
export const usePipelineReport = (query: PipelineReportQuery) =>
  useSWR(urlOf('getPipelineReport', { query }), () => getPipelineReport(query), { keepPreviousData: true, revalidateOnMount: true });

/** Downloads the sales reports of `from`..`to` as CSV (`exportPipelineReport`, audited; the byte-order mark put back); rejects with ApiError on failure. */
export async function downloadPipelineReportCsv(from: string, to: string): Promise<void> {
  const csv = await adminCall('exportPipelineReport', { query: { from, to } });
  saveBlob(new Blob([`\uFEFF${csv}`], { type: 'text/csv;charset=utf-8' }), `sales-reports-${from}-${to}.csv`);
}

/** `changeLeadStage` ('lost' with lostReasonId and lostNote). */
export const postLeadStage = (id: string, body: StageChangeRequest) => adminCall('changeLeadStage', { params: { id }, body });

/** `logLeadActivity`: a contact attempt (channel, outcome) or a note. */
export const postLeadAttempt = (id: string, body: AttemptRequest) => adminCall('logLeadActivity', { params: { id }, body });

/** `setLeadNextAction` {text, dueDay (showroom day)}. */
export const putLeadNextAction = (id: string, body: NextActionRequest) => adminCall('setLeadNextAction', { params: { id }, body });

/** `setLeadOwner` {designerId} (admins). */
export const putLeadOwner = (id: string, designerId: string) => adminCall('setLeadOwner', { params: { id }, body: { designerId } });

/** `getTodayLeads` through SWR: overdue first contacts, then next actions due. */
export const useTodayLeads = (query: TodayQueryParams) => useSWR(urlOf('getTodayLeads', { query }), () => adminCall('getTodayLeads', { query }), { revalidateOnMount: true });

/** `getLostReasons` through SWR. */
export const useLostReasons = () => useSWR(urlOf('getLostReasons', {}), () => adminCall('getLostReasons', {}));

/** `setLostReasons` {reasons} (admins). */
export const putLostReasons = (reasons: LostReasons['reasons']) => adminCall('setLostReasons', { body: { reasons } });

/** `getLeadBoard` through SWR: every stage's column (count, value sum, first cards) under `filters`. */
export const useLeadBoard = (filters: BoardFilters) =>
  useSWR(urlOf('getLeadBoard', { query: filters }), () => adminCall('getLeadBoard', { query: filters }), { keepPreviousData: true, revalidateOnMount: true });

/** `getLeadBoard` for one column's next cards, after `cursor` (the `next` its previous page answered). */
export const getLeadBoardColumn = async (filters: BoardFilters, stage: LeadStage, cursor: string) =>
  (await adminCall('getLeadBoard', { query: { ...filters, stage, cursor } })).columns[0];

/** `setLeadValue`: the estimated project value in whole US dollars (null clears it). */
export const putLeadValue = (id: string, estimatedValue: number | null) => adminCall('setLeadValue', { params: { id }, body: { estimatedValue } });

/** GET /api/admin/leads/{id}/whatsapp: the lead's WhatsApp conversation and whether staff may answer now. */
export const useLeadWhatsApp = (id: string) => useSWR(urlOf('getLeadWhatsApp', { params: { id } }), () => adminCall('getLeadWhatsApp', { params: { id } }), { revalidateOnMount: true });

/** POST /api/admin/leads/{id}/whatsapp: queues a free-text answer (409 outside the window or without consent). */
export const postLeadWhatsAppAnswer = (id: string, text: string) => adminCall('answerLeadWhatsApp', { params: { id }, body: { text } });
