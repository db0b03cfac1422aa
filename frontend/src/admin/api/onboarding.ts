/**
 * onboarding's back-office routes (admins; docs/product.md §7 'Back office'), one function per
 * route: the leads list, one lead, its erasure, the filtered CSV export, a lead's data export (ZIP), the funnel,
 * and the sales pipeline (stage, attempts, next action, owner, the Today page, the lost reasons).
 */
import type { AttemptRequest, FunnelQueryParams, FunnelResponse, LeadDetail, LeadListResponse, LeadPipeline, LeadQueryParams, LostReasons, NextActionRequest, StageChangeRequest, TodayQueryParams, TodayResponse } from '@cabinetry/shared/contracts';
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

const lead = (id: string) => `${LEADS}/${encodeURIComponent(id)}`;

/** POST /api/admin/leads/{id}/stage ('lost' with lostReasonId and lostNote). */
export const postLeadStage = (id: string, body: StageChangeRequest): Promise<LeadPipeline> => adminJson('POST', `${lead(id)}/stage`, body);

/** POST /api/admin/leads/{id}/activities: a contact attempt (channel, outcome) or a note. */
export const postLeadAttempt = (id: string, body: AttemptRequest): Promise<LeadPipeline> => adminJson('POST', `${lead(id)}/activities`, body);

/** PUT /api/admin/leads/{id}/next-action {text, dueDay (showroom day)}. */
export const putLeadNextAction = (id: string, body: NextActionRequest): Promise<LeadPipeline> => adminJson('PUT', `${lead(id)}/next-action`, body);

/** PUT /api/admin/leads/{id}/owner {designerId} (admins). */
export const putLeadOwner = (id: string, designerId: string): Promise<LeadPipeline> => adminJson('PUT', `${lead(id)}/owner`, { designerId });

const TODAY = `${LEADS}/today`;
/** GET /api/admin/leads/today?owner through SWR: overdue first contacts, then next actions due. */
export const useTodayLeads = (query: TodayQueryParams) => useSWR(withQuery(TODAY, query), () => adminGet<TodayResponse>(withQuery(TODAY, query)), { revalidateOnMount: true });

const LOST_REASONS = '/api/admin/lost-reasons';
/** GET /api/admin/lost-reasons through SWR. */
export const useLostReasons = () => useSWR(LOST_REASONS, () => adminGet<LostReasons>(LOST_REASONS));

/** PUT /api/admin/lost-reasons {reasons} (admins). */
export const putLostReasons = (reasons: LostReasons['reasons']): Promise<LostReasons> => adminJson('PUT', LOST_REASONS, { reasons });
