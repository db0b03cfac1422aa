/**
 * onboarding's back-office routes (admins; docs/product.md §7 'Back office'), one function per
 * route: the leads list, one lead, its erasure, the filtered CSV export, a lead's data export (ZIP) and the funnel;
 * a walk-in or phone lead staff add, and the resume link they send it.
 */
import type { FunnelQueryParams, FunnelResponse, LeadDetail, LeadListResponse, LeadQueryParams, ResumeLinkAnswer, StaffLeadCreated, StaffLeadRequest } from '@cabinetry/shared/contracts';
import { showroomDay } from '@cabinetry/shared/time';
import useSWR from 'swr';
import { adminBlob, adminGet, adminJson, saveBlob, withQuery } from './http';

const LEADS = '/api/admin/leads';
const FUNNEL = '/api/admin/funnel';

/** GET /api/admin/leads?… (filters: showroom days from/to, search, options; page, pageSize). */
export const getLeads = (query: LeadQueryParams): Promise<LeadListResponse> => adminGet(withQuery(LEADS, query));

/** getLeads through SWR; the previous page stays shown while the next loads. */
export const useLeads = (query: LeadQueryParams) =>
  useSWR(withQuery(LEADS, query), () => getLeads(query), { keepPreviousData: true, revalidateOnMount: true });

/** GET /api/admin/leads/{id} (its document links are short-lived). */
export const getLead = (id: string): Promise<LeadDetail> => adminGet(`${LEADS}/${encodeURIComponent(id)}`);

/** getLead through SWR, fresh on every visit. */
export const useLead = (id: string | undefined) => useSWR(id ? `${LEADS}/${id}` : null, () => getLead(id!), { revalidateOnMount: true });

/** POST /api/admin/leads (a walk-in or phone lead); rejects with ApiError 409 lead_exists (details.leadId) for a twin. */
export const createLead = (body: StaffLeadRequest): Promise<StaffLeadCreated> => adminJson('POST', LEADS, body);

/** POST /api/admin/leads/{id}/resume-link: e-mails the lead the link to finish the wizard. */
export const sendLeadResumeLink = (id: string): Promise<ResumeLinkAnswer> => adminJson('POST', `${LEADS}/${encodeURIComponent(id)}/resume-link`, {});

/** POST /api/admin/leads/{id}/erasure {reason}: queues the erasure of the customer's data. */
export const eraseLead = (id: string, reason: string): Promise<{ message: string }> => adminJson('POST', `${LEADS}/${encodeURIComponent(id)}/erasure`, { reason });

/** GET /api/admin/leads/export.csv?… (the list's filters): the CSV text. */
export const getLeadsCsv = (query: LeadQueryParams): Promise<string> => adminGet(withQuery(`${LEADS}/export.csv`, query));

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
  saveBlob(await adminBlob(`${LEADS}/${encodeURIComponent(id)}/export`), `lead-${id}-data.zip`);
}

/** GET /api/admin/funnel?from&to (showroom days; the last 30 days without them). */
export const getFunnel = (query: FunnelQueryParams): Promise<FunnelResponse> => adminGet(withQuery(FUNNEL, query));

/** getFunnel through SWR. */
export const useFunnel = (query: FunnelQueryParams) =>
  useSWR(withQuery(FUNNEL, query), () => getFunnel(query), { keepPreviousData: true, revalidateOnMount: true });
